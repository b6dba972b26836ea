#pragma once
// The body of the `benchwork` executable's main(): language, command line,
// window, optional autorun. Returns the process exit status.
class QApplication;

namespace bwui {

int guiMain(QApplication& app);

} // namespace bwui
