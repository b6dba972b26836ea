#pragma once
// The sentences about a target's cgroup that the CLI summary, `history show`
// and the window's summary print: its limits ("cgroup v1: quota 0.5 CPU,
// memory limit 64 MiB"), its throttling ("the server was throttled 38 % of
// the measured time") and OOM kills. Words from the catalogs (context
// "CgroupText"), numbers by the formatters of util/units.h. Pure; any thread.
#include "result/run_result.h"
#include "util/text_catalog.h"

#include <QString>

namespace bw {

// "cgroup v2: quota 0.5 CPU, memory limit 64.0 MiB, peak 62.1 MiB";
// "container web, cgroup v1: ..."; empty when the target had no cgroup.
QString cgroupLimitsText(const CgroupInfo& c, const TextCatalog& catalog = TextCatalog());
// "the server was throttled 38 % of the measured time (4.1 s held back)";
// "the server was never throttled" under a quota; empty without a quota or cgroup.
QString throttlingText(const CgroupInfo& c, const TextCatalog& catalog = TextCatalog());
// "the OOM killer ended 1 process at the memory limit"; empty without OOM kills.
QString oomText(const CgroupInfo& c, const TextCatalog& catalog = TextCatalog());

} // namespace bw
