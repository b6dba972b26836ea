#include "run_importer.h"

#include "import/k6_importer.h"
#include "import/oha_importer.h"
#include "import/wrk_importer.h"

#include <QDateTime>
#include <QFile>
#include <QFileInfo>

namespace bw {

std::optional<ImportFormat> parseImportFormat(const std::string& s)
{
    if (s == "auto") return ImportFormat::Auto;
    if (s == "wrk") return ImportFormat::Wrk;
    if (s == "k6") return ImportFormat::K6;
    if (s == "oha") return ImportFormat::Oha;
    return std::nullopt;
}

ImportFormat detectImportFormat(const std::string& text)
{
    const size_t first = text.find_first_not_of(" \t\r\n");
    if (first != std::string::npos && text[first] == '{') {
        if (text.find("\"metrics\"") != std::string::npos)
            return ImportFormat::K6;
        if (text.find("\"latencyPercentiles\"") != std::string::npos || text.find("\"responseTimeHistogram\"") != std::string::npos)
            return ImportFormat::Oha;
        return ImportFormat::Auto;
    }
    if (text.find("Requests/sec:") != std::string::npos || text.find(" requests in ") != std::string::npos)
        return ImportFormat::Wrk;
    return ImportFormat::Auto;
}

bool importRunText(const std::string& text, ImportFormat format, ImportedRun* out, Error* error)
{
    if (format == ImportFormat::Auto)
        format = detectImportFormat(text);
    switch (format) {
    case ImportFormat::Wrk: return importWrkText(text, out, error);
    case ImportFormat::K6: return importK6SummaryJson(text, out, error);
    case ImportFormat::Oha: return importOhaJson(text, out, error);
    case ImportFormat::Auto: break;
    }
    if (error)
        *error = {"", "cannot tell the format: not wrk text output, a k6 summary JSON or oha JSON "
                      "(name it with --format wrk|k6|oha)"};
    return false;
}

bool importRunFile(const std::string& path, ImportFormat format, ImportedRun* out, Error* error)
{
    QFile f(QString::fromStdString(path));
    if (!f.open(QIODevice::ReadOnly)) {
        if (error)
            *error = {path, "cannot read: " + f.errorString().toStdString()};
        return false;
    }
    constexpr qint64 kMaxBytes = 64 << 20;   // tool outputs are small; refuse anything absurd
    if (f.size() > kMaxBytes) {
        if (error)
            *error = {path, "file too large for a load tool's summary (" + std::to_string(f.size()) + " bytes)"};
        return false;
    }
    const QByteArray bytes = f.readAll();
    if (!importRunText(bytes.toStdString(), format, out, error)) {
        if (error)
            error->field = error->field.empty() ? path : path + ", " + error->field;
        return false;
    }
    const QFileInfo info(f);
    out->result.name = out->result.name + " import: " + info.fileName().toStdString();
    if (out->result.startedAtMs == 0)
        out->result.startedAtMs = info.lastModified().toMSecsSinceEpoch();
    return true;
}

} // namespace bw
