#include "control_line.h"

#include "util/units.h"

#include <cmath>
#include <sstream>
#include <vector>

namespace bw {

Result<ControlCommand> parseControlLine(const std::string& line)
{
    std::vector<std::string> words;
    {
        std::istringstream in(line);
        for (std::string w; in >> w;)
            words.push_back(w);
    }
    const std::string quoted = "'" + (line.size() > 80 ? line.substr(0, 80) + "..." : line) + "'";
    const std::string expected = "expected 'vus N', 'rate N' or 'stop', got " + quoted;
    if (words.empty())
        return Error(std::string(), expected);
    ControlCommand c;
    if (words[0] == "stop") {
        if (words.size() != 1)
            return Error(std::string(), "'stop' takes nothing after it, got " + quoted);
        c.kind = ControlCommand::Kind::Stop;
        return c;
    }
    const auto knob = parseLoadKnob(words[0]);
    if (!knob)
        return Error(std::string(), expected);
    if (words.size() != 2)
        return Error(std::string(), words[0] + " takes one number, e.g. '" + words[0] + (*knob == LoadKnob::Vus ? " 400'" : " 5000'")
                                        + ", got " + quoted);
    c.kind = ControlCommand::Kind::Steer;
    c.knob = *knob;
    if (const auto n = parseCount(words[1])) {
        c.value = double(*n);
        return c;
    }
    const auto d = parseDecimal(words[1]);
    if (!d || *knob == LoadKnob::Vus)
        return Error(std::string(), *knob == LoadKnob::Vus ? "vus takes a whole number of VUs, got '" + words[1] + "'"
                                                           : "rate takes requests/s, e.g. 5000 or 2.5, got '" + words[1] + "'");
    c.value = *d;
    return c;
}

} // namespace bw
