#!/usr/bin/env bash
# HTTP/2 against h2load, measured in one run on this machine.
# nginx serves a small JSON response over h2c (HTTP/2 with prior knowledge on
# plain TCP: `listen ... http2` without ssl) and over h2 with TLS (a
# self-signed RSA 2048 certificate made here), pinned to core 1. h2load and
# benchwork-cli's native HTTP/2 transport (`--http2 --streams M`, h2c on
# http://, h2 by ALPN on https://) run pinned to core 0 with 1 thread and 50
# connections at -m 1 and -m 10 (--streams 1 / 10), for both protocols,
# alternately, ROUNDS times, DURATION each. For each: requests/s and client
# CPU microseconds per request (user+sys of the client process from the OS),
# medians, and benchwork's ratios to h2load at the same -m.
# Targets: requests/s >= 1.0x h2load, CPU per request <= 0.9x h2load, at -m 1
# and -m 10.
#   bench/h2-vs-h2load.sh [BUILD_DIR]   (env: ROUNDS=3 DURATION=8)
set -euo pipefail
cd "$(dirname "$0")/.."
source bench/nginx-common.sh
bench_against_nginx "${1:-build}" 3 8 h2load
H2C_PORT=${H2C_PORT:-18091}
TLS_PORT=${TLS_PORT:-18092}
nginx_h2_start 1 "$TLS_PORT" "$H2C_PORT"

# run_client NAME PARSER CMD... : one round of a client on core 0 (nginx-common.sh);
# PARSER: h2load, or wrk for benchwork-cli (it prints wrk's lines)
run_client() { client_round 0 "$out" "$@"; }

echo "nginx pinned to core 1, clients pinned to core 0, 1 thread, 50 connections, ${DURATION}s, $ROUNDS rounds"
for round in $(seq "$ROUNDS"); do
    for mode in h2c tls; do
        if [[ $mode == h2c ]]; then url="http://127.0.0.1:$H2C_PORT/json"; else url="https://127.0.0.1:$TLS_PORT/json"; fi
        for m in 1 10; do
            run_client "h2load-$mode-m$m" h2load h2load -t1 -c50 -m"$m" -D "$DURATION" "$url"
            run_client "bw-$mode-m$m" wrk "$CLI" run --no-save -q -t1 -c50 -d"${DURATION}s" --http2 --streams "$m" \
                --engine native -k --json "$out/bw-$mode-m$m.json" "$url"
        done
    done
done

med() { awk -v c="$2" '{print $c}' "$out/$1" | median; }
ratio() { awk -v a="$1" -v b="$2" 'BEGIN{printf "%.2f", (b > 0 ? a / b : 0)}'; }
echo
echo "medians                       req/s   us/request   req/s vs h2load   CPU/request vs h2load"
for mode in h2c tls; do
    for m in 1 10; do
        h_rps=$(med "h2load-$mode-m$m" 1); h_us=$(med "h2load-$mode-m$m" 2)
        b_rps=$(med "bw-$mode-m$m" 1); b_us=$(med "bw-$mode-m$m" 2)
        engine=$(python3 -c 'import json,sys; print(json.load(open(sys.argv[1]))["engine"]["used"])' "$out/bw-$mode-m$m.json" 2>/dev/null || true)
        printf "  h2load    %-4s -m%-3s %12.0f   %10.2f\n" "$mode" "$m" "$h_rps" "$h_us"
        printf "  benchwork %-4s -m%-3s %12.0f   %10.2f   %14sx   %20sx   (%s)\n" "$mode" "$m" "$b_rps" "$b_us" \
            "$(ratio "$b_rps" "$h_rps")" "$(ratio "$b_us" "$h_us")" "${engine:-?}"
    done
done
echo "targets (native HTTP/2 transport): req/s >= 1.0x h2load, CPU/request <= 0.9x h2load, at -m 1 and -m 10"
