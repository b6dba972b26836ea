#!/bin/bash
# Does the window slow the engine down? Runs the same load against the same
# demo target headless (benchwork-cli run) and with the window open
# (benchwork --autorun under Xvfb), alternating, and prints:
#   - the requests/s ratio window / headless (medians; target >= 0.97)
#   - the UI tick's lateness p99 during the windowed runs (target <= 30 ms),
#     with the part that remains once run-queue wait is taken out ("stall").
#
# usage: bench/gui-overhead.sh [BUILD_DIR] [-- extra load options]
#   ROUNDS=3 DURATION=10s WARMUP=2s VUS=50 THREADS=  (environment overrides)
#   VIEWS="presentation baseline dark"  the window's demo views on: the
#     presentation view (full screen), a baseline overlay (a first headless
#     run is saved to the temporary history and the window compares each run
#     with the last one of the same target and load), the dark theme. The
#     percentile spectrum is always drawn (Live charts, presentation).
#   KNOBS=1  the load is turned mid-run in both runs alike: at a third of the
#     measured phase the VUs go to twice VUS, at two thirds back to VUS,
#     through the run's control socket (benchwork-cli run --control, the
#     window's --control: the same RunSession::steer as the window's knobs,
#     and the window draws a change marker on every live chart). DURATION and
#     WARMUP are then whole seconds ("10s" or "10").
# Needs: xvfb-run (Debian: xvfb, xauth). Loads 127.0.0.1 only. Saves nothing
# to the history or the window's settings (temporary folders).
set -euo pipefail

