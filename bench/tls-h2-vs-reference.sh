#!/usr/bin/env bash
# HTTPS and h2 (both native) against the reference clients, in one
# run on this machine. nginx with TLS (a self-signed RSA 2048 certificate made
# into a temp dir) and http2 serves a small JSON response pinned to core 1;
# each client runs pinned to core 0 with 50 connections for DURATION,
# alternately (A B A B), ROUNDS times. For each client: requests/s and client
# CPU microseconds per request (user+sys of the client process from the OS),
# medians, and the ratios against the reference client, also paired by round
# (the median of each round's ratio). CPU per request is split into user and
# kernel time: the kernel's part is the loopback TCP both clients drive.
#   HTTPS/1.1: benchwork-cli (native TLS, and --engine curl beside it) vs wrk.
#   HTTP/2:    h2_part below (benchwork-cli --http2 --streams 1|10 vs h2load -m1 / -m10).
# Targets: HTTPS/1.1 req/s >= 1.0x wrk when server-bound, CPU/request <= 0.9x wrk;
#          HTTP/2 req/s >= 1.0x h2load, CPU/request <= 0.9x h2load, at -m1 and -m10.
#   bench/tls-h2-vs-reference.sh [BUILD_DIR]   (env: ROUNDS=3 DURATION=8 CONNS=50)
set -euo pipefail
cd "$(dirname "$0")/.."
source bench/nginx-common.sh
bench_cli "${1:-build}"
bench_require wrk nginx taskset openssl
bench_two_cores
ROUNDS=${ROUNDS:-3}
DURATION=${DURATION:-8}
CONNS=${CONNS:-50}

TLS_PORT=${TLS_PORT:-18443}
out=$(mktemp -d)
stop() {
    nginx_stop
    rm -rf "$out"
}
trap stop EXIT
nginx_h2_start 1 "$TLS_PORT"
URL="https://127.0.0.1:$TLS_PORT/json"

# run_client NAME PARSER CMD... : one round of a client on core 0 (nginx-common.sh).
# PARSER: wrk (benchwork-cli prints the same lines) or h2load.
run_client() { client_round 0 "$out" "$@"; }

med() { awk -v c="$2" '{print $c}' "$out/$1" | median; }
ratio() { awk -v a="$1" -v b="$2" 'BEGIN{printf "%.2f", (b > 0 ? a / b : 0)}'; }
# paired NAME REFERENCE COLUMN : the median over rounds of NAME's figure over
# REFERENCE's in the same round (they ran back to back, so a machine that
# drifts between rounds moves both)
paired() {
    paste "$out/$1" "$out/$2" | awk -v c="$3" -v w="$(awk 'NR == 1 {print NF}' "$out/$1")" \
        '{ if ($(w + c) > 0) print $c / $(w + c) }' | median
}
# report REFERENCE NAME... : medians and ratios against REFERENCE. CPU per
# request is split into user and kernel time: the kernel's share (loopback
# TCP, TLS records through the socket) is work both clients must have done.
report() {
    local ref=$1; shift
    local r_rps r_us
    r_rps=$(med "$ref" 1); r_us=$(med "$ref" 2)
    printf "  %-12s %10s   %10s %6s %6s   %12s   %18s   %s\n" "client" "req/s" "us/request" "user" "kernel" \
        "req/s vs $ref" "CPU/request vs $ref" "(paired by round)"
    printf "  %-12s %10.0f   %10.2f %6.2f %6.2f\n" "$ref" "$r_rps" "$r_us" "$(med "$ref" 3)" "$(med "$ref" 4)"
    local n
    for n in "$@"; do
        printf "  %-12s %10.0f   %10.2f %6.2f %6.2f   %11sx   %17sx   %.2fx / %.2fx\n" "$n" "$(med "$n" 1)" "$(med "$n" 2)" \
            "$(med "$n" 3)" "$(med "$n" 4)" "$(ratio "$(med "$n" 1)" "$r_rps")" "$(ratio "$(med "$n" 2)" "$r_us")" \
            "$(paired "$n" "$ref" 1)" "$(paired "$n" "$ref" 2)"
    done
}

https_part() {
    echo "HTTPS/1.1: nginx (TLS, RSA 2048) on core 1, clients on core 0, -c$CONNS, ${DURATION}s, $ROUNDS rounds"
    for round in $(seq "$ROUNDS"); do
        run_client wrk wrk wrk -t1 -c"$CONNS" -d"${DURATION}s" "$URL"
        run_client native wrk "$CLI" run --no-save -q -k -t1 -c"$CONNS" -d"${DURATION}s" --engine native "$URL"
        run_client curl wrk "$CLI" run --no-save -q -k -t1 -c"$CONNS" -d"${DURATION}s" --engine curl "$URL"
    done
    echo
    echo "HTTPS/1.1 medians"
    report wrk native curl
    echo "targets: native req/s >= 1.0x wrk (when server-bound), CPU/request <= 0.9x wrk"
}

# HTTP/2 (h2 over TLS by ALPN against the same nginx, which serves http2 on
# its TLS port): benchwork-cli --http2 (the native transport) against h2load,
# at -m1 and -m10 (--streams 1 / 10), alternately, ROUNDS rounds, medians.
h2_part() {
    echo
    if ! command -v h2load >/dev/null; then
        echo "HTTP/2: h2load is missing (scripts/install-deps.sh bench): not measured"
        return
    fi
    echo "HTTP/2 (h2 by ALPN): nginx on core 1, clients on core 0, -c$CONNS, -m1 and -m10, ${DURATION}s, $ROUNDS rounds"
    for round in $(seq "$ROUNDS"); do
        for m in 1 10; do
            run_client "h2load-m$m" h2load h2load -t1 -c"$CONNS" -m"$m" -D "$DURATION" "$URL"
            run_client "native-m$m" wrk "$CLI" run --no-save -q -k -t1 -c"$CONNS" -d"${DURATION}s" \
                --http2 --streams "$m" --engine native "$URL"
        done
    done
    echo
    echo "HTTP/2 medians"
    report h2load-m1 native-m1
    report h2load-m10 native-m10
    echo "targets: native req/s >= 1.0x h2load, CPU/request <= 0.9x h2load, at -m1 and -m10"
}

https_part
h2_part
