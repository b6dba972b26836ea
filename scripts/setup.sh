#!/usr/bin/env bash
# One command from a fresh clone:
#   scripts/setup.sh run    install dependencies, build, start the app on the built-in demo target
#   scripts/setup.sh test   install dependencies, build, run the whole test suite
#   scripts/setup.sh build  install dependencies and build only
# BUILD_DIR (default: build) and JOBS (default: number of cores) can be set.
set -euo pipefail

cd "$(dirname "$0")/.."
mode=${1:-run}
case "$mode" in run|test|build) ;; *) echo "usage: scripts/setup.sh run|test|build" >&2; exit 2;; esac
BUILD_DIR=${BUILD_DIR:-build}
JOBS=${JOBS:-$( (nproc || sysctl -n hw.ncpu) 2>/dev/null || echo 2)}

scripts/install-deps.sh

prefix=()
if [[ "$(uname -s)" == "Darwin" ]]; then
    prefix=(-DCMAKE_PREFIX_PATH="$(brew --prefix qt);$(brew --prefix curl);$(brew --prefix sqlite);$(brew --prefix libmicrohttpd)")
fi
cmake -S . -B "$BUILD_DIR" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo "${prefix[@]}"
cmake --build "$BUILD_DIR" -j "$JOBS"

case "$mode" in
run)
    exec "$BUILD_DIR/bin/benchwork"
    ;;
test)
    # the GUI tests use Qt's offscreen platform; no display needed
    export QT_QPA_PLATFORM=offscreen
    ctest --test-dir "$BUILD_DIR" --output-on-failure -j "$JOBS" --timeout 600
    ;;
esac
