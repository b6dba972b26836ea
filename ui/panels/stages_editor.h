#pragma once
// The load panel's stages table: one row a ramping stage (its duration, as
// `30s`, `2m`, `1m30s`, and its target: VUs, or requests/s with a fixed
// rate), rows added and removed with two buttons, and a sparkline preview of
// the schedule from the starting level. The stages are read and written by
// the core's one parser of `--stages` text (engine/stage_list.h), so the
// table, the command line and suites agree on every stage.
//
// Threads: UI thread only.
#include "engine/load_config.h"
#include "widgets/retranslating.h"

#include <QWidget>

#include <optional>
#include <vector>

class QLabel;
class QPushButton;
class QTableWidget;

namespace bwui {

class StageSparkline;

class StagesEditor : public Retranslating<QWidget> {
    Q_OBJECT
public:
    explicit StagesEditor(QWidget* parent = nullptr);

    // Shows `stages`, one row each (formatStageList's text for each).
    void setStages(const std::vector<bw::RampStage>& stages);
    // The rows as stages, or nullopt with problem() saying which row is at
    // fault and why, in the window's language.
    std::optional<std::vector<bw::RampStage>> stages() const;
    QString problem() const;
    // The rows as `--stages` text ("30s:100,1m:100"); "" when a row is bad.
    QString stageText() const;
    // Parses `text` (the --stages grammar) into the rows; false when it
    // does not parse (the rows are left as they were).
    bool setStageText(const QString& text);

    // The starting level the preview ramps from (the VUs, or the rate).
    void setBase(double base);

    QTableWidget* table() const { return table_; }
    StageSparkline* sparkline() const { return sparkline_; }
    void addRow(const QString& duration, const QString& target);

signals:
    void changed();

private:
    void retranslate() override;
    void refresh();

    QTableWidget* table_;
    QPushButton* add_;
    QPushButton* remove_;
    StageSparkline* sparkline_;
    QLabel* problem_;
    double base_ = 0;
};

} // namespace bwui
