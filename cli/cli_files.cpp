#include "cli/cli_files.h"

#include "history/history_privacy.h"

#include <QFile>
#include <cerrno>
#include <cstring>
#include <sys/stat.h>
#include <unistd.h>

namespace bwcli {

std::string outputPathProblem(const std::string& path)
{
    if (path.empty() || path == "-")
        return {};
    struct stat st{};
    if (::stat(path.c_str(), &st) == 0) {
        if (S_ISDIR(st.st_mode))
            return "'" + path + "' is a folder";
        if (::access(path.c_str(), W_OK) != 0)
            return "cannot write '" + path + "': " + std::strerror(errno);
        return {};
    }
    if (errno != ENOENT)
        return "cannot write '" + path + "': " + std::strerror(errno);
    const size_t slash = path.find_last_of('/');
    const std::string folder = slash == std::string::npos ? "." : slash == 0 ? "/" : path.substr(0, slash);
    if (::stat(folder.c_str(), &st) != 0 || !S_ISDIR(st.st_mode))
        return "cannot write '" + path + "': the folder '" + folder + "' does not exist";
    if (::access(folder.c_str(), W_OK | X_OK) != 0)
        return "cannot write '" + path + "': cannot create files in '" + folder + "': " + std::strerror(errno);
    return {};
}

std::optional<bw::Error> writeOutputFile(const std::string& path, const QByteArray& bytes, std::ostream& standardOutput)
{
    if (path.empty() || path == "-") {
        standardOutput.write(bytes.constData(), std::streamsize(bytes.size()));
        standardOutput.flush();
        return std::nullopt;
    }
    QFile f(QString::fromStdString(path));
    if (!f.open(QIODevice::WriteOnly | QIODevice::Truncate) || f.write(bytes) != bytes.size())
        return bw::Error(std::string(), "cannot write '" + path + "': " + f.errorString().toStdString());
    return std::nullopt;
}

void tellHistoryPrivacy(const std::string& dbPath, const char* command, std::ostream& err)
{
    const bw::HistoryPrivacy p = bw::makeHistoryPrivate(dbPath);
    if (!p.notice.empty())
        err << "benchwork-cli " << command << ": " << p.notice << "\n";
}

} // namespace bwcli
