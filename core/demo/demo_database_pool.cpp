#include "demo_database_pool.h"

namespace bw::demo {

namespace {
std::atomic<std::uint64_t> g_nextPoolId{1};
} // namespace

bool DemoDatabasePool::open(int connections, std::int64_t documentCount, std::string* why)
{
    if (connections < 1) {
        if (why)
            *why = "the demo store needs at least one connection";
        return false;
    }
    std::unique_ptr<DemoDatabase> first = DemoDatabase::createSeeded(documentCount, why);
    if (!first)
        return false;
    std::vector<std::unique_ptr<Slot>> slots;
    for (int i = 1; i < connections; ++i) {
        auto slot = std::make_unique<Slot>();
        slot->db = first->clone(why);
        if (!slot->db)
            return false;
        slots.push_back(std::move(slot));
    }
    auto firstSlot = std::make_unique<Slot>();
    firstSlot->db = std::move(first);
    slots.insert(slots.begin(), std::move(firstSlot));
    slots_ = std::move(slots);
    documentCount_ = documentCount;
    poolId_ = g_nextPoolId.fetch_add(1);
    return true;
}

DemoDatabasePool::Lease DemoDatabasePool::acquire()
{
    struct ThreadChoice
    {
        std::uint64_t poolId = 0;
        std::size_t slot = 0;
    };
    thread_local ThreadChoice choice;
    if (choice.poolId != poolId_) {
        choice.poolId = poolId_;
        choice.slot = nextSlot_.fetch_add(1, std::memory_order_relaxed) % slots_.size();
    }
    Slot& slot = *slots_[choice.slot];
    return Lease(slot.mutex, slot.db.get());
}

} // namespace bw::demo
