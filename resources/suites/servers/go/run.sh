#!/bin/sh
# Builds the Go server and replaces this shell with it (exec), so the suite
# watches the server itself. `go build` keeps its cache: after the first
# time it takes well under a second. The binary goes to the user's cache
# folder, so this folder may be read-only (an installed package).
set -e
cd "$(dirname "$0")"
cache="${XDG_CACHE_HOME:-${HOME:+$HOME/.cache}}"
if [ -z "$cache" ]; then
    cache="${TMPDIR:-/tmp}"
    export GOCACHE="${GOCACHE:-$cache/benchwork-go-build}"
fi
out="$cache/benchwork/seed-go-server"
mkdir -p "$cache/benchwork"
go build -o "$out" .
exec "$out"
