#include "history_paths.h"

#include <QDir>
#include <QStandardPaths>

#include <cstdlib>

namespace bw {

std::string defaultDatabasePath()
{
    if (const char* env = std::getenv("BENCHWORK_DB"); env && *env)
        return env;
    // GenericDataLocation honours XDG_DATA_HOME on Linux and is
    // ~/Library/Application Support on macOS; the folder name is ours, not
    // the running application's, so the window and the CLI share one file.
    QString base = QStandardPaths::writableLocation(QStandardPaths::GenericDataLocation);
    if (base.isEmpty())
        base = QDir::homePath() + QStringLiteral("/.local/share");
#if defined(__APPLE__)
    const QString folder = QStringLiteral("Benchwork");
#else
    const QString folder = QStringLiteral("benchwork");
#endif
    return (base + QLatin1Char('/') + folder + QStringLiteral("/history.sqlite")).toStdString();
}

} // namespace bw
