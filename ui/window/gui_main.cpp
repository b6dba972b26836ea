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

int guiMain(QApplication& app)
{
    app.setOrganizationName(QStringLiteral("Benchwork"));
    app.setApplicationName(QStringLiteral("Benchwork"));
    app.setApplicationVersion(QStringLiteral(BENCHWORK_VERSION));
    // The installed desktop entry (<app id>.desktop): Wayland compositors
    // and docks match the window to its icon and name through it.
    QGuiApplication::setDesktopFileName(QStringLiteral(BENCHWORK_APP_ID));
    app.setWindowIcon(QIcon(QStringLiteral(":/icons/benchwork.svg")));
    app.setQuitOnLastWindowClosed(true);

    LanguageManager language;
    language.apply(QSettings().value("view/language").toString());

    const QStringList args = app.arguments();
    if (args.contains(QStringLiteral("-h")) || args.contains(QStringLiteral("--help"))) {
        std::printf("%s", qPrintable(guiHelpText()));
        return 0;
    }
    if (args.contains(QStringLiteral("-v")) || args.contains(QStringLiteral("--version"))) {
        std::printf("benchwork %s (Qt %s)\n", BENCHWORK_VERSION, qVersion());
        return 0;
    }
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
