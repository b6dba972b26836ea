#pragma once
// Memory sizes as people type them: "512M", "2G", "1.5g", "64KiB", "1048576".
// Suffixes are binary (K = 1024, M = 1024^2, G, T), case-insensitive, with an
// optional "B" or "iB" after them ("512MB" = "512MiB" = 512 * 2^20, as docker -m
// counts). A bare number is bytes. Qt-free, pure; any thread.
#include "util/error.h"

#include <cstdint>
#include <string>

namespace bw {

// The size in bytes (at least 1), or the error naming the problem
// (ErrorCode::MemorySize*, no field).
Result<uint64_t> parseMemorySize(const std::string& text);

// The largest suffix that keeps one decimal: 536870912 -> "512 MiB".
std::string formatMemorySize(uint64_t bytes);

} // namespace bw
