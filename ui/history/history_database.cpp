#include "history/history_database.h"

#include <QDateTime>

#include "history/sqlite_db.h"

namespace bwui {

namespace {
constexpr int kPollMs = 1000;   // other writers show up within a second
}

HistoryDatabase::HistoryDatabase(QObject* parent) : QObject(parent)
{
    poll_.setInterval(kPollMs);
    connect(&poll_, &QTimer::timeout, this, &HistoryDatabase::checkForExternalChanges);
}

HistoryDatabase::~HistoryDatabase() = default;

bool HistoryDatabase::open(const QString& path)
{
    store_.close();
    path_ = path;
    seenVersion_ = -1;
    if (path.isEmpty()) {
        error_ = tr("No history database is set.");
        return false;
    }
    if (!store_.open(path.toStdString())) {
        error_ = tr("The history database %1 could not be opened: %2")
                     .arg(path, QString::fromStdString(store_.lastError()));
        store_.close();
        return false;
    }
    error_.clear();
    seenVersion_ = dataVersion();
    emit changed();
    return true;
}

void HistoryDatabase::close()
{
    store_.close();
    seenVersion_ = -1;
}

bool HistoryDatabase::requireOpen()
{
    if (store_.isOpen())
        return true;
    error_ = path_.isEmpty() ? tr("No history database is set.")
                             : tr("The history database %1 is not open.").arg(path_);
    return false;
}

void HistoryDatabase::fail(const QString& what)
{
    error_ = tr("%1: %2").arg(what, QString::fromStdString(store_.lastError()));
}

HistoryListing HistoryDatabase::list(const bw::RunFilter& filter, bool filterIsEmpty, int64_t firstRuns)
{
    if (!requireOpen()) {
        HistoryListing none;
        none.error = error_;
        return none;
    }
    HistoryListing listing = listHistory(store_, filter, filterIsEmpty, firstRuns);
    if (!listing.ok)
        error_ = listing.error;
    return listing;
}

std::optional<bw::RunRow> HistoryDatabase::runRow(int64_t id)
{
    if (!requireOpen())
        return std::nullopt;
    auto row = store_.runRow(id);
    if (!row)
        fail(tr("Reading run %1 failed").arg(id));
    return row;
}

std::vector<bw::RunRow> HistoryDatabase::runRows(const std::vector<int64_t>& ids)
{
    if (!requireOpen())
        return {};
    bool ok = false;
    std::vector<bw::RunRow> rows = store_.runRows(ids, &ok);
    if (!ok)
        fail(tr("Reading runs failed"));
    return rows;
}

std::vector<bw::RunRow> HistoryDatabase::roundGroupRuns(int64_t groupId)
{
    if (!requireOpen())
        return {};
    bool ok = false;
    std::vector<bw::RunRow> rows = store_.roundGroupRuns(groupId, &ok);
    if (!ok)
        fail(tr("Reading the runs of group %1 failed").arg(groupId));
    return rows;
}

std::optional<bw::RoundGroupRow> HistoryDatabase::roundGroup(int64_t id)
{
    if (!requireOpen())
        return std::nullopt;
    auto row = store_.roundGroup(id);
    if (!row)
        fail(tr("Reading group %1 failed").arg(id));
    return row;
}

std::optional<bw::RunResult> HistoryDatabase::loadRun(int64_t id)
{
    if (!requireOpen())
        return std::nullopt;
    auto run = store_.loadRun(id);
    if (!run)
        fail(tr("Loading run %1 failed").arg(id));
    return run;
}

std::optional<bw::ScenarioRuns> HistoryDatabase::scenarioRuns(int64_t anchorId, int limit)
{
    if (!requireOpen())
        return std::nullopt;
    std::string why;
    auto runs = bw::loadScenarioRuns(store_, anchorId, limit, &why);
    if (!runs)
        error_ = tr("Reading the runs of run %1's scenario failed: %2").arg(anchorId).arg(QString::fromStdString(why));
    return runs;
}

std::optional<bw::Comparison> HistoryDatabase::compareRuns(const std::vector<int64_t>& ids, int64_t baselineId)
{
    if (!requireOpen())
        return std::nullopt;
    auto c = store_.compareRuns(ids, baselineId);
    if (!c)
        fail(tr("Comparing the runs failed"));
    return c;
}

bool HistoryDatabase::setName(int64_t id, const QString& name)
{
    if (!requireOpen())
        return false;
    if (!store_.setName(id, name.trimmed().toStdString())) {
        fail(tr("Renaming run %1 failed").arg(id));
        return false;
    }
    emit changed();
    return true;
}

bool HistoryDatabase::setTags(int64_t id, const std::vector<std::string>& tags)
{
    if (!requireOpen())
        return false;
    if (!store_.setTags(id, tags)) {
        fail(tr("Saving the tags of run %1 failed").arg(id));
        return false;
    }
    emit changed();
    return true;
}

bool HistoryDatabase::setNotes(int64_t id, const QString& notes)
{
    if (!requireOpen())
        return false;
    if (!store_.setNotes(id, notes.toStdString())) {
        fail(tr("Saving the notes of run %1 failed").arg(id));
        return false;
    }
    emit changed();
    return true;
}

bool HistoryDatabase::acceptChange(int64_t runId)
{
    if (!requireOpen())
        return false;
    if (!store_.acceptChange(runId, QDateTime::currentMSecsSinceEpoch())) {
        fail(tr("Accepting the change at run %1 failed").arg(runId));
        return false;
    }
    emit changed();
    return true;
}

bool HistoryDatabase::deleteRuns(const std::vector<int64_t>& ids)
{
    if (!requireOpen())
        return false;
    bool good = true;
    size_t done = 0;
    for (int64_t id : ids) {
        if (!store_.deleteRun(id)) {
            fail(tr("Deleting run %1 failed").arg(id));
            good = false;
            break;
        }
        ++done;
    }
    if (done > 0)
        emit changed();
    return good;
}

std::vector<int64_t> HistoryDatabase::saveRuns(const std::vector<std::pair<bw::RunResult, bw::SaveOptions>>& runs)
{
    if (!requireOpen())
        return {};
    auto ids = store_.saveRuns(runs);
    if (ids.empty()) {
        fail(tr("Saving the imported runs failed"));
        return ids;
    }
    emit changed();
    return ids;
}

void HistoryDatabase::setWatching(bool on)
{
    if (on && !poll_.isActive())
        poll_.start();
    else if (!on)
        poll_.stop();
}

int64_t HistoryDatabase::dataVersion()
{
    // Changes whenever another connection commits; our own commits leave it alone.
    int64_t v = -1;
    if (store_.isOpen() && !store_.db().queryInt("PRAGMA data_version", &v))
        v = -1;
    return v;
}

bool HistoryDatabase::checkForExternalChanges()
{
    if (!store_.isOpen())
        return false;
    const int64_t v = dataVersion();
    if (v < 0 || v == seenVersion_)
        return false;
    seenVersion_ = v;
    emit changedElsewhere();
    return true;
}

} // namespace bwui
