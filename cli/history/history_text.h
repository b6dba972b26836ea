#pragma once
// The text pieces of the history's tables (list, show, compare, tag).
#include <array>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace bwcli {

// Local time as "2026-05-30 17:11".
std::string fmtTime(int64_t ms);
// The same into `buf` (no allocation: a listing writes one a row).
using TimeText = std::array<char, 32>;
std::string_view fmtTime(int64_t ms, TimeText& buf);
// `s` padded with spaces to `width` characters (UTF-8 code points, so "≥"
// or a Korean name counts once; left-aligned, or right-aligned); longer
// text is cut and ends in "~".
std::string pad(std::string s, size_t width, bool right = false);
// pad(), appended to `out` (a table's lines built in one buffer).
void appendPadded(std::string& out, std::string_view s, size_t width, bool right = false);
// "a,b,c".
std::string tagsText(const std::vector<std::string>& tags);
void appendTags(std::string& out, const std::vector<std::string>& tags);   // tagsText onto `out`

} // namespace bwcli
