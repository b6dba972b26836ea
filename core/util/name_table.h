#pragma once
// An enum's names as stored in the JSON and the history, as a table of
// {value, name} rows: one lookup each way instead of a loop per enum. Pure.
#include <cstddef>
#include <string>

namespace bw {

template <class E>
struct NamedValue {
    E value;
    const char* name;
};

// The name of `v`, or `fallback` when the table lacks it.
template <class E, std::size_t N>
const char* nameIn(const NamedValue<E> (&table)[N], E v, const char* fallback = "")
{
    for (const NamedValue<E>& row : table)
        if (row.value == v)
            return row.name;
    return fallback;
}

// The value named `name` into *out; false (and *out untouched) when none is.
template <class E, std::size_t N>
bool valueIn(const NamedValue<E> (&table)[N], const std::string& name, E* out)
{
    for (const NamedValue<E>& row : table)
        if (name == row.name) {
            *out = row.value;
            return true;
        }
    return false;
}

} // namespace bw
