#include "control_server.h"


#include <algorithm>
#include <atomic>
#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <poll.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/un.h>
#include <unistd.h>
#include <vector>

namespace bw {

namespace {

Error pathError(const std::string& path, const std::string& why) { return Error(std::string(), path + ": " + why); }

std::string sysText(const char* what) { return std::string(what) + ": " + std::strerror(errno); }

// The peer runs as this user. Where the system cannot say, the file mode is
// the only guard and that is enough.
bool peerIsMe(int fd)
{
#if defined(SO_PEERCRED)
    ucred cred{};
    socklen_t len = sizeof cred;
    if (getsockopt(fd, SOL_SOCKET, SO_PEERCRED, &cred, &len) == 0)
        return cred.uid == getuid();
    return false;
#elif defined(__APPLE__)
    uid_t uid = 0;
    gid_t gid = 0;
    if (getpeereid(fd, &uid, &gid) == 0)
        return uid == getuid();
    return false;
#else
    (void)fd;
    return true;
#endif
}

// The address of the socket file at `path` (shorter than sun_path: checked by the caller).
sockaddr_un socketAddress(const std::string& path)
{
    sockaddr_un a{};
    a.sun_family = AF_UNIX;
    std::memcpy(a.sun_path, path.c_str(), path.size() + 1);
    return a;
}

// Someone accepts connections on the socket file at `addr`.
bool someoneListens(const sockaddr_un& addr)
{
    const int fd = socket(AF_UNIX, SOCK_STREAM, 0);
    if (fd < 0)
        return false;
    const bool yes = connect(fd, reinterpret_cast<const sockaddr*>(&addr), sizeof addr) == 0;
    ::close(fd);
    return yes;
}

void sendLine(int fd, const std::string& text)
{
    const std::string line = text + "\n";
    // Replies are short; a client that does not read them loses them.
    [[maybe_unused]] const ssize_t n = send(fd, line.data(), line.size(), MSG_NOSIGNAL | MSG_DONTWAIT);
}

} // namespace

ControlServer::~ControlServer() { close(); }

std::optional<Error> ControlServer::listen(const std::string& path, Handler handler)
{
    close();
    if (path.empty() || path.size() >= sizeof(sockaddr_un::sun_path))
        return pathError(path, "not usable as a socket path (1 to " + std::to_string(sizeof(sockaddr_un::sun_path) - 1) + " bytes)");
    const sockaddr_un addr = socketAddress(path);
    struct stat st{};
    if (lstat(path.c_str(), &st) == 0) {
        if (!S_ISSOCK(st.st_mode))
            return pathError(path, "exists and is not a socket; it is left as it is");
        if (someoneListens(addr))
            return pathError(path, "another program listens on this socket");
        ::unlink(path.c_str());   // stale: left by a run that ended without cleaning up
    }
    io_.listenFd = socket(AF_UNIX, SOCK_STREAM, 0);
    if (io_.listenFd < 0)
        return pathError(path, sysText("socket"));
    closeOnExec(io_.listenFd);
    // Bound and listening under a name of its own beside `path`, then linked
    // to `path`: the file appears only once a client can connect (a script
    // waiting for it met "connection refused" between bind and listen), and
    // the link fails, as bind did, if `path` appeared meanwhile. Where that
    // name would not fit a socket address, `path` itself, listened on at once.
    static std::atomic<unsigned> serial{0};
    std::string bindPath = path.substr(0, path.rfind('/') + 1) + ".benchwork-" + std::to_string(getpid()) + "-" +
                           std::to_string(serial++) + ".sock";
    if (bindPath.size() >= sizeof addr.sun_path)
        bindPath = path;
    const sockaddr_un bindAddr = socketAddress(bindPath);
    ::unlink(bindPath.c_str());   // (ours: this process's number; left only by a crash)
    // The file is born 0600: no moment in which another user could connect.
    // (The umask is the process's: a file another thread makes in this
    // instant is only born more private.)
    const mode_t old = umask(0177);
    const int bound = bind(io_.listenFd, reinterpret_cast<const sockaddr*>(&bindAddr), sizeof bindAddr);
    const int bindErr = errno;
    umask(old);
    if (bound != 0) {
        errno = bindErr;
        const Error e = pathError(path, sysText("bind"));
        close();
        return e;
    }
    auto fail = [&](const Error& e) {
        ::unlink(bindPath.c_str());
        close();
        return e;
    };
    if (::chmod(bindPath.c_str(), 0600) != 0 || lstat(bindPath.c_str(), &st) != 0 || (st.st_mode & 077) != 0)
        return fail(pathError(path, "cannot make the socket private to this user (mode 0600)"));
    if (::listen(io_.listenFd, kMaxClients) != 0 || !io_.openWakePipe())
        return fail(pathError(path, sysText("listen")));
    if (bindPath != path) {
        if (::link(bindPath.c_str(), path.c_str()) != 0)
            return fail(pathError(path, errno == EEXIST ? std::string("another program made this socket just now")
                                                        : sysText("link")));
        ::unlink(bindPath.c_str());
    }
    dev_ = st.st_dev;
    ino_ = st.st_ino;
    path_ = path;
    handler_ = std::move(handler);
    io_.thread = std::thread([this] { serve(); });
    return std::nullopt;
}

void ControlServer::close()
{
    io_.stop();
    struct stat st{};
    if (!path_.empty() && lstat(path_.c_str(), &st) == 0 && st.st_dev == dev_ && st.st_ino == ino_)
        ::unlink(path_.c_str());
    path_.clear();
}

void ControlServer::serve()
{
    using Clock = std::chrono::steady_clock;
    struct Client {
        int fd;
        std::string pending;         // bytes after the last newline
        Clock::time_point lastHeard; // accepted, or last sent something
    };
    std::vector<Client> clients;
    std::vector<pollfd> fds;
    std::vector<size_t> gone;
    char buf[4096];
    const int64_t idleMs = idleTimeout_.count();
    const std::string idleText =
        "error: closed: idle for " + (idleMs % 1000 == 0 ? std::to_string(idleMs / 1000) + "s" : std::to_string(idleMs) + "ms");
    for (;;) {
        fds.clear();
        fds.push_back({io_.wakeFds[0], POLLIN, 0});
        fds.push_back({io_.listenFd, POLLIN, 0});   // always: a new client is always served
        Clock::time_point firstIdle = Clock::time_point::max();
        for (const Client& c : clients) {
            fds.push_back({c.fd, POLLIN, 0});
            firstIdle = std::min(firstIdle, c.lastHeard + idleTimeout_);
        }
        int waitMs = -1;
        if (!clients.empty()) {
            const auto left = std::chrono::ceil<std::chrono::milliseconds>(firstIdle - Clock::now()).count();
            waitMs = int(std::clamp<int64_t>(left, 0, 60'000));
        }
        if (poll(fds.data(), nfds_t(fds.size()), waitMs) < 0) {
            if (errno == EINTR)
                continue;
            break;
        }
        if (fds[0].revents)
            break;
        const Clock::time_point now = Clock::now();
        gone.clear();
        for (size_t i = 0; i < clients.size(); ++i) {
            if (!fds[i + 2].revents)
                continue;
            Client& c = clients[i];
            const ssize_t n = recv(c.fd, buf, sizeof buf, 0);
            if (n <= 0) {
                gone.push_back(i);
                continue;
            }
            c.lastHeard = now;
            c.pending.append(buf, size_t(n));
            size_t nl;
            while ((nl = c.pending.find('\n')) != std::string::npos) {
                std::string line = c.pending.substr(0, nl);
                c.pending.erase(0, nl + 1);
                if (!line.empty() && line.back() == '\r')
                    line.pop_back();
                if (line.size() > kMaxLineBytes)
                    sendLine(c.fd, "error: line too long (at most " + std::to_string(kMaxLineBytes) + " bytes)");
                else
                    sendLine(c.fd, handler_(line));
            }
            if (c.pending.size() > kMaxLineBytes) {
                sendLine(c.fd, "error: line too long (at most " + std::to_string(kMaxLineBytes) + " bytes)");
                gone.push_back(i);
            }
        }
        // Silent for the idle timeout: closed (a client that just spoke is not).
        for (size_t i = 0; i < clients.size(); ++i)
            if (now - clients[i].lastHeard >= idleTimeout_ && std::find(gone.begin(), gone.end(), i) == gone.end()) {
                sendLine(clients[i].fd, idleText);
                gone.push_back(i);
            }
        std::sort(gone.begin(), gone.end());
        for (size_t k = gone.size(); k-- > 0;) {
            ::close(clients[gone[k]].fd);
            clients.erase(clients.begin() + long(gone[k]));
        }
        if (fds[1].revents & POLLIN) {
            const int fd = accept(io_.listenFd, nullptr, nullptr);
            if (fd >= 0) {
                closeOnExec(fd);
                if (!peerIsMe(fd)) {
                    ::close(fd);
                } else {
                    if (clients.size() >= size_t(kMaxClients)) {
                        // Full: the longest silent client makes room.
                        auto oldest = std::min_element(clients.begin(), clients.end(),
                                                       [](const Client& a, const Client& b) { return a.lastHeard < b.lastHeard; });
                        sendLine(oldest->fd, "error: closed: " + std::to_string(kMaxClients)
                                                 + " clients were connected and this one was the longest idle");
                        ::close(oldest->fd);
                        clients.erase(oldest);
                    }
                    clients.push_back({fd, {}, now});   // read on the next turn
                }
            }
        }
    }
    for (const Client& c : clients)
        ::close(c.fd);
}

} // namespace bw
