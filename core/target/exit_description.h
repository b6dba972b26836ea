#pragma once
// Human descriptions of how a process ended, from a waitpid() status.
// Qt-free, pure; any thread.
#include <string>

namespace bw {

// "exited with code 1", "killed by signal 9 (SIGKILL)",
// "killed by signal 11 (SIGSEGV), core dumped".
std::string describeWaitStatus(int status);

// "SIGTERM" for 15; "signal 42" for numbers without a name here.
std::string signalName(int signal);

} // namespace bw
