#pragma once
// What machine a run was measured on: OS, kernel, CPU, memory, versions.
#include "result/run_result.h"

namespace bw {

// Fills every field of Environment but the libcurl version (the engine's
// library: runEnvironment(), run/run_environment.h, adds it; the history
// side links no libcurl). The first call reads the OS (files, sysctl); the
// result is cached, so later calls are a copy. Thread-safe: may be called
// from any thread. Fields the OS does not tell are left empty / 0.
Environment collectEnvironment();

} // namespace bw
