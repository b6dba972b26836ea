#pragma once
// CPU lists as people write them for taskset and cpusets: "0,1", "0-3,6".
// Qt-free, pure; any thread.
#include "util/error.h"

#include <string>
#include <vector>

namespace bw {

// Parses `text` into ascending, de-duplicated cpu numbers, or the error naming
// the problem (ErrorCode::CpuList*, no field: "'x' in CPU list '0,x' is not a
// CPU number").
Result<std::vector<int>> parseCpuList(const std::string& text);

// A CPU quota as for docker --cpus: CPUs' worth of time, "0.5", "1", "2".
// Between 0.01 and 1024, else ErrorCode::CpuQuotaInvalid / CpuQuotaOutOfRange
// (no field).
Result<double> parseCpuQuota(const std::string& text);
// "0.5", "1", "2.25": a quota as people write it.
std::string formatCpuQuota(double quota);

// The shortest form: {0,1,2,3,6} -> "0-3,6"; {} -> "".
std::string formatCpuList(std::vector<int> cpus);

} // namespace bw
