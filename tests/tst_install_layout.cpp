// Installed programs find each other and their data relative to their own
// folder, never through the build tree: findDataPathFrom() and
// demoBinaryBeside() on install-like trees (GNUInstallDirs, a macOS bundle,
// a macOS build tree), and benchwork-cli linked into such a tree running the
// demo target it finds there (through benchwork-cli-load beside it).
// scripts/package-check.sh does the same with the real .deb.
#include "run/data_dir.h"
#include "target/demo_launch.h"
#include "test_main.h"

#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>

#include <unistd.h>

namespace {

QString canonical(const QString& path) { return QFileInfo(path).canonicalFilePath(); }

void touch(const QString& path)
{
    QVERIFY(QDir().mkpath(QFileInfo(path).absolutePath()));
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write("{}\n");
}

// `program` of the build in `dir`: a hard link (same file system: the
// tests' TMPDIR is in the build tree), else a copy. /proc/self/exe then
// names the path in `dir`.
bool placeProgram(const QString& program, const QString& dir)
{
    const QString from = qEnvironmentVariable("BENCHWORK_BIN_DIR") + "/" + program;
    const QString to = dir + "/" + program;
    if (!QDir().mkpath(dir))
        return false;
    if (::link(QFile::encodeName(from).constData(), QFile::encodeName(to).constData()) == 0)
        return true;
    return QFile::copy(from, to) && QFile::setPermissions(to, QFile::permissions(from));
}

struct Run {
    int exitCode = -1;
    QString out, err;
};

// `program` with `args`, without $BENCHWORK_BIN_DIR (the installed
// programs must not need it) and with the history in `home`.
Run runWithoutBinDir(const QString& program, const QStringList& args, const QString& home)
{
    QProcess p;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.remove("BENCHWORK_BIN_DIR");
    env.insert("HOME", home);
    env.insert("XDG_DATA_HOME", home + "/.local/share");
    p.setProcessEnvironment(env);
    p.start(program, args);
    Run r;
    if (!p.waitForFinished(120000)) {
        p.kill();
        p.waitForFinished(5000);
        r.err = program + " did not finish within 120 s";
        return r;
    }
    r.exitCode = p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1;
    r.out = QString::fromUtf8(p.readAllStandardOutput());
    r.err = QString::fromUtf8(p.readAllStandardError());
    return r;
}

} // namespace

class TstInstallLayout : public QObject {
    Q_OBJECT

private slots:
    void dataOfAnInstalledTree();
    void dataOfAMacBundle();
    void dataOfTheBuildTree();
    void demoTargetBesideTheProgram();
    void demoTargetOfAMacBuildTree();
    void versions();
    void installedCliRunsTheInstalledTarget();
    void installedScriptsStayExecutable();
};

void TstInstallLayout::dataOfAnInstalledTree()
{
    QTemporaryDir prefix;
    QVERIFY(prefix.isValid());
    const QString bin = prefix.path() + "/bin";
    const QString data = QDir::cleanPath(bin + "/" + BENCHWORK_DATA_FROM_BIN);
    QVERIFY(QDir().mkpath(bin));
    touch(data + "/resources/suites/a.json");
    touch(data + "/docs/gui.md");

    QCOMPARE(QString::fromStdString(bw::findDataPathFrom(bin.toStdString(), "resources/suites")),
             canonical(data + "/resources/suites"));
    QCOMPARE(QString::fromStdString(bw::findDataPathFrom(bin.toStdString(), "docs/gui.md")),
             canonical(data + "/docs/gui.md"));
    // What the tree lacks is not fetched from the source tree (README.md is there).
    QCOMPARE(QString::fromStdString(bw::findDataPathFrom(bin.toStdString(), "README.md")), QString());
}

