#pragma once
// What the suite panel shows of a plan before it runs: the one-paragraph
// summary (runs, target configurations, time, the commands it starts and the
// targets it will skip for a missing runtime) and the table of planned runs.
// Texts in the window's language (context "bwui::SuitePanel", as the panel's own).
//
// Threads: UI thread only.
#include "suite/suite.h"
#include "suite/suite_plan.h"

#include <QString>

class QTableWidget;

namespace bwui::SuitePlanView {

QString summary(const bw::Suite& suite, const bw::SuitePlan& plan);
// Scenario, target, warmup, measured, SLO: one row per planned run.
void fillTable(QTableWidget* table, const bw::SuitePlan& plan);

} // namespace bwui::SuitePlanView
