#include "platform/run_queue_wait.h"

#include <fcntl.h>
#include <unistd.h>

#include <cstdlib>

namespace bw {

int64_t runQueueWaitNs()
{
    // "<ns on cpu> <ns waiting on a runqueue> <timeslices>"
    const int fd = ::open("/proc/thread-self/schedstat", O_RDONLY | O_CLOEXEC);
    if (fd < 0)
        return -1;
    char buf[128];
    const ssize_t n = ::read(fd, buf, sizeof(buf) - 1);
    ::close(fd);
    if (n <= 0)
        return -1;
    buf[n] = '\0';
    char* end = nullptr;
    std::strtoull(buf, &end, 10);
    if (!end || end == buf)
        return -1;
    char* end2 = nullptr;
    const unsigned long long wait = std::strtoull(end, &end2, 10);
    if (end2 == end)
        return -1;
    return int64_t(wait);
}

} // namespace bw
