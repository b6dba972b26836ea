#pragma once
// The body of the `benchwork` executable's main(): language, command line,
// window, optional autorun. Returns the process exit status.
class QApplication;

namespace bwui {

// -h/--help or -v/--version among the arguments: prints the help (in the
// saved language) or the version through a QCoreApplication and returns the
// exit status, so it works without a display (no QApplication, no xcb).
// -1 when neither is asked for. Call before creating the QApplication.
int printHelpOrVersion(int argc, char** argv);

int guiMain(QApplication& app);

} // namespace bwui
