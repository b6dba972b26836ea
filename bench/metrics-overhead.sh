#!/usr/bin/env bash
# Does --metrics cost the run anything? The same load on the demo target
# (benchwork-target on 127.0.0.1, started by each run: --demo /json), without
# and with --metrics while a scraper fetches /metrics (OpenMetrics) every
# second, alternating, ROUNDS times each, DURATION each. Prints the medians of
# requests/s and of the engine's CPU per request (the result's clientCpuPct
# over its requests/s), and the ratios with / without. Target: requests/s
# ratio >= 0.98 (within this machine's noise); the scrapes all answered 200.
#   bench/metrics-overhead.sh [BUILD_DIR]   (env: ROUNDS=3 DURATION=10s VUS=50 THREADS=1 PORT=9464)
# Loads 127.0.0.1 only; saves nothing to the history.
set -euo pipefail
cd "$(dirname "$0")/.."
build=${1:-build}
cli=$build/bin/benchwork-cli
rounds=${ROUNDS:-3}
duration=${DURATION:-10s}
vus=${VUS:-50}
threads=${THREADS:-1}
port=${PORT:-9464}
[ -x "$cli" ] || { echo "metrics-overhead: $cli not found (build it first)" >&2; exit 2; }
command -v curl >/dev/null || { echo "metrics-overhead: curl missing (scripts/install-deps.sh bench)" >&2; exit 2; }
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT

# one NAME [extra options...]: one run; appends "req/s us-per-request" to $out/NAME
one() {
    local name=$1; shift
    "$cli" run --no-save -q --demo /json -c "$vus" -t "$threads" -d "$duration" -w 2s --json "$out/run.json" "$@" >/dev/null
    python3 - "$out/run.json" >>"$out/$name" <<'PY'
import json, sys
s = json.load(open(sys.argv[1]))["summary"]
rps = s["rps"]
print(f'{rps:.1f} {s["clientCpuPct"] / 100 / rps * 1e6 if rps else 0:.3f}')
PY
}

# scrape_every_second: until killed, counts answers that were not 200
scrape_every_second() {
    local bad=0
    while sleep 1; do
        code=$(curl -s -o /dev/null -w '%{http_code}' -H 'Accept: application/openmetrics-text; version=1.0.0' \
               "http://127.0.0.1:$port/metrics" || true)
        [ "$code" = 200 ] || [ "$code" = 000 ] || bad=$((bad + 1))   # 000: between runs, nobody listens
        echo "$bad" >"$out/scrape-bad"
    done
}

echo "demo target /json, -c $vus -t $threads, $duration (+2s warmup) per run, $rounds rounds, scrapes every 1 s"
scrape_every_second & scraper=$!
trap 'kill $scraper 2>/dev/null; rm -rf "$out"' EXIT
for r in $(seq "$rounds"); do
    one plain
    one metrics --metrics "127.0.0.1:$port"
done
kill $scraper 2>/dev/null || true

median() { sort -n | awk '{a[NR]=$1} END {if (NR % 2) print a[(NR + 1) / 2]; else print (a[NR / 2] + a[NR / 2 + 1]) / 2}'; }
med() { awk -v c="$2" '{print $c}' "$out/$1" | median; }
p_rps=$(med plain 1); m_rps=$(med metrics 1)
p_us=$(med plain 2); m_us=$(med metrics 2)
echo
echo "medians           req/s   engine CPU us/request"
printf "  without   %12.0f   %8.3f\n" "$p_rps" "$p_us"
printf "  --metrics %12.0f   %8.3f\n" "$m_rps" "$m_us"
printf "ratio with/without: req/s %.3fx, CPU/request %.3fx; scrapes not answered 200: %s\n" \
    "$(awk -v a="$m_rps" -v b="$p_rps" 'BEGIN{print a/b}')" "$(awk -v a="$m_us" -v b="$p_us" 'BEGIN{print b ? a/b : 0}')" \
    "$(cat "$out/scrape-bad" 2>/dev/null || echo 0)"
echo "target: req/s ratio >= 0.98"
