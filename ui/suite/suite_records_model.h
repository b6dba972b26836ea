#pragma once
// The runs of a suite as a table: scenario, target configuration, RPS, p99,
// errors, peak RSS, verdict and SLO headroom, one row per run that ended.
// Fed whole by resetData() from the suite panel's timer.
//
// Threads: UI thread only.
#include "suite/suite_outcome.h"

#include <QAbstractTableModel>

#include <vector>

namespace bwui {

class SuiteRecordsModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column { Scenario, Target, Rps, P99, Errors, PeakRss, Verdict, Headroom, ColumnCount };

    explicit SuiteRecordsModel(QObject* parent = nullptr);

    // Verdicts and headroom are in the interface's language (the report has its own).
    void resetData(const std::vector<bw::SuiteRunRecord>& records);
    const std::vector<bw::SuiteRunRecord>& records() const { return records_; }

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    // "skipped: bun not found — scripts/install-deps.sh examples", translated.
    static QString skippedText(const bw::SuiteRunRecord& r);

private:
    QString verdictText(const bw::SuiteRunRecord& r) const;

    std::vector<bw::SuiteRunRecord> records_;
};

} // namespace bwui
