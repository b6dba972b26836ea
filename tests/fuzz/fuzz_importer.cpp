// libFuzzer target: one importer of other tools' output (core/import),
// chosen at compile time by BW_FUZZ_IMPORTER (wrk, k6, oha or auto).
//
// Any text must either import or be refused with a message; an imported run
// must hold finite, non-negative numbers (they go to JSON and SQLite).
#include "import/k6_importer.h"
#include "import/oha_importer.h"
#include "import/run_importer.h"
#include "import/wrk_importer.h"

#include <cmath>
#include <cstdio>
#include <cstdint>
#include <cstdlib>
#include <string>

namespace {

bool importIt(const std::string& text, bw::ImportedRun* run, bw::Error* error)
{
#if BW_FUZZ_IMPORTER == 1
    return bw::importWrkText(text, run, error);
#elif BW_FUZZ_IMPORTER == 2
    return bw::importK6SummaryJson(text, run, error);
#elif BW_FUZZ_IMPORTER == 3
    return bw::importOhaJson(text, run, error);
#else
    return bw::importRunText(text, bw::detectImportFormat(text), run, error);
#endif
}

void requireSane(const char* what, double v)
{
    if (!std::isfinite(v) || v < 0) {
        std::fprintf(stderr, "imported %s is %g\n", what, v);
        std::abort();
    }
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size)
{
    const std::string text(reinterpret_cast<const char*>(data), size);
    bw::ImportedRun run;
    bw::Error error;
    if (!importIt(text, &run, &error)) {
        if (error.text().empty())
            std::abort();   // a refusal names the problem
        return 0;
    }
    const bw::RunResult& r = run.result;
    requireSane("rps", r.rps);
    requireSane("measuredSec", r.measuredSec);
    requireSane("latency p50", r.latencySummary.p50Us);
    requireSane("latency p99", r.latencySummary.p99Us);
    requireSane("latency max", r.latencySummary.maxUs);
    for (const auto& s : r.series)
        requireSane("series spanSec", s.spanSec);
    return 0;
}
