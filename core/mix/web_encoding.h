#pragma once
// The encodings an imported request is written in: percent-encoding (URLs,
// form bodies), application/x-www-form-urlencoded pairs, and data: URLs
// (RFC 2397) holding a file's bytes. For the HAR importer; Qt-free, any
// thread.
#include <optional>
#include <string>

namespace bw {

// "%7B" -> "{"; with `plusIsSpace` (form and query text) "+" -> " ". A '%'
// not followed by two hex digits stays as it is.
std::string percentDecode(const std::string& text, bool plusIsSpace);

// One name or value of a form body or query string, as a browser's
// URLSearchParams writes it: letters, digits and *-._ as they are, a space as
// "+", every other byte as %XX; but a "%XX" already in the text is kept, so a
// value given encoded ("field%5B1%5D", as k6's HAR dialect writes them) is not
// encoded twice.
std::string formEncode(const std::string& text);

// The bytes of a data: URL ("data:image/jpeg;base64,/9j/4AAQ",
// "data:,hello%20world"), and its media type ("image/jpeg"; "" when it gives
// none). Base64 may leave out its '=' padding. nullopt (and *why) when
// `url` is not a data: URL or its data cannot be decoded.
struct DataUrl {
    std::string mediaType;
    std::string bytes;
};
std::optional<DataUrl> decodeDataUrl(const std::string& url, std::string* why);

} // namespace bw
