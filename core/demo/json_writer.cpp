#include "json_writer.h"

#include <QByteArray>
#include <QLocale>

#include <cmath>

namespace bw::demo {

void appendJsonString(std::string& out, std::string_view value)
{
    static const char hex[] = "0123456789abcdef";
    out.push_back('"');
    for (char ch : value) {
        auto c = static_cast<unsigned char>(ch);
        switch (c) {
        case '"': out += "\\\""; break;
        case '\\': out += "\\\\"; break;
        case '\n': out += "\\n"; break;
        case '\r': out += "\\r"; break;
        case '\t': out += "\\t"; break;
        case '\b': out += "\\b"; break;
        case '\f': out += "\\f"; break;
        default:
            if (c < 0x20) {
                out += "\\u00";
                out.push_back(hex[c >> 4]);
                out.push_back(hex[c & 0xf]);
            } else {
                // UTF-8 passes through unchanged: JSON text is UTF-8.
                out.push_back(ch);
            }
        }
    }
    out.push_back('"');
}

void JsonWriter::separate()
{
    if (needComma_)
        out_.push_back(',');
    needComma_ = true;
}

void JsonWriter::beginObject()
{
    separate();
    out_.push_back('{');
    needComma_ = false;
}

void JsonWriter::endObject()
{
    out_.push_back('}');
    needComma_ = true;
}

void JsonWriter::beginArray()
{
    separate();
    out_.push_back('[');
    needComma_ = false;
}

void JsonWriter::endArray()
{
    out_.push_back(']');
    needComma_ = true;
}

void JsonWriter::key(std::string_view name)
{
    separate();
    appendJsonString(out_, name);
    out_.push_back(':');
    needComma_ = false;   // the value follows without a comma
}

void JsonWriter::string(std::string_view value)
{
    separate();
    appendJsonString(out_, value);
}

void JsonWriter::integer(std::int64_t value)
{
    separate();
    out_ += std::to_string(value);
}

void JsonWriter::number(double value)
{
    separate();
    if (!std::isfinite(value)) {
        out_ += "null";
        return;
    }
    // Integral values that fit exactly print without an exponent or ".0".
    if (value == std::trunc(value) && std::fabs(value) < 9.0e15) {
        out_ += std::to_string(static_cast<std::int64_t>(value));
        return;
    }
    // Shortest round-trip digits, independent of the C locale (printf's %g
    // would write a decimal comma under some LC_NUMERIC settings, and
    // std::to_chars for double is missing on older macOS).
    const QByteArray digits = QByteArray::number(value, 'g', QLocale::FloatingPointShortest);
    out_.append(digits.constData(), static_cast<std::size_t>(digits.size()));
}

void JsonWriter::boolean(bool value)
{
    separate();
    out_ += value ? "true" : "false";
}

void JsonWriter::null()
{
    separate();
    out_ += "null";
}

void JsonWriter::raw(std::string_view json)
{
    separate();
    out_ += json;
}

} // namespace bw::demo
