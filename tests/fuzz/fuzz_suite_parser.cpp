// libFuzzer target: the suite file parser (core/suite/suite_parser).
// Any text is either a suite or refused with a message.
#include "suite/suite_parser.h"

#include <cstdint>
#include <cstdlib>
#include <string>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size)
{
    const std::string text(reinterpret_cast<const char*>(data), size);
    bw::Error error;
    auto suite = bw::parseSuite(text, "/nonexistent-base", &error);
    if (!suite && error.text().empty())
        std::abort();   // a refusal names the problem
    return 0;
}
