#include "target/log_file.h"

#include <cerrno>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace bw {
namespace {

class Fd {
public:
    explicit Fd(int fd) : fd_(fd) {}
    ~Fd() { if (fd_ >= 0) close(fd_); }
    int get() const { return fd_; }
private:
    int fd_;
};

// pread until `len` bytes or end of file; returns bytes read.
size_t readAt(int fd, char* buf, size_t len, uint64_t offset)
{
    size_t got = 0;
    while (got < len) {
        ssize_t n = pread(fd, buf + got, len - got, off_t(offset + got));
        if (n < 0 && errno == EINTR)
            continue;
        if (n <= 0)
            break;
        got += size_t(n);
    }
    return got;
}

void stripCr(std::string* line)
{
    if (!line->empty() && line->back() == '\r')
        line->pop_back();
}

} // namespace

std::string readLogTail(const std::string& path, uint64_t fromOffset, int lines)
{
    if (lines <= 0)
        return {};
    Fd fd(open(path.c_str(), O_RDONLY | O_CLOEXEC));
    if (fd.get() < 0)
        return {};
    struct stat st{};
    if (fstat(fd.get(), &st) != 0 || uint64_t(st.st_size) <= fromOffset)
        return {};
    const uint64_t size = uint64_t(st.st_size);
    constexpr uint64_t kWindow = 64 * 1024;
    const uint64_t start = size - fromOffset > kWindow ? size - kWindow : fromOffset;
    std::string text(size_t(size - start), '\0');
    text.resize(readAt(fd.get(), text.data(), text.size(), start));
    while (!text.empty() && (text.back() == '\n' || text.back() == '\r'))
        text.pop_back();
    // Walk back over `lines` newlines.
    size_t pos = text.size();
    int found = 0;
    while (pos > 0) {
        size_t nl = text.rfind('\n', pos - 1);
        if (nl == std::string::npos) {
            pos = 0;
            break;
        }
        if (++found == lines) {
            pos = nl + 1;
            break;
        }
        pos = nl;
    }
    // When the window cut a line in two, drop its first half.
    if (pos == 0 && start > fromOffset) {
        size_t nl = text.find('\n');
        pos = nl == std::string::npos ? 0 : nl + 1;
    }
    std::string tail = text.substr(pos);
    std::string out;
    out.reserve(tail.size());
    for (size_t i = 0; i < tail.size(); ++i)
        if (!(tail[i] == '\r' && (i + 1 == tail.size() || tail[i + 1] == '\n')))
            out += tail[i];
    return out;
}

bool LogFollower::poll(std::vector<std::string>* out, bool flushPartial)
{
    Fd fd(open(path_.c_str(), O_RDONLY | O_CLOEXEC));
    if (fd.get() < 0)
        return false;
    char buf[16 * 1024];
    for (;;) {
        size_t n = readAt(fd.get(), buf, sizeof buf, offset_);
        if (n == 0)
            break;
        offset_ += n;
        size_t begin = 0;
        for (size_t i = 0; i < n; ++i) {
            if (buf[i] != '\n')
                continue;
            partial_.append(buf + begin, i - begin);
            stripCr(&partial_);
            out->push_back(std::move(partial_));
            partial_.clear();
            begin = i + 1;
        }
        partial_.append(buf + begin, n - begin);
        if (partial_.size() > 1024 * 1024) {
            // A megabyte without a newline: hand it out rather than grow.
            out->push_back(std::move(partial_));
            partial_.clear();
        }
        if (n < sizeof buf)
            break;
    }
    if (flushPartial && !partial_.empty()) {
        stripCr(&partial_);
        out->push_back(std::move(partial_));
        partial_.clear();
    }
    return true;
}

} // namespace bw
