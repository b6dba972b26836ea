#pragma once
// Which process a run watches: only one that serves the run's URL, so that
// the server memory and CPU a run shows are the URL's server's. The one
// rule for every front end and mode (RunSession applies it before it starts
// a ProcessMonitor: the window, the CLI's run, ab, capacity and sweep,
// suites). docs/target.md, "Which process is watched".
//
// A process serves the URL when its process tree holds a listening TCP
// socket (a bound UDP socket for HTTP/3) on the URL's port, on the address
// the engine connects to or on any address; a container (not on the host's
// network) when its runtime publishes the URL's port. A URL whose host is
// not this machine, or requests through a proxy, cannot be matched to a
// process. The demo target, or a server a runner started, is then not
// watched; a process or container the user named (--pid, --container,
// --launch, the window's Attach and Launch) is watched anyway, with a
// warning (WatchNote::warns()). The sentences: result/watch_text.h.
#include "platform/serving_sockets.h"
#include "result/run_result.h"
#include "target/container.h"

#include <cstdint>
#include <string>

namespace bw {

struct WatchSubject {
    std::string who;            // as WatchNote::who: "demo", "launched", "process", "container"
    int64_t pid = 0;            // the root of the process tree (a container's main process)
    bool chosen = false;        // the user named it: watched even when it does not serve the URL
    std::string container;      // who == "container": its name as given
    ContainerNetwork network;   // who == "container": as its runtime reported it
};

// What the decision rests on; checkWatch() gathers it, tests write it.
struct WatchFacts {
    std::string address;        // the URL's "host:port", for the sentences
    std::string proxy;          // the run's proxy; "" none
    std::string ip;             // the address the engine connects to; "" when it did not resolve
    std::string resolveError;   // why it did not
    int port = 0;
    bool udp = false;           // HTTP/3: a bound UDP socket serves, not a listening TCP one
    bool local = false;         // `ip` is a loopback address or one of this machine's
    ServingSockets sockets;     // of the subject's process tree
};

// The decision on gathered facts. Pure; any thread.
WatchNote judgeWatch(const WatchSubject& subject, const WatchFacts& facts);

// Whether `s` takes connections to ip:port: the same port and protocol, and
// the same address or any address ("0.0.0.0"; "::" also takes IPv4). Pure.
bool socketServes(const ServingSocket& s, const std::string& ip, int port, bool udp);

// Whether a loopback address or one of this machine's interfaces
// (getifaddrs); "0.0.0.0" and "::" count (connecting there reaches this
// machine). Any thread.
bool isLocalAddress(const std::string& ip);

// Gathers the facts for `url` (resolved as the engine resolves it: the first
// address of the lookup) and judges them. Blocking for a name lookup and a
// read of the process table; any thread.
WatchNote checkWatch(const WatchSubject& subject, const std::string& url, const std::string& proxy, bool udp);

} // namespace bw
