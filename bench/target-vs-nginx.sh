#!/usr/bin/env bash
# Compares benchwork-target's GET /json throughput with nginx serving the same
# constant body. Both servers are pinned to core 0, wrk to core 1, and the two
# are loaded alternately (nginx, target, nginx, target, ...) so that drift in
# the machine's load hits both alike. Prints each run, the medians and the
# ratio target/nginx.
#
# Usage: bench/target-vs-nginx.sh [--build DIR] [--target-cmd "CMD"] [--runs N]
#                                 [--duration 10s] [--connections 50]
#                                 [--server-core 0] [--load-core 1]
#   --target-cmd runs any server that prints "listening http://127.0.0.1:PORT"
#   on its first stdout line (used to compare candidate HTTP libraries).
set -euo pipefail

build_dir=""
target_cmd=""
runs=3
duration=10s
connections=50
server_core=0
load_core=1

die() { echo "target-vs-nginx: $*" >&2; exit 2; }

while [[ $# -gt 0 ]]; do
  case "$1" in
    --build) build_dir="${2:?--build needs a directory}"; shift 2 ;;
    --target-cmd) target_cmd="${2:?--target-cmd needs a command}"; shift 2 ;;
    --runs) runs="${2:?--runs needs a number}"; shift 2 ;;
    --duration) duration="${2:?--duration needs a value like 10s}"; shift 2 ;;
    --connections) connections="${2:?--connections needs a number}"; shift 2 ;;
    --server-core) server_core="${2:?--server-core needs a number}"; shift 2 ;;
    --load-core) load_core="${2:?--load-core needs a number}"; shift 2 ;;
    -h|--help) sed -n '2,12p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    *) die "unknown option '$1' (see --help)" ;;
  esac
done
[[ "$runs" =~ ^[1-9][0-9]*$ ]] || die "--runs must be a positive integer, got '$runs'"
[[ "$connections" =~ ^[1-9][0-9]*$ ]] || die "--connections must be a positive integer, got '$connections'"
[[ "$duration" =~ ^[1-9][0-9]*[smh]?$ ]] || die "--duration must look like 10s, got '$duration'"

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
if [[ -z "$target_cmd" ]]; then
  if [[ -z "$build_dir" ]]; then
    for candidate in "$here/../build" "$here/../build-release" /work/build-demo; do
      if [[ -x "$candidate/bin/benchwork-target" ]]; then build_dir="$candidate"; break; fi
    done
  fi
  [[ -n "$build_dir" && -x "$build_dir/bin/benchwork-target" ]] ||
    die "benchwork-target not found; build it and pass --build DIR"
  target_cmd="$build_dir/bin/benchwork-target --port 0 --quiet"
fi

[[ "$(uname -s)" == Linux ]] || die "needs Linux (taskset pins the processes to cores)"

