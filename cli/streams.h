#pragma once
// Where a benchwork-cli command writes: `out` is its standard output (tables,
// summaries, "-" outputs such as `--json -`), `err` its standard error
// (messages, the progress line). main() passes std::cout and std::cerr; the
// in-process tests pass string streams.
#include <ostream>

namespace bwcli {

struct Streams {
    std::ostream& out;
    std::ostream& err;
    // True when `err` is a terminal: only then is the progress line redrawn.
    bool errIsTerminal = false;
};

} // namespace bwcli
