#pragma once
// What each send of a request set draws: the entry (weighted: an alias-table
// pick; sequence: round-robin) and the values its templates use
// (compiled_requests.h renders them), as a function of the set's seed and
// the request's index in the run, nothing else. The run hands out indices
// 0, 1, 2 ... across its engine threads (RunPlan::claim), so the same seed,
// set and count draw the same requests whatever the number of threads and
// however the threads interleave. No allocation per draw, no lock. Qt-free.
#include "engine/request/compiled_requests.h"

#include <cstdint>
#include <vector>

namespace bw {

// A counter-based generator: the numbers of request `index` are a splitmix64
// stream whose start is a hash of (key, index), so any request's numbers are
// known without drawing the ones before it.
class RequestRandom {
public:
    RequestRandom(uint64_t key, uint64_t index);
    uint64_t next();
    // Uniform in [0, span); span 0: any 64-bit value. Lemire's multiply with
    // rejection, so no value is favoured.
    uint64_t below(uint64_t span);
    // The key of a seed's stream `stream` (0: the run's measured requests).
    static uint64_t keyOf(uint64_t seed, uint64_t stream);

private:
    uint64_t x_;
};

// Vose's alias table for picking index i with probability weights[i] / sum:
// take a uniform index i, keep it when a uniform 64-bit number is below
// keep[i], else take alias[i]. Weights are positive.
void buildAliasTable(const std::vector<double>& weights, std::vector<uint64_t>* keep, std::vector<uint16_t>* alias);

class RequestDrawer {
public:
    // `stream` 0 draws the run's measured requests; a warmup draws from
    // stream 1 + its engine thread, so it never takes the measured requests'
    // values (and a run with or without a warmup measures the same requests).
    explicit RequestDrawer(const CompiledRequests& set, uint64_t stream = 0);
    // Request `index`: its entry (returned) and the sources it reads drawn
    // into `words` (set.drawWords() of them; the others keep what they held).
    // A sequence variable takes lo + (how many requests before `index` used
    // it) mod its span, so the k-th request to use it gets the k-th value
    // whatever thread sends it. Successive calls on one drawer give
    // ascending indices (a weighted set with sequence variables counts the
    // uses of the indices in between: the other threads' requests, a few ns
    // each).
    int draw(uint64_t index, uint64_t* words);

private:
    int pick(RequestRandom& random, uint64_t index) const;
    void countUsesBefore(uint64_t index);
    uint64_t usesBefore(uint16_t source, uint64_t index) const;

    const CompiledRequests& set_;
    const uint64_t key_;
    // Sequence sources: which entries read them. Entries in a fixed order
    // (sequence order, or one entry): uses before index i are
    // (i / n) * perCycle_ + prefix_[i % n], per source. Weighted order with
    // several entries: counted forward in uses_ up to walked_.
    bool counted_ = false;              // weighted with sequence sources: uses_ walks
    std::vector<std::vector<uint16_t>> entrySequences_;   // per entry: the sequence sources it reads
    std::vector<uint64_t> perCycle_;    // per source
    std::vector<uint64_t> prefix_;      // per source, entryCount()+1 each
    std::vector<uint64_t> uses_;        // per source: uses by indices below walked_
    uint64_t walked_ = 0;
};

// One source's value into `w` (set.sources()[..]): the random kinds from
// `random`, a sequence kind at position `uses` (lo + uses mod its span).
void drawSourceValue(const DrawSource& src, uint64_t* w, RequestRandom& random, uint64_t uses);

// A run with flows (docs/flows.md) draws per engine thread instead: a
// user's requests follow the answers it got and its think times, so which
// request is the run's i-th depends on timing. Worker w of T draws from its
// own stream of the set's seed (RequestRandom::keyOf(seed, kFlowStream + w),
// apart from the measured and warmup streams): what a user runs next (a
// flow or a plain entry, by weight; in turn in sequence order), each step's
// values, and the flows' random picks and think times (random()); sequence
// variables walk from position w in steps of T, so the threads share them.
// The same seed and thread count give each thread the same draws in the
// same order. One per engine thread, on that thread only; no allocation
// per draw, no lock.
class ThreadDrawer {
public:
    static constexpr uint64_t kFlowStream = uint64_t(1) << 32;
    ThreadDrawer(const CompiledRequests& set, int worker, int threads);
    // What a user runs next (CompiledRequests::itemCount()).
    int nextItem();
    // Draws the sources `entry` reads into `words` (a flow's step, a plain entry).
    void draw(int entry, uint64_t* words);
    // The thread's generator, for what else it draws.
    RequestRandom& random() { return random_; }

private:
    const CompiledRequests& set_;
    RequestRandom random_;
    std::vector<uint64_t> position_;    // per source: the next sequence position
    uint64_t nextItem_ = 0;             // sequence order: position in the items
    uint64_t step_ = 1;                 // engine threads
};

} // namespace bw
