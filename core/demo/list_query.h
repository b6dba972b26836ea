#pragma once
// The parameters of GET /db/list: page, size and sort, validated.
#include "util/error.h"

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace bw::demo {

// Columns a list may be sorted by; each has an index in the store.
enum class SortField { Id, Title, Category, Score, CreatedAt };
inline constexpr int kSortFieldCount = 5;

struct ListQuery
{
    std::int64_t page = 1;        // 1-based
    int size = 20;                // documents per page, 1..kMaxPageSize
    SortField field = SortField::Id;
    bool descending = false;

    std::int64_t offset() const { return (page - 1) * size; }
    std::string sortText() const;   // as given back in the response: "-score"
};

inline constexpr int kMaxPageSize = 100;
inline constexpr std::int64_t kMaxPage = 1000000;

// A plain decimal integer within [low, high] (no sign, no spaces, at most
// 18 digits), or nullopt. Also the {id} of the /db routes.
std::optional<std::int64_t> parseBounded(std::string_view text, std::int64_t low, std::int64_t high);

const char* sortFieldName(SortField field);

// Each argument is the raw query value, or nullopt when the parameter is
// absent (then its default applies). On bad input a Plain error without a
// field whose text() names the parameter (the message of the 400 answer).
// Thread-safe.
Result<ListQuery> parseListQuery(std::optional<std::string_view> page, std::optional<std::string_view> size,
                                 std::optional<std::string_view> sort);

} // namespace bw::demo
