#include "target/exit_description.h"

#include <csignal>
#include <sys/wait.h>

namespace bw {

std::string signalName(int signal)
{
    // Numbers differ between Linux and macOS, so map by the macros.
    struct Entry { int number; const char* name; };
    static const Entry table[] = {
        {SIGHUP, "SIGHUP"}, {SIGINT, "SIGINT"}, {SIGQUIT, "SIGQUIT"}, {SIGILL, "SIGILL"},
        {SIGTRAP, "SIGTRAP"}, {SIGABRT, "SIGABRT"}, {SIGBUS, "SIGBUS"}, {SIGFPE, "SIGFPE"},
        {SIGKILL, "SIGKILL"}, {SIGUSR1, "SIGUSR1"}, {SIGSEGV, "SIGSEGV"}, {SIGUSR2, "SIGUSR2"},
        {SIGPIPE, "SIGPIPE"}, {SIGALRM, "SIGALRM"}, {SIGTERM, "SIGTERM"}, {SIGCHLD, "SIGCHLD"},
        {SIGCONT, "SIGCONT"}, {SIGSTOP, "SIGSTOP"}, {SIGTSTP, "SIGTSTP"}, {SIGTTIN, "SIGTTIN"},
        {SIGTTOU, "SIGTTOU"}, {SIGURG, "SIGURG"}, {SIGXCPU, "SIGXCPU"}, {SIGXFSZ, "SIGXFSZ"},
        {SIGVTALRM, "SIGVTALRM"}, {SIGPROF, "SIGPROF"}, {SIGWINCH, "SIGWINCH"}, {SIGSYS, "SIGSYS"},
#ifdef SIGSTKFLT
        {SIGSTKFLT, "SIGSTKFLT"},
#endif
#ifdef SIGPWR
        {SIGPWR, "SIGPWR"},
#endif
#ifdef SIGEMT
        {SIGEMT, "SIGEMT"},
#endif
#ifdef SIGINFO
        {SIGINFO, "SIGINFO"},
#endif
    };
    for (const Entry& e : table)
        if (e.number == signal)
            return e.name;
    return "signal " + std::to_string(signal);
}

std::string describeWaitStatus(int status)
{
    if (WIFEXITED(status))
        return "exited with code " + std::to_string(WEXITSTATUS(status));
    if (WIFSIGNALED(status)) {
        int sig = WTERMSIG(status);
        std::string text = "killed by signal " + std::to_string(sig) + " (" + signalName(sig) + ")";
#ifdef WCOREDUMP
        if (WCOREDUMP(status))
            text += ", core dumped";
#endif
        return text;
    }
    if (WIFSTOPPED(status))
        return "stopped by signal " + std::to_string(WSTOPSIG(status)) + " (" + signalName(WSTOPSIG(status)) + ")";
    return "ended with wait status " + std::to_string(status);
}

} // namespace bw
