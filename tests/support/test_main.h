#pragma once
// How a tests/tst_*.cpp file declares its test class, in place of Qt's
// QTEST_MAIN family: BW_TEST_MAIN(TestX) (a QApplication, for widgets),
// BW_TEST_GUILESS_MAIN (a QCoreApplication), BW_TEST_APPLESS_MAIN (none), or
// BW_TEST_CUSTOM_MAIN(function) for a file with its own main.
//
// Each registers the file under its base name ("tst_error") in the program
// it is linked into. Several test files share one program (a test group,
// tests/CMakeLists.txt), which runs one of them at a time:
//   benchwork-tests-core tst_error [QtTest arguments...]
// so each file still runs alone in its own process, as CTest expects, while
// the build makes a few programs instead of one per file.
#include <QStringList>
#include <QtTest>

namespace bwtest {

using TestRunner = int (*)(int argc, char** argv);

// Adds the test of SOURCE_FILE (its __FILE__) to this program; returns true.
bool registerTest(const char* sourceFile, TestRunner run);

// The arguments that select the running test, for a test that starts its
// own program again (QCoreApplication::applicationFilePath()) as a child.
QStringList selfArguments();

struct NoApplication {
    NoApplication(int&, char**) {}
    static void setAttribute(Qt::ApplicationAttribute, bool) {}
};

template <typename TestClass, typename Application>
int runQtTest(int argc, char** argv, const char* sourceFile)
{
    Application app(argc, argv);
    app.setAttribute(Qt::AA_Use96Dpi, true);
    TestClass test;
    QTest::setMainSourcePath(sourceFile);
    return QTest::qExec(&test, argc, argv);
}

}  // namespace bwtest

#define BW_TEST_MAIN_WITH(TestClass, Application)                                                       \
    namespace {                                                                                        \
    int bwRunThisFilesTest(int argc, char** argv)                                                       \
    {                                                                                                  \
        return bwtest::runQtTest<TestClass, Application>(argc, argv, __FILE__);                        \
    }                                                                                                  \
    [[maybe_unused]] const bool bwThisFileRegistered = bwtest::registerTest(__FILE__, &bwRunThisFilesTest); \
    }

#define BW_TEST_MAIN(TestClass) BW_TEST_MAIN_WITH(TestClass, QApplication)
#define BW_TEST_GUILESS_MAIN(TestClass) BW_TEST_MAIN_WITH(TestClass, QCoreApplication)
#define BW_TEST_APPLESS_MAIN(TestClass) BW_TEST_MAIN_WITH(TestClass, bwtest::NoApplication)
#define BW_TEST_CUSTOM_MAIN(function) \
    namespace {                       \
    [[maybe_unused]] const bool bwThisFileRegistered = bwtest::registerTest(__FILE__, &function); \
    }
