// benchwork: the live workbench window. Everything but main() is in ui/.
#include "window/gui_main.h"
#include "platform/allocator.h"

#include <QApplication>

int main(int argc, char** argv)
{
    bw::configureAllocatorForLongRuns();   // before Qt allocates anything
    if (const int status = bwui::printHelpOrVersion(argc, argv); status >= 0)
        return status;   // without a display too: no QApplication for --help
    QApplication app(argc, argv);
    return bwui::guiMain(app);
}
