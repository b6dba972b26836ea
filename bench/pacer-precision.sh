#!/usr/bin/env bash
# Fixed-rate precision, this build against a reference build of another
# revision (main), measured in the same run, alternating A B A B.
# nginx serves /json pinned to core 1; the client runs pinned to core 0.
# At 200, 5,000 and 20,000 req/s (-c 50 -t 1): raw and corrected p50/p99,
# send-lateness p99 (this build only: the reference has no such figure),
# late sends and client CPU per request (user+sys of the client process).
# Then -c 3 -R 240 with the default threads against a server that answers in
# 10 ms (bench/src/delay_server.cpp, waits to the nanosecond): requests/s,
# late sends, corrected p99.
# Targets (issue 17): corrected p50 <= raw p50 + 20 us, corrected p99 <= raw
# p99 + 50 us, lateness p99 <= 20 us at 5,000/s; CPU/request at 20,000/s
# <= 1.1x the reference; -c 3 -R 240: >= 238 req/s, late < 1 %, p99 <= 15 ms.
# The row "new" is this build as it comes (--spin auto with --rate). With
# SPIN=0 (any --spin value: 0, 50us, auto) this build also runs with that
# --spin, as the row "spin": the same targets, and its CPU per request
# against the reference and against the row "new".
# The row "floor" is the machine itself: bench/src/timer_floor.cpp, a bare
# loop on core 0 that sleeps to the same schedule with the same wait
# (epoll_pwait2, 1 ns timer slack) and sends nothing; its wake lateness is
# the least any sleeping pacer can show here, printed beside ours.
#   bench/pacer-precision.sh [BUILD_DIR] [REFERENCE_BUILD_DIR]
#   (env: ROUNDS=3 DURATION=5 SPIN=; without a reference dir only this build runs)
set -euo pipefail
cd "$(dirname "$0")/.."
BUILD=${1:-build}
REF=${2:-}
CLI="$BUILD/bin/benchwork-cli"
ROUNDS=${ROUNDS:-3}
DURATION=${DURATION:-5}
SPIN=${SPIN:-}
[[ -x "$CLI" ]] || { echo "bench: $CLI not built (scripts/setup.sh build)" >&2; exit 2; }
[[ -z "$REF" || -x "$REF/bin/benchwork-cli" ]] || { echo "bench: $REF/bin/benchwork-cli not built" >&2; exit 2; }
command -v nginx >/dev/null && command -v taskset >/dev/null && command -v python3 >/dev/null \
    || { echo "bench: needs nginx, taskset and python3 (scripts/install-deps.sh bench)" >&2; exit 2; }
[[ $(nproc) -ge 2 ]] || { echo "bench: needs 2 cores (server on one, client on the other)" >&2; exit 2; }
source bench/nginx-common.sh
out=$(mktemp -d)
DELAY_PID=""
cleanup() {
    nginx_stop
    if [[ -n "$DELAY_PID" ]] && kill "$DELAY_PID" 2>/dev/null; then wait "$DELAY_PID" 2>/dev/null || true; fi
    rm -rf "$out"
}
trap cleanup EXIT
FLOOR="$out/timer_floor"
DELAY="$out/delay_server"
c++ -O2 -std=c++17 -o "$FLOOR" bench/src/timer_floor.cpp && c++ -O2 -std=c++17 -o "$DELAY" bench/src/delay_server.cpp \
    || { echo "bench: cannot build bench/src/timer_floor.cpp and delay_server.cpp (needs a C++ compiler)" >&2; exit 2; }
nginx_start 1
URL="http://127.0.0.1:$NGINX_PORT/json"

# one NAME CLI ARGS... : appends "rawP50 rawP99 corrP50 corrP99 lateP99 late rps cpuUsPerReq" to $out/NAME
one() {
    local name=$1 cli=$2; shift 2
    local json="$out/$name.json" tf="$out/$name.time"
    TIMEFORMAT='%U %S'
    { time taskset -c 0 "$cli" run --no-save --json "$json" "$@" > "$out/$name.log" 2>&1 ; } 2> "$tf"
    python3 - "$json" "$tf" >> "$out/$name" <<'PY'
import json, sys
s = json.load(open(sys.argv[1]))["summary"]
u, k = (float(x) for x in open(sys.argv[2]).read().split()[-2:])
reqs = max(1, s["requests"])
late = s.get("sendLateness", {}).get("p99Us", float("nan"))
print(s["latency"]["p50Us"], s["latency"]["p99Us"], s["latencyIntended"]["p50Us"], s["latencyIntended"]["p99Us"],
      late, s["lateSends"], s["rps"], (u + k) * 1e6 / reqs)
PY
}
col() { awk -v c="$2" '{print $c}' "$out/$1" | median; }

