#pragma once
// The client-health warnings (result/client_health.h) in words, for every
// place that shows them: the CLI's summary and suite lines, the window's
// summary and suite table, and the Markdown/HTML reports. One text per
// warning, translated through the catalogs (context "ClientWarnings").
//
// Threads: any (pure functions; TextCatalog::translate is thread-safe).
#include "result/run_result.h"
#include "util/text_catalog.h"

#include <QString>
#include <QStringList>

#include <string>
#include <vector>

namespace bw {

// A warning's short name: "Client CPU-bound", "Client starved of CPU",
// "Schedule not kept", "Stalled" (the name itself when unknown).
QString clientWarningName(const std::string& name, const TextCatalog& catalog);
// What the warning says about this run, one sentence with its figures.
QString clientWarningSentence(const RunResult& r, const std::string& name, const TextCatalog& catalog);

// The warnings a run carries, in the order shown. A merged run or an older
// result may have the client-bound flag without the named warning: it is
// listed as "cpu-busy" all the same.
std::vector<std::string> clientWarningsOf(const RunResult& r);

} // namespace bw
