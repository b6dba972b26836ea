// benchwork: the live workbench window. Everything but main() is in ui/.
#include "app/gui_main.h"

#include <QApplication>

int main(int argc, char** argv)
{
    QApplication app(argc, argv);
    return bwui::guiMain(app);
}
