#!/usr/bin/env bash
# One command from a fresh clone:
#   scripts/setup.sh run    install dependencies, build, start the app on the built-in demo target
#                           (without a display: a short headless demo run with benchwork-cli)
#   scripts/setup.sh run journey
#                           the same, loading the bundled user journey (resources/flows/journey.json,
#                           docs/flows.md) against the demo target's journey routes
#   scripts/setup.sh test   install dependencies, build, run the whole test suite, then
#                           check the package list against the build (scripts/check-deps.sh)
#   scripts/setup.sh build  install dependencies and build only
# BUILD_DIR (default: build) and JOBS (default: number of cores) can be set.
set -euo pipefail

cd "$(dirname "$0")/.."
mode=${1:-run}
case "$mode" in run|test|build) ;; *) echo "usage: scripts/setup.sh run [journey]|test|build" >&2; exit 2;; esac
example=()
case "${2:-}" in
    "") ;;
    journey) [[ "$mode" == run ]] || { echo "usage: scripts/setup.sh run journey" >&2; exit 2; }
             example=(--demo --mix resources/flows/journey.json) ;;
    *) echo "usage: scripts/setup.sh run [journey]|test|build" >&2; exit 2 ;;
esac
BUILD_DIR=${BUILD_DIR:-build}
JOBS=${JOBS:-$( (nproc || sysctl -n hw.ncpu) 2>/dev/null || echo 2)}

scripts/install-deps.sh

# (macOS: CMake finds Homebrew's prefix and keg-only formulae itself,
# cmake/BenchworkHomebrew.cmake)
cmake -S . -B "$BUILD_DIR" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo
if [[ "$mode" == run ]]; then
    # Only what it runs: the window, the CLI and the demo target (and their
    # libraries), not the ~110 test programs.
    cmake --build "$BUILD_DIR" -j "$JOBS" --target benchwork benchwork-cli benchwork-target
else
    cmake --build "$BUILD_DIR" -j "$JOBS"
fi

case "$mode" in
run)
    # Linux without a display (SSH, CI, a server) and no platform chosen: the
    # window cannot open, so do the same job headless.
    if [[ "$(uname -s)" != "Darwin" && -z "${DISPLAY:-}" && -z "${WAYLAND_DISPLAY:-}" && -z "${QT_QPA_PLATFORM:-}" ]]; then
        echo "setup: no display here (DISPLAY and WAYLAND_DISPLAY are unset), so no window: a 5-second run on the demo target with benchwork-cli instead"
        "$BUILD_DIR/bin/benchwork-cli" run --demo -d 5s "${example[@]:1}"
        echo
        echo "setup: to see the window, run this on a desktop (or with X forwarding: ssh -X): $BUILD_DIR/bin/benchwork"
        exit 0
    fi
    if [[ "$(uname -s)" == "Darwin" ]]; then
        exec "$BUILD_DIR/bin/Benchwork.app/Contents/MacOS/Benchwork" "${example[@]}"   # the app bundle (app/gui/CMakeLists.txt)
    fi
    exec "$BUILD_DIR/bin/benchwork" "${example[@]}"
    ;;
test)
    # the GUI tests use Qt's offscreen platform; no display needed
    export QT_QPA_PLATFORM=offscreen
    rc=0
    ctest --test-dir "$BUILD_DIR" --output-on-failure -j "$JOBS" --timeout 600 || rc=$?
    # the package list must hold on a fresh machine, not just on this one
    # (checked whatever the tests said; skipped with a message on macOS)
    scripts/check-deps.sh "$BUILD_DIR" || { ((rc)) || rc=1; }
    exit "$rc"
    ;;
esac
