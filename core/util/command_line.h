#pragma once
// Splits a command line the way a POSIX shell splits words, without running
// a shell: whitespace separates words; single quotes keep everything; double
// quotes keep everything but \" and \\; a backslash escapes the next char.
// No expansion of variables, globs or operators. Any thread.
#include "util/error.h"

#include <string>
#include <vector>

namespace bw {

// The words, or an error (a Command* code, no field: the caller names the
// option) for an unterminated quote or an empty command.
Result<std::vector<std::string>> splitCommandLine(const std::string& text);

} // namespace bw
