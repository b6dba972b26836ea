#pragma once
// The libcurl transport (https://, HTTP/2, proxies): one multi handle per
// worker, one easy handle per VU with every option set once and the URL
// pre-parsed (CURLOPT_CURLU); finished handles are removed and re-added.
#include "engine/worker.h"

#include <memory>

namespace bw {

class CurlWorker final : public Worker {
public:
    explicit CurlWorker(WorkerContext ctx);
    ~CurlWorker() override;
    void run() override;

private:
    struct Impl;
    std::unique_ptr<Impl> d;
};

} // namespace bw
