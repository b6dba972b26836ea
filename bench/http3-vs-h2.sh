#!/usr/bin/env bash
# HTTP/3 against HTTP/2 on the same server, measured in one run on this
# machine. Caddy (Debian's 2.6: quic-go for HTTP/3) serves a small JSON
# response over h1, h2 and h3 on one 127.0.0.1 port with its internal CA
# (`tls internal`), pinned to core 1. benchwork-cli runs `--http2` and
# `--http3` alternately, ROUNDS times each, pinned to core 0 with 1 thread,
# CONNECTIONS connections and STREAMS streams per connection, DURATION each.
# For each: requests/s, client CPU microseconds per request (user+sys of the
# client process from the OS) and the client-health warnings benchwork
# raised; medians, and HTTP/3's ratios to HTTP/2. gtlsclient (Debian's
# ngtcp2-client, the HTTP/3 client that comes with ngtcp2) then fetches
# GTLS_REQUESTS requests over one connection as a sanity reference for what
# this server gives one QUIC client, and benchwork does the same beside it.
# Targets: the HTTP/3 runs are server-bound (no client warning), at <= 2x
# HTTP/2's client CPU per request.
#   bench/http3-vs-h2.sh [BUILD_DIR]
#   (env: ROUNDS=3 DURATION=8 CONNECTIONS=20 STREAMS=10 GTLS_REQUESTS=20000 PORT=18443)
set -euo pipefail
cd "$(dirname "$0")/.."
source bench/nginx-common.sh   # the preamble, median
bench_setup "${1:-build}" caddy gtlsclient taskset
ROUNDS=${ROUNDS:-3}
DURATION=${DURATION:-8}
CONNECTIONS=${CONNECTIONS:-20}
STREAMS=${STREAMS:-10}
GTLS_REQUESTS=${GTLS_REQUESTS:-20000}
PORT=${PORT:-18443}

out=$(mktemp -d)
CADDY_PID=""
cleanup() {
    if [[ -n "$CADDY_PID" ]] && kill "$CADDY_PID" 2>/dev/null; then wait "$CADDY_PID" 2>/dev/null || true; fi
    rm -rf "$out"
}
trap cleanup EXIT