printf '%-16s %-6s %9s %9s %9s %9s %9s %6s %10s %9s\n' rate build rawP50us rawP99us corP50us corP99us lateP99us late rps cpuUs/req
for rate in 200 5000 20000; do
    for r in $(seq "$ROUNDS"); do
        one "new-$rate" "$CLI" -c 50 -t 1 -R "$rate" -d "${DURATION}s" "$URL"
        [[ -n "$SPIN" ]] && one "spin-$rate" "$CLI" --spin "$SPIN" -c 50 -t 1 -R "$rate" -d "${DURATION}s" "$URL"
        [[ -n "$REF" ]] && one "ref-$rate" "$REF/bin/benchwork-cli" -c 50 -t 1 -R "$rate" -d "${DURATION}s" "$URL"
        # the floor's wake lateness p99 in the lateness column; nothing else
        taskset -c 0 "$FLOOR" "$rate" "$DURATION" \
            | awk '{gsub(",", ""); print "nan nan nan nan", $7, "nan nan nan"}' >> "$out/floor-$rate"
    done
    for b in new spin ref floor; do
        [[ -f "$out/$b-$rate" ]] || continue
        printf '%-16s %-6s %9.1f %9.1f %9.1f %9.1f %9.1f %6.0f %10.1f %9.2f\n' "-R $rate" "$b" \
            "$(col $b-$rate 1)" "$(col $b-$rate 2)" "$(col $b-$rate 3)" "$(col $b-$rate 4)" "$(col $b-$rate 5)" \
            "$(col $b-$rate 6)" "$(col $b-$rate 7)" "$(col $b-$rate 8)"
    done
    awk -v a="$(col new-$rate 5)" -v f="$(col floor-$rate 5)" -v r="$rate" \
        'BEGIN { printf "  send lateness p99 at %s/s: %.1f us; a bare timer loop on this machine: %.1f us\n", r, a, f }'
    if [[ -f "$out/ref-$rate" ]]; then
        awk -v a="$(col new-$rate 8)" -v b="$(col ref-$rate 8)" -v r="$rate" \
            'BEGIN { printf "  CPU per request at %s/s: %.2fx the reference\n", r, (b > 0 ? a / b : 0) }'
    fi
    if [[ -f "$out/spin-$rate" ]]; then
        awk -v a="$(col spin-$rate 8)" -v b="$(col new-$rate 8)" -v r="$rate" -v s="$SPIN" \
            'BEGIN { printf "  CPU per request at %s/s with --spin %s: %.2fx the build as it comes\n", r, s, (b > 0 ? a / b : 0) }'
    fi
done

DPORT=$((NGINX_PORT + 1))
taskset -c 1 "$DELAY" "$DPORT" 10 &
DELAY_PID=$!
for _ in $(seq 50); do curl -fs "http://127.0.0.1:$DPORT/" >/dev/null 2>&1 && break; sleep 0.1; done
echo
echo "-c 3 -R 240 -d 4s against a 10 ms server, default threads (client on cores 0 and 1)"
printf '%-6s %10s %8s %12s\n' build rps late corP99us
for r in $(seq "$ROUNDS"); do
    for b in new spin ref; do
        cli="$CLI"; extra=()
        [[ $b == ref ]] && { [[ -n "$REF" ]] || continue; cli="$REF/bin/benchwork-cli"; }
        [[ $b == spin ]] && { [[ -n "$SPIN" ]] || continue; extra=(--spin "$SPIN"); }
        "$cli" run --no-save --json "$out/slow-$b.json" "${extra[@]}" -c 3 -R 240 -d 4s "http://127.0.0.1:$DPORT/" > /dev/null 2>&1
        python3 -c 'import json,sys; s=json.load(open(sys.argv[1]))["summary"]; print(s["rps"], s["lateSends"], s["latencyIntended"]["p99Us"])' \
            "$out/slow-$b.json" >> "$out/slow-$b"
    done
done
for b in new spin ref; do
    [[ -f "$out/slow-$b" ]] || continue
    printf '%-6s %10.1f %8.0f %12.0f\n' "$b" "$(col slow-$b 1)" "$(col slow-$b 2)" "$(col slow-$b 3)"
done
