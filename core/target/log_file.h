#pragma once
// Reading a target's log file while the target appends to it: the last lines
// for error messages, and new complete lines as they arrive. Qt-free. A
// LogFollower belongs to one thread; readLogTail may be called from any.
#include <cstdint>
#include <string>
#include <vector>

namespace bw {

// The last `lines` lines of `path` written at or after byte `fromOffset`,
// joined with '\n' and without a trailing newline. Reads at most the last
// 64 KiB. "" when the file is missing or empty.
std::string readLogTail(const std::string& path, uint64_t fromOffset, int lines);

// Hands out the complete lines appended to a file since the last call.
class LogFollower {
public:
    LogFollower() = default;
    LogFollower(std::string path, uint64_t fromOffset) : path_(std::move(path)), offset_(fromOffset) {}

    // Appends the new complete lines (without '\n' or '\r') to *out. With
    // flushPartial, a trailing line without newline counts too (the writer
    // has exited). Returns false when the file cannot be read.
    bool poll(std::vector<std::string>* out, bool flushPartial = false);

private:
    std::string path_;
    uint64_t offset_ = 0;       // next byte of the file to read
    std::string partial_;       // bytes after the last newline read so far
};

} // namespace bw
