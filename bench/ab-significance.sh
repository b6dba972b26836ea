#!/usr/bin/env bash
# Does `benchwork-cli ab` tell change from noise? Two A/B runs on this machine:
#   1. the demo target against an identical copy (an A/A test): expected "~",
#      no significant difference;
#   2. the demo target against a copy that waits DELAY_US microseconds before
#      every answer (benchwork-target --delay-us): expected significant, B slower.
# Each side is launched by `ab` itself (--launch-a/--launch-b) and loaded
# ROUNDS times, alternated A B A B, DURATION seconds after a 1 s warmup, with
# the same load (-c 10 -t 1). Prints both comparisons as `ab` prints them and
# a one-line verdict for each; exit 0 when both came out as expected.
#   bench/ab-significance.sh [BUILD_DIR]   (env: ROUNDS=6 DURATION=3 DELAY_US=200 PORT=38481)
set -euo pipefail
cd "$(dirname "$0")/.."
BUILD=${1:-build}
CLI="$BUILD/bin/benchwork-cli"
TARGET="$BUILD/bin/benchwork-target"
ROUNDS=${ROUNDS:-6}
DURATION=${DURATION:-3}
DELAY_US=${DELAY_US:-200}
PORT=${PORT:-38481}
PORT_B=$((PORT + 1))
[[ -x "$CLI" && -x "$TARGET" ]] || { echo "bench: $CLI or $TARGET not built (scripts/setup.sh build)" >&2; exit 2; }
for p in "$PORT" "$PORT_B"; do
    if (exec 3<>"/dev/tcp/127.0.0.1/$p") 2>/dev/null; then
        echo "bench: something already listens on 127.0.0.1:$p (set PORT=...)" >&2
        exit 2
    fi
done
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
LOAD=(-c 10 -t 1 -w 1s -d "${DURATION}s" --rounds "$ROUNDS" --cooldown 1s --db "$out/history.sqlite")

echo "== A/A: benchwork-target against an identical copy, $ROUNDS rounds each, ${DURATION}s each"
"$CLI" ab "${LOAD[@]}" --json "$out/aa.json" \
    --launch-a "$TARGET --port $PORT --quiet" --launch-b "$TARGET --port $PORT_B --quiet" \
    "http://127.0.0.1:$PORT/json" "http://127.0.0.1:$PORT_B/json" | tee "$out/aa.txt"
echo
echo "== A/B: benchwork-target against a copy with --delay-us $DELAY_US, $ROUNDS rounds each, ${DURATION}s each"
"$CLI" ab "${LOAD[@]}" --json "$out/ab.json" \
    --launch-a "$TARGET --port $PORT --quiet" --launch-b "$TARGET --port $PORT_B --quiet --delay-us $DELAY_US" \
    "http://127.0.0.1:$PORT/json" "http://127.0.0.1:$PORT_B/json" | tee "$out/ab.txt"

# the requests/s verdict of each comparison, from its JSON
verdict() { sed -n '/"rps": {/,/"verdict"/p' "$1" | sed -n 's/.*"verdict": "\([^"]*\)".*/\1/p' | tail -1; }
aa=$(verdict "$out/aa.json")
ab=$(verdict "$out/ab.json")
echo
echo "A/A requests/s verdict: $aa (expected ~)"
echo "A/B requests/s verdict: $ab (expected worse)"
[[ "$aa" == "~" && "$ab" == "worse" ]]
