#!/usr/bin/env bash
# Engine efficiency against wrk, measured in one run on this machine.
# nginx serves a small JSON response pinned to core 0; wrk -t1 -c50 and
# benchwork-cli -t1 -c50 run pinned to core 1, alternately, ROUNDS times each,
# DURATION each. For each client: requests/s and client CPU microseconds per
# request (user+sys of the client process from the OS), medians, and the
# ratios against wrk. Also the libcurl path (--engine curl), and beside it
# "libcurl": bench/src/libcurl_floor.cpp, the leanest libcurl multi loop
# (perform + poll, no statistics), built here, showing what libcurl itself
# costs per request on this machine. CPU per request is split into user and
# kernel time, and each ratio is also given paired by round (the median of
# each round's ratio), which a machine drifting between rounds moves less.
# Targets: native CPU/request <= 0.85x wrk, requests/s >= 1.0x wrk; curl <= 12 us.
#   bench/engine-vs-wrk.sh [BUILD_DIR]   (env: ROUNDS=3 DURATION=10)
set -euo pipefail
cd "$(dirname "$0")/.."
source bench/nginx-common.sh
bench_against_nginx "${1:-build}" 3 10 wrk
nginx_start 0
URL="http://127.0.0.1:$NGINX_PORT/json"
FLOOR="$out/libcurl_floor"
c++ -O2 -std=c++17 -o "$FLOOR" bench/src/libcurl_floor.cpp $(pkg-config --cflags --libs libcurl 2>/dev/null || echo -lcurl) \
    || { echo "bench: cannot build bench/src/libcurl_floor.cpp (needs a C++ compiler and libcurl headers)" >&2; exit 2; }

# run_client NAME CMD... : one round of a client on core 1 (nginx-common.sh)
run_client() { local name=$1; shift; client_round 1 "$out" "$name" wrk "$@"; }

echo "nginx pinned to core 0, clients pinned to core 1, -t1 -c50, ${DURATION}s, $ROUNDS rounds"
for round in $(seq "$ROUNDS"); do
    run_client wrk wrk -t1 -c50 -d"${DURATION}s" "$URL"
    run_client native "$CLI" run --no-save -q -t1 -c50 -d"${DURATION}s" --engine native "$URL"
    run_client curl "$CLI" run --no-save -q -t1 -c50 -d"${DURATION}s" --engine curl "$URL"
    run_client libcurl "$FLOOR" "$URL" 50 "$DURATION"
done

med() { awk -v c="$2" '{print $c}' "$out/$1" | median; }
# paired NAME COLUMN : the median over rounds of NAME's figure over wrk's in
# the same round (they ran back to back: a machine drifting between rounds
# moves both)
paired() { paste "$out/$1" "$out/wrk" | awk -v c="$2" '{ if ($(4 + c) > 0) print $c / $(4 + c) }' | median; }
w_rps=$(med wrk 1); w_us=$(med wrk 2)
c_us=$(med curl 2); f_us=$(med libcurl 2)
echo
echo "medians             req/s   us/request   user kernel   req/s vs wrk   CPU/request vs wrk   (paired by round)"
printf "  wrk          %10.0f   %10.2f %6.2f %6.2f\n" "$w_rps" "$w_us" "$(med wrk 3)" "$(med wrk 4)"
for n in native curl libcurl; do
    printf "  %-12s %10.0f   %10.2f %6.2f %6.2f   %10.2fx   %16.2fx   %.2fx / %.2fx\n" "$n" "$(med $n 1)" "$(med $n 2)" \
        "$(med $n 3)" "$(med $n 4)" "$(awk -v a="$(med $n 1)" -v b="$w_rps" 'BEGIN{print a/b}')" \
        "$(awk -v a="$(med $n 2)" -v b="$w_us" 'BEGIN{print a/b}')" "$(paired $n 1)" "$(paired $n 2)"
done
printf "  curl path vs bare libcurl loop: %.2fx CPU/request\n" "$(awk -v a="$c_us" -v b="$f_us" 'BEGIN{print a/b}')"
echo "  (kernel: the loopback TCP both clients must drive; user: the client's own code and libraries)"
echo "targets: native CPU/request <= 0.85x wrk and req/s >= 1.0x wrk; curl <= 12 us/request"