# Caddy with everything it keeps (its CA, certificates) under $out, never
# the user's home, no admin endpoint, no HTTP redirect listener, and no
# attempt to install its CA into the system's trust store. The site also
# answers the name localhost: gtlsclient sends that name (SNI) when given an
# IP address, and Caddy ends a handshake whose name it has no certificate
# for with a TLS internal_error (QUIC's CRYPTO_ERROR 0x150).
mkdir -p "$out/caddy"
cat > "$out/Caddyfile" <<CONF
{
	admin off
	skip_install_trust
	auto_https disable_redirects
	http_port 0
	storage file_system $out/caddy
	servers {
		protocols h1 h2 h3
	}
}
https://127.0.0.1:$PORT, https://localhost:$PORT {
	bind 127.0.0.1
	tls internal
	header Content-Type application/json
	respond /json \`{"message":"Hello, World!"}\` 200
}
CONF
HOME="$out" XDG_DATA_HOME="$out" XDG_CONFIG_HOME="$out" \
    taskset -c 1 caddy run --config "$out/Caddyfile" --adapter caddyfile > "$out/caddy.log" 2>&1 &
CADDY_PID=$!
url="https://127.0.0.1:$PORT/json"
for _ in $(seq 100); do
    curl -fsk "$url" >/dev/null 2>&1 && break
    sleep 0.1
done
curl -fsk "$url" >/dev/null 2>&1 || { echo "bench: caddy did not start; its log:" >&2; cat "$out/caddy.log" >&2; exit 1; }
# HTTP/3 answers too (a short run: it fails at once, saying why, if not)
"$CLI" run --no-save -q -t1 -c1 -n 10 --http3 -k "$url" > "$out/probe.log" 2>&1 \
    || { echo "bench: caddy does not answer HTTP/3:" >&2; cat "$out/probe.log" >&2; exit 1; }

# run_bw NAME PROTOCOL_FLAG : appends "rps us_per_req warnings" to $out/NAME
run_bw() {
    local name=$1 flag=$2
    local log="$out/$name.log" tf="$out/$name.time" json="$out/$name.json"
    TIMEFORMAT='%U %S'
    { time taskset -c 0 "$CLI" run --no-save -q -t1 -c"$CONNECTIONS" --streams "$STREAMS" -d"${DURATION}s" "$flag" -k \
        --json "$json" "$url" > "$log" 2>&1 ; } 2> "$tf"
    local cpu rps reqs warnings
    cpu=$(awk '{print $1 + $2}' "$tf")
    read -r rps reqs warnings < <(python3 - "$json" <<'PY'
import json, sys
r = json.load(open(sys.argv[1]))
s = r["summary"]
w = ",".join(s.get("clientWarnings", [])) or "none"
print(s["rps"], s["requests"], w)
PY
    ) || { echo "bench: $name produced no result:"; cat "$log"; exit 1; }
    [[ "$reqs" != 0 ]] || { echo "bench: $name completed no request:"; cat "$log"; exit 1; }
    local us
    us=$(awk -v c="$cpu" -v n="$reqs" 'BEGIN {printf "%.3f", c * 1e6 / n}')
    echo "$rps $us $warnings" >> "$out/$name"
    printf "  %-8s round %d: %10.0f req/s  %6.2f us/request  client warnings: %s\n" "$name" "$round" "$rps" "$us" "$warnings"
}

echo "caddy $(caddy version | awk '{print $1}') pinned to core 1; benchwork pinned to core 0, 1 thread," \
     "$CONNECTIONS connections x $STREAMS streams, ${DURATION}s, $ROUNDS rounds"
for round in $(seq "$ROUNDS"); do
    run_bw http2 --http2
    run_bw http3 --http3
done

# The reference: one gtlsclient connection fetching GTLS_REQUESTS requests
# (as many streams at once as caddy allows), timed and its CPU measured,
# and benchwork doing the same (one connection, 100 streams, the same count).
# gtlsclient prints each response's headers (its QUIC trace is off): the
# count of 200s must be the count asked for, or there is no reference figure,
# never a rate made of a failed run's time.
TIMEFORMAT='%R %U %S'
{ time taskset -c 0 gtlsclient --no-quic-dump --exit-on-all-streams-close -n "$GTLS_REQUESTS" 127.0.0.1 "$PORT" "$url" \
    > "$out/gtls.log" 2>&1 ; } 2> "$out/gtls.time" || true
read -r g_wall g_user g_sys < "$out/gtls.time"
g_ok=$(grep -c '\[:status: 200\]$' "$out/gtls.log" || true)
g_fail=""
if [[ "$g_ok" != "$GTLS_REQUESTS" ]]; then
    g_fail="$g_ok of $GTLS_REQUESTS answered 200; $(grep -m1 -iE 'error|ERR_' "$out/gtls.log" || echo 'no error printed')"
fi
{ time taskset -c 0 "$CLI" run --no-save -q -t1 -c1 --streams 100 -n "$GTLS_REQUESTS" --http3 -k \
    --json "$out/one.json" "$url" > "$out/one.log" 2>&1 ; } 2> "$out/one.time" || true
read -r o_wall o_user o_sys < "$out/one.time"
o_reqs=$(python3 -c 'import json,sys; print(json.load(open(sys.argv[1]))["summary"]["requests"])' "$out/one.json" 2>/dev/null || echo 0)

med() { awk -v c="$2" '{print $c}' "$out/$1" | median; }
ratio() { awk -v a="$1" -v b="$2" 'BEGIN{printf "%.2f", (b > 0 ? a / b : 0)}'; }
h2_rps=$(med http2 1); h2_us=$(med http2 2)
h3_rps=$(med http3 1); h3_us=$(med http3 2)
h3_warned=$(awk '$3 != "none"' "$out/http3" | wc -l)
udp=$(python3 -c 'import json,sys; print(",".join(json.load(open(sys.argv[1]))["engine"].get("udpIo", [])) or "none")' \
    "$out/http3.json" 2>/dev/null || echo "?")
echo
echo "medians                   req/s   us/request   vs HTTP/2 req/s   vs HTTP/2 CPU/request"
printf "  benchwork --http2 %10.0f   %10.2f\n" "$h2_rps" "$h2_us"
printf "  benchwork --http3 %10.0f   %10.2f   %14sx   %20sx\n" "$h3_rps" "$h3_us" "$(ratio "$h3_rps" "$h2_rps")" \
    "$(ratio "$h3_us" "$h2_us")"
printf "  HTTP/3 rounds with a client warning: %d of %d; UDP batching used: %s\n" "$h3_warned" "$ROUNDS" "$udp"
if [[ -n "$g_fail" ]]; then
    echo "  gtlsclient: no reference figure, it failed: $g_fail"
else
    rate() { awk -v n="$2" -v w="$3" -v u="$4" -v s="$5" -v name="$1" 'BEGIN {
        if (w > 0) printf "  %-22s %8.0f req/s, %6.2f us/request (wall %.2fs)\n", name, n / w, (u + s) * 1e6 / n, w
    }'; }
    echo "one connection, $GTLS_REQUESTS requests, 100 streams at once (wall time includes start-up and handshake; gtlsclient also prints each response's headers):"
    rate gtlsclient "$GTLS_REQUESTS" "$g_wall" "$g_user" "$g_sys"
    if [[ "$o_reqs" == "$GTLS_REQUESTS" ]]; then
        rate "benchwork --http3" "$o_reqs" "$o_wall" "$o_user" "$o_sys"
        awk -v gw="$g_wall" -v gu="$g_user" -v gs="$g_sys" -v ow="$o_wall" -v ou="$o_user" -v os="$o_sys" 'BEGIN {
            if (ow > 0 && gu + gs > 0) printf "  benchwork / gtlsclient: %.2fx the req/s, %.2fx the CPU per request\n", gw / ow, (ou + os) / (gu + gs)
        }'
    else
        echo "  benchwork --http3, one connection: completed $o_reqs of $GTLS_REQUESTS requests: $(head -n 3 "$out/one.log")"
    fi
fi
echo "targets: HTTP/3 server-bound (no client warning), CPU/request <= 2.0x HTTP/2's"
