#!/usr/bin/env bash
# A request mix against wrk's documented way of sending one: a Lua request()
# function. nginx answers every path with a small JSON response, pinned to
# core 0; the clients run pinned to core 1, -t1 -c50, alternately, ROUNDS
# times each, DURATION each:
#   wrk-lua     wrk -s mix.lua: request() picks find (6), list (3) or signal
#               (1) and a random id 1..300 / page 1..15 per request
#   mix         benchwork-cli --mix with the same three entries and variables
#   fixed       benchwork-cli with one fixed request (GET /db/find/1)
# For each: requests/s and client CPU microseconds per request (user+sys of
# the client process), medians over rounds, and the ratios: mix against
# wrk-lua (requests/s, CPU per request) and mix against fixed (CPU per
# request: what the mix costs Benchwork itself). Paired ratios (the median
# of each round's ratio) are given beside them.
# Targets: mix >= 1.0x wrk-lua's requests/s at <= 0.8x its CPU per request;
# mix <= 1.10x fixed's CPU per request.
# With INSTRUCTIONS=1 (valgrind), also the user-space instructions per
# request of mix and fixed under callgrind, from N and 3N requests in count
# mode (the difference over 2N: start-up cancelled out), which a loaded
# machine cannot move (wrk has no count mode, so it is not in this part).
# With BASE_BUILD=DIR as well (a build from before request sets), the fixed
# request's instructions of that build beside this one's: the plain path
# did not slow down.
#   bench/mix-vs-wrk-lua.sh [BUILD_DIR]   (env: ROUNDS=5 DURATION=10 INSTRUCTIONS=0 N=20000 BASE_BUILD=)
set -euo pipefail
cd "$(dirname "$0")/.."
source bench/nginx-common.sh
bench_against_nginx "${1:-build}" 5 10 wrk
NGINX_PORT=${NGINX_PORT:-18091}
# every path (and POST) answers the same small JSON
nginx_start 0 "    location / { default_type application/json; return 200 '{\"message\":\"Hello, World!\"}'; }"
BASE="http://127.0.0.1:$NGINX_PORT"

cat > "$out/mix.json" <<'JSON'
{
  "variables": { "id": { "random": [1, 300] }, "page": { "random": [1, 15] } },
  "requests": [
    { "name": "find", "path": "/db/find/{{id}}", "weight": 6 },
    { "name": "list", "path": "/db/list?page={{page}}&size=20", "weight": 3 },
    { "name": "signal", "method": "POST", "path": "/api/signal", "weight": 1,
      "headers": { "Content-Type": "application/json" }, "body": "{\"id\":{{id}}}" }
  ]
}
JSON
cat > "$out/mix.lua" <<'LUA'
-- the same three requests, picked by weight, a random id and page each
math.randomseed(42)
local json = { ["Content-Type"] = "application/json" }
request = function()
  local pick = math.random(10)
  local id = math.random(300)
  if pick <= 6 then
    return wrk.format("GET", "/db/find/" .. id)
  elseif pick <= 9 then
    return wrk.format("GET", "/db/list?page=" .. math.random(15) .. "&size=20")
  end
  return wrk.format("POST", "/api/signal", json, '{"id":' .. id .. '}')
end
LUA

# run_client NAME CMD... : one round of a client on core 1 (nginx-common.sh)
run_client() { local name=$1; shift; client_round 1 "$out" "$name" wrk "$@"; }

echo "nginx pinned to core 0, clients pinned to core 1, -t1 -c50, ${DURATION}s, $ROUNDS rounds"
for round in $(seq "$ROUNDS"); do
    run_client wrk-lua wrk -t1 -c50 -d"${DURATION}s" -s "$out/mix.lua" "$BASE"
    run_client mix "$CLI" run --no-save -q -t1 -c50 -d"${DURATION}s" --engine native --mix "$out/mix.json" --seed 42 "$BASE"
    run_client fixed "$CLI" run --no-save -q -t1 -c50 -d"${DURATION}s" --engine native "$BASE/db/find/1"
done
# the shares the mix sent in its last round, as a check that it sent the mix
awk '/^Requests by entry/ {on = 1} on && /^  (find|list|signal) / {print "  last mix round: " $1 " " $4 " requests (" $5 ")"}' "$out/mix.log"