void TstInstallLayout::dataOfAMacBundle()
{
    QTemporaryDir prefix;
    QVERIFY(prefix.isValid());
    const QString contents = prefix.path() + "/Benchwork.app/Contents";
    QVERIFY(QDir().mkpath(contents + "/MacOS"));
    touch(contents + "/Resources/resources/suites/a.json");
    touch(contents + "/Resources/README.md");

    const std::string exe = (contents + "/MacOS").toStdString();
    QCOMPARE(QString::fromStdString(bw::findDataPathFrom(exe, "resources/suites")),
             canonical(contents + "/Resources/resources/suites"));
    QCOMPARE(QString::fromStdString(bw::findDataPathFrom(exe, "README.md")), canonical(contents + "/Resources/README.md"));
    QCOMPARE(QString::fromStdString(bw::findDataPathFrom(exe, "docs/gui.md")), QString());
}

void TstInstallLayout::dataOfTheBuildTree()
{
    // This test runs from the build's bin folder: the source tree answers.
    const QString source = qEnvironmentVariable("BENCHWORK_SOURCE_DIR");
    QVERIFY2(!source.isEmpty(), "BENCHWORK_SOURCE_DIR is set by CTest");
    QCOMPARE(QString::fromStdString(bw::findDataPath("resources/suites")), canonical(source + "/resources/suites"));
    QCOMPARE(QString::fromStdString(bw::findDataPath("docs/gui.md")), canonical(source + "/docs/gui.md"));
    QCOMPARE(QString::fromStdString(bw::findDataPath("no/such/file")), QString());
}

void TstInstallLayout::demoTargetBesideTheProgram()
{
    QTemporaryDir prefix;
    QVERIFY(prefix.isValid());
    const QString bin = prefix.path() + "/bin";
    QVERIFY(QDir().mkpath(bin));
    // Missing: the path where it belongs, for the error message.
    QCOMPARE(QString::fromStdString(bw::demoBinaryBeside(bin.toStdString())), bin + "/benchwork-target");
    touch(bin + "/benchwork-target");
    QCOMPARE(QString::fromStdString(bw::demoBinaryBeside(bin.toStdString())), bin + "/benchwork-target");

    // An installed bundle: inside Contents/MacOS, even with one beside the .app.
    const QString macos = prefix.path() + "/Benchwork.app/Contents/MacOS";
    QVERIFY(QDir().mkpath(macos));
    touch(prefix.path() + "/benchwork-target");
    touch(macos + "/benchwork-target");
    QCOMPARE(QString::fromStdString(bw::demoBinaryBeside(macos.toStdString())), macos + "/benchwork-target");
}

void TstInstallLayout::demoTargetOfAMacBuildTree()
{
    // build/bin/Benchwork.app/Contents/MacOS/Benchwork and build/bin/benchwork-target.
    QTemporaryDir prefix;
    QVERIFY(prefix.isValid());
    const QString macos = prefix.path() + "/bin/Benchwork.app/Contents/MacOS";
    QVERIFY(QDir().mkpath(macos));
    QCOMPARE(QString::fromStdString(bw::demoBinaryBeside(macos.toStdString())), macos + "/benchwork-target");
    touch(prefix.path() + "/bin/benchwork-target");
    QCOMPARE(QString::fromStdString(bw::demoBinaryBeside(macos.toStdString())),
             prefix.path() + "/bin/benchwork-target");
    // Only for a bundle: a plain folder does not look in its parent's parent.
    const QString plain = prefix.path() + "/bin/x/y/z";
    QVERIFY(QDir().mkpath(plain));
    QCOMPARE(QString::fromStdString(bw::demoBinaryBeside(plain.toStdString())), plain + "/benchwork-target");
}

void TstInstallLayout::versions()
{
    QTemporaryDir home;
    QVERIFY(home.isValid());
    const QString bin = qEnvironmentVariable("BENCHWORK_BIN_DIR");
    for (const QString program : {"benchwork-cli", "benchwork-cli-load", "benchwork-target"}) {
        const Run r = runWithoutBinDir(bin + "/" + program, {"--version"}, home.path());
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(r.out, program + " " BENCHWORK_VERSION "\n");
    }
}

