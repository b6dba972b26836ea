#!/usr/bin/env bash
# Sanitizer passes over the test suite, each in its own build directory:
#   scripts/sanitize.sh asan   ASan+UBSan build (-DBENCHWORK_SANITIZE=ON), the whole ctest suite
#   scripts/sanitize.sh tsan   TSan build (-DBENCHWORK_TSAN=ON), the threaded tests: engine, run
#                              session, UI controller (the engine-to-UI handoff), target killed mid-run,
#                              transport faults on both engines, the history read in parts on two
#                              threads (the window's filters, `history list`)
#   scripts/sanitize.sh all    both (default)
# The ASan+UBSan build is compiled by clang when clang and its sanitizer
# runtime are installed (scripts/install-deps.sh fuzz: clang-14,
# libclang-rt-14-dev): GCC 12 compiles with ASan and UBSan at half clang's
# speed (one unity batch of core: 63 to 82 s against 29 to 32 s), and the
# ASan build was the longest step of CI. Without clang, or with ASAN_CXX=g++
# (ASAN_CC for C), or with CXX set, the default compiler; a build directory keeps the
# compiler it was configured with. The TSan build keeps the default
# compiler (GCC).
# Environment: ASAN_BUILD_DIR (default build-asan), TSAN_BUILD_DIR (default
# build-tsan), JOBS (default 2), TSAN_TESTS (test names, space-separated),
# CTEST_ARGS (extra ctest arguments for the ASan pass, e.g. "-R tst_engine").
# Sanitizer reports are written to files (<build dir>/sanitizer-reports) as
# well as failing the test that hit them (halt_on_error). A test that fails
# gets one more try (a sanitizer build is slow, and the machine may be
# shared), but any report file at all fails the pass, so a retry can never
# hide a finding: the reports are printed at the end. The exit status is
# non-zero when a pass failed. Prints how long each step took.
set -euo pipefail

cd "$(dirname "$0")/.."
root=$(pwd)
mode=${1:-all}
case "$mode" in asan|tsan|all) ;; *) echo "usage: scripts/sanitize.sh [asan|tsan|all]" >&2; exit 2;; esac
ASAN_BUILD_DIR=${ASAN_BUILD_DIR:-build-asan}
TSAN_BUILD_DIR=${TSAN_BUILD_DIR:-build-tsan}
JOBS=${JOBS:-2}
TSAN_TESTS=${TSAN_TESTS:-"tst_engine tst_engine_tls tst_run_session tst_ui_controller tst_fault_target_killed tst_fault_transport tst_history_index tst_history_cli"}
export QT_QPA_PLATFORM=offscreen

# -O1 -g1: line tables for the reports at a third of RelWithDebInfo's compile
# time, and no NDEBUG, so assertions are checked too.
flags=(-DCMAKE_BUILD_TYPE=RelWithDebInfo "-DCMAKE_CXX_FLAGS_RELWITHDEBINFO=-O1 -g1" "-DCMAKE_C_FLAGS_RELWITHDEBINFO=-O1 -g1")

step_start=0
step() { step_start=$(date +%s); echo "sanitize: $*"; }
took() { echo "sanitize: $1 took $(( $(date +%s) - step_start )) s"; }

failed=()

