#!/usr/bin/env bash
# Sanitizer passes over the test suite, each in its own build directory:
#   scripts/sanitize.sh asan   ASan+UBSan build (-DBENCHWORK_SANITIZE=ON), the whole ctest suite
#   scripts/sanitize.sh tsan   TSan build (-DBENCHWORK_TSAN=ON), the threaded tests: engine, run
#                              session, UI controller (the engine-to-UI handoff), target killed mid-run,
#                              transport faults on both engines
#   scripts/sanitize.sh all    both (default)
# Environment: ASAN_BUILD_DIR (default build-asan), TSAN_BUILD_DIR (default
# build-tsan), JOBS (default 2), TSAN_TESTS (test names, space-separated),
# CTEST_ARGS (extra ctest arguments for the ASan pass, e.g. "-R tst_engine").
# Any sanitizer report fails the pass (halt_on_error); the exit status is
# non-zero when a pass failed. Prints how long each step took.
set -euo pipefail

cd "$(dirname "$0")/.."
root=$(pwd)
mode=${1:-all}
case "$mode" in asan|tsan|all) ;; *) echo "usage: scripts/sanitize.sh [asan|tsan|all]" >&2; exit 2;; esac
ASAN_BUILD_DIR=${ASAN_BUILD_DIR:-build-asan}
TSAN_BUILD_DIR=${TSAN_BUILD_DIR:-build-tsan}
JOBS=${JOBS:-2}
TSAN_TESTS=${TSAN_TESTS:-"tst_engine tst_run_session tst_ui_controller tst_fault_target_killed tst_fault_transport"}
export QT_QPA_PLATFORM=offscreen

prefix=()
if [[ "$(uname -s)" == "Darwin" ]]; then
    prefix=(-DCMAKE_PREFIX_PATH="$(brew --prefix qt);$(brew --prefix curl);$(brew --prefix sqlite);$(brew --prefix libmicrohttpd)")
fi

step_start=0
step() { step_start=$(date +%s); echo "sanitize: $*"; }
took() { echo "sanitize: $1 took $(( $(date +%s) - step_start )) s"; }

failed=()

run_asan() {
    step "configure and build $ASAN_BUILD_DIR (ASan+UBSan)"
    cmake -S . -B "$ASAN_BUILD_DIR" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo -DBENCHWORK_SANITIZE=ON "${prefix[@]}" >/dev/null
    cmake --build "$ASAN_BUILD_DIR" -j "$JOBS"
    took "ASan build"
    step "ctest under ASan+UBSan"
    # Children (benchwork-cli, benchwork-target, the fault server) inherit these.
    export ASAN_OPTIONS="detect_leaks=1:halt_on_error=1:abort_on_error=0:detect_stack_use_after_return=0${ASAN_EXTRA:+:$ASAN_EXTRA}"
    export UBSAN_OPTIONS="halt_on_error=1:print_stacktrace=1"
    export LSAN_OPTIONS="suppressions=$root/scripts/lsan.supp:print_suppressions=0"
    # shellcheck disable=SC2086
    if ctest --test-dir "$ASAN_BUILD_DIR" --output-on-failure -j "$JOBS" --timeout 900 ${CTEST_ARGS:-}; then
        took "ASan+UBSan tests"
    else
        took "ASan+UBSan tests (FAILED)"
        failed+=(asan)
    fi
    unset ASAN_OPTIONS UBSAN_OPTIONS LSAN_OPTIONS
}

run_tsan() {
    step "configure and build $TSAN_BUILD_DIR (TSan): $TSAN_TESTS"
    cmake -S . -B "$TSAN_BUILD_DIR" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo -DBENCHWORK_TSAN=ON "${prefix[@]}" >/dev/null
    local targets=(--target benchwork-target) t   # the run-session and controller tests launch it
    for t in $TSAN_TESTS; do targets+=(--target "$t"); done
    cmake --build "$TSAN_BUILD_DIR" -j "$JOBS" "${targets[@]}"
    took "TSan build"
    step "threaded tests under TSan"
    export TSAN_OPTIONS="halt_on_error=1:second_deadlock_stack=1:suppressions=$root/scripts/tsan.supp"
    local regex
    regex="^($(echo "$TSAN_TESTS" | tr -s ' ' '|'))\$"
    if ctest --test-dir "$TSAN_BUILD_DIR" --output-on-failure -R "$regex" --timeout 900; then
        took "TSan tests"
    else
        took "TSan tests (FAILED)"
        failed+=(tsan)
    fi
    unset TSAN_OPTIONS
}

[[ "$mode" == asan || "$mode" == all ]] && run_asan
[[ "$mode" == tsan || "$mode" == all ]] && run_tsan
if (( ${#failed[@]} )); then
    echo "sanitize: FAILED: ${failed[*]}"
    exit 1
fi
echo "sanitize: clean"