build=${1:-build}
[ $# -gt 0 ] && shift
[ "${1:-}" = "--" ] && shift
extra=("$@")
bin=$build/bin
rounds=${ROUNDS:-3}
duration=${DURATION:-10s}
warmup=${WARMUP:-2s}
vus=${VUS:-50}
threads=${THREADS:-}

for exe in benchwork benchwork-cli benchwork-target; do
    [ -x "$bin/$exe" ] || { echo "gui-overhead: $bin/$exe not found (build it first: cmake --build $build)" >&2; exit 2; }
done
command -v xvfb-run >/dev/null || { echo "gui-overhead: xvfb-run missing (apt-get install xvfb xauth)" >&2; exit 2; }

work=$(mktemp -d)
target_pid=
cleanup() {
    if [ -n "$target_pid" ] && kill "$target_pid" 2>/dev/null; then wait "$target_pid" 2>/dev/null || true; fi
    rm -rf "$work"
}
trap cleanup EXIT
export BENCHWORK_DB=$work/history.sqlite XDG_CONFIG_HOME=$work/config XDG_DATA_HOME=$work/data

"$bin/benchwork-target" --port 0 --quiet > "$work/target.out" 2> "$work/target.err" &
target_pid=$!
for _ in $(seq 50); do
    grep -q '^listening ' "$work/target.out" 2>/dev/null && break
    sleep 0.1
done
base=$(awk '/^listening /{print $2; exit}' "$work/target.out")
[ -n "$base" ] || { echo "gui-overhead: the demo target did not start: $(cat "$work/target.err")" >&2; exit 1; }
url=$base/json

load=(-c "$vus" -d "$duration" --warmup "$warmup")
[ -n "$threads" ] && load+=(-t "$threads")
views=" ${VIEWS:-} "
window=()
[[ "$views" == *" presentation "* ]] && window+=(--presentation)
[[ "$views" == *" dark "* ]] && window+=(--theme dark)
if [[ "$views" == *" baseline "* ]]; then
    window+=(--baseline last)
    # The baseline: one saved run of the same target and load.
    "$bin/benchwork-cli" run "$url" "${load[@]}" "${extra[@]}" > "$work/seed.out" 2>&1 \
        || { echo "gui-overhead: the baseline run failed:" >&2; cat "$work/seed.out" >&2; exit 1; }
fi
knobs=${KNOBS:-0}
sock=$work/control.sock
# Sends "vus N" lines to $sock at the given seconds after the socket appears
# (the run's start, within a tick); replies go to $work/knobs.log.
turn_knobs() {
    local t0=$SECONDS
    for _ in $(seq 200); do [ -S "$sock" ] && break; sleep 0.05; done
    local at line
    while [ $# -ge 2 ]; do
        at=$1 line=$2
        shift 2
        sleep "$(awk -v a="$at" -v e=$((SECONDS - t0)) 'BEGIN {d = a - e; print (d > 0 ? d : 0)}')"
        python3 - "$sock" "$line" >> "$work/knobs.log" 2>&1 <<'PY'
import socket, sys
s = socket.socket(socket.AF_UNIX)
s.settimeout(5)
s.connect(sys.argv[1])
s.sendall((sys.argv[2] + "\n").encode())
print(s.makefile().readline().strip())
PY
    done
}
knob_times=()
if [ "$knobs" = 1 ]; then
    dsec=${duration%s}
    wsec=${warmup%s}
    knob_times=("$(awk -v w="$wsec" -v d="$dsec" 'BEGIN {print w + d / 3}')" "vus $((vus * 2))"
                "$(awk -v w="$wsec" -v d="$dsec" 'BEGIN {print w + 2 * d / 3}')" "vus $vus")
    load+=(--control "$sock")
fi
echo "target $url, ${rounds} rounds of: ${load[*]} ${extra[*]}${window[*]:+; window: ${window[*]}}"
[ "$knobs" = 1 ] && echo "knobs: ${knob_times[*]} (seconds after the start)"

cli_rps=() gui_rps=() late=() stall=() busy=()
for r in $(seq "$rounds"); do
    knob_pid=
    if [ "$knobs" = 1 ]; then turn_knobs "${knob_times[@]}" & knob_pid=$!; fi
    out=$("$bin/benchwork-cli" run "$url" "${load[@]}" "${extra[@]}" --no-save 2>&1) || true
    [ -n "$knob_pid" ] && { wait "$knob_pid" || true; }
    rps=$(awk '/^Requests\/sec:/{print $2}' <<<"$out")
    [ -n "$rps" ] || { echo "gui-overhead: benchwork-cli run failed:" >&2; echo "$out" >&2; exit 1; }
    cli_rps+=("$rps")

    knob_pid=
    if [ "$knobs" = 1 ]; then turn_knobs "${knob_times[@]}" & knob_pid=$!; fi
    out=$(xvfb-run -a -s "-screen 0 1600x1000x24" "$bin/benchwork" --autorun --quit-after --url "$url" \
          "${load[@]}" "${extra[@]}" "${window[@]}" 2>&1) || true
    [ -n "$knob_pid" ] && { wait "$knob_pid" || true; }
    line=$(grep '^benchwork: ' <<<"$out" | tail -1)
    [ -n "$line" ] || { echo "gui-overhead: benchwork --autorun failed:" >&2; echo "$out" >&2; exit 1; }
    gui_rps+=("$(sed -E 's/.* ([0-9.]+) req\/s.*/\1/' <<<"$line")")
    late+=("$(sed -E 's/.*late p99 ([0-9.]+) ms.*/\1/' <<<"$line")")
    stall+=("$(sed -E 's/.*stall p99 ([0-9.]+) ms.*/\1/' <<<"$line")")
    busy+=("$(sed -E 's/.*busy p99 ([0-9.]+) ms.*/\1/' <<<"$line")")
    printf 'round %d: headless %10.1f req/s   window %10.1f req/s   tick late p99 %6.1f ms (stall %5.1f, busy %5.1f)\n' \
        "$r" "${cli_rps[-1]}" "${gui_rps[-1]}" "${late[-1]}" "${stall[-1]}" "${busy[-1]}"
done

if [ "$knobs" = 1 ]; then
    oks=$(grep -c '^ok vus' "$work/knobs.log" || true)
    echo "knob changes acknowledged: $oks of $((rounds * 4))"
    grep -v '^ok vus' "$work/knobs.log" | head -3 || true
fi
median() { printf '%s\n' "$@" | sort -g | awk '{a[NR]=$1} END {print (NR%2 ? a[(NR+1)/2] : (a[NR/2]+a[NR/2+1])/2)}'; }
cli_m=$(median "${cli_rps[@]}")
gui_m=$(median "${gui_rps[@]}")
late_max=$(printf '%s\n' "${late[@]}" | sort -g | tail -1)
stall_max=$(printf '%s\n' "${stall[@]}" | sort -g | tail -1)
ratio=$(awk -v g="$gui_m" -v c="$cli_m" 'BEGIN {printf "%.3f", g / c}')
echo
printf 'requests/s ratio window/headless: %s (median %s / %s; target >= 0.97)\n' "$ratio" "$gui_m" "$cli_m"
printf 'UI tick lateness p99: %s ms worst round (target <= 30 ms); own stalls p99 %s ms\n' "$late_max" "$stall_max"
awk -v r="$ratio" -v l="$late_max" 'BEGIN { exit !(r >= 0.97 && l <= 30) }' \
    && echo "verdict: PASS" || { echo "verdict: FAIL"; exit 1; }
