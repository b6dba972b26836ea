#pragma once
// The memory nghttp2 allocates for a worker's HTTP/2 sessions: streams,
// frames waiting to go out, header blocks, HPACK table entries. A session
// allocates and frees a dozen small blocks per request; glibc's malloc spent
// about a tenth of the client's user-space instructions on them (h2load links
// jemalloc for the same reason). This pool keeps freed blocks on per-size
// free lists and carves new ones from 64 KiB arenas, so the common case is a
// pointer pop. Blocks above kLargest go to malloc.
//
// One pool per worker: every session using it runs on that worker's thread
// (no locking) and must be deleted before the pool. Memory is returned to
// the system when the pool is destroyed; until then it stays at the peak
// the sessions needed.
//
// Under AddressSanitizer the pool hands nghttp2 the plain allocator
// (mem() returns null), so nghttp2's use of its memory stays checked.
#include <nghttp2/nghttp2.h>

#include <cstddef>
#include <cstdint>
#include <vector>

namespace bw {

class H2MemoryPool {
public:
    static constexpr size_t kGrain = 16;       // size classes: multiples of 16 bytes ...
    static constexpr size_t kLargest = 1024;   // ... up to this; larger blocks come from malloc
    static constexpr size_t kArenaBytes = 64 * 1024;

    H2MemoryPool();
    ~H2MemoryPool();
    H2MemoryPool(const H2MemoryPool&) = delete;
    H2MemoryPool& operator=(const H2MemoryPool&) = delete;

    // For nghttp2_session_client_new3(); null: nghttp2's own allocator.
    nghttp2_mem* mem();

    void* allocate(size_t size);
    void release(void* p);
    void* resize(void* p, size_t size);

    // What the pool holds: arena bytes taken from the system, and blocks
    // handed out now (pooled and large).
    size_t arenaBytes() const { return arenas_.size() * kArenaBytes; }
    size_t blocksInUse() const { return inUse_; }

private:
    static constexpr size_t kClasses = kLargest / kGrain;
    struct FreeBlock {
        FreeBlock* next;
    };
    void* carve(size_t cls);

    nghttp2_mem mem_{};
    FreeBlock* free_[kClasses] = {};
    std::vector<char*> arenas_;
    char* arenaPos_ = nullptr;
    char* arenaEnd_ = nullptr;
    size_t inUse_ = 0;
};

} // namespace bw
