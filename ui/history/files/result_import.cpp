#include "history/files/result_import.h"

#include "controller/error_text.h"
#include "history/history_database.h"
#include "result/result_json.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>

namespace bwui::ResultImport {

std::vector<bw::MergeInput> readFiles(const QStringList& paths, QString* error)
{
    std::vector<bw::MergeInput> out;
    if (paths.isEmpty()) {
        *error = QCoreApplication::translate("ResultImport", "No file was chosen.");
        return out;
    }
    for (const QString& path : paths) {
        const QString name = QFileInfo(path).fileName();
        QFile f(path);
        if (!f.open(QIODevice::ReadOnly)) {
            *error = QCoreApplication::translate("ResultImport", "%1 could not be read: %2").arg(name, f.errorString());
            return {};
        }
        QJsonParseError pe;
        const QJsonDocument doc = QJsonDocument::fromJson(f.readAll(), &pe);
        bw::RunResult r;
        QString why;
        if (pe.error != QJsonParseError::NoError || !doc.isObject())
            why = QCoreApplication::translate("ResultImport", "not a JSON object");
        else if (!bw::runResultFromJson(doc.object(), &r, &why) && why.isEmpty())
            why = QCoreApplication::translate("ResultImport", "not a Benchwork result");
        if (!why.isEmpty()) {
            *error = QCoreApplication::translate("ResultImport", "%1 is not a Benchwork result (benchwork.run/1): %2")
                         .arg(name, why);
            return {};
        }
        r.historyId = 0;
        r.tags.clear();
        out.push_back({name.toStdString(), std::move(r)});
    }
    return out;
}

bool looksLikeAgents(const std::vector<bw::MergeInput>& runs)
{
    if (runs.size() < 2)
        return false;
    for (const bw::MergeInput& m : runs)
        if (!m.run.agent.present())
            return false;
    return true;
}

std::vector<int64_t> importEach(HistoryDatabase* db, const std::vector<bw::MergeInput>& runs, QString* error)
{
    if (!db || !db->isOpen()) {
        *error = db ? db->lastError() : QCoreApplication::translate("ResultImport", "No history database is open.");
        return {};
    }
    std::vector<std::pair<bw::RunResult, bw::SaveOptions>> batch;
    for (const bw::MergeInput& m : runs)
        batch.emplace_back(m.run, bw::SaveOptions{});
    std::vector<int64_t> ids = db->saveRuns(batch);
    if (ids.empty())
        *error = db->lastError();
    return ids;
}

int64_t importMerged(HistoryDatabase* db, const std::vector<bw::MergeInput>& runs, QString* error)
{
    auto merged = bw::mergeRuns(runs);
    if (!merged) {
        *error = QCoreApplication::translate("ResultImport", "The results were not merged: %1")
                     .arg(errorReason(merged.error()));
        return 0;
    }
    const std::vector<int64_t> ids = importEach(db, {bw::MergeInput{std::string(), std::move(*merged)}}, error);
    return ids.empty() ? 0 : ids.front();
}

QString fileFilter()
{
    return QCoreApplication::translate("ResultImport", "Benchwork results (*.json)") + QStringLiteral(";;")
           + QCoreApplication::translate("ResultImport", "All files (*)");
}

} // namespace bwui::ResultImport
