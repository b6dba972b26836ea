#pragma once
// What the Run bar says while a run prepares: what it waits for ("Starting…
// waiting for http://127.0.0.1:3000/health", "… for 127.0.0.1:8080 to accept
// connections", "… for the demo target's listening line"). Translated.
//
// Threads: UI thread (it reads the installed translators).
#include "run/target_spec.h"

#include <QString>

namespace bwui {

// For a run of `target` against `url` (a launched target's readiness, as the
// core's bw::launchReadiness() decides it).
QString preparingText(const bw::TargetSpec& target, const std::string& url);
// While the window's demo target is still starting.
QString demoStartingText();

} // namespace bwui
