#include "control/server_thread.h"

#include "platform/child_setup.h"

#include <fcntl.h>
#include <unistd.h>

namespace bw {

void closeOnExec(int fd)
{
    fcntl(fd, F_SETFD, fcntl(fd, F_GETFD) | FD_CLOEXEC);
}

bool ServerThread::openWakePipe()
{
    return makeCloexecPipe(wakeFds) == 0;
}

void ServerThread::stop()
{
    if (thread.joinable()) {
        const char b = 1;
        [[maybe_unused]] const ssize_t n = ::write(wakeFds[1], &b, 1);
        thread.join();
    }
    for (int& fd : wakeFds) {
        if (fd >= 0)
            ::close(fd);
        fd = -1;
    }
    if (listenFd >= 0)
        ::close(listenFd);
    listenFd = -1;
}

} // namespace bw
