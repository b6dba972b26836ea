#!/usr/bin/env bash
# A three-step flow (docs/flows.md) against wrk running the same journey in
# Lua. nginx answers the three routes with fixed JSON, pinned to core 0: a
# login ({"token": ...}), a listing of ten ids, and an item; the clients run
# pinned to core 1, -t1 -c50, alternately, ROUNDS times each, DURATION each:
#   wrk-lua     wrk -s flow.lua: each connection logs in once per iteration,
#               lists, and gets one of the listed ids at random: request()
#               builds the next step from what response() took (the token by
#               string.match, the ids by string.gmatch)
#   flow        benchwork-cli --mix with the same flow: one JSON extraction
#               (a JSON Pointer, then a JSONPath with a random pick) and a
#               status check per step
#   mix         benchwork-cli --mix with the same three requests as a plain
#               set in sequence (no extraction, no check): what a flow costs
#               over the request set it is built on
# For each: requests/s and client CPU microseconds per request (user+sys of
# the client process), medians over rounds, the ratios, and paired ratios
# (the median of each round's ratio) beside them.
# Targets: flow >= 1.0x wrk-lua's requests/s at <= 0.7x its CPU per request;
# flow <= 1.2x mix's CPU per request.
#   bench/flow-vs-wrk-lua.sh [BUILD_DIR]   (env: ROUNDS=5 DURATION=10)
set -euo pipefail
cd "$(dirname "$0")/.."
source bench/nginx-common.sh
bench_against_nginx "${1:-build}" 5 10 wrk
NGINX_PORT=${NGINX_PORT:-18092}
ITEMS='{"items":[{"id":11,"name":"a"},{"id":12,"name":"b"},{"id":13,"name":"c"},{"id":14,"name":"d"},{"id":15,"name":"e"},{"id":16,"name":"f"},{"id":17,"name":"g"},{"id":18,"name":"h"},{"id":19,"name":"i"},{"id":20,"name":"j"}]}'
nginx_start 0 "    location = /login { default_type application/json; return 200 '{\"token\":\"6f1e0c2a9b7d4e3f8a5c1b0d2e4f6a8c\",\"user\":\"u\"}'; }
    location = /items { default_type application/json; return 200 '$ITEMS'; }
    location /items/ { default_type application/json; return 200 '{\"id\":1,\"name\":\"a\",\"price\":12}'; }"
BASE="http://127.0.0.1:$NGINX_PORT"

cat > "$out/flow.json" <<'JSON'
{
  "flows": [{ "name": "shop", "cookies": false, "steps": [
    { "name": "login", "method": "POST", "path": "/login", "body": "{}",
      "extract": { "token": { "json": "/token" } }, "checks": [{ "status": 200 }] },
    { "name": "list", "path": "/items", "headers": { "Authorization": "Bearer {{token}}" },
      "extract": { "id": { "jsonpath": "$.items[*].id", "pick": "random" } }, "checks": [{ "status": 200 }] },
    { "name": "item", "path": "/items/{{id}}", "headers": { "Authorization": "Bearer {{token}}" },
      "extract": { "name": { "json": "/name" } }, "checks": [{ "status": 200 }] }
  ] }]
}
JSON
cat > "$out/mix.json" <<'JSON'
{
  "order": "sequence",
  "requests": [
    { "name": "login", "method": "POST", "path": "/login", "body": "{}" },
    { "name": "list", "path": "/items", "headers": { "Authorization": "Bearer 6f1e0c2a9b7d4e3f8a5c1b0d2e4f6a8c" } },
    { "name": "item", "path": "/items/14", "headers": { "Authorization": "Bearer 6f1e0c2a9b7d4e3f8a5c1b0d2e4f6a8c" } }
  ]
}
JSON
cat > "$out/flow.lua" <<'LUA'
-- log in, list, get one of the listed ids: each connection's next request
-- is built from what the previous response gave
math.randomseed(42)
local step, token, ids = 1, nil, {}
request = function()
  if step == 1 then
    return wrk.format("POST", "/login", nil, "{}")
  elseif step == 2 then
    return wrk.format("GET", "/items", { ["Authorization"] = "Bearer " .. token })
  end
  return wrk.format("GET", "/items/" .. ids[math.random(#ids)], { ["Authorization"] = "Bearer " .. token })
end
response = function(status, headers, body)
  if status ~= 200 then step = 1; return end
  if step == 1 then
    token = string.match(body, '"token":"([^"]+)"')
    step = token and 2 or 1
  elseif step == 2 then
    ids = {}
    for id in string.gmatch(body, '"id":(%d+)') do ids[#ids + 1] = id end
    step = #ids > 0 and 3 or 1
  else
    local name = string.match(body, '"name":"([^"]*)"')
    step = 1
  end
end
LUA

run_client() { local name=$1; shift; client_round 1 "$out" "$name" wrk "$@"; }

echo "nginx pinned to core 0, clients pinned to core 1, -t1 -c50, ${DURATION}s, $ROUNDS rounds"
for round in $(seq "$ROUNDS"); do
    run_client wrk-lua wrk -t1 -c50 -d"${DURATION}s" -s "$out/flow.lua" "$BASE"
    run_client flow "$CLI" run --no-save -q -t1 -c50 -d"${DURATION}s" --engine native --mix "$out/flow.json" --seed 42 "$BASE"
    run_client mix "$CLI" run --no-save -q -t1 -c50 -d"${DURATION}s" --engine native --mix "$out/mix.json" --seed 42 "$BASE"
done
# the flow's last round, as a check that it ran the journey and every check held
awk '/^Flows:/ {on = 1} /^Steps:/ {on = 0} on && /^  shop +[0-9]/ {print "  last flow round: " $2 " iterations, " $4 " failed"}' "$out/flow.log"
awk '/^Steps:/ {on = 1} on && /^  shop \/ / {print "  last flow round: step " $3 " " $6 " requests, " $10 " check failures"}' "$out/flow.log"

med() { awk -v c="$2" '{print $c}' "$out/$1" | median; }
paired() { paste "$out/$1" "$out/$2" | awk -v c="$3" '{ if ($(4 + c) > 0) print $c / $(4 + c) }' | median; }
ratio() { awk -v a="$1" -v b="$2" 'BEGIN{printf "%.2f", a/b}'; }
echo
echo "medians             req/s   us/request   user kernel"
for n in wrk-lua flow mix; do
    printf "  %-12s %10.0f   %10.2f %6.2f %6.2f\n" "$n" "$(med $n 1)" "$(med $n 2)" "$(med $n 3)" "$(med $n 4)"
done
echo
printf "flow vs wrk-lua: req/s %sx (paired %.2fx)   CPU/request %sx (paired %.2fx)\n" \
    "$(ratio "$(med flow 1)" "$(med wrk-lua 1)")" "$(paired flow wrk-lua 1)" \
    "$(ratio "$(med flow 2)" "$(med wrk-lua 2)")" "$(paired flow wrk-lua 2)"
printf "flow vs mix:     CPU/request %sx (paired %.2fx)   user %sx   kernel %sx\n" \
    "$(ratio "$(med flow 2)" "$(med mix 2)")" "$(paired flow mix 2)" \
    "$(ratio "$(med flow 3)" "$(med mix 3)")" "$(ratio "$(med flow 4)" "$(med mix 4)")"
echo "targets: flow >= 1.0x wrk-lua's req/s at <= 0.7x its CPU/request; flow <= 1.2x mix's CPU/request"
