#pragma once
// A fixed set of DemoDatabase connections, one per HTTP worker thread. Each
// worker thread keeps using the connection it was first given, so with as
// many connections as threads no two threads ever wait on the same one; the
// per-connection mutex only guards against a library that runs more threads
// than it was asked for.
#include "demo_database.h"

#include <atomic>
#include <cstdint>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <vector>

namespace bw::demo {

class DemoDatabasePool
{
public:
    // Seeds one store and copies it into `connections` connections. Call
    // before any acquire(); nullopt when done, else the (Plain) error.
    std::optional<Error> open(int connections, std::int64_t documentCount);

    std::int64_t documentCount() const { return documentCount_; }

    // Exclusive use of this thread's connection until the Lease ends.
    // Thread-safe; any worker thread may call it once open() succeeded.
    class Lease
    {
    public:
        DemoDatabase& database() { return *db_; }
        DemoDatabase* operator->() { return db_; }

    private:
        friend class DemoDatabasePool;
        Lease(std::mutex& m, DemoDatabase* db) : lock_(m), db_(db) {}
        std::unique_lock<std::mutex> lock_;
        DemoDatabase* db_;
    };
    Lease acquire();

private:
    struct Slot
    {
        std::mutex mutex;
        std::unique_ptr<DemoDatabase> db;
    };
    std::vector<std::unique_ptr<Slot>> slots_;
    std::int64_t documentCount_ = 0;
    // Tells this pool's thread-local slot choice apart from another pool's
    // (several servers may run in one process, e.g. in tests).
    std::uint64_t poolId_ = 0;
    std::atomic<std::size_t> nextSlot_{0};
};

} // namespace bw::demo
