#include "history/files/history_import.h"

#include "controller/error_text.h"
#include "history/history_database.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>

#include <algorithm>

namespace bwui::HistoryImport {

QString formatName(bw::ImportFormat format)
{
    switch (format) {
    case bw::ImportFormat::Wrk: return QCoreApplication::translate("HistoryImport", "wrk text output");
    case bw::ImportFormat::K6: return QCoreApplication::translate("HistoryImport", "k6 summary JSON");
    case bw::ImportFormat::Oha: return QCoreApplication::translate("HistoryImport", "oha JSON");
    case bw::ImportFormat::Auto: return QCoreApplication::translate("HistoryImport", "wrk, k6 or oha output");
    }
    return QString();
}

QString fileFilter(bw::ImportFormat format)
{
    const QString all = QCoreApplication::translate("HistoryImport", "All files (*)");
    switch (format) {
    case bw::ImportFormat::Wrk:
        return QCoreApplication::translate("HistoryImport", "wrk output (*.txt *.log *.out)") + QStringLiteral(";;") + all;
    case bw::ImportFormat::K6:
    case bw::ImportFormat::Oha:
        return QCoreApplication::translate("HistoryImport", "JSON (*.json)") + QStringLiteral(";;") + all;
    case bw::ImportFormat::Auto: break;
    }
    return all;
}

std::vector<int64_t> importFiles(HistoryDatabase* db, const QStringList& paths, bw::ImportFormat format,
                                 QString* error)
{
    if (paths.isEmpty()) {
        *error = QCoreApplication::translate("HistoryImport", "No file was chosen.");
        return {};
    }
    if (!db || !db->isOpen()) {
        *error = db ? db->lastError() : QCoreApplication::translate("HistoryImport", "No history database is open.");
        return {};
    }
    std::vector<std::pair<bw::RunResult, bw::SaveOptions>> batch;
    for (const QString& path : paths) {
        bw::ImportedRun run;
        bw::Error e;
        const std::string file = QDir::toNativeSeparators(path).toStdString();
        if (!bw::importRunFile(file, format, &run, &e)) {
            // The importer prefixes the location with the path; the message names the file already.
            std::string location = e.field;
            if (location.rfind(file, 0) == 0)
                location = location.substr(std::min(location.size(), file.size() + 2));
            const QString where = QString::fromStdString(location);
            const QString why = errorReason(e);
            *error = where.isEmpty()
                         ? QCoreApplication::translate("HistoryImport", "%1 was not imported as %2: %3")
                               .arg(QFileInfo(path).fileName(), formatName(format), why)
                         : QCoreApplication::translate("HistoryImport", "%1 was not imported as %2: at %3: %4")
                               .arg(QFileInfo(path).fileName(), formatName(format), where, why);
            if (paths.size() > 1)
                *error += QLatin1Char('\n')
                          + QCoreApplication::translate("HistoryImport", "No file was imported; fix or leave out this one.");
            return {};
        }
        bw::SaveOptions o;
        o.source = run.source;
        o.notes = run.notes;
        batch.emplace_back(std::move(run.result), std::move(o));
    }
    std::vector<int64_t> ids = db->saveRuns(batch);
    if (ids.empty())
        *error = db->lastError();
    return ids;
}

} // namespace bwui::HistoryImport
