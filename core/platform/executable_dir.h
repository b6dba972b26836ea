#pragma once
// The folder holding the running executable (to find benchwork-target beside
// benchwork and benchwork-cli). Any thread.
#include <string>

namespace bw {
std::string executableDir();
}
