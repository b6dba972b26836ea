#pragma once
// ASCII lower case of a string (header names, MIME types, schemes): bytes
// outside A-Z are kept as they are, whatever the locale.

#include <string>

namespace bw {

inline std::string asciiLower(std::string s)
{
    for (char& c : s)
        if (c >= 'A' && c <= 'Z')
            c = char(c - 'A' + 'a');
    return s;
}

} // namespace bw
