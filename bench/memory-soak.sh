#!/usr/bin/env bash
# Memory soak: runs `benchwork-cli run --demo` for a long time (saving to a
# history database in a temp folder, so progress saves are part of it) and
# samples benchwork-cli's resident memory every few seconds. Prints each
# sample, then the growth from the first sample after the warm-up to the last.
# A run keeps about 180 bytes per second of run by design (the engine's and
# the target's per-second series, ~0.65 MB an hour); anything beyond that is
# what this script is for. It also prints the growth in each half after the
# warm-up (bounded structures fill in the first) and which mappings grew
# (main heap, thread arenas, files, shared memory), from /proc/PID/smaps.
# With --gui the window is measured instead: `benchwork --autorun --demo`
# under a private Xvfb, live charts redrawn at 10 Hz for the whole run. Its
# charts span the planned run and hold about two points per pixel column of
# the part drawn so far, so in a timed run they fill (and Qt Charts' line
# geometry grows) until the run's end, to the same size for a 10-minute run as
# for a 6-hour one. A run of a fixed request count (`-- -c 50 -R 5000 -n N`)
# has an axis that follows the data: its charts are full after several
# minutes, and what grows after that grows with the run.
#
# Usage: bench/memory-soak.sh [DURATION] [--gui] [--build DIR] [--interval SECONDS]
#                             [--warmup SECONDS] [-- EXTRA run OPTIONS]
#   DURATION   how long the run lasts, as benchwork-cli takes it: 10m (default), 1h, 90s
#   --build    build directory holding bin/benchwork-cli (default: build-rel, then build)
#   --interval seconds between samples (default 5)
#   --warmup   seconds before the baseline sample (default 60)
#   --gui      measure the window (needs Xvfb) rather than benchwork-cli
#   extra options after -- replace the default load "-c 50 -R 5000"; with
#              -n/--requests the run ends after that many requests (no -d),
#              and DURATION only bounds it: stopped and failed at 2x + 5 min
#
# The one-hour soak:   bench/memory-soak.sh 1h
# Count mode, one hour at 5,000/s:   bench/memory-soak.sh 1h --gui -- -c 50 -R 5000 -n 18000000
set -euo pipefail

duration=10m
build_dir=""
interval=5
warmup=60
load=(-c 50 -R 5000)
gui=0

die() { echo "memory-soak: $*" >&2; exit 2; }

while [[ $# -gt 0 ]]; do
  case "$1" in
    --build) build_dir="${2:?--build needs a directory}"; shift 2 ;;
    --gui) gui=1; shift ;;
    --interval) interval="${2:?--interval needs seconds}"; shift 2 ;;
    --warmup) warmup="${2:?--warmup needs seconds}"; shift 2 ;;
    --) shift; load=("$@"); break ;;
    -h|--help) awk 'NR > 1 && !/^#/ { exit } NR > 1' "$0"; exit 0 ;;   # the header comment
    -*) die "unknown option $1 (see --help)" ;;
    *) duration="$1"; shift ;;
  esac
done
[[ "$interval" =~ ^[0-9]+$ && "$interval" -gt 0 ]] || die "--interval expects whole seconds, got '$interval'"
[[ "$warmup" =~ ^[0-9]+$ ]] || die "--warmup expects whole seconds, got '$warmup'"
[[ "$duration" =~ ^0*([1-9][0-9]*)([hms]?)$ ]] \
  || die "DURATION must be whole seconds, minutes or hours (90s, 10m, 1h), got '$duration'"
case "${BASH_REMATCH[2]}" in
  h) duration_s=$(( BASH_REMATCH[1] * 3600 )) ;;
  m) duration_s=$(( BASH_REMATCH[1] * 60 )) ;;
  *) duration_s=$(( BASH_REMATCH[1] )) ;;
esac
# A fixed request count replaces the duration; the duration then only bounds the soak.
run_length=(-d "$duration")
for a in "${load[@]}"; do [[ "$a" == "-n" || "$a" == "--requests" ]] && run_length=(); done
limit_s=$(( duration_s * 2 + 300 ))   # a run still going then is stopped

root="$(cd "$(dirname "$0")/.." && pwd)"
if [[ -z "$build_dir" ]]; then
  for d in "$root/../build-rel" "$root/build"; do
    [[ -x "$d/bin/benchwork-cli" ]] && { build_dir="$d"; break; }
  done
