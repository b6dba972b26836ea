#pragma once
// Memory sizes as people type them: "512M", "2G", "1.5g", "64KiB", "1048576".
// Suffixes are binary (K = 1024, M = 1024^2, G, T), case-insensitive, with an
// optional "B" or "iB" after them ("512MB" = "512MiB" = 512 * 2^20, as docker -m
// counts). A bare number is bytes. Qt-free, pure; any thread.
#include <cstdint>
#include <string>

namespace bw {

// Returns false and fills *error naming the problem.
bool parseMemorySize(const std::string& text, uint64_t* bytes, std::string* error);

// The largest suffix that keeps one decimal: 536870912 -> "512 MiB".
std::string formatMemorySize(uint64_t bytes);

} // namespace bw
