#include "junit_check.h"

#include <QFile>
#include <QProcess>
#include <QStandardPaths>
#include <QXmlStreamReader>

namespace bwtest {

QString xmllintPath()
{
    return QStandardPaths::findExecutable("xmllint");
}

QString junitSchemaErrors(const QString& file)
{
    const QString source = qEnvironmentVariable("BENCHWORK_SOURCE_DIR");
    if (source.isEmpty())
        return "BENCHWORK_SOURCE_DIR is not set (CTest sets it)";
    const QString tool = xmllintPath();
    if (tool.isEmpty())
        return "xmllint is not installed";
    QProcess p;
    p.start(tool, {"--noout", "--schema", source + "/tests/data/junit.xsd", file});
    if (!p.waitForFinished(30000)) {
        p.kill();
        p.waitForFinished();
        return "xmllint did not finish";
    }
    if (p.exitStatus() == QProcess::NormalExit && p.exitCode() == 0)
        return {};
    return QString::fromLocal8Bit(p.readAllStandardError()) + " (exit " + QString::number(p.exitCode()) + ")";
}

int JUnitReadFile::count(const QString& verdict) const
{
    int n = 0;
    for (const JUnitReadCase& c : cases)
        n += c.verdict == verdict ? 1 : 0;
    return n;
}

const JUnitReadCase* JUnitReadFile::find(const QString& nameContains) const
{
    for (const JUnitReadCase& c : cases)
        if (c.name.contains(nameContains))
            return &c;
    return nullptr;
}

QString JUnitReadFile::countsProblem() const
{
    const int tests = int(cases.size()), failures = count("failure"), errors = count("error"), skipped = count("skipped");
    QString p;
    auto check = [&](const char* what, int declared, int summed, int counted) {
        if (declared != counted || summed != counted)
            p += QString("%1: declared %2, suites' sum %3, counted %4; ").arg(what).arg(declared).arg(summed).arg(counted);
    };
    check("tests", declaredTests, suiteTests, tests);
    check("failures", declaredFailures, suiteFailures, failures);
    check("errors", declaredErrors, suiteErrors, errors);
    check("skipped", declaredSkipped, suiteSkipped, skipped);
    return p;
}

JUnitReadFile readJUnit(const QByteArray& xml)
{
    JUnitReadFile f;
    QXmlStreamReader r(xml);
    QString suite;
    JUnitReadCase* current = nullptr;
    auto intAttr = [&](const char* name) { return r.attributes().value(name).toInt(); };
    while (!r.atEnd()) {
        r.readNext();
        if (r.isEndElement() && r.name() == QLatin1String("testcase"))
            current = nullptr;   // what follows (the suite's system-out) is not the case's
        if (!r.isStartElement())
            continue;
        const auto name = r.name();
        if (name == QLatin1String("testsuites")) {
            f.declaredTests = intAttr("tests");
            f.declaredFailures = intAttr("failures");
            f.declaredErrors = intAttr("errors");
            f.declaredSkipped = intAttr("skipped");
        } else if (name == QLatin1String("testsuite")) {
            ++f.suites;
            suite = r.attributes().value("name").toString();
            f.suiteTests += intAttr("tests");
            f.suiteFailures += intAttr("failures");
            f.suiteErrors += intAttr("errors");
            f.suiteSkipped += intAttr("skipped");
            current = nullptr;
        } else if (name == QLatin1String("property")) {
            f.properties << r.attributes().value("name").toString() + "=" + r.attributes().value("value").toString();
        } else if (name == QLatin1String("testcase")) {
            f.cases.push_back({suite, r.attributes().value("classname").toString(), r.attributes().value("name").toString(),
                               "passed", {}, {}, {}, {}});
            current = &f.cases.back();
        } else if (current && (name == QLatin1String("failure") || name == QLatin1String("error") || name == QLatin1String("skipped"))) {
            current->verdict = name.toString();
            current->message = r.attributes().value("message").toString();
            current->type = r.attributes().value("type").toString();
            current->text = r.readElementText();
        } else if (current && name == QLatin1String("system-out")) {
            current->systemOut = r.readElementText();
        } else if (name == QLatin1String("system-out")) {
            r.skipCurrentElement();
        }
    }
    if (r.hasError())
        f.parseError = r.errorString() + QString(" at line %1").arg(r.lineNumber());
    return f;
}

JUnitReadFile readJUnitFile(const QString& path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        JUnitReadFile f;
        f.parseError = "cannot read " + path;
        return f;
    }
    return readJUnit(file.readAll());
}

} // namespace bwtest
