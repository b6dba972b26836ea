#pragma once
// A small server's listening socket and the thread that serves it, woken to
// stop through a pipe: what the control socket (control_server.h) and the
// metrics endpoint (metrics/metrics_server.h) share. The owner opens the
// socket, calls openWakePipe() and starts `thread`; its serve loop polls
// listenFd and wakeFds[0] and returns once the latter is readable. POSIX;
// stop() from the owner's thread.
#include <thread>

namespace bw {

// Marks fd close-on-exec (an accepted client, a socket made without the flag).
void closeOnExec(int fd);

struct ServerThread {
    int listenFd = -1;
    int wakeFds[2] = {-1, -1};
    std::thread thread;

    // The wake pipe (close-on-exec); false with errno set when it cannot be made.
    bool openWakePipe();
    // Wakes the thread and joins it, then closes the pipe and the socket.
    // Safe to call again, and before anything was opened.
    void stop();

    ServerThread() = default;
    ServerThread(const ServerThread&) = delete;
    ServerThread& operator=(const ServerThread&) = delete;
    ~ServerThread() { stop(); }
};

} // namespace bw
