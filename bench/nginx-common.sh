# Sourced by the bench scripts: a private nginx on 127.0.0.1 serving a small
# JSON response, pinned to one core. Sets NGINX_PORT and NGINX_DIR; call
# nginx_stop when done (the scripts trap EXIT).
nginx_start() {   # nginx_start CORE
    local core=${1:-0}
    command -v nginx >/dev/null || { echo "bench: nginx is missing: scripts/install-deps.sh bench" >&2; exit 2; }
    NGINX_DIR=$(mktemp -d)
    NGINX_PORT=${NGINX_PORT:-18089}
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
    listen 127.0.0.1:$NGINX_PORT backlog=4096;
    location /json { default_type application/json; return 200 '{"message":"Hello, World!"}'; }
  }
}
CONF
    taskset -c "$core" nginx -c "$NGINX_DIR/nginx.conf" -p "$NGINX_DIR" &
    NGINX_PID=$!
    for _ in $(seq 50); do
        curl -fs "http://127.0.0.1:$NGINX_PORT/json" >/dev/null 2>&1 && return 0
        sleep 0.1
    done
    echo "bench: nginx did not start on 127.0.0.1:$NGINX_PORT; see $NGINX_DIR/error.log" >&2
    exit 1
}
nginx_stop() {
    # if-statements: under set -e a failing kill (nginx already gone) in an
    # && list would end the function before the rm
    if [[ -n "${NGINX_PID:-}" ]] && kill "$NGINX_PID" 2>/dev/null; then wait "$NGINX_PID" 2>/dev/null || true; fi
    if [[ -n "${NGINX_DIR:-}" ]]; then rm -rf "$NGINX_DIR"; fi
    NGINX_PID=""
}
median() { sort -g | awk '{a[NR]=$1} END {if (NR==0) print 0; else if (NR%2) print a[(NR+1)/2]; else print (a[NR/2]+a[NR/2+1])/2}'; }
