#!/usr/bin/env bash
# Engine efficiency against wrk, measured in one run on this machine.
# nginx serves a small JSON response pinned to core 0; wrk -t1 -c50 and
# benchwork-cli -t1 -c50 run pinned to core 1, alternately, ROUNDS times each,
# DURATION each. For each client: requests/s and client CPU microseconds per
# request (user+sys of the client process from the OS), medians, and the
# ratios against wrk. Also the libcurl path (--engine curl), and beside it
# "libcurl": bench/src/libcurl_floor.cpp, the leanest libcurl multi loop
# (perform + poll, no statistics), built here, showing what libcurl itself
# costs per request on this machine.
# Targets: native CPU/request <= 0.85x wrk, requests/s >= 1.0x wrk; curl <= 12 us.
#   bench/engine-vs-wrk.sh [BUILD_DIR]   (env: ROUNDS=3 DURATION=10)
set -euo pipefail
cd "$(dirname "$0")/.."
BUILD=${1:-build}
CLI="$BUILD/bin/benchwork-cli"
ROUNDS=${ROUNDS:-3}
DURATION=${DURATION:-10}
[[ -x "$CLI" ]] || { echo "bench: $CLI not built (scripts/setup.sh build)" >&2; exit 2; }
if ! command -v wrk >/dev/null || ! command -v nginx >/dev/null || ! command -v taskset >/dev/null; then
    echo "bench: installing wrk, nginx and taskset (scripts/install-deps.sh bench)"
    scripts/install-deps.sh bench
fi
[[ $(nproc) -ge 2 ]] || { echo "bench: needs 2 cores (server on one, client on the other)" >&2; exit 2; }
source bench/nginx-common.sh
trap nginx_stop EXIT
nginx_start 0
URL="http://127.0.0.1:$NGINX_PORT/json"
out=$(mktemp -d)
FLOOR="$out/libcurl_floor"
c++ -O2 -std=c++17 -o "$FLOOR" bench/src/libcurl_floor.cpp $(pkg-config --cflags --libs libcurl 2>/dev/null || echo -lcurl) \
    || { echo "bench: cannot build bench/src/libcurl_floor.cpp (needs a C++ compiler and libcurl headers)" >&2; exit 2; }

# run_client NAME CMD... : appends "rps us_per_req" to $out/NAME
run_client() {
    local name=$1; shift
    local log="$out/$name.log" tf="$out/$name.time"
    TIMEFORMAT='%U %S'
    { time taskset -c 1 "$@" > "$log" 2>&1 ; } 2> "$tf"
    local cpu rps reqs
    cpu=$(awk '{print $1 + $2}' "$tf")
    rps=$(awk '/^Requests\/sec:/ {print $2}' "$log")
    reqs=$(awk '/requests in/ {gsub(",", "", $1); print $1; exit}' "$log")
    if [[ -z "$rps" || -z "$reqs" || "$reqs" == 0 ]]; then
        echo "bench: $name produced no result:"; cat "$log"; exit 1
    fi
    local us
    us=$(awk -v c="$cpu" -v n="$reqs" 'BEGIN {printf "%.3f", c * 1e6 / n}')
    echo "$rps $us" >> "$out/$name"
    printf "  %-8s round %d: %10.0f req/s  %6.2f us/request\n" "$name" "$round" "$rps" "$us"
}

echo "nginx pinned to core 0, clients pinned to core 1, -t1 -c50, ${DURATION}s, $ROUNDS rounds"
for round in $(seq "$ROUNDS"); do
    run_client wrk wrk -t1 -c50 -d"${DURATION}s" "$URL"
    run_client native "$CLI" run --no-save -q -t1 -c50 -d"${DURATION}s" --engine native "$URL"
    run_client curl "$CLI" run --no-save -q -t1 -c50 -d"${DURATION}s" --engine curl "$URL"
    run_client libcurl "$FLOOR" "$URL" 50 "$DURATION"
done

med() { awk -v c="$2" '{print $c}' "$out/$1" | median; }
w_rps=$(med wrk 1); w_us=$(med wrk 2)
n_rps=$(med native 1); n_us=$(med native 2)
c_rps=$(med curl 1); c_us=$(med curl 2)
f_rps=$(med libcurl 1); f_us=$(med libcurl 2)
echo
echo "medians             req/s   us/request   req/s vs wrk   CPU/request vs wrk"
printf "  wrk          %10.0f   %10.2f\n" "$w_rps" "$w_us"
printf "  native       %10.0f   %10.2f   %10.2fx   %10.2fx\n" "$n_rps" "$n_us" "$(awk -v a="$n_rps" -v b="$w_rps" 'BEGIN{print a/b}')" "$(awk -v a="$n_us" -v b="$w_us" 'BEGIN{print a/b}')"
printf "  curl         %10.0f   %10.2f   %10.2fx   %10.2fx\n" "$c_rps" "$c_us" "$(awk -v a="$c_rps" -v b="$w_rps" 'BEGIN{print a/b}')" "$(awk -v a="$c_us" -v b="$w_us" 'BEGIN{print a/b}')"
printf "  libcurl      %10.0f   %10.2f   %10.2fx   %10.2fx\n" "$f_rps" "$f_us" "$(awk -v a="$f_rps" -v b="$w_rps" 'BEGIN{print a/b}')" "$(awk -v a="$f_us" -v b="$w_us" 'BEGIN{print a/b}')"
printf "  curl path vs bare libcurl loop: %.2fx CPU/request\n" "$(awk -v a="$c_us" -v b="$f_us" 'BEGIN{print a/b}')"
echo "targets: native CPU/request <= 0.85x wrk and req/s >= 1.0x wrk; curl <= 12 us/request"
rm -rf "$out"
