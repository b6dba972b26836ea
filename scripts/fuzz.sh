#!/usr/bin/env bash
# Runs the libFuzzer targets (tests/fuzz) one after another, each for a
# bounded time, starting from the seed corpus in tests/fuzz/corpus.
#
#   scripts/fuzz.sh [DURATION] [TARGET...]
#     DURATION  per target: seconds, or 90s / 10m / 1h (default 5m)
#     TARGET    fuzz_http1_parser fuzz_h2_session fuzz_h3_session fuzz_import_wrk fuzz_import_k6 fuzz_import_oha
#               fuzz_import_auto fuzz_suite_parser (default: every one built)
#
# Builds with clang in FUZZ_BUILD_DIR (default build-fuzz). The corpus grows
# in FUZZ_BUILD_DIR/fuzz-corpus/TARGET (kept between runs; the seeds in the
# source tree are never written); a crashing input is saved as
# FUZZ_BUILD_DIR/fuzz-artifacts/TARGET-crash-... and makes the exit status 1.
# Prints executions, coverage and time per target.
set -euo pipefail

cd "$(dirname "$0")/.."
root=$(pwd)
FUZZ_BUILD_DIR=${FUZZ_BUILD_DIR:-build-fuzz}
JOBS=${JOBS:-2}

die() { echo "fuzz: $*" >&2; exit 2; }

duration=${1:-5m}
shift || true
case "$duration" in
    *h) seconds=$(( ${duration%h} * 3600 )) ;;
    *m) seconds=$(( ${duration%m} * 60 )) ;;
    *s) seconds=${duration%s} ;;
    *) seconds=$duration ;;
esac
[[ "$seconds" =~ ^[0-9]+$ && "$seconds" -gt 0 ]] || die "DURATION must look like 20, 90s, 10m or 1h; got '$duration'"

corpus_of() {
    case "$1" in
        fuzz_http1_parser) echo http1 ;;
        fuzz_h2_session) echo h2 ;;
        fuzz_h3_session) echo h3 ;;
        fuzz_import_wrk) echo wrk ;;
        fuzz_import_k6) echo k6 ;;
        fuzz_import_oha) echo oha ;;
        fuzz_import_auto) echo auto ;;
        fuzz_suite_parser) echo suite ;;
        *) return 1 ;;
    esac
}

start=$(date +%s)
if [[ ! -f "$FUZZ_BUILD_DIR/CMakeCache.txt" ]]; then
    CC=${CC:-clang} CXX=${CXX:-clang++} cmake -S . -B "$FUZZ_BUILD_DIR" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo \
        -DBENCHWORK_FUZZ=ON >/dev/null
fi
cmake --build "$FUZZ_BUILD_DIR" -j "$JOBS" --target benchwork_fuzzers
echo "fuzz: build took $(( $(date +%s) - start )) s"

targets=("$@")
if (( ${#targets[@]} == 0 )); then
    for t in fuzz_http1_parser fuzz_h2_session fuzz_h3_session fuzz_import_wrk fuzz_import_k6 fuzz_import_oha fuzz_import_auto fuzz_suite_parser; do
        [[ -x "$FUZZ_BUILD_DIR/bin/$t" ]] && targets+=("$t")
    done
fi
(( ${#targets[@]} )) || die "no fuzz targets in $FUZZ_BUILD_DIR/bin (is the compiler clang?)"

artifacts="$FUZZ_BUILD_DIR/fuzz-artifacts"
mkdir -p "$artifacts"
crashed=()
summary=()
for t in "${targets[@]}"; do
    seeds=$(corpus_of "$t") || die "unknown target '$t'"
    [[ -x "$FUZZ_BUILD_DIR/bin/$t" ]] || die "$t was not built"
    work="$FUZZ_BUILD_DIR/fuzz-corpus/$t"
    mkdir -p "$work"
    log="$FUZZ_BUILD_DIR/fuzz-$t.log"
    t0=$(date +%s)
    status=0
    "$FUZZ_BUILD_DIR/bin/$t" -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
        -artifact_prefix="$artifacts/$t-" "$work" "$root/tests/fuzz/corpus/$seeds" >"$log" 2>&1 || status=$?
    took=$(( $(date +%s) - t0 ))
    execs=$(awk '/stat::number_of_executed_units/ {print $NF}' "$log")
    cov=$(grep -Eo 'cov: [0-9]+' "$log" | tail -1 | cut -d' ' -f2)
    line=$(printf '%-20s %5d s  %10s runs  cov %5s  corpus %5d files' "$t" "$took" "${execs:-?}" "${cov:-?}" \
        "$(find "$work" -type f | wc -l)")
    if (( status != 0 )); then
        line+="  CRASH (exit $status, see $log)"
        crashed+=("$t")
        grep -E 'ERROR|runtime error|SUMMARY|Test unit written' "$log" | head -8 | sed 's/^/    /'
    fi
    echo "fuzz: $line"
    summary+=("$line")
done
echo "fuzz: summary"
printf '  %s\n' "${summary[@]}"
echo "fuzz: total $(( $(date +%s) - start )) s"
if (( ${#crashed[@]} )); then
    echo "fuzz: crashes in: ${crashed[*]} (inputs in $artifacts)"
    exit 1
fi
