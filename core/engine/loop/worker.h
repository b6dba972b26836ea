#pragma once
// What a worker thread needs: its VUs, the shared plan, its snapshot ring and
// the target. The worker itself is a WorkerLoop (worker_loop.h) running one
// Transport (transport.h). Qt-free.
#include "engine/load_config.h"
#include "engine/request/compiled_requests.h"
#include "engine/loop/run_plan.h"
#include "engine/loop/snapshot_ring.h"

#include <string>
#include <sys/socket.h>
#include <vector>

namespace bw {

struct NativeTarget {
    sockaddr_storage addr{};
    socklen_t addrLen = 0;
    std::string request;            // pre-serialized HTTP/1.1 request, sent as is
    bool headRequest = false;
    std::string display;            // "127.0.0.1:8080" for messages
    std::string host;               // the URL's host: TLS server name and certificate check
};

struct WorkerContext {
    int threads = 1;
    int worker = 0;                 // this worker's index, 0..threads-1
    std::vector<int> vus;           // global VU indices owned by this worker (one connection each)
    RunPlan* plan = nullptr;
    SnapshotRing* ring = nullptr;
    const LoadConfig* config = nullptr;
    const NativeTarget* native = nullptr;   // the resolved address (native transports)
    const CompiledRequests* requests = nullptr;   // the request set (null: the run's one request)
    std::string targetName;         // for "could not connect to ..."
};

} // namespace bw
