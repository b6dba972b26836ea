#pragma once
// The machine a run is measured on, with the libcurl the engine links.
#include "result/run_result.h"

namespace bw {

// collectEnvironment() (result/environment.h) and the version of the libcurl
// this program runs with (curlVersion). Cached like it; any thread.
Environment runEnvironment();

} // namespace bw
