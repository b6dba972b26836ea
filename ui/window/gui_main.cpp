#include "window/gui_main.h"

#include "window/autorun.h"
#include "window/gui_options.h"
#include "window/language_manager.h"
#include "window/main_window.h"

#include <QApplication>
#include <QIcon>
#include <QSettings>

#include <cstdio>
#include <memory>

namespace bwui {

namespace {
// Where QSettings finds the saved settings (the language among them).
void nameApplication(QCoreApplication& app)
{
    app.setOrganizationName(QStringLiteral("Benchwork"));
    app.setApplicationName(QStringLiteral("Benchwork"));
    app.setApplicationVersion(QStringLiteral(BENCHWORK_VERSION));
}
} // namespace

int printHelpOrVersion(int argc, char** argv)
{
    bool help = false, version = false;
    for (int i = 1; i < argc; ++i) {
        const QByteArray a(argv[i]);
        help = help || a == "-h" || a == "--help";
        version = version || a == "-v" || a == "--version";
    }
    if (!help && !version)
        return -1;
    QCoreApplication app(argc, argv);   // no display needed
    nameApplication(app);
    if (help) {
        LanguageManager language;
        language.apply(QSettings().value("view/language").toString());
        std::printf("%s", qPrintable(guiHelpText()));
    } else {
        std::printf("benchwork %s (Qt %s)\n", BENCHWORK_VERSION, qVersion());
    }
    return 0;
}

int guiMain(QApplication& app)
{
    nameApplication(app);
    // The installed desktop entry (<app id>.desktop): Wayland compositors
    // and docks match the window to its icon and name through it.
    QGuiApplication::setDesktopFileName(QStringLiteral(BENCHWORK_APP_ID));
    app.setWindowIcon(QIcon(QStringLiteral(":/icons/benchwork.svg")));
    app.setQuitOnLastWindowClosed(true);

    LanguageManager language;
    language.apply(QSettings().value("view/language").toString());

    const QStringList args = app.arguments();   // --help and --version: printHelpOrVersion(), before the QApplication
    GuiOptions options;
    QString error;
    if (!parseGuiOptions(args, &options, &error)) {
        std::fprintf(stderr, "benchwork: %s\n", qPrintable(error));
        return 2;
    }
    if (options.language)
        language.apply(*options.language);   // this start only; View > Language persists

    MainWindow window(&language);
    window.restore(options);
    window.show();
    if (options.presentation)
        window.setPresentation(true);
    std::unique_ptr<Autorun> autorun;
    if (options.autorun) {
        autorun = std::make_unique<Autorun>(&window, options.quitAfter, options.capacity.has_value());
        autorun->begin();
    }
    return app.exec();
}

} // namespace bwui