med() { awk -v c="$2" '{print $c}' "$out/$1" | median; }
# paired A B COLUMN : the median over rounds of A's figure over B's in the same round
paired() { paste "$out/$1" "$out/$2" | awk -v c="$3" '{ if ($(4 + c) > 0) print $c / $(4 + c) }' | median; }
ratio() { awk -v a="$1" -v b="$2" 'BEGIN{printf "%.2f", a/b}'; }
echo
echo "medians             req/s   us/request   user kernel"
for n in wrk-lua mix fixed; do
    printf "  %-12s %10.0f   %10.2f %6.2f %6.2f\n" "$n" "$(med $n 1)" "$(med $n 2)" "$(med $n 3)" "$(med $n 4)"
done
echo
printf "mix vs wrk-lua:  req/s %sx (paired %.2fx)   CPU/request %sx (paired %.2fx)\n" \
    "$(ratio "$(med mix 1)" "$(med wrk-lua 1)")" "$(paired mix wrk-lua 1)" \
    "$(ratio "$(med mix 2)" "$(med wrk-lua 2)")" "$(paired mix wrk-lua 2)"
printf "mix vs fixed:    CPU/request %sx (paired %.2fx)   user %sx   kernel %sx\n" \
    "$(ratio "$(med mix 2)" "$(med fixed 2)")" "$(paired mix fixed 2)" \
    "$(ratio "$(med mix 3)" "$(med fixed 3)")" "$(ratio "$(med mix 4)" "$(med fixed 4)")"
echo "targets: mix >= 1.0x wrk-lua's req/s at <= 0.8x its CPU/request; mix <= 1.10x fixed's CPU/request"

if [[ "${INSTRUCTIONS:-0}" == 1 ]]; then
    command -v valgrind >/dev/null && command -v callgrind_annotate >/dev/null \
        || { echo "bench: valgrind is missing: scripts/install-deps.sh bench" >&2; exit 2; }
    N=${N:-20000}
    # total COUNT ARGS... : benchwork-cli's ($TOTAL_CLI) total instructions under callgrind
    TOTAL_CLI=$CLI
    total() {
        local count=$1; shift
        valgrind --tool=callgrind --callgrind-out-file="$out/cg.out" "$TOTAL_CLI" run --no-save -q -t1 -c50 -n "$count" \
            --engine native "$@" > "$out/cg.log" 2>&1 || { echo "bench: failed under valgrind:"; cat "$out/cg.log"; exit 1; } >&2
        callgrind_annotate "$out/cg.out" 2>/dev/null | awk '/PROGRAM TOTALS/ {gsub(",", "", $1); print $1}'
    }
    per() { awk -v a="$1" -v b="$2" -v n="$N" 'BEGIN {printf "%.0f", (b - a) / (2 * n)}'; }
    fa=$(total "$N" "$BASE/db/find/1"); fb=$(total $((3 * N)) "$BASE/db/find/1")
    ma=$(total "$N" --mix "$out/mix.json" --seed 42 "$BASE"); mb=$(total $((3 * N)) --mix "$out/mix.json" --seed 42 "$BASE")
    f=$(per "$fa" "$fb"); m=$(per "$ma" "$mb")
    echo
    echo "user-space instructions per request (callgrind, $N and $((3 * N)) requests):"
    printf "  fixed %8s   mix %8s   mix vs fixed %.2fx (+%s)\n" "$f" "$m" "$(awk -v a="$m" -v b="$f" 'BEGIN{print a/b}')" \
        "$(awk -v a="$m" -v b="$f" 'BEGIN{print a-b}')"
    if [[ -n "${BASE_BUILD:-}" ]]; then
        TOTAL_CLI="$BASE_BUILD/bin/benchwork-cli"
        [[ -x "$TOTAL_CLI" ]] || { echo "bench: $TOTAL_CLI not built" >&2; exit 2; }
        ba=$(total "$N" "$BASE/db/find/1"); bb=$(total $((3 * N)) "$BASE/db/find/1")
        b=$(per "$ba" "$bb")
        printf "  fixed, %s %8s   this build vs it %.2fx\n" "$BASE_BUILD" "$b" "$(awk -v a="$f" -v b="$b" 'BEGIN{print a/b}')"
    fi
fi
