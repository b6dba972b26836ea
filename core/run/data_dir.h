#pragma once
// Finding the files Benchwork ships beside its executables (the bundled
// suites, the documentation), the way benchwork-target is found: relative
// to executableDir(). Looked for, in order, under
//   <exe>/../share/benchwork/   (an installed tree)
//   <exe>/.. and <exe>/../..    (a build folder inside the source tree)
//   the source tree this binary was built from (a build folder elsewhere).
// Any thread.
#include <string>

namespace bw {

// The absolute path of `relative` ("resources/suites", "docs/gui.md") in
// the first of those places that has it; "" when none has.
std::string findDataPath(const std::string& relative);

} // namespace bw
