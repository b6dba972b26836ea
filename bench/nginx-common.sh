# Sourced by the bench scripts (from the source tree's top, where they cd):
# their shared preamble, and a private nginx on 127.0.0.1 serving a small
# JSON response, pinned to one core. Sets NGINX_PORT and NGINX_DIR; call
# nginx_stop when done (the scripts trap EXIT). nginx_h2_start serves the
# same over HTTP/2: h2 with TLS (a self-signed RSA 2048 certificate made in
# NGINX_DIR) and, when asked, h2c on a second port.

# bench_cli BUILD_DIR : sets BUILD and CLI (its benchwork-cli); exits 2 when
# that is not built.
bench_cli() {
    BUILD=${1:-build}
    CLI="$BUILD/bin/benchwork-cli"
    [[ -x "$CLI" ]] || { echo "bench: $CLI not built (scripts/setup.sh build)" >&2; exit 2; }
}
# bench_install TOOL... : when any TOOL is missing, installs the bench group
# (scripts/install-deps.sh bench), saying which tools it is for.
bench_install() {
    local tool
    for tool in "$@"; do
        command -v "$tool" >/dev/null && continue
        local names=$1 i
        for ((i = 2; i <= $#; ++i)); do
            if ((i == $#)); then names+=" and ${!i}"; else names+=", ${!i}"; fi
        done
        echo "bench: installing $names (scripts/install-deps.sh bench)"
        scripts/install-deps.sh bench
        return
    done
}
# bench_require TOOL... : exits 2 naming the first TOOL that is missing.
bench_require() {
    local tool
    for tool in "$@"; do
        command -v "$tool" >/dev/null || { echo "bench: $tool is missing: scripts/install-deps.sh bench" >&2; exit 2; }
    done
}
# bench_two_cores : exits 2 on a machine with fewer than 2 cores (the server
# is pinned to one, the client to the other).
bench_two_cores() {
    [[ $(nproc) -ge 2 ]] || { echo "bench: needs 2 cores (server on one, client on the other)" >&2; exit 2; }
}
# bench_setup BUILD_DIR TOOL... : the usual preamble of a client-against-
# reference script: bench_cli, bench_install TOOL..., bench_two_cores.
bench_setup() {
    bench_cli "$1"
    shift
    bench_install "$@"
    bench_two_cores
}
# bench_against_nginx BUILD_DIR ROUNDS DURATION TOOL... : the preamble of a
# client-against-nginx script: bench_setup BUILD_DIR TOOL... nginx taskset;
# ROUNDS and DURATION (seconds) from the environment, else these defaults;
# out, a scratch folder for the rounds' files. On exit (also on failure)
# nginx is stopped and out removed.
bench_against_nginx() {
    bench_setup "$1" "${@:4}" nginx taskset
    ROUNDS=${ROUNDS:-$2}
    DURATION=${DURATION:-$3}
    out=$(mktemp -d)
    trap 'nginx_stop; rm -rf "$out"' EXIT
}

# nginx_run CORE PROBE_URL SERVER_LINES : writes NGINX_DIR/nginx.conf with
# SERVER_LINES (listen, TLS) in its one server, which serves /json; starts
# nginx pinned to CORE and waits until PROBE_URL answers.
nginx_run() {
    local core=$1 probe=$2 server=$3
    cat > "$NGINX_DIR/nginx.conf" <<CONF
worker_processes 1;
daemon off;
error_log $NGINX_DIR/error.log warn;
pid $NGINX_DIR/nginx.pid;
events { worker_connections 8192; }
http {
  access_log off;
  keepalive_requests 100000000;
  client_body_temp_path $NGINX_DIR;
  proxy_temp_path $NGINX_DIR;
  fastcgi_temp_path $NGINX_DIR;
  uwsgi_temp_path $NGINX_DIR;
  scgi_temp_path $NGINX_DIR;
  server {
$server
    location /json { default_type application/json; return 200 '{"message":"Hello, World!"}'; }
  }
}
CONF
    taskset -c "$core" nginx -c "$NGINX_DIR/nginx.conf" -p "$NGINX_DIR" &
    NGINX_PID=$!
    for _ in $(seq 50); do
        curl -fsk "$probe" >/dev/null 2>&1 && return 0
        sleep 0.1
    done
    echo "bench: nginx did not start on $probe; see $NGINX_DIR/error.log" >&2
    exit 1
}
nginx_start() {   # nginx_start CORE [MORE_SERVER_LINES]  (plain HTTP on $NGINX_PORT, default 18089)
    local core=${1:-0} more=${2:-}
    command -v nginx >/dev/null || { echo "bench: nginx is missing: scripts/install-deps.sh bench" >&2; exit 2; }
    NGINX_DIR=$(mktemp -d)
    NGINX_PORT=${NGINX_PORT:-18089}
    local server="    listen 127.0.0.1:$NGINX_PORT backlog=4096;"
    [[ -n "$more" ]] && server+=$'\n'"$more"
    nginx_run "$core" "http://127.0.0.1:$NGINX_PORT/json" "$server"
}
nginx_h2_start() {   # nginx_h2_start CORE TLS_PORT [H2C_PORT]
    local core=$1 tls_port=$2 h2c_port=${3:-}
    command -v nginx >/dev/null && command -v openssl >/dev/null \
        || { echo "bench: nginx or openssl is missing: scripts/install-deps.sh bench" >&2; exit 2; }
    NGINX_DIR=$(mktemp -d)
    openssl req -x509 -newkey rsa:2048 -nodes -days 2 -subj "/CN=localhost" \
        -addext "subjectAltName=DNS:localhost,IP:127.0.0.1" \
        -keyout "$NGINX_DIR/key.pem" -out "$NGINX_DIR/cert.pem" >/dev/null 2>&1 \
        || { echo "bench: openssl could not make a certificate" >&2; exit 2; }
    local server="    listen 127.0.0.1:$tls_port ssl http2 backlog=4096;"
    [[ -n "$h2c_port" ]] && server+=$'\n'"    listen 127.0.0.1:$h2c_port http2 backlog=4096;"
    server+=$'\n'"    http2_max_concurrent_streams 128;"
    server+=$'\n'"    ssl_certificate $NGINX_DIR/cert.pem;"
    server+=$'\n'"    ssl_certificate_key $NGINX_DIR/key.pem;"
    server+=$'\n'"    ssl_protocols TLSv1.2 TLSv1.3;"
    nginx_run "$core" "https://127.0.0.1:$tls_port/json" "$server"
}
nginx_stop() {
    # if-statements: under set -e a failing kill (nginx already gone) in an
    # && list would end the function before the rm
    if [[ -n "${NGINX_PID:-}" ]] && kill "$NGINX_PID" 2>/dev/null; then wait "$NGINX_PID" 2>/dev/null || true; fi
    if [[ -n "${NGINX_DIR:-}" ]]; then rm -rf "$NGINX_DIR"; fi
    NGINX_PID=""
}
median() { sort -g | awk '{a[NR]=$1} END {if (NR==0) print 0; else if (NR%2) print a[(NR+1)/2]; else print (a[NR/2]+a[NR/2+1])/2}'; }

# client_round CORE DIR NAME PARSER CMD... : runs CMD pinned to CORE and timed
# by the shell (the client's own user and kernel CPU). PARSER says how to read
# its output: wrk (wrk, benchwork-cli and bench/src/libcurl_floor print wrk's
# lines) or h2load. Appends "rps us_per_request us_user us_kernel" to DIR/NAME
# and prints the line of round $round; exits 1 when the client printed no result.
client_round() {
    local core=$1 dir=$2 name=$3 parser=$4; shift 4
    local log="$dir/$name.log" tf="$dir/$name.time"
    TIMEFORMAT='%U %S'
    { time taskset -c "$core" "$@" > "$log" 2>&1 ; } 2> "$tf"
    local cpu rps reqs
    cpu=$(awk '{print $1 + $2}' "$tf")
    if [[ "$parser" == h2load ]]; then
        rps=$(awk '/^finished in/ {gsub(",", "", $4); print $4}' "$log")
        reqs=$(awk '/^requests:/ {print $8; exit}' "$log")   # succeeded
    else
        rps=$(awk '/^Requests\/sec:/ {print $2}' "$log")
        reqs=$(awk '/requests in/ {gsub(",", "", $1); print $1; exit}' "$log")
    fi
    if [[ -z "$rps" || -z "$reqs" || "$reqs" == 0 ]]; then
        echo "bench: $name produced no result:"; cat "$log"; exit 1
    fi
    local us usr sys
    us=$(awk -v c="$cpu" -v n="$reqs" 'BEGIN {printf "%.3f", c * 1e6 / n}')
    usr=$(awk -v n="$reqs" '{printf "%.3f", $1 * 1e6 / n}' "$tf")
    sys=$(awk -v n="$reqs" '{printf "%.3f", $2 * 1e6 / n}' "$tf")
    echo "$rps $us $usr $sys" >> "$dir/$name"
    printf "  %-16s round %d: %10.0f req/s  %6.2f us/request (user %5.2f, kernel %5.2f)%s\n" "$name" "${round:-0}" "$rps" "$us" \
        "$usr" "$sys" "$(grep -q 'client-bound' "$log" && echo '  (flagged client-bound)' || true)"
}
