#include "command_line.h"

namespace bw {

Result<std::vector<std::string>> splitCommandLine(const std::string& text)
{
    std::vector<std::string> words;
    std::string cur;
    bool inWord = false;
    size_t i = 0;
    while (i < text.size()) {
        char c = text[i];
        if (c == ' ' || c == '\t' || c == '\n') {
            if (inWord) {
                words.push_back(cur);
                cur.clear();
                inWord = false;
            }
            ++i;
        } else if (c == '\'') {
            auto end = text.find('\'', i + 1);
            if (end == std::string::npos) {
                return Error(ErrorCode::CommandUnterminatedSingleQuote, {}, {text});
            }
            cur += text.substr(i + 1, end - i - 1);
            inWord = true;
            i = end + 1;
        } else if (c == '"') {
            ++i;
            bool closed = false;
            while (i < text.size()) {
                if (text[i] == '"') { closed = true; ++i; break; }
                if (text[i] == '\\' && i + 1 < text.size() && (text[i + 1] == '"' || text[i + 1] == '\\')) {
                    cur += text[i + 1];
                    i += 2;
                    continue;
                }
                cur += text[i++];
            }
            if (!closed) {
                return Error(ErrorCode::CommandUnterminatedDoubleQuote, {}, {text});
            }
            inWord = true;
        } else if (c == '\\' && i + 1 < text.size()) {
            cur += text[i + 1];
            inWord = true;
            i += 2;
        } else {
            cur += c;
            inWord = true;
            ++i;
        }
    }
    if (inWord)
        words.push_back(cur);
    if (words.empty()) {
        return Error(ErrorCode::CommandEmpty, {});
    }
    return words;
}

} // namespace bw
