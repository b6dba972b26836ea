#pragma once
// The runs of a suite as a table: scenario, target configuration, RPS, p99,
// errors, peak RSS, verdict and SLO headroom, one row per run that ended.
// Fed whole by resetData() from the suite panel's timer.
//
// Threads: UI thread only.
#include "model/flat_table_model.h"
#include "suite/suite_outcome.h"

#include <vector>

namespace bwui {

class SuiteRecordsModel : public FlatTableModel {
    Q_OBJECT
public:
    enum Column { Scenario, Target, Rps, P99, Errors, PeakRss, Verdict, Headroom, ColumnCount };

    explicit SuiteRecordsModel(QObject* parent = nullptr);

    // Verdicts and headroom are in the interface's language (the report has its own).
    void resetData(const std::vector<bw::SuiteRunRecord>& records);
    const std::vector<bw::SuiteRunRecord>& records() const { return records_; }

    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;

    // "skipped: bun not found — scripts/install-deps.sh examples", translated.
    static QString skippedText(const bw::SuiteRunRecord& r);

private:
    int itemCount() const override { return int(records_.size()); }
    QString columnTitle(int column) const override;
    QString verdictText(const bw::SuiteRunRecord& r) const;

    std::vector<bw::SuiteRunRecord> records_;
};

} // namespace bwui
