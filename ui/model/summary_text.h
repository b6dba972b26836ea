#pragma once
// The sentences that sum up a finished run, shared by the summary panel and
// the --autorun one-line report: how it ended, the SLO verdict with its
// headroom, and the warnings a reader must not miss. Translated (context
// "SummaryText").
#include "result/run_result.h"

#include <QString>
#include <QStringList>

namespace bwui::SummaryText {

// "Complete: 123,456 requests in 10 s, 12,345 req/s" or why it ended early.
QString headline(const bw::RunResult& r);
// "2.4x RPS target, 6.2x p99 headroom" (only the parts the SLO has).
QString headroom(const bw::RunResult& r);
// "SLO PASS" / "SLO FAIL" / "No SLO set".
QString verdictWord(const bw::RunResult& r);
// Why the SLO failed, one sentence per failed part.
QStringList failures(const bw::RunResult& r);
// What can make the result wrong: client-bound, late sends, target exit.
QStringList warnings(const bw::RunResult& r);
// What a careful reader wants to know: requests in flight at the end (not
// counted), the first message of each error class that occurred.
QStringList notes(const bw::RunResult& r);
// One line for terminals: status, requests, req/s, p50/p99, errors, verdict.
QString oneLine(const bw::RunResult& r);

} // namespace bwui::SummaryText
