#!/usr/bin/env bash
# How true the shaping link (--link, docs/link.md) is, measured in one run
# against a server that answers at once (nginx, pinned to CPU 0; the client
# and its link on CPU 1):
#   delay   for each profile (lan, wifi, lte, intercontinental and a
#           jitter-free rtt=20ms), ROUNDS runs of DURATION s at -c4: the
#           round trip the link added (the run's p50 and p99 minus a local
#           run's) against the round trip the model gives (the JSON's
#           link.modelRttP50Ms / modelRttP99Ms); targets: p50 within 5 %
#           (or 100 us), p99 within 10 %
#   rate    a 1 MB response over rate=50mbit, one connection: the bytes per
#           second against the rate; target within 5 %
#   cpu     the link's CPU per request, from the JSON
# (UDP loss is measured by tests/tst_shaping_link.cpp: 20 % asked, counted at
# the link, within 3 points.) The reference for "the network" here is the
# model's own distribution, since this machine's kernel has no netem; where
# one has it, `tc qdisc add dev lo root netem delay 10ms 4ms distribution
# paretonormal` in a namespace is the kernel's version of the same.
#   bench/link-accuracy.sh [BUILD_DIR]   (env: ROUNDS=3 DURATION=5)
set -euo pipefail
cd "$(dirname "$0")/.."
source bench/nginx-common.sh
bench_against_nginx "${1:-build}" 3 5 python3
# /big: a 1 MB file
mkdir -p "$out/www"
head -c 1000000 /dev/urandom > "$out/www/big.bin"
chmod 755 "$out" "$out/www" && chmod 644 "$out/www/big.bin"   # nginx's workers read it as another user
nginx_start 0 "location = /big { alias $out/www/big.bin; }"
URL="http://127.0.0.1:$NGINX_PORT"

# run NAME LINK EXTRA...: one run on CPU 1, its JSON kept as $out/NAME.N.json
run() {
    local name=$1 link=$2; shift 2
    local n
    n=$(( $(find "$out" -maxdepth 1 -name "$name.*.json" | wc -l) + 1 ))
    taskset -c 1 "$CLI" run --no-save -q --split off ${link:+--link "$link"} --json "$out/$name.$n.json" "$@" > "$out/$name.$n.log" 2>&1 \
        || { echo "bench: $name failed:"; cat "$out/$name.$n.log"; exit 1; }
}

# The delay is checked without loss (a lost segment's stall is a separate
# figure, below): each preset with loss=0, and a jitter-free 20 ms.
profiles=(lan,loss=0 wifi,loss=0 lte,loss=0 intercontinental,loss=0 rtt=20ms)
echo "nginx on CPU 0, benchwork-cli and its link on CPU 1, -c4 -t1, ${DURATION}s, $ROUNDS rounds"
for round in $(seq "$ROUNDS"); do
    run local "" -c4 -t1 -w1s -d"${DURATION}s" "$URL/json"
    for p in "${profiles[@]}"; do
        run "${p//[=,]/_}" "$p" -c4 -t1 -w1s -d"${DURATION}s" "$URL/json"   # the warmup takes each connection's handshake
    done
    run rate rate=50mbit,rtt=1ms -c1 -t1 -d"${DURATION}s" "$URL/big"
    run lossy lte -c4 -t1 -d"${DURATION}s" "$URL/json"
done

python3 - "$out" "${profiles[@]}" <<'EOF'
import glob, json, statistics, sys
out, profiles = sys.argv[1], sys.argv[2:]
def runs(name):
    return [json.load(open(f)) for f in sorted(glob.glob(f"{out}/{name}.*.json"))]
def med(xs):
    return statistics.median(xs) if xs else float("nan")
local = runs("local")
base50 = med([r["summary"]["latency"]["p50Us"] / 1000 for r in local])
base99 = med([r["summary"]["latency"]["p99Us"] / 1000 for r in local])
print(f"\nlocal: p50 {base50:.3f} ms, p99 {base99:.3f} ms (subtracted below)")
print(f"{'profile':18s} {'added p50':>10s} {'model':>8s} {'ratio':>6s}   {'added p99':>10s} {'model':>8s} {'ratio':>6s}   {'link CPU/req':>12s}  verdict")
for p in profiles:
    rs = runs(p.replace("=", "_").replace(",", "_"))
    bad = [r for r in rs if set(r["summary"]["statusCodes"]) != {"200"}]
    if bad:
        sys.exit(f"bench: {p}: answers other than 200: {bad[0]['summary']['statusCodes']}")
    a50 = med([r["summary"]["latency"]["p50Us"] / 1000 - base50 for r in rs])
    a99 = med([r["summary"]["latency"]["p99Us"] / 1000 - base99 for r in rs])
    m50 = med([r["link"]["modelRttP50Ms"] for r in rs])
    m99 = med([r["link"]["modelRttP99Ms"] for r in rs])
    cpu = med([r["link"]["cpuSec"] * 1e6 / max(1, r["summary"]["requests"]) for r in rs])
    ok50 = abs(a50 - m50) <= max(0.05 * m50, 0.1)
    ok99 = abs(a99 - m99) <= 0.10 * m99
    print(f"{p:18s} {a50:9.3f}ms {m50:7.3f}ms {a50 / m50:5.2f}x   {a99:9.3f}ms {m99:7.3f}ms {a99 / m99:5.2f}x   {cpu:10.1f}us  "
          f"{'p50 ok' if ok50 else 'p50 OFF'}, {'p99 ok' if ok99 else 'p99 OFF'}")
lossy = runs("lossy")
chunks = sum(r["link"]["chunksUp"] + r["link"]["chunksDown"] for r in lossy)
stalls = sum(r["link"]["stalls"] for r in lossy)
print(f"lte (0.5 % loss): {stalls} retransmission stalls in {chunks} chunks = {100 * stalls / max(1, chunks):.2f} % "
      f"(one-segment chunks: expected 0.50 %); its p99 {med([r['summary']['latency']['p99Us'] / 1000 for r in lossy]):.1f} ms "
      f"(the stalls' {200 + 50} ms shows from p99 on when more than 1 % of requests meet one)")
rate = runs("rate")
if any(set(r["summary"]["statusCodes"]) != {"200"} for r in rate):
    sys.exit(f"bench: /big did not answer 200: {rate[0]['summary']['statusCodes']}")
mbit = med([r["summary"]["bytesIn"] * 8 / r["summary"]["measuredSec"] / 1e6 for r in rate])
print(f"rate=50mbit, 1 MB responses on one connection: {mbit:.2f} Mbit/s = {mbit / 50:.3f}x the rate "
      f"({'ok' if abs(mbit / 50 - 1) <= 0.05 else 'OFF'}: target within 5 %)")
EOF
