#include "worker_recorder.h"

#include "engine/loop/mono_clock.h"

namespace bw {

uint64_t WorkerRecorder::threadCpuNow() { return threadCpuNs(); }

} // namespace bw
