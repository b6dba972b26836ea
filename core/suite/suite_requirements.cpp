#include "suite_requirements.h"

#include "target/command_lookup.h"

#include <sys/stat.h>

#include <QProcess>
#include <QProcessEnvironment>
#include <QString>
#include <QStringList>

namespace bw {
namespace {

std::string baseName(const std::string& program)
{
    const size_t slash = program.find_last_of('/');
    return slash == std::string::npos ? program : program.substr(slash + 1);
}

} // namespace

MissingProgram findMissingProgram(const SuiteTarget& target)
{
    if (target.kind != SuiteTarget::Kind::Launch)
        return {};
    const std::string pathVar = commandSearchPath(target.launch);
    const std::string& dir = target.launch.workingDir;
    for (const std::string& program : target.requiredPrograms) {
        bool there;
        if (program.find('/') != std::string::npos) {
            // a path: a file or folder that must exist ("node_modules/hono")
            const std::string where = program[0] == '/' || dir.empty() ? program : dir + "/" + program;
            struct stat st{};
            there = stat(where.c_str(), &st) == 0;
        } else {
            std::string found;
            there = findCommand(program, pathVar, dir, &found).empty();
        }
        if (!there)
            return {baseName(program), target.install};
    }
    return {};
}

std::string missingProgramText(const MissingProgram& m)
{
    if (!m.missing())
        return {};
    return m.program + " not found" + (m.install.empty() ? std::string() : " \u2014 " + m.install);
}

std::string probeRuntimeVersion(const SuiteTarget& target, std::string* problem)
{
    auto fail = [&](const std::string& why) {
        if (problem)
            *problem = why;
        return std::string();
    };
    const std::vector<std::string>& argv = target.versionCommand;
    if (argv.empty() || target.kind != SuiteTarget::Kind::Launch)
        return {};
    const LaunchSpec& spec = target.launch;
    const std::string pathVar = commandSearchPath(spec);
    std::string program;
    if (std::string why = findCommand(argv[0], pathVar, spec.workingDir, &program); !why.empty())
        return fail(why);
    if (program[0] != '/' && !spec.workingDir.empty())
        program = spec.workingDir + "/" + program;

    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    for (const auto& [name, value] : spec.env)
        env.insert(QString::fromStdString(name), QString::fromStdString(value));
    env.insert(QStringLiteral("PATH"), QString::fromStdString(pathVar));
    QStringList args;
    for (size_t i = 1; i < argv.size(); ++i)
        args << QString::fromStdString(argv[i]);
    QProcess p;
    p.setProcessEnvironment(env);
    if (!spec.workingDir.empty())
        p.setWorkingDirectory(QString::fromStdString(spec.workingDir));
    p.setStandardInputFile(QProcess::nullDevice());
    p.start(QString::fromStdString(program), args);
    if (!p.waitForStarted(kVersionTimeoutMs))
        return fail("cannot run " + argv[0] + ": " + p.errorString().toStdString());
    if (!p.waitForFinished(kVersionTimeoutMs)) {
        p.kill();
        p.waitForFinished(1000);
        return fail(argv[0] + " did not print its version within " + std::to_string(kVersionTimeoutMs / 1000) + " s");
    }
    if (p.exitStatus() != QProcess::NormalExit || p.exitCode() != 0)
        return fail(argv[0] + " ended with exit code " + std::to_string(p.exitCode()));
    QString text = QString::fromLocal8Bit(p.readAllStandardOutput()).trimmed();
    if (text.isEmpty())
        text = QString::fromLocal8Bit(p.readAllStandardError()).trimmed();
    const std::string line = text.section(QLatin1Char('\n'), 0, 0).trimmed().toStdString();
    if (line.empty())
        return fail(argv[0] + " printed nothing");
    const std::string name = baseName(argv[0]);
    return line.find(name) != std::string::npos ? line : name + " " + line;
}

} // namespace bw