need_install=()
command -v wrk >/dev/null || need_install+=(wrk)
command -v nginx >/dev/null || [[ -x /usr/sbin/nginx ]] || need_install+=(nginx-light)
command -v taskset >/dev/null || need_install+=(util-linux)
if [[ ${#need_install[@]} -gt 0 ]]; then
  command -v apt-get >/dev/null || die "missing ${need_install[*]} and no apt-get to install them"
  sudo=""
  [[ $EUID -eq 0 ]] || sudo="sudo"
  echo "installing ${need_install[*]} with apt-get" >&2
  if ! $sudo env DEBIAN_FRONTEND=noninteractive apt-get install -y "${need_install[@]}" >/dev/null; then
    $sudo apt-get update >/dev/null
    $sudo env DEBIAN_FRONTEND=noninteractive apt-get install -y "${need_install[@]}" >/dev/null ||
      die "could not install ${need_install[*]}"
  fi
fi
nginx_bin="$(command -v nginx || echo /usr/sbin/nginx)"

cores="$(nproc)"
(( server_core < cores && load_core < cores )) ||
  die "this machine has $cores core(s); --server-core/--load-core must be below that"

work="$(mktemp -d -t bw-target-vs-nginx.XXXXXX)"
nginx_pid=""
target_pid=""
cleanup() {
  local pid
  for pid in "$target_pid" "$nginx_pid"; do
    if [[ -n "$pid" ]] && kill "$pid" 2>/dev/null; then wait "$pid" 2>/dev/null || true; fi
  done
  rm -rf "$work"
}
trap cleanup EXIT
trap 'exit 130' INT TERM

# Reads the first "listening http://127.0.0.1:PORT" line the target prints.
start_target() {
  mkfifo "$work/target.out"
  # shellcheck disable=SC2086  # target_cmd is a command line on purpose
  taskset -c "$server_core" $target_cmd >"$work/target.out" &
  target_pid=$!
  exec 3<"$work/target.out"
  local line=""
  if ! read -r -t 10 -u 3 line; then
    die "the target printed no 'listening' line within 10 s: $target_cmd"
  fi
  # keep the pipe drained so a chatty target never blocks on stdout
  cat <&3 >/dev/null &
  exec 3<&-
  [[ "$line" =~ ^listening\ http://127\.0\.0\.1:([0-9]+)$ ]] ||
    die "unexpected first line from the target: '$line'"
  target_port="${BASH_REMATCH[1]}"
}

start_nginx() {
  local port
  for _ in 1 2 3 4 5 6 7 8 9 10; do
    port=$(( 20000 + (RANDOM % 30000) ))
    mkdir -p "$work/nginx/logs"
    cat >"$work/nginx/nginx.conf" <<CONF
worker_processes 1;
daemon off;
pid $work/nginx/nginx.pid;
error_log $work/nginx/logs/error.log warn;
events { worker_connections 4096; }
http {
  access_log off;
  client_body_temp_path $work/nginx/body;
  proxy_temp_path $work/nginx/proxy;
  fastcgi_temp_path $work/nginx/fastcgi;
  uwsgi_temp_path $work/nginx/uwsgi;
  scgi_temp_path $work/nginx/scgi;
  keepalive_requests 1000000;
  server {
    listen 127.0.0.1:$port;
    location /json { default_type application/json; return 200 '{"message":"Hello, World!"}'; }
  }
}
CONF
    taskset -c "$server_core" "$nginx_bin" -p "$work/nginx" -c "$work/nginx/nginx.conf" -e "$work/nginx/logs/error.log" &
    nginx_pid=$!
    for _ in $(seq 1 50); do
      if curl -fsS "http://127.0.0.1:$port/json" >/dev/null 2>&1; then nginx_port=$port; return 0; fi
      kill -0 "$nginx_pid" 2>/dev/null || break
      sleep 0.1
    done
    kill "$nginx_pid" 2>/dev/null; wait "$nginx_pid" 2>/dev/null || true
    nginx_pid=""
  done
  die "nginx did not start; see its error log: $(cat "$work/nginx/logs/error.log" 2>/dev/null)"
}

# Prints the requests/s of one wrk run against URL.
measure() {
  local url="$1" out
  out="$(taskset -c "$load_core" wrk -t1 -c"$connections" -d"$duration" "$url")"
  if grep -q "Non-2xx" <<<"$out"; then die "non-2xx answers from $url: $out"; fi
  awk '/^Requests\/sec:/ { print $2 }' <<<"$out"
}

median() { printf '%s\n' "$@" | sort -g | awk '{ v[NR] = $1 } END { if (NR % 2) print v[(NR + 1) / 2]; else printf "%.2f\n", (v[NR / 2] + v[NR / 2 + 1]) / 2 }'; }

start_nginx
start_target
nginx_url="http://127.0.0.1:$nginx_port/json"
target_url="http://127.0.0.1:$target_port/json"
curl -fsS "$target_url" >/dev/null || die "the target does not answer GET /json at $target_url"

echo "nginx  : $nginx_url (pid $nginx_pid, core $server_core)"
echo "target : $target_url (pid $target_pid, core $server_core): $target_cmd"
echo "load   : taskset -c $load_core wrk -t1 -c$connections -d$duration, $runs runs each, alternating"
# A short warm-up for both so neither pays first-touch costs in run 1.
taskset -c "$load_core" wrk -t1 -c"$connections" -d2s "$nginx_url" >/dev/null
taskset -c "$load_core" wrk -t1 -c"$connections" -d2s "$target_url" >/dev/null

nginx_rps=()
target_rps=()
for i in $(seq 1 "$runs"); do
  n="$(measure "$nginx_url")"
  t="$(measure "$target_url")"
  nginx_rps+=("$n")
  target_rps+=("$t")
  printf 'run %d: nginx %12.2f req/s   target %12.2f req/s\n' "$i" "$n" "$t"
done

nginx_median="$(median "${nginx_rps[@]}")"
target_median="$(median "${target_rps[@]}")"
ratio="$(awk -v t="$target_median" -v n="$nginx_median" 'BEGIN { printf "%.2f", t / n }')"
printf 'median: nginx %12.2f req/s   target %12.2f req/s\n' "$nginx_median" "$target_median"
echo "ratio target/nginx: ${ratio}x"
