#include "h2_memory.h"

#include <algorithm>
#include <cstdlib>
#include <cstring>

#if defined(__SANITIZE_ADDRESS__)
#define BW_H2_POOL 0
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define BW_H2_POOL 0
#endif
#endif
#ifndef BW_H2_POOL
#define BW_H2_POOL 1
#endif

namespace bw {

namespace {

// Every block starts with a header that keeps its size class (kLarge for a
// malloc'ed block, with its size), 16 bytes so the caller's part keeps
// malloc's alignment.
constexpr uint32_t kLarge = UINT32_MAX;
struct alignas(16) Header {
    uint32_t cls;
    uint32_t pad;
    size_t size;   // the caller's size, for a large block
};
static_assert(sizeof(Header) == 16);

Header* headerOf(void* p) { return reinterpret_cast<Header*>(static_cast<char*>(p) - sizeof(Header)); }

void* poolMalloc(size_t size, void* user) { return static_cast<H2MemoryPool*>(user)->allocate(size); }
void poolFree(void* p, void* user) { static_cast<H2MemoryPool*>(user)->release(p); }
void* poolCalloc(size_t n, size_t size, void* user)
{
    if (size != 0 && n > SIZE_MAX / size)
        return nullptr;
    void* p = static_cast<H2MemoryPool*>(user)->allocate(n * size);
    if (p)
        std::memset(p, 0, n * size);
    return p;
}
void* poolRealloc(void* p, size_t size, void* user) { return static_cast<H2MemoryPool*>(user)->resize(p, size); }

} // namespace

H2MemoryPool::H2MemoryPool()
{
    mem_.mem_user_data = this;
    mem_.malloc = poolMalloc;
    mem_.free = poolFree;
    mem_.calloc = poolCalloc;
    mem_.realloc = poolRealloc;
}

H2MemoryPool::~H2MemoryPool()
{
    for (char* a : arenas_)
        std::free(a);
}

nghttp2_mem* H2MemoryPool::mem() { return BW_H2_POOL ? &mem_ : nullptr; }

void* H2MemoryPool::carve(size_t cls)
{
    const size_t bytes = sizeof(Header) + (cls + 1) * kGrain;
    if (size_t(arenaEnd_ - arenaPos_) < bytes) {
        char* a = static_cast<char*>(std::malloc(kArenaBytes));
        if (!a)
            return nullptr;
        arenas_.push_back(a);
        arenaPos_ = a;
        arenaEnd_ = a + kArenaBytes;
    }
    char* block = arenaPos_;
    arenaPos_ += bytes;
    return block;
}

void* H2MemoryPool::allocate(size_t size)
{
    if (size == 0)
        size = 1;
    Header* h = nullptr;
    if (size <= kLargest) {
        const size_t cls = (size - 1) / kGrain;
        if (FreeBlock* f = free_[cls]) {
            free_[cls] = f->next;
            h = headerOf(f);
        } else {
            h = static_cast<Header*>(carve(cls));
            if (!h)
                return nullptr;
            h->cls = uint32_t(cls);
        }
    } else {
        if (size > SIZE_MAX - sizeof(Header))
            return nullptr;
        h = static_cast<Header*>(std::malloc(sizeof(Header) + size));
        if (!h)
            return nullptr;
        h->cls = kLarge;
        h->size = size;
    }
    ++inUse_;
    return h + 1;
}

void H2MemoryPool::release(void* p)
{
    if (!p)
        return;
    Header* h = headerOf(p);
    --inUse_;
    if (h->cls == kLarge) {
        std::free(h);
        return;
    }
    FreeBlock* f = static_cast<FreeBlock*>(p);
    f->next = free_[h->cls];
    free_[h->cls] = f;
}

void* H2MemoryPool::resize(void* p, size_t size)
{
    if (!p)
        return allocate(size);
    if (size == 0) {
        release(p);
        return nullptr;
    }
    const Header* h = headerOf(p);
    const size_t capacity = h->cls == kLarge ? h->size : (h->cls + 1) * kGrain;
    if (h->cls != kLarge && size <= capacity)
        return p;   // still fits its block
    void* q = allocate(size);
    if (!q)
        return nullptr;   // p stays valid, as with realloc
    std::memcpy(q, p, std::min(capacity, size));
    release(p);
    return q;
}

} // namespace bw