fi
cli="${build_dir:-?}/bin/benchwork-cli"
[[ -x "$cli" ]] || die "benchwork-cli not found (give --build DIR)"
if (( gui )); then
  [[ -x "$build_dir/bin/benchwork" ]] || die "$build_dir/bin/benchwork not found"
  command -v Xvfb >/dev/null || die "--gui needs Xvfb (Debian: apt-get install xvfb)"
  # The window takes --rate where the CLI takes -R.
  for i in "${!load[@]}"; do [[ "${load[$i]}" == "-R" ]] && load[$i]="--rate"; done
fi

# Resident memory of a pid in KiB, empty once it is gone.
rss_kib() {
  if [[ -r "/proc/$1/status" ]]; then
    awk '/^VmRSS:/ {print $2}' "/proc/$1/status" 2>/dev/null
  else
    ps -o rss= -p "$1" 2>/dev/null | tr -d ' '
  fi
}

# Where the growth is: per-mapping Rss diff of two /proc/PID/smaps copies,
# grouped as the main heap, other anonymous memory (thread arenas, big
# allocations), thread stacks, shared memory (SQLite's -shm) and files.
smaps_growth() {
  awk '
    function kind(name) {
      if (name == "[heap]") return "heap (main arena)"
      if (name ~ /^\[stack/) return "stacks"
      if (name ~ /-shm$|SYSV|\/dev\/shm|memfd:/) return "shared memory"
      if (name == "" || name ~ /^\[anon/) return "anonymous (arenas, large blocks)"
      if (name ~ /^\[/) return name
      return "files (libraries, fonts, database)"
    }
    /^[0-9a-f]+-[0-9a-f]+ / { key = substr($1, 1, index($1, "-") - 1); name = (NF >= 6) ? $6 : ""; for (i = 7; i <= NF; i++) name = name " " $i; next }
    /^Size:/ { if (name == "[heap]") { if (FNR == NR) heapSize0 = $2; else heapSize1 = $2 }; next }
    /^Rss:/ { names[key] = name; if (FNR == NR) before[key] = $2; else after[key] = $2
              if (name == "[heap]") { if (FNR == NR) heapRss0 = $2; else heapRss1 = $2 }; next }
    END {
      # The heap extent only grows when the live heap outgrows it; resident
      # pages inside an extent that stayed put are reused free space.
      if (heapSize1 != "")
        printf "memory-soak: main heap extent %d -> %d KiB, resident in it %d -> %d KiB\n", heapSize0, heapSize1, heapRss0, heapRss1
      for (k in names) { d = after[k] - before[k]; if (d != 0) { byKind[kind(names[k])] += d; byMap[k] = d } }
      printf "memory-soak: where RSS changed between the baseline and the last sample (KiB):\n"
      for (c in byKind) printf "  %+8d  %s\n", byKind[c], c
      n = 0
      printf "memory-soak: largest single mappings:\n"
      while (n < 6) {
        best = ""; bv = 0
        for (k in byMap) if (byMap[k] > bv) { bv = byMap[k]; best = k }
        if (best == "") break
        printf "  %+8d  %s %s\n", bv, best, names[best]; delete byMap[best]; n++
      }
    }' "$1" "$2"
}

tmp="$(mktemp -d "${TMPDIR:-/tmp}/benchwork-soak.XXXXXX")"
pid=""; xvfb=""
cleanup() {
  # (under set -e a failing kill, of a process already gone, would skip the rm)
  if [[ -n "$pid" ]]; then kill "$pid" 2>/dev/null || true; fi
  if [[ -n "$xvfb" ]]; then kill "$xvfb" 2>/dev/null || true; fi
  rm -rf "$tmp"
}
trap cleanup EXIT
trap 'exit 143' TERM INT

if (( gui )); then
  Xvfb -displayfd 3 -screen 0 1600x1000x24 -nolisten tcp 3>"$tmp/display" >/dev/null 2>"$tmp/xvfb.log" &
  xvfb=$!
  for _ in $(seq 100); do [[ -s "$tmp/display" ]] && break; sleep 0.1; done
  [[ -s "$tmp/display" ]] || die "Xvfb did not start: $(cat "$tmp/xvfb.log")"
  echo "memory-soak: benchwork --autorun --demo ${load[*]} ${run_length[*]} on :$(cat "$tmp/display") (sample every ${interval}s, baseline at ${warmup}s)"
  DISPLAY=":$(cat "$tmp/display")" QT_QPA_PLATFORM=xcb BENCHWORK_DB="$tmp/history.sqlite" \
    XDG_CONFIG_HOME="$tmp/config" XDG_DATA_HOME="$tmp/data" \
    "$build_dir/bin/benchwork" --autorun --quit-after --demo "${load[@]}" "${run_length[@]}" >"$tmp/out.txt" 2>&1 &
  pid=$!
else
  echo "memory-soak: $cli run --demo ${load[*]} ${run_length[*]} (sample every ${interval}s, baseline at ${warmup}s)"
  "$cli" run --demo "${load[@]}" "${run_length[@]}" -q --db "$tmp/history.sqlite" --name memory-soak >"$tmp/out.txt" 2>&1 &
  pid=$!
fi
start=$(date +%s)
baseline=""; baseline_t=""; last=""; last_t=0; peak=0; first=""; ts=(); rs=()
printf '%8s %12s\n' "t (s)" "RSS (KiB)"
while kill -0 "$pid" 2>/dev/null; do
  r="$(rss_kib "$pid")"
  [[ -z "$r" ]] && break
  t=$(( $(date +%s) - start ))
  printf '%8d %12d\n' "$t" "$r"
  [[ -z "$first" ]] && first="$r"
  if [[ -z "$baseline" && "$t" -ge "$warmup" ]]; then
    baseline="$r"; baseline_t="$t"
    cp "/proc/$pid/smaps" "$tmp/smaps.base" 2>/dev/null || true
  fi
  [[ -n "$baseline" ]] && { cp "/proc/$pid/smaps" "$tmp/smaps.next" 2>/dev/null && mv "$tmp/smaps.next" "$tmp/smaps.last" || true; }
  last="$r"; last_t="$t"
  ts+=("$t"); rs+=("$r")
  (( r > peak )) && peak="$r"
  if (( t > limit_s )); then
    kill "$pid" 2>/dev/null || true
    die "the run was still going after ${t}s (bound: twice $duration plus 5 minutes); stopped it"
  fi
  sleep "$interval"
done
status=0
wait "$pid" || status=$?
echo "--- output (exit status $status) ---"
cat "$tmp/out.txt"
echo "---"
[[ "$status" -eq 0 ]] || die "the run failed (exit status $status)"
if [[ -z "$baseline" ]]; then
  echo "memory-soak: the run was shorter than the warm-up (${warmup}s): no growth figure; first ${first} KiB, last ${last} KiB"
  exit 0
fi
growth=$(( last - baseline ))
span=$(( last_t - baseline_t ))
per_hour="n/a"
(( span > 0 )) && per_hour=$(awk -v g="$growth" -v s="$span" 'BEGIN { printf "%.0f", g * 3600 / s }')
echo "memory-soak: RSS first ${first} KiB, at ${baseline_t}s ${baseline} KiB, last (${last_t}s) ${last} KiB, peak ${peak} KiB"
echo "memory-soak: growth after warm-up ${growth} KiB over ${span}s (${per_hour} KiB per hour)"
# Bounded structures (caches; in count mode the charts) fill early; what
# still grows in the second half is what grows with the run.
if (( span >= 120 )); then
  mid_t=$(( baseline_t + span / 2 ))
  for i in "${!ts[@]}"; do
    if (( ts[i] >= mid_t )); then
      second=$(( last - rs[i] ))
      echo "memory-soak: first half ${baseline_t}-${ts[i]}s $(( rs[i] - baseline )) KiB, second half ${ts[i]}-${last_t}s ${second} KiB ($(awk -v g="$second" -v s="$(( last_t - ts[i] ))" 'BEGIN { if (s > 0) printf "%.0f", g * 3600 / s; else print "n/a" }') KiB per hour)"
      break
    fi
  done
fi
[[ -s "$tmp/smaps.base" && -s "$tmp/smaps.last" ]] && smaps_growth "$tmp/smaps.base" "$tmp/smaps.last"
