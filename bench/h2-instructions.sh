#!/usr/bin/env bash
# HTTP/2 client work counted in instructions, not seconds: benchwork-cli's
# native transport (--http2 --streams 10) and h2load (-m10), 50 connections,
# one thread, each run under valgrind's callgrind for N and 3N requests
# against nginx (h2 over TLS and h2c). The difference of the two totals over
# 2N is each client's user-space instructions per request, with start-up,
# TLS handshakes and the end cancelled out. Instruction counts do not move
# with the machine's load, so this ratio holds where bench/h2-vs-h2load.sh's
# CPU-time ratios drift from round to round (a shared VM). It does not see
# the kernel (the socket calls each client makes), which h2-vs-h2load.sh
# does. Linux only (valgrind).
#   bench/h2-instructions.sh [BUILD_DIR]   (env: N=20000)
set -euo pipefail
cd "$(dirname "$0")/.."
source bench/nginx-common.sh
bench_cli "${1:-build}"
N=${N:-20000}
bench_require valgrind callgrind_annotate h2load nginx openssl
DIR=$(mktemp -d)
PORT_TLS=${PORT_TLS:-18448}
PORT_H2C=$((PORT_TLS + 1))
stop() {
    nginx_stop
    rm -rf "$DIR"
}
trap stop EXIT
nginx_h2_start 1 "$PORT_TLS" "$PORT_H2C"

# total CLIENT COUNT URL : the program's total instructions under callgrind
total() {
    local client=$1 count=$2 url=$3 out="$DIR/cg.out"
    if [[ $client == benchwork ]]; then
        valgrind --tool=callgrind --callgrind-out-file="$out" "$CLI" run --no-save -q -k -t1 -c50 -n "$count" \
            --http2 --streams 10 "$url" > "$DIR/log" 2>&1
    else
        valgrind --tool=callgrind --callgrind-out-file="$out" h2load -t1 -c50 -m10 -n "$count" "$url" > "$DIR/log" 2>&1
    fi || { echo "bench: $client failed under valgrind:"; cat "$DIR/log"; exit 1; } >&2
    callgrind_annotate "$out" 2>/dev/null | awk '/PROGRAM TOTALS/ {gsub(",", "", $1); print $1}'
}

echo "user-space instructions per request, -c50 -m10 (--streams 10), from $N and $((3 * N)) requests"
printf '  %-6s %14s %14s %10s\n' proto h2load benchwork ratio
for proto in tls h2c; do
    url="https://127.0.0.1:$PORT_TLS/json"
    [[ $proto == h2c ]] && url="http://127.0.0.1:$PORT_H2C/json"
    per=()
    for client in h2load benchwork; do
        a=$(total "$client" "$N" "$url")
        b=$(total "$client" $((3 * N)) "$url")
        per+=("$(awk -v a="$a" -v b="$b" -v n="$N" 'BEGIN {printf "%.0f", (b - a) / (2 * n)}')")
    done
    printf '  %-6s %14s %14s %9.2fx\n' "$proto" "${per[0]}" "${per[1]}" \
        "$(awk -v a="${per[1]}" -v b="${per[0]}" 'BEGIN {print (b > 0 ? a / b : 0)}')"
done
