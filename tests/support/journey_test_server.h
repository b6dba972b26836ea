#pragma once
// An in-process HTTP/1.1 server for flow tests (docs/flows.md) that records
// what each virtual user carried. One connection is one user (the engine's
// HTTP/1.1 flows keep one connection per user):
//   POST /login          {"token": T}: a fresh token, issued to this connection
//   GET  /items          {"items": [{"id": N} x5]} (Authorization: Bearer T): five fresh ids listed to T
//   GET  /items/{id}     {"id": N} when T's last listing held the id
// It counts each route's requests, and as violations: a token it did not
// issue to this connection, an id it did not list to that token, a request
// that carries a literal "{{". `failEvery` > 0 answers every failEvery-th
// GET /items/{id} with 500 (counted), `emptyEvery` > 0 every emptyEvery-th
// listing with no items. Threads: see tcp_test_server.h.
#include "tcp_test_server.h"

#include <atomic>
#include <cstdint>
#include <map>
#include <mutex>
#include <set>
#include <string>

namespace bwtest {

class JourneyTestServer : public TcpTestServer {
public:
    JourneyTestServer(int failEvery = 0, int emptyEvery = 0) : failEvery_(failEvery), emptyEvery_(emptyEvery) {}
    // libcurl pools connections between its transfers, so a user is not one
    // connection there: with `false` a token need only have been issued
    // (on any connection); ids must still have been listed to that token.
    void setTokensPerConnection(bool on) { perConnection_ = on; }
    ~JourneyTestServer() override { stopServing(); }

    bool start() { return startServing(); }
    std::string url(const std::string& path = "") const { return "http://127.0.0.1:" + std::to_string(port()) + path; }

    uint64_t logins() const { return logins_.load(); }
    uint64_t listings() const { return listings_.load(); }
    uint64_t itemRequests() const { return items_.load(); }
    uint64_t failedItems() const { return failed_.load(); }       // answered 500 on purpose
    uint64_t emptyListings() const { return empty_.load(); }      // answered with no items on purpose
    uint64_t violations() const { return violations_.load(); }
    uint64_t cookieRequests() const { return withCookie_.load(); } // requests that carried our Set-Cookie back
    std::string firstViolation() const
    {
        std::lock_guard<std::mutex> lk(mutex_);
        return firstViolation_;
    }

private:
    void serveConnection(int fd) override;
    void violation(const std::string& what);

    const int failEvery_;
    std::atomic<bool> perConnection_{true};
    const int emptyEvery_;
    std::atomic<uint64_t> logins_{0}, listings_{0}, items_{0}, failed_{0}, empty_{0}, violations_{0}, withCookie_{0};
    std::atomic<uint64_t> nextToken_{1}, nextId_{1};
    mutable std::mutex mutex_;
    std::map<std::string, uint64_t> tokenConn_;          // token -> the connection it was issued on
    std::map<std::string, std::set<uint64_t>> listed_;   // token -> ids of its last listing
    std::string firstViolation_;
    std::atomic<uint64_t> nextConn_{1};
};

} // namespace bwtest
