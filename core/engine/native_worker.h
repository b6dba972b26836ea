#pragma once
// The native HTTP/1.1 keep-alive transport: non-blocking sockets on one
// edge-triggered poller, one pre-serialized request buffer shared by every
// connection, incremental response framing that never keeps a body.
#include "engine/worker.h"

#include <memory>

namespace bw {

class NativeWorker final : public Worker {
public:
    explicit NativeWorker(WorkerContext ctx);
    ~NativeWorker() override;
    void run() override;

private:
    struct Impl;
    std::unique_ptr<Impl> d;
};

} // namespace bw
