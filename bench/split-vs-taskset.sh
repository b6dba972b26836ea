#!/usr/bin/env bash
# --split against the manual recipe it replaces, measured in one run on this
# machine (docs/cores.md). The server is benchwork-target (one worker
# thread), the load -t1 -c50 for DURATION seconds, four ways in turn, ROUNDS
# times each:
#   taskset    benchwork-target started under taskset -c 0, wrk under taskset -c 1
#              (the reference: what people do by hand)
#   split      benchwork-cli run --launch benchwork-target --split 1:1: the same
#              placement, made by Benchwork
#   wrk-shared benchwork-target and wrk, neither pinned
#   shared     benchwork-cli run --launch ... --split off
# Prints the medians of requests/s and p99 of each, split against taskset
# (the same placement: how Benchwork's client compares with wrk's there), shared
# against split (what sharing the cores changes: the localhost lie), the
# bottleneck Benchwork named in each round, and where the target's and the
# client's threads ran (from the run's JSON).
#   bench/split-vs-taskset.sh [BUILD_DIR]   (env: ROUNDS=3 DURATION=5)
set -euo pipefail
cd "$(dirname "$0")/.."
source bench/nginx-common.sh
bench_setup "${1:-build}" wrk taskset python3
TARGET="$BUILD/bin/benchwork-target"
[[ -x "$TARGET" ]] || { echo "bench: $TARGET not built" >&2; exit 2; }
ROUNDS=${ROUNDS:-3}
DURATION=${DURATION:-5}
out=$(mktemp -d)
server_pid=""
stop_server() { [[ -n "$server_pid" ]] && kill "$server_pid" 2>/dev/null && wait "$server_pid" 2>/dev/null; server_pid=""; }
trap 'stop_server; rm -rf "$out"' EXIT

# start_server [taskset -c N]: benchwork-target on a free port, its URL in URL.
start_server() {
    "$@" "$TARGET" --port 0 --quiet > "$out/server.log" 2>&1 &
    server_pid=$!
    local i
    for i in $(seq 100); do
        URL=$(awk '/listening/ {for (i = 1; i <= NF; ++i) if ($i ~ /^http:/) print $i}' "$out/server.log")
        [[ -n "$URL" ]] && return 0
        sleep 0.05
    done
    echo "bench: benchwork-target did not start:"; cat "$out/server.log"; exit 1
}

# wrk_round NAME [taskset -c N]: one wrk round against the running server.
wrk_round() {
    local name=$1; shift
    "$@" wrk -t1 -c50 -d"${DURATION}s" --latency "$URL/json" > "$out/$name.log"
    python3 - "$out/$name.log" >> "$out/$name" <<'EOF'
import re, sys
text = open(sys.argv[1]).read()
rps = float(re.search(r"Requests/sec:\s+([\d.]+)", text).group(1))
m = re.search(r"^\s+99%\s+([\d.]+)(us|ms|s)", text, re.M)
p99us = float(m.group(1)) * {"us": 1, "ms": 1e3, "s": 1e6}[m.group(2)]
print(f"{rps} {p99us} - -")
EOF
    printf "  %-10s round %d: %10.0f req/s  p99 %8.0f us\n" "$name" "$round" $(tail -n 1 "$out/$name" | cut -d' ' -f1-2)
}

# cli_round NAME SPLIT: one Benchwork run that launches the server itself.
cli_round() {
    local name=$1 split=$2
    "$CLI" run --no-save -q -t1 -c50 -d"${DURATION}s" --split "$split" --json "$out/$name.json" \
        --launch "$TARGET --port 18190 --quiet" http://127.0.0.1:18190/json > "$out/$name.log" 2>&1 \
        || { echo "bench: $name failed:"; cat "$out/$name.log"; exit 1; }
    python3 - "$out/$name.json" >> "$out/$name" <<'EOF'
import json, sys
r = json.load(open(sys.argv[1]))
s, c = r["summary"], r.get("cores", {})
where = f"server {c.get('serverCpus') or 'any'} client {c.get('clientCpus') or 'any'}"
print(f"{s['rps']} {s['latency']['p99Us']} {c.get('bottleneck') or '-'} {where.replace(' ', '_')}")
EOF
    local rps p99 bound where
    read -r rps p99 bound where < <(tail -n 1 "$out/$name")
    printf "  %-10s round %d: %10.0f req/s  p99 %8.0f us  %-13s %s\n" "$name" "$round" "$rps" "$p99" "$bound" "${where//_/ }"
}

echo "benchwork-target (1 worker thread) against -t1 -c50, ${DURATION}s, $ROUNDS rounds, $(nproc) CPUs"
for round in $(seq "$ROUNDS"); do
    start_server taskset -c 0
    wrk_round taskset taskset -c 1
    stop_server
    cli_round split 1:1
    start_server
    wrk_round wrk-shared
    stop_server
    cli_round shared off
done

med() { awk -v c="$2" '{print $c}' "$out/$1" | median; }
ratio() { awk -v a="$1" -v b="$2" 'BEGIN { if (b > 0) printf "%.2f", a / b; else print "-" }'; }
echo
echo "medians           req/s      p99 us"
for n in taskset split wrk-shared shared; do
    printf "  %-12s %10.0f  %10.0f\n" "$n" "$(med $n 1)" "$(med $n 2)"
done
echo "split vs taskset (same placement, Benchwork vs wrk): req/s $(ratio "$(med split 1)" "$(med taskset 1)")x, p99 $(ratio "$(med split 2)" "$(med taskset 2)")x"
echo "shared vs split (Benchwork, cores shared vs kept apart): req/s $(ratio "$(med shared 1)" "$(med split 1)")x, p99 $(ratio "$(med shared 2)" "$(med split 2)")x"
echo "wrk-shared vs taskset (wrk, the same question):           req/s $(ratio "$(med wrk-shared 1)" "$(med taskset 1)")x, p99 $(ratio "$(med wrk-shared 2)" "$(med taskset 2)")x"
echo "bottlenecks named: split $(awk '{print $3}' "$out/split" | sort | uniq -c | xargs), shared $(awk '{print $3}' "$out/shared" | sort | uniq -c | xargs)"
