#include "request_drawer.h"

#include <algorithm>
#include <cmath>

namespace bw {

namespace {

// splitmix64's output function (Steele, Lea and Flood, 2014): a bijection
// of 64-bit words that mixes every input bit into every output bit.
uint64_t mix64(uint64_t z)
{
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
    return z ^ (z >> 31);
}

constexpr uint64_t kGamma = 0x9e3779b97f4a7c15ull;   // splitmix64's increment: 2^64 / the golden ratio, odd

bool isSequence(DrawSource::Kind k) { return k == DrawSource::Kind::SequenceInt || k == DrawSource::Kind::SequenceIndex; }

} // namespace

// Distinct indices give distinct starts (index * kGamma is a bijection, so is
// mix64), spread over the 2^64 states, so two requests' streams do not
// overlap in the few numbers a request takes.
RequestRandom::RequestRandom(uint64_t key, uint64_t index) : x_(mix64(key + index * kGamma)) {}

uint64_t RequestRandom::keyOf(uint64_t seed, uint64_t stream) { return mix64(mix64(seed) ^ (stream * 0x6a09e667f3bcc909ull)); }

uint64_t RequestRandom::next() { return mix64(x_ += kGamma); }

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

void drawSourceValue(const DrawSource& src, uint64_t* w, RequestRandom& random, uint64_t uses)
{
    switch (src.kind) {
    case DrawSource::Kind::RandomInt:
        *w = uint64_t(src.lo) + random.below(src.span);
        break;
    case DrawSource::Kind::RandomIndex:
        *w = random.below(src.span);
        break;
    case DrawSource::Kind::SequenceInt:
    case DrawSource::Kind::SequenceIndex: {
        const uint64_t at = src.span ? uses % src.span : uses;
        *w = src.kind == DrawSource::Kind::SequenceInt ? uint64_t(src.lo) + at : at;
        break;
    }
    case DrawSource::Kind::Uuid:
        w[0] = random.next();
        w[1] = random.next();
        break;
    }
}

RequestDrawer::RequestDrawer(const CompiledRequests& set, uint64_t stream)
    : set_(set), key_(RequestRandom::keyOf(set.seed(), stream))
{
    const size_t n = size_t(set.entryCount()), sources = set.sources().size();
    entrySequences_.resize(n);
    perCycle_.assign(sources, 0);
    prefix_.assign(sources * (n + 1), 0);
    uses_.assign(sources, 0);
    bool any = false;
    for (size_t e = 0; e < n; ++e)
        for (uint16_t s : set.entry(int(e)).sources)
            if (isSequence(set.sources()[s].kind)) {
                entrySequences_[e].push_back(s);
                ++perCycle_[s];
                any = true;
            }
    for (size_t s = 0; s < sources; ++s)
        for (size_t e = 0; e < n; ++e)
            prefix_[s * (n + 1) + e + 1] = prefix_[s * (n + 1) + e]
                + (std::find(entrySequences_[e].begin(), entrySequences_[e].end(), uint16_t(s)) != entrySequences_[e].end() ? 1 : 0);
    counted_ = any && n > 1 && set.set().order == RequestOrder::Weighted;
}

int RequestDrawer::pick(RequestRandom& random, uint64_t index) const
{
    const int n = set_.entryCount();
    if (set_.set().order == RequestOrder::Sequence)
        return int(index % uint64_t(n));
    if (n <= 1)
        return 0;
    int entry = int(random.below(uint64_t(n)));
    if (random.next() >= set_.aliasKeep()[size_t(entry)])
        entry = set_.alias()[size_t(entry)];
    return entry;
}

// Weighted order: the entries of the indices from walked_ up to `index` (the
// other threads' requests, or a warmup's) are drawn again only to count
// which sequence sources they use.
void RequestDrawer::countUsesBefore(uint64_t index)
{
    if (index < walked_) {   // not ascending: count again from the start
        walked_ = 0;
        std::fill(uses_.begin(), uses_.end(), 0);
    }
    for (; walked_ < index; ++walked_) {
        RequestRandom r(key_, walked_);
        for (uint16_t s : entrySequences_[size_t(pick(r, walked_))])
            ++uses_[s];
    }
}

uint64_t RequestDrawer::usesBefore(uint16_t source, uint64_t index) const
{
    if (counted_)
        return uses_[source];
    const uint64_t n = uint64_t(set_.entryCount());
    return index / n * perCycle_[source] + prefix_[size_t(source) * (n + 1) + index % n];
}

int RequestDrawer::draw(uint64_t index, uint64_t* words)
{
    RequestRandom random(key_, index);
    const int entry = pick(random, index);
    const CompiledEntry& e = set_.entry(entry);
    if (counted_ && !entrySequences_[size_t(entry)].empty())
        countUsesBefore(index);
    for (uint16_t s : e.sources) {
        const DrawSource& src = set_.sources()[s];
        drawSourceValue(src, words + src.word, random, isSequence(src.kind) ? usesBefore(s, index) : 0);
    }
    if (counted_ && !entrySequences_[size_t(entry)].empty()) {
        for (uint16_t s : entrySequences_[size_t(entry)])
            ++uses_[s];
        walked_ = index + 1;
    }
    return entry;
}

ThreadDrawer::ThreadDrawer(const CompiledRequests& set, int worker, int threads)
    : set_(set), random_(RequestRandom::keyOf(set.seed(), kFlowStream + uint64_t(worker)), 0),
      position_(set.sources().size(), uint64_t(worker)), step_(uint64_t(threads > 0 ? threads : 1))
{
}

int ThreadDrawer::nextItem()
{
    const int n = set_.itemCount();
    if (set_.set().order == RequestOrder::Sequence)
        return int(nextItem_++ % uint64_t(n));
    if (n <= 1)
        return 0;
    int item = int(random_.below(uint64_t(n)));
    if (random_.next() >= set_.itemKeep()[size_t(item)])
        item = set_.itemAlias()[size_t(item)];
    return item;
}

void ThreadDrawer::draw(int entry, uint64_t* words)
{
    for (uint16_t s : set_.entry(entry).sources) {
        const DrawSource& src = set_.sources()[s];
        uint64_t uses = 0;
        if (isSequence(src.kind)) {
            uses = position_[s];
            position_[s] += step_;
        }
        drawSourceValue(src, words + src.word, random_, uses);
    }
}

} // namespace bw
