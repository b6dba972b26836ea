#pragma once
// The history window's connection to the run history: one bw::HistoryStore
// used from the UI thread only (listing 10,000 runs takes well under 100 ms,
// loading one run a few ms). Edits made here emit changed() at once; commits
// by other connections (the CLI, a live run being saved, another window) are
// noticed by polling SQLite's data_version about once a second while
// watching is on, and emit changedElsewhere() (the browser then lists again
// on a thread of its own: background_lister.h).
//
// Errors: functions return false / empty / nullopt and lastError() holds a
// translated sentence naming what failed, with SQLite's message.
//
// Threads: UI thread only.
#include "history/browser/history_listing.h"
#include "compare/trend_query.h"
#include "history/history_store.h"
#include "history/run_record.h"

#include <QObject>
#include <QString>
#include <QTimer>

#include <optional>
#include <vector>

namespace bwui {

class HistoryDatabase : public QObject {
    Q_OBJECT
public:
    explicit HistoryDatabase(QObject* parent = nullptr);
    ~HistoryDatabase() override;

    // Opens (creating it and its folder if needed) the database at `path`,
    // closing any other. Emits changed() when it succeeds.
    bool open(const QString& path);
    void close();
    bool isOpen() const { return store_.isOpen(); }
    QString path() const { return path_; }
    QString lastError() const { return error_; }

    // The browser's listing for this filter (see history_listing.h); on
    // failure also in lastError().
    HistoryListing list(const bw::RunFilter& filter, bool filterIsEmpty, int64_t firstRuns = -1);
    std::optional<bw::RunRow> runRow(int64_t id);
    // The rows of `ids` in that order (a deleted one left out); empty on failure (lastError()).
    std::vector<bw::RunRow> runRows(const std::vector<int64_t>& ids);
    // Every round of a group, oldest first; empty on failure (lastError()).
    std::vector<bw::RunRow> roundGroupRuns(int64_t groupId);
    std::optional<bw::RunResult> loadRun(int64_t id);
    // A group of rounds or steps (a capacity search's or sweep's result in detailJson).
    std::optional<bw::RoundGroupRow> roundGroup(int64_t id);
    std::optional<bw::Comparison> compareRuns(const std::vector<int64_t>& ids, int64_t baselineId);
    // The runs of run `anchorId`'s scenario (compare/trend_query.h), the latest `limit` complete runs looked at.
    std::optional<bw::ScenarioRuns> scenarioRuns(int64_t anchorId, int limit = 200);

    bool setName(int64_t id, const QString& name);
    bool setTags(int64_t id, const std::vector<std::string>& tags);
    bool setNotes(int64_t id, const QString& notes);
    // Records that the trend change beginning at run `runId` is intended
    // (`history trend --accept`). Emits changed().
    bool acceptChange(int64_t runId);
    // Deletes every id or stops at the first failure (the ones before it
    // stay deleted; each delete is its own transaction). Emits changed().
    bool deleteRuns(const std::vector<int64_t>& ids);
    // Saves runs read by an importer in one transaction: all or none.
    std::vector<int64_t> saveRuns(const std::vector<std::pair<bw::RunResult, bw::SaveOptions>>& runs);

    // Polls for commits by other connections while on (about once a second).
    void setWatching(bool on);
    bool watching() const { return poll_.isActive(); }
    // Checks data_version now; emits changedElsewhere() and returns true when
    // another connection committed since the last check.
    bool checkForExternalChanges();

signals:
    void changed();            // by an edit made through this object
    void changedElsewhere();   // by another connection

private:
    bool requireOpen();
    void fail(const QString& what);
    int64_t dataVersion();

    bw::HistoryStore store_;
    QString path_;
    QString error_;
    QTimer poll_;
    int64_t seenVersion_ = -1;
};

} // namespace bwui
