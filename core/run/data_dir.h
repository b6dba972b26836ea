#pragma once
// Finding the files Benchwork ships beside its executables (the bundled
// suites, the documentation), relative to the running executable's folder
// (executableDir()), the way benchwork-target is found. Looked for, in order,
// under
//   <exe>/../share/benchwork  an installed tree (GNUInstallDirs: the Debian
//                             package, Homebrew, cmake --install; the exact
//                             path from bin/ to the data is set at configure
//                             time as BENCHWORK_DATA_FROM_BIN)
//   <exe>/../Resources        a macOS bundle (Contents/MacOS -> Contents/Resources)
//   the source tree           only for executables in the build's own bin
//                             folder (or a bundle inside it), so an installed
//                             copy never reads the tree it was built from.
// The installed data mirrors the source tree's names: resources/suites/...,
// docs/*.md, README.md. Any thread.
#include <string>

namespace bw {

// The absolute path of `relative` ("resources/suites", "docs/gui.md") in
// the first of those places that has it; "" when none has.
std::string findDataPath(const std::string& relative);

// The same search from the executable folder `exeDir` (findDataPath passes
// executableDir(); tests pass the folders of an install-like tree).
std::string findDataPathFrom(const std::string& exeDir, const std::string& relative);

} // namespace bw
