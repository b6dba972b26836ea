#!/usr/bin/env bash
# Two agents as one run, against one demo target on this machine:
#   A: one benchwork-cli running all the VUs (-c C -t 2);
#   B: two benchwork-cli processes, --agents 2 --agent-index 0/1 (-t 1 each, so
#      the same two engine threads in all), both --start-at a few seconds
#      ahead, merged with `benchwork-cli merge`.
# Rounds alternate A B A B ...; prints each round, the medians and the ratio
# B/A of requests/s, and checks every merge with bench/src/bwh1_check.py
# (merged count == sum, merged p99 == p99 of the added histograms, decoded
# independently). A benchmark, not a test: the ratio depends on the machine.
#
# Usage: bench/agents-merge.sh [--build DIR] [--rounds N] [--duration 5s]
#                              [--warmup 1s] [--connections 50] [--lead 3]
set -euo pipefail

build_dir=""
rounds=3
duration=5s
warmup=1s
connections=50
lead=3

die() { echo "agents-merge: $*" >&2; exit 2; }
while [[ $# -gt 0 ]]; do
  case "$1" in
    --build) build_dir="${2:?}"; shift 2 ;;
    --rounds) rounds="${2:?}"; shift 2 ;;
    --duration) duration="${2:?}"; shift 2 ;;
    --warmup) warmup="${2:?}"; shift 2 ;;
    --connections) connections="${2:?}"; shift 2 ;;
    --lead) lead="${2:?}"; shift 2 ;;
    -h|--help) sed -n '2,15p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    *) die "unknown option '$1' (see --help)" ;;
  esac
done
[[ "$rounds" =~ ^[1-9][0-9]*$ ]] || die "--rounds must be a positive integer"
[[ "$connections" =~ ^[1-9][0-9]*$ ]] && (( connections >= 2 )) || die "--connections must be at least 2"
[[ "$lead" =~ ^[1-9][0-9]*$ ]] || die "--lead must be whole seconds"

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
if [[ -z "$build_dir" ]]; then
  for candidate in "$here/../build" "$here/../build-release"; do
    [[ -x "$candidate/bin/benchwork-cli" ]] && { build_dir="$candidate"; break; }
  done
fi
cli="$build_dir/bin/benchwork-cli"
[[ -x "$cli" && -x "$build_dir/bin/benchwork-target" ]] || die "benchwork-cli/benchwork-target not found; pass --build DIR"

work="$(mktemp -d -t bw-agents-merge.XXXXXX)"
target_pid=""
cleanup() { [[ -n "$target_pid" ]] && kill "$target_pid" 2>/dev/null; wait 2>/dev/null; rm -rf "$work"; }
trap cleanup EXIT

# the demo target on an ephemeral loopback port; its first line says where
coproc TARGET { exec "$build_dir/bin/benchwork-target" --port 0 --quiet; }
target_pid=$TARGET_PID
read -r -t 10 line <&"${TARGET[0]}" || die "the demo target did not start"
url="$(sed -n 's/.*listening \(http:\/\/127\.0\.0\.1:[0-9]*\).*/\1/p' <<<"$line")/json"
[[ "$url" == http://127.0.0.1:* ]] || die "unexpected first line from the target: $line"
echo "target: $url; $rounds rounds of ${duration} (+${warmup} warmup), $connections VUs"

rps() { python3 -c 'import json,sys; print(json.load(open(sys.argv[1]))["summary"]["rps"])' "$1"; }
common=(run --no-save -q -w "$warmup" -d "$duration" -c "$connections" "$url")
a_rps=(); b_rps=(); failed=0
for ((r = 1; r <= rounds; r++)); do
  "$cli" "${common[@]}" -t 2 --json "$work/one-$r.json" >/dev/null
  a_rps+=("$(rps "$work/one-$r.json")")

  start_ms=$(( ($(date +%s) + lead) * 1000 ))
  agents=()
  for i in 0 1; do
    "$cli" "${common[@]}" -t 1 --agents 2 --agent-index "$i" --start-at "$start_ms" \
      --json "$work/agent-$r-$i.json" >/dev/null &
    agents+=($!)
  done
  wait "${agents[@]}" || true   # not `wait` alone: the target is a job too
  for i in 0 1; do [[ -s "$work/agent-$r-$i.json" ]] || die "agent $i of round $r wrote no result"; done
  "$cli" merge -q "$work/agent-$r-0.json" "$work/agent-$r-1.json" -o "$work/merged-$r.json"
  b_rps+=("$(rps "$work/merged-$r.json")")
  printf 'round %d: one agent %10.0f req/s | two agents merged %10.0f req/s\n' "$r" "${a_rps[-1]}" "${b_rps[-1]}"
  python3 "$here/src/bwh1_check.py" "$work/merged-$r.json" "$work/agent-$r-0.json" "$work/agent-$r-1.json" \
    | sed 's/^/  /' || failed=1
done

median() { printf '%s\n' "$@" | sort -g | awk '{a[NR]=$1} END {print (NR % 2) ? a[(NR+1)/2] : (a[NR/2] + a[NR/2+1]) / 2}'; }
ma="$(median "${a_rps[@]}")"; mb="$(median "${b_rps[@]}")"
ratio="$(awk -v a="$ma" -v b="$mb" 'BEGIN {printf "%.3f", b / a}')"
printf 'median: one agent %.0f req/s, two agents merged %.0f req/s, ratio merged/one %s\n' "$ma" "$mb" "$ratio"
awk -v r="$ratio" 'BEGIN {exit !(r >= 0.95 && r <= 1.05)}' && echo "within 5 %: yes" || echo "within 5 %: NO"
exit "$failed"
