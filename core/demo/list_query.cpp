#include "list_query.h"

#include <array>

namespace bw::demo {

namespace {

constexpr std::array<SortField, kSortFieldCount> kFields = {SortField::Id, SortField::Title, SortField::Category,
                                                            SortField::Score, SortField::CreatedAt};

} // namespace

std::optional<std::int64_t> parseBounded(std::string_view text, std::int64_t low, std::int64_t high)
{
    if (text.empty() || text.size() > 18)
        return std::nullopt;
    std::int64_t v = 0;
    for (char c : text) {
        if (c < '0' || c > '9')
            return std::nullopt;
        v = v * 10 + (c - '0');
    }
    if (v < low || v > high)
        return std::nullopt;
    return v;
}

const char* sortFieldName(SortField field)
{
    switch (field) {
    case SortField::Id: return "id";
    case SortField::Title: return "title";
    case SortField::Category: return "category";
    case SortField::Score: return "score";
    case SortField::CreatedAt: return "created_at";
    }
    return "id";
}

std::string ListQuery::sortText() const
{
    return std::string(descending ? "-" : "") + sortFieldName(field);
}

Result<ListQuery> parseListQuery(std::optional<std::string_view> page, std::optional<std::string_view> size,
                                 std::optional<std::string_view> sort)
{
    auto fail = [](std::string message) { return Error(std::string(), std::move(message)); };
    ListQuery q;
    if (page) {
        auto v = parseBounded(*page, 1, kMaxPage);
        if (!v)
            return fail("page must be an integer from 1 to " + std::to_string(kMaxPage) + ", got '" + std::string(*page)
                        + "'");
        q.page = *v;
    }
    if (size) {
        auto v = parseBounded(*size, 1, kMaxPageSize);
        if (!v)
            return fail("size must be an integer from 1 to " + std::to_string(kMaxPageSize) + ", got '"
                        + std::string(*size) + "'");
        q.size = static_cast<int>(*v);
    }
    if (sort) {
        std::string_view name = *sort;
        if (!name.empty() && name.front() == '-') {
            q.descending = true;
            name.remove_prefix(1);
        }
        bool known = false;
        for (SortField f : kFields) {
            if (name == sortFieldName(f)) {
                q.field = f;
                known = true;
            }
        }
        if (!known)
            return fail("sort must be one of id, title, category, score, created_at (prefix '-' for descending), got '"
                        + std::string(*sort) + "'");
    }
    return q;
}

} // namespace bw::demo
