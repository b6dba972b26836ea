#!/usr/bin/env bash
# The shape of the Node/Bun/Go write-up's docker --cpus 1 vs --cpus 4 runs,
# without docker: the bundled Node server (resources/suites/node/server.js)
# as one process (WORKERS=1) and with the cluster module (WORKERS=auto), each
# under a CPU quota of 1 and of 2 CPUs' worth of time and a 512M memory limit,
# launched by benchwork-cli (--cpu-quota, --memory: a cgroup per server).
# For each cell: requests/s, p99, peak RSS (process tree), the cgroup's peak
# memory and the throttled fraction (share of the 100 ms quota periods in the
# measured phase that ended with the server held back), medians of ROUNDS
# rounds run alternately (cell A, B, C, D, A, B, ...). The reference measured
# in the same run: wrk against the same server under the same quota, in a
# cgroup this script makes itself; "bw/wrk" is Benchwork's req/s over wrk's.
# Linux, root (cgroups), node and wrk; loopback only, every run bounded.
#   bench/container-limits.sh [BUILD_DIR]   (env: ROUNDS=3 DURATION=10 CONNECTIONS=100)
set -euo pipefail
cd "$(dirname "$0")/.."
source bench/nginx-common.sh   # the preamble
bench_cli "${1:-build}"
ROUNDS=${ROUNDS:-3}
DURATION=${DURATION:-10}
CONNECTIONS=${CONNECTIONS:-100}
SERVER=resources/suites/node/server.js
[[ $(uname -s) == Linux ]] || { echo "bench: cgroup limits need Linux" >&2; exit 2; }
[[ $(id -u) == 0 ]] || { echo "bench: creating cgroups needs root" >&2; exit 2; }
bench_install wrk node jq
out=$(mktemp -d)
PORT=3931

# The reference's own cgroup: cgroup v2 when its root offers cpu, else v1's cpu controller.
ref_cgroup_make() {   # QUOTA -> prints the directory whose cgroup.procs to join
    local quota_us
    quota_us=$(awk -v q="$1" 'BEGIN {printf "%d", q * 100000}')
    if grep -qw cpu /sys/fs/cgroup/cgroup.controllers 2>/dev/null; then
        echo "+cpu" > /sys/fs/cgroup/cgroup.subtree_control
        mkdir -p /sys/fs/cgroup/bench-ref-$$
        echo "$quota_us 100000" > /sys/fs/cgroup/bench-ref-$$/cpu.max
        echo /sys/fs/cgroup/bench-ref-$$
    else
        mkdir -p /sys/fs/cgroup/cpu/bench-ref-$$
        echo 100000 > /sys/fs/cgroup/cpu/bench-ref-$$/cpu.cfs_period_us
        echo "$quota_us" > /sys/fs/cgroup/cpu/bench-ref-$$/cpu.cfs_quota_us
        echo /sys/fs/cgroup/cpu/bench-ref-$$
    fi
}
ref_pid=
ref_dir=
ref_stop() {
    [[ -n "$ref_pid" ]] && { kill "$ref_pid" 2>/dev/null || true; wait "$ref_pid" 2>/dev/null || true; }
    ref_pid=
    if [[ -n "$ref_dir" ]]; then
        for p in $(cat "$ref_dir/cgroup.procs" 2>/dev/null); do kill -9 "$p" 2>/dev/null || true; done
        for _ in 1 2 3 4 5 6 7 8 9 10; do rmdir "$ref_dir" 2>/dev/null && break; sleep 0.2; done
    fi
    ref_dir=
}
trap 'ref_stop; rm -rf "$out"' EXIT

# wrk_round CELL WORKERS QUOTA: wrk -t1 -cN against node in a cgroup with QUOTA.
wrk_round() {
    local cell=$1 workers=$2 quota=$3
    ref_dir=$(ref_cgroup_make "$quota")
    sh -c "echo \$\$ > '$ref_dir/cgroup.procs'; PORT=$PORT WORKERS=$workers exec node $SERVER" > "$out/ref.log" 2>&1 &
    ref_pid=$!
    for _ in $(seq 100); do curl -s -o /dev/null "http://127.0.0.1:$PORT/json" && break; sleep 0.1; done
    wrk -t1 -c"$CONNECTIONS" -d2s "http://127.0.0.1:$PORT/json" > /dev/null      # warmup, like the -w 2s below
    local log="$out/wrk.log"
    wrk -t1 -c"$CONNECTIONS" -d"${DURATION}s" "http://127.0.0.1:$PORT/json" > "$log"
    ref_stop
    awk '/^Requests\/sec:/ {print $2}' "$log" >> "$out/$cell.wrk"
}

# bw_round CELL WORKERS QUOTA: benchwork-cli launches node under the quota.
bw_round() {
    local cell=$1 workers=$2 quota=$3 json="$out/$1.json"
    "$CLI" run --no-save -q -t1 -c"$CONNECTIONS" -w2s -d"${DURATION}s" --json "$json" \
        --launch "node $SERVER" -e PORT=$PORT -e WORKERS="$workers" --cpu-quota "$quota" --memory 512M \
        --ready-url "http://127.0.0.1:$PORT/json" "http://127.0.0.1:$PORT/json" > "$out/bw.log" 2>&1 \
        || { echo "bench: benchwork-cli failed:"; cat "$out/bw.log"; exit 1; }
    jq -r '[.summary.rps, .summary.latency.p99Us, .target.peakRssBytes, .target.cgroup.peakMemoryBytes,
            .target.cgroup.throttledFraction] | @tsv' "$json" >> "$out/$cell.bw"
    printf "  %-14s round %d: %s\n" "$cell" "$round" "$(tail -1 "$out/$cell.bw")"
}

median() { sort -g | awk '{a[NR] = $1} END {if (NR) print (NR % 2 ? a[(NR + 1) / 2] : (a[NR / 2] + a[NR / 2 + 1]) / 2)}'; }
col() { cut -f"$2" "$out/$1.bw" | median; }

cells=("single 1 1" "single 1 2" "cluster auto 1" "cluster auto 2")
echo "node $(node --version), $CONNECTIONS connections on 1 engine thread, ${DURATION}s measured after 2s warmup, $ROUNDS rounds"
for round in $(seq "$ROUNDS"); do
    for c in "${cells[@]}"; do
        read -r name workers quota <<<"$c"
        cell="$name-q$quota"
        bw_round "$cell" "$workers" "$quota"
        wrk_round "$cell" "$workers" "$quota"
    done
done

echo
echo "| server | --cpu-quota | req/s | p99 | peak RSS (tree) | peak memory (cgroup) | throttled | wrk req/s | bw/wrk |"
echo "| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |"
for c in "${cells[@]}"; do
    read -r name workers quota <<<"$c"
    cell="$name-q$quota"
    rps=$(col "$cell" 1); p99=$(col "$cell" 2); rss=$(col "$cell" 3); peak=$(col "$cell" 4); thr=$(col "$cell" 5)
    wrk=$(median < "$out/$cell.wrk")
    awk -v n="$name" -v q="$quota" -v r="$rps" -v p="$p99" -v s="$rss" -v m="$peak" -v t="$thr" -v w="$wrk" 'BEGIN {
        printf "| %s | %s | %.0f | %.2f ms | %.1f MiB | %.1f MiB | %.0f %% | %.0f | %.2fx |\n",
               n, q, r, p / 1000, s / 1048576, m / 1048576, t * 100, w, r / w }'
done
