#include "request_drawer.h"

#include <cmath>

namespace bw {

namespace {

uint64_t splitmix64(uint64_t* x)
{
    uint64_t z = (*x += 0x9e3779b97f4a7c15ull);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
    return z ^ (z >> 31);
}

inline uint64_t rotl(uint64_t x, int k) { return (x << k) | (x >> (64 - k)); }

} // namespace

RequestRandom::RequestRandom(uint64_t seed)
{
    for (uint64_t& s : s_)
        s = splitmix64(&seed);
}

uint64_t RequestRandom::next()
{
    const uint64_t result = rotl(s_[1] * 5, 7) * 9;
    const uint64_t t = s_[1] << 17;
    s_[2] ^= s_[0];
    s_[3] ^= s_[1];
    s_[1] ^= s_[2];
    s_[0] ^= s_[3];
    s_[2] ^= t;
    s_[3] = rotl(s_[3], 45);
    return result;
}

uint64_t RequestRandom::below(uint64_t span)
{
    if (span == 0)
        return next();
    unsigned __int128 m = static_cast<unsigned __int128>(next()) * span;
    uint64_t low = uint64_t(m);
    if (low < span) {
        const uint64_t threshold = (0 - span) % span;
        while (low < threshold) {
            m = static_cast<unsigned __int128>(next()) * span;
            low = uint64_t(m);
        }
    }
    return uint64_t(m >> 64);
}

void buildAliasTable(const std::vector<double>& weights, std::vector<uint64_t>* keep, std::vector<uint16_t>* alias)
{
    const size_t n = weights.size();
    double total = 0;
    for (double w : weights)
        total += w;
    std::vector<double> scaled(n);
    std::vector<size_t> small, large;
    for (size_t i = 0; i < n; ++i) {
        scaled[i] = weights[i] / total * double(n);
        (scaled[i] < 1.0 ? small : large).push_back(i);
    }
    keep->assign(n, UINT64_MAX);
    alias->resize(n);
    for (size_t i = 0; i < n; ++i)
        (*alias)[i] = uint16_t(i);
    while (!small.empty() && !large.empty()) {
        const size_t s = small.back(), l = large.back();
        small.pop_back();
        (*keep)[s] = uint64_t(std::ldexp(scaled[s], 64));
        (*alias)[s] = uint16_t(l);
        scaled[l] = (scaled[l] + scaled[s]) - 1.0;
        if (scaled[l] < 1.0) {
            large.pop_back();
            small.push_back(l);
        }
    }
    // What is left (rounding leaves some near 1.0) keeps itself.
}

RequestDrawer::RequestDrawer(const CompiledRequests& set, int worker, int threads)
    : set_(set), random_(set.seed() ^ (0x6a09e667f3bcc909ull * uint64_t(worker + 1))),
      position_(set.sources().size(), uint64_t(worker)), nextEntry_(uint64_t(worker)),
      step_(uint64_t(threads > 0 ? threads : 1))
{
    // Sequence order starts every thread at the first entry (the order the
    // user wrote); sequence variables start thread w at position w.
    nextEntry_ = 0;
}

int RequestDrawer::next(uint64_t* words)
{
    const int n = set_.entryCount();
    int entry = 0;
    if (set_.set().order == RequestOrder::Sequence) {
        entry = int(nextEntry_ % uint64_t(n));
        ++nextEntry_;
    } else if (n > 1) {
        entry = int(random_.below(uint64_t(n)));
        if (random_.next() >= set_.aliasKeep()[size_t(entry)])
            entry = set_.alias()[size_t(entry)];
    }
    for (uint16_t s : set_.entry(entry).sources) {
        const DrawSource& src = set_.sources()[s];
        uint64_t* w = words + src.word;
        switch (src.kind) {
        case DrawSource::Kind::RandomInt:
            *w = uint64_t(src.lo) + random_.below(src.span);
            break;
        case DrawSource::Kind::RandomIndex:
            *w = random_.below(src.span);
            break;
        case DrawSource::Kind::SequenceInt:
        case DrawSource::Kind::SequenceIndex: {
            uint64_t& p = position_[s];
            const uint64_t at = src.span ? p % src.span : p;
            p = src.span ? (at + step_) % src.span : p + step_;
            *w = src.kind == DrawSource::Kind::SequenceInt ? uint64_t(src.lo) + at : at;
            break;
        }
        case DrawSource::Kind::Uuid:
            w[0] = random_.next();
            w[1] = random_.next();
            break;
        }
    }
    return entry;
}

} // namespace bw
