#pragma once
// CPU lists as people write them for taskset and cpusets: "0,1", "0-3,6".
// Qt-free, pure; any thread.
#include <string>
#include <vector>

namespace bw {

// Parses `text` into ascending, de-duplicated cpu numbers. Returns false and
// fills *error naming the problem ("'x' in CPU list '0,x' is not a CPU number").
bool parseCpuList(const std::string& text, std::vector<int>* cpus, std::string* error);

// The shortest form: {0,1,2,3,6} -> "0-3,6"; {} -> "".
std::string formatCpuList(std::vector<int> cpus);

} // namespace bw
