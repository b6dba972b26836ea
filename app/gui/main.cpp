// benchwork: the live workbench window. Everything but main() is in ui/.
#include "window/gui_main.h"
#include "platform/allocator.h"

#include <QApplication>

int main(int argc, char** argv)
{
    bw::configureAllocatorForLongRuns();   // before Qt allocates anything
    QApplication app(argc, argv);
    return bwui::guiMain(app);
}
