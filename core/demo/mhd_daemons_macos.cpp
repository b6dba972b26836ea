#include "mhd_daemons.h"

#include <unistd.h>

namespace bw::demo {

MhdDaemons::~MhdDaemons()
{
    stop();
}

std::optional<std::string> MhdDaemons::start(int listenFd, int threads, const MhdHandlers& handlers)
{
    if (!daemons_.empty()) {
        ::close(listenFd);
        return std::string("already serving");
    }
    // AUTO is poll() here; TURBO tries reads and writes before polling.
    MHD_Daemon* d = MHD_start_daemon(
        MHD_USE_INTERNAL_POLLING_THREAD | MHD_USE_AUTO | MHD_USE_TURBO, 0, nullptr, nullptr, handlers.onRequest,
        handlers.context, MHD_OPTION_LISTEN_SOCKET, static_cast<MHD_socket>(listenFd),
        MHD_OPTION_THREAD_POOL_SIZE, static_cast<unsigned int>(threads > 1 ? threads : 0),
        // libmicrohttpd splits this limit evenly over the pool's threads, and
        // whichever thread accepts closes what is over its share.
        MHD_OPTION_CONNECTION_LIMIT, kMhdConnectionsPerThread * static_cast<unsigned int>(threads > 1 ? threads : 1),
        MHD_OPTION_CONNECTION_TIMEOUT, kMhdConnectionTimeoutSec,
        MHD_OPTION_NOTIFY_COMPLETED, handlers.onCompleted, nullptr,
        MHD_OPTION_END);
    if (!d) {
        ::close(listenFd);
        return std::string("libmicrohttpd could not start");
    }
    daemons_.push_back(d);
    return std::nullopt;
}

void MhdDaemons::stop()
{
    // Joins libmicrohttpd's threads, closes the listening socket and the
    // connections.
    for (MHD_Daemon* d : daemons_)
        MHD_stop_daemon(d);
    daemons_.clear();
}

} // namespace bw::demo
