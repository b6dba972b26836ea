#pragma once
// The history database's schema and its versioned migrations (PRAGMA
// user_version). Version 1 was the first release (runs, tags, data);
// version 2 added imported runs (`source`) and suite grouping (`suite_runs`,
// `runs.suite_run_id`); version 3 keeps a running run's series in chunks
// (`run_progress`), one per progress save; version 4 records runs that
// overlapped other live runs (`run_overlaps`); version 5 groups the
// rounds of one `--rounds`/`ab` execution (`round_groups`, `runs.round_*`);
// version 6 keeps the trend changes a user accepted (`accepted_changes`);
// version 7 keeps a request set's per-request histograms
// (`run_data.request_hists`); version 8 adds capacity searches and sweeps as
// groups (`detail_json`, `headline_rps`); version 9 keeps flows' steps as
// rows (`run_steps`) and their and the flows' histograms
// (`run_data.flow_hists`); version 10 gives each sort column an index in
// the listing's order; version 11 widens the start time's with the columns
// the filter bar's lists test (verdict, status, source); version 12 keeps
// a listing's rows by start time beside the table (`run_list_rows`, kept by
// triggers); version 13 gives the verdict a listing shows a (generated)
// column of its own, in the start time's index (`judged_verdict`). Called by
// HistoryStore::open on its own thread.
#include "sqlite_db.h"

namespace bw {

inline constexpr int kHistorySchemaVersion = 13;

// Brings the database to kHistorySchemaVersion, each step in its own
// transaction (another process may be migrating at the same time: the
// version is re-read under the write lock). False with db.error() when the
// database is newer than this build or a step fails (nothing half-applied).
bool migrateHistorySchema(SqliteDb& db);

// The complete DDL of version 1, exactly as it shipped. Tests use it to
// create old databases by hand.
const char* historySchemaV1Sql();

} // namespace bw
