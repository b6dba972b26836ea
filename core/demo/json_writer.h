#pragma once
// Minimal JSON serialisation for the demo target's responses: appends to one
// std::string, no DOM, no Qt. Callers are responsible for the structure
// (commas are inserted automatically, nesting is not checked).
// Not thread-safe; one writer per response.
#include <cstdint>
#include <string>
#include <string_view>

namespace bw::demo {

class JsonWriter
{
public:
    void beginObject();
    void endObject();
    void beginArray();
    void endArray();
    // Writes "name": and leaves the writer ready for the value.
    void key(std::string_view name);
    void string(std::string_view value);
    void integer(std::int64_t value);
    // Shortest text that reads back as the same double; non-finite values
    // (never produced by JSON input) are written as null.
    void number(double value);
    void boolean(bool value);
    void null();
    // Inserts already-serialised JSON (e.g. a stored array) as one value.
    void raw(std::string_view json);
    // The same as members of the open object: "name": value.
    void beginObject(std::string_view name) { key(name); beginObject(); }
    void beginArray(std::string_view name) { key(name); beginArray(); }
    void string(std::string_view name, std::string_view value) { key(name); string(value); }
    void integer(std::string_view name, std::int64_t value) { key(name); integer(value); }
    void number(std::string_view name, double value) { key(name); number(value); }
    void boolean(std::string_view name, bool value) { key(name); boolean(value); }
    void null(std::string_view name) { key(name); null(); }
    void raw(std::string_view name, std::string_view json) { key(name); raw(json); }

    const std::string& text() const { return out_; }
    std::string take() { return std::move(out_); }

private:
    void separate();

    std::string out_;
    bool needComma_ = false;
};

// Appends value to out as a JSON string literal, quotes included.
void appendJsonString(std::string& out, std::string_view value);

} // namespace bw::demo
