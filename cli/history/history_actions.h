#pragma once
// The actions of `benchwork-cli history`, one file each (<name>_action.cpp).
#include "cli/history/history_action.h"

namespace bwcli {

HistoryActionSpec listAction();      // list saved runs (newest first)
HistoryActionSpec showAction();      // one run in full
HistoryActionSpec compareAction();   // runs or sides of rounds: ratios and the statistical comparison
HistoryActionSpec trendAction();     // one scenario over time, change points, --check
HistoryActionSpec exportAction();    // md, html, json, csv or hdr report
HistoryActionSpec importAction();    // wrk text, k6 summary JSON or oha JSON output
HistoryActionSpec deleteAction();    // delete runs
HistoryActionSpec tagAction();       // add, remove or clear tags
HistoryActionSpec editAction();      // rename, replace the notes
HistoryActionSpec seedAction();      // hidden: synthetic runs for bench/history-scale.sh

} // namespace bwcli
