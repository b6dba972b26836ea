#include "demo_database_pool.h"

namespace bw::demo {

namespace {
std::atomic<std::uint64_t> g_nextPoolId{1};
} // namespace

std::optional<Error> DemoDatabasePool::open(int connections, std::int64_t documentCount)
{
    if (connections < 1)
        return Error(std::string(), "the demo store needs at least one connection");
    auto first = DemoDatabase::createSeeded(documentCount);
    if (!first)
        return first.error();
    std::vector<std::unique_ptr<Slot>> slots;
    for (int i = 1; i < connections; ++i) {
        auto copy = (*first)->clone();
        if (!copy)
            return copy.error();
        auto slot = std::make_unique<Slot>();
        slot->db = std::move(*copy);
        slots.push_back(std::move(slot));
    }
    auto firstSlot = std::make_unique<Slot>();
    firstSlot->db = std::move(*first);
    slots.insert(slots.begin(), std::move(firstSlot));
    slots_ = std::move(slots);
    documentCount_ = documentCount;
    poolId_ = g_nextPoolId.fetch_add(1);
    return std::nullopt;
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
