#pragma once
// What each send of a request set draws: the entry (weighted: an alias-table
// pick from a seeded generator; sequence: round-robin) and the values its
// templates use (compiled_requests.h renders them). One drawer per engine
// thread, on that thread only: worker w of T seeds its generator from
// (seed, w) and walks sequences from position w in steps of T, so the
// threads share the work and the same seed gives every thread the same
// sequence again. No allocation, no lock. Qt-free.
#include "engine/request/compiled_requests.h"

#include <cstdint>
#include <vector>

namespace bw {

// xoshiro256** (Blackman and Vigna, 2018), its state filled by splitmix64.
class RequestRandom {
public:
    explicit RequestRandom(uint64_t seed);
    uint64_t next();
    // Uniform in [0, span); span 0: any 64-bit value. Lemire's multiply with
    // rejection, so no value is favoured.
    uint64_t below(uint64_t span);

private:
    uint64_t s_[4];
};

// Vose's alias table for picking index i with probability weights[i] / sum:
// take a uniform index i, keep it when a uniform 64-bit number is below
// keep[i], else take alias[i]. Weights are positive.
void buildAliasTable(const std::vector<double>& weights, std::vector<uint64_t>* keep, std::vector<uint16_t>* alias);

class RequestDrawer {
public:
    RequestDrawer(const CompiledRequests& set, int worker, int threads);
    // Picks the next entry and draws the sources it reads into `words`
    // (set.drawWords() of them; the others keep what they held). Returns the
    // entry's index.
    int next(uint64_t* words);

private:
    const CompiledRequests& set_;
    RequestRandom random_;
    std::vector<uint64_t> position_;    // per source: the next sequence position
    uint64_t nextEntry_ = 0;            // sequence order: position in the entries
    uint64_t step_ = 1;                 // engine threads
};

} // namespace bw