# fresh_reports DIR: an empty report folder; check_reports DIR NAME: prints
# every report in it and returns 1 if there was any.
fresh_reports() { rm -rf "$1"; mkdir -p "$1"; }
check_reports() {
    local dir=$1 name=$2 f n
    n=$(find "$dir" -type f | wc -l)
    (( n == 0 )) && { echo "sanitize: $name: no sanitizer reports"; return 0; }
    echo "sanitize: $name: $n sanitizer report(s):"
    for f in "$dir"/*; do
        echo "---- $f"
        head -n 120 "$f"
    done
    return 1
}
# end_pass OK DIR NAME KEY: closes a pass whose ctest passed when OK is 1:
# prints the reports in DIR and its time; a failed test or any report adds
# KEY to the failures.
end_pass() {
    local ok=$1 dir=$2 name=$3 key=$4
    check_reports "$dir" "$name" || ok=0
    if (( ok )); then
        took "$name tests"
    else
        took "$name tests (FAILED)"
        failed+=("$key")
    fi
}

# asan_compilers: prints "CC CXX" for a new ASan build: ASAN_CC/ASAN_CXX
# when given, else the first clang that links a program with both
# sanitizers, else nothing (the default compiler).
asan_compilers() {
    if [[ -n "${ASAN_CXX:-}" ]]; then
        local cc=${ASAN_CC:-}
        if [[ -z "$cc" ]]; then
            case "$ASAN_CXX" in
                *clang++*) cc=${ASAN_CXX/clang++/clang} ;;
                *g++*) cc=${ASAN_CXX/g++/gcc} ;;
                *) cc=cc ;;
            esac
        fi
        echo "$cc $ASAN_CXX"
        return
    fi
    [[ -n "${CXX:-}" ]] && return   # the caller's compiler
    local v probe
    probe=$(mktemp -d)
    for v in "" -14; do
        if command -v "clang++$v" >/dev/null 2>&1 && command -v "clang$v" >/dev/null 2>&1 &&
            echo 'int main() { return 0; }' | "clang++$v" -x c++ -fsanitize=address,undefined -o "$probe/a" - 2>/dev/null; then
            echo "clang$v clang++$v"
            break
        fi
    done
    rm -rf "$probe"
}

run_asan() {
    step "configure and build $ASAN_BUILD_DIR (ASan+UBSan)"
    local compilers=()
    if [[ ! -f "$ASAN_BUILD_DIR/CMakeCache.txt" ]]; then
        read -r -a compilers <<<"$(asan_compilers)"
        if (( ${#compilers[@]} == 2 )); then
            echo "sanitize: ASan+UBSan build compiled by ${compilers[1]}"
            compilers=("-DCMAKE_C_COMPILER=${compilers[0]}" "-DCMAKE_CXX_COMPILER=${compilers[1]}")
        elif [[ -n "${CXX:-}" ]]; then
            echo "sanitize: ASan+UBSan build compiled by $CXX (CXX)"
            compilers=()
        else
            echo "sanitize: ASan+UBSan build compiled by the default compiler (no clang with its sanitizer runtime: scripts/install-deps.sh fuzz)"
            compilers=()
        fi
    fi
    cmake -S . -B "$ASAN_BUILD_DIR" -G Ninja "${flags[@]}" "${compilers[@]}" -DBENCHWORK_SANITIZE=ON >/dev/null
    cmake --build "$ASAN_BUILD_DIR" -j "$JOBS"
    took "ASan build"
    step "ctest under ASan+UBSan"
    # Children (benchwork-cli, benchwork-target, the fault server) inherit these.
    local reports
    reports="$(cd "$ASAN_BUILD_DIR" && pwd)/sanitizer-reports"
    fresh_reports "$reports"
    export ASAN_OPTIONS="detect_leaks=1:halt_on_error=1:abort_on_error=0:detect_stack_use_after_return=0:log_path=$reports/asan${ASAN_EXTRA:+:$ASAN_EXTRA}"
    export UBSAN_OPTIONS="halt_on_error=1:print_stacktrace=1:log_path=$reports/ubsan"
    export LSAN_OPTIONS="suppressions=$root/scripts/lsan.supp:print_suppressions=0"
    local ok=1
    # shellcheck disable=SC2086
    ctest --test-dir "$ASAN_BUILD_DIR" --output-on-failure -j "$JOBS" --timeout 900 --repeat until-pass:2 ${CTEST_ARGS:-} || ok=0
    end_pass "$ok" "$reports" "ASan+UBSan" asan
    unset ASAN_OPTIONS UBSAN_OPTIONS LSAN_OPTIONS
}

run_tsan() {
    step "configure and build $TSAN_BUILD_DIR (TSan): $TSAN_TESTS"
    cmake -S . -B "$TSAN_BUILD_DIR" -G Ninja "${flags[@]}" -DBENCHWORK_TSAN=ON -DBENCHWORK_TEST_GROUPS=OFF >/dev/null
    local targets=(--target benchwork-target) t   # the run-session and controller tests launch it
    for t in $TSAN_TESTS; do targets+=(--target "$t"); done
    cmake --build "$TSAN_BUILD_DIR" -j "$JOBS" "${targets[@]}"
    took "TSan build"
    step "threaded tests under TSan"
    local reports regex ok=1 probe
    # GCC 12's TSan cannot start on kernels with more mmap randomness than it
    # knows (vm.mmap_rnd_bits > 28): that is the machine, not a finding.
    probe=$("$TSAN_BUILD_DIR/bin/tst_engine" tst_engine -functions 2>&1 >/dev/null || true)
    if grep -q "unexpected memory mapping" <<<"$probe"; then
        echo "sanitize: TSan cannot run on this kernel (vm.mmap_rnd_bits=$(cat /proc/sys/vm/mmap_rnd_bits 2>/dev/null)); TSan pass skipped"
        took "TSan (skipped)"
        return 0
    fi
    reports="$(cd "$TSAN_BUILD_DIR" && pwd)/sanitizer-reports"
    fresh_reports "$reports"
    export TSAN_OPTIONS="halt_on_error=1:second_deadlock_stack=1:suppressions=$root/scripts/tsan.supp:log_path=$reports/tsan"
    regex="^($(echo "$TSAN_TESTS" | tr -s ' ' '|'))\$"
    ctest --test-dir "$TSAN_BUILD_DIR" --output-on-failure -j "$JOBS" -R "$regex" --timeout 900 --repeat until-pass:2 || ok=0
    end_pass "$ok" "$reports" "TSan" tsan
    unset TSAN_OPTIONS
}

[[ "$mode" == asan || "$mode" == all ]] && run_asan
[[ "$mode" == tsan || "$mode" == all ]] && run_tsan
if (( ${#failed[@]} )); then
    echo "sanitize: FAILED: ${failed[*]}"
    exit 1
fi
echo "sanitize: clean"