void TstInstallLayout::installedCliRunsTheInstalledTarget()
{
    QTemporaryDir prefix;
    QVERIFY(prefix.isValid());
    const QString bin = prefix.path() + "/usr/bin";
    QVERIFY(placeProgram("benchwork-cli", bin));
    const QStringList args = {"run", "--demo", "-d", "1s", "-c", "2", "-t", "1", "--no-save", "--json", "-"};

    // benchwork-cli alone: its history commands run (no engine in it), a
    // load command says which program it lacks, and where it looked.
    const Run history = runWithoutBinDir(bin + "/benchwork-cli", {"history", "list", "--db", prefix.path() + "/h.db"},
                                         prefix.path());
    QVERIFY2(history.exitCode == 0, qPrintable(history.err));
    QVERIFY2(history.out.trimmed().startsWith("ID  STARTED"), qPrintable(history.out));
    const Run noLoad = runWithoutBinDir(bin + "/benchwork-cli", args, prefix.path());
    QCOMPARE(noLoad.exitCode, 2);
    QVERIFY2(noLoad.err.contains("cannot start " + bin + "/benchwork-cli-load"), qPrintable(noLoad.err));

    // Without benchwork-target beside it the run cannot start, and says where it looked.
    QVERIFY(placeProgram("benchwork-cli-load", bin));
    const Run missing = runWithoutBinDir(bin + "/benchwork-cli", args, prefix.path());
    QVERIFY2(missing.exitCode != 0, qPrintable(missing.out));
    QVERIFY2(missing.err.contains(bin + "/benchwork-target"), qPrintable(missing.err));

    QVERIFY(placeProgram("benchwork-target", bin));
    const Run r = runWithoutBinDir(bin + "/benchwork-cli", args, prefix.path());
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    const QJsonObject o = QJsonDocument::fromJson(r.out.toUtf8()).object();
    QCOMPARE(o.value("status").toString(), QStringLiteral("complete"));
    QCOMPARE(o.value("environment").toObject().value("benchworkVersion").toString(), QStringLiteral(BENCHWORK_VERSION));
    QVERIFY(o.value("summary").toObject().value("requests").toDouble() > 0);
    const QString command = o.value("target").toObject().value("command").toString();
    QVERIFY2(command.startsWith(bin + "/benchwork-target "), qPrintable(command));
}

// The bundled suites as `cmake --install` lays them out (the .deb takes the
// same): every script (a file opening with "#!") executable, so a suite can
// start the seed server it names and lintian finds no script-not-executable;
// every other file 0644.
void TstInstallLayout::installedScriptsStayExecutable()
{
    QTemporaryDir prefix;
    QVERIFY(prefix.isValid());
    const Run r = runWithoutBinDir(BENCHWORK_CMAKE, {"--install", BENCHWORK_BUILD_DIR, "--component", "suites", "--prefix",
                                                      prefix.path()}, prefix.path());
    QVERIFY2(r.exitCode == 0, qPrintable(r.out + r.err));
#ifdef Q_OS_MACOS
    const QString suites = prefix.path() + "/Benchwork.app/Contents/Resources/resources/suites";
#else
    const QString suites = QDir::cleanPath(prefix.path() + "/bin/" + BENCHWORK_DATA_FROM_BIN) + "/resources/suites";
#endif
    QVERIFY2(QFileInfo::exists(suites + "/servers/go/run.sh"), qPrintable(r.out));
    int scripts = 0, files = 0;
    QDirIterator it(suites, QDir::Files, QDirIterator::Subdirectories);
    while (it.hasNext()) {
        const QString path = it.next();
        QFile f(path);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const bool script = f.read(2) == "#!";
        const QFile::Permissions mode = QFileInfo(path).permissions();
        const QFile::Permissions exec = QFile::ExeOwner | QFile::ExeGroup | QFile::ExeOther;
        ++files;
        if (script) {
            ++scripts;
            QVERIFY2((mode & exec) == exec, qPrintable(path + " is a script but not executable"));
        } else {
            QVERIFY2((mode & exec) == 0, qPrintable(path + " is executable but no script"));
        }
        QVERIFY2(!(mode & QFile::WriteGroup) && !(mode & QFile::WriteOther), qPrintable(path + " is writable by others"));
    }
    QVERIFY(files > 10);
    QVERIFY(scripts >= 1);
}

BW_TEST_GUILESS_MAIN(TstInstallLayout)
#include "tst_install_layout.moc"
