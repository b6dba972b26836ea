#pragma once
// Which server process a run loads and watches, as chosen in the target panel.
#include <QString>

namespace bwui {

struct TargetSpec {
    enum class Kind {
        Demo,     // the built-in demo target, already started by the window
        Url,      // only a URL: no process is watched
        Launch,   // start `command` for the run, stop it afterwards
        Attach    // watch an already running process
    };
    Kind kind = Kind::Demo;
    qint64 pid = 0;             // Demo and Attach: the process to watch
    QString command;            // Launch: shell-style command line
    QString cpuList;            // Launch: CPUs to pin the target to ("0-1,3"); empty = any
    int memoryLimitMiB = 0;     // Launch: address-space limit; 0 = none
};

} // namespace bwui
