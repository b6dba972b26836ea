#pragma once
// benchwork-cli's usage text, printed by benchwork-cli and by
// benchwork-cli-load (the program benchwork-cli runs for the load commands).

namespace bwcli {

inline constexpr const char* kUsage =
    "usage: benchwork-cli <command> [options]\n\n"
    "Commands:\n"
    "  run      load a URL (or the built-in demo target) and print a summary\n"
    "  ab       alternate two targets under the same load for N rounds, then compare them\n"
    "  target   serve the built-in demo target by itself\n"
    "  history  list, show, compare, export, import, tag or delete saved runs\n"
    "  suite    run a suite file of scenarios with SLOs and write a report\n"
    "  merge    merge the results of the agents of one many-agent run into one\n"
    "  capacity find the highest request rate the target sustains inside an SLO\n"
    "  sweep    run one step per VU count or rate: the load curve and its USL fit\n\n"
    "Run 'benchwork-cli <command> --help' for a command's options.\n";

} // namespace bwcli
