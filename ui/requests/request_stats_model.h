#pragma once
// The per-request table, one row a request-set entry: name, method, path,
// requests, share of the run's requests, requests/s, p50, p99, errors (and
// the entry's SLO verdict when a suite gave it one). A set with flows
// (docs/flows.md) adds, after its plain entries, one line per flow (its
// iterations, iterations/s, iteration duration p50 and p99 and failed
// iterations, in the requests, req/s, p50, p99 and errors columns) followed
// by its steps ("buy / login"), and two columns: each step's check
// failures (by check in the tooltip, for a finished run) and skips. Filled from a
// finished run's byRequest (exact figures; the latency judged as the run's
// is: corrected in the open model, as the reports' table) or, during a
// run, from the engine's live figures once a second (requests/s of the
// last second; p50 and p99 so far, from the send, out of each entry's own
// histograms at the run's precision).
//
// Threads: UI thread only.
#include "engine/engine.h"
#include "model/flat_table_model.h"
#include "result/run_result.h"

#include <vector>

namespace bwui {

class RequestStatsModel : public FlatTableModel {
    Q_OBJECT
public:
    // The columns by meaning; Checks and Skipped are shown only for a set
    // with flows (after Verdict when there is one, else in its place).
    enum Column { Name, Method, Path, Requests, Share, Rps, P50, P99, Errors, Verdict, Checks, Skipped, ColumnCount };
    enum class Kind { Entry, Step, Flow };

    struct Row {
        Kind kind = Kind::Entry;
        QString name, method, path;     // a step's name is "flow / step"; a flow's its name
        uint64_t requests = 0;
        double share = 0;           // of all the entries' requests, 0..1
        double rps = 0;
        double p50Us = 0, p99Us = 0;
        uint64_t errors = 0;
        int verdict = -1;           // -1: no SLO, 0: fail, 1: pass, 2: not judged (the run was stopped)
        uint64_t checkFailures = 0; // a step's failed checks and extractions
        uint64_t skipped = 0;       // a step's skips
        QString failedChecks;       // "status 200 x12, a missing {{token}} x3" (a finished run)
        // A flow's line: requests is its iterations, rps its iterations/s,
        // p50/p99 its iteration duration, errors its failed iterations.
    };

    explicit RequestStatsModel(QObject* parent = nullptr);

    // A finished run (empty byRequest: no rows).
    void setResult(const bw::RunResult& result);
    // Live figures; `set` (the run's compiled set, may be null) gives each
    // entry's method and path. Rows are updated in place when the entries are the same.
    void setLive(const bw::LiveRequests& live, const bw::CompiledRequests* set);
    void clear();
    bool hasVerdicts() const { return verdicts_; }
    bool hasFlows() const { return flows_; }
    // The column a view's column `section` shows.
    Column column(int section) const;
    const std::vector<Row>& rows() const { return rows_; }

    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;

private:
    int itemCount() const override { return int(rows_.size()); }
    QString columnTitle(int column) const override;
    void setRows(std::vector<Row> rows, bool live);

    std::vector<Row> rows_;
    bool live_ = false;       // the header says "req/s (last second)"
    bool verdicts_ = false;
    bool flows_ = false;
};

} // namespace bwui
