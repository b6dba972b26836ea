#pragma once
// Splits a command line the way a POSIX shell splits words, without running
// a shell: whitespace separates words; single quotes keep everything; double
// quotes keep everything but \" and \\; a backslash escapes the next char.
// No expansion of variables, globs or operators. Any thread.
#include <optional>
#include <string>
#include <vector>

namespace bw {

std::optional<std::vector<std::string>> splitCommandLine(const std::string& text, std::string* why = nullptr);

} // namespace bw
