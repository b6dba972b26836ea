#!/usr/bin/env bash
# Gathers the agents' results of the Benchwork Indexed Job (job.yaml) with
# `kubectl logs` and merges them into one run with `benchwork-cli merge`.
#
#   deploy/kubernetes/collect.sh [-n NAMESPACE] [-j JOB] [-o DIR] [-- MERGE-OPTIONS...]
#   deploy/kubernetes/collect.sh -- --db ~/.local/share/Benchwork/history.sqlite --name "api x4"
#
# Waits for the Job to finish (up to $BENCHWORK_COLLECT_TIMEOUT, default 30m),
# writes DIR/agent-<index>.json (the JSON each agent printed between its
# BEGIN/END markers) and DIR/merged.json. benchwork-cli is taken from
# $BENCHWORK_CLI or PATH. Exit status: merge's, or 2 when no result was found.
set -euo pipefail

ns=default
job=benchwork-agents
out=benchwork-results
while (($#)); do
    case "$1" in
        -n) ns="$2"; shift 2 ;;
        -j) job="$2"; shift 2 ;;
        -o) out="$2"; shift 2 ;;
        --) shift; break ;;
        -h|--help) sed -n '2,12p' "$0"; exit 0 ;;
        *) echo "collect.sh: unknown option '$1' (see --help)" >&2; exit 2 ;;
    esac
done
cli="${BENCHWORK_CLI:-benchwork-cli}"
mkdir -p "$out"
rm -f "$out"/agent-*.json "$out"/*.log

echo "collect.sh: waiting for job/$job in namespace $ns to finish..." >&2
if ! kubectl -n "$ns" wait --for=condition=complete --timeout="${BENCHWORK_COLLECT_TIMEOUT:-30m}" "job/$job" >/dev/null; then
    echo "collect.sh: job/$job did not complete; collecting the results that exist" >&2
fi

pods=$(kubectl -n "$ns" get pods -l "job-name=$job" -o name)
[[ -n "$pods" ]] || { echo "collect.sh: no pods of job/$job in namespace $ns" >&2; exit 2; }
for pod in $pods; do
    log="$out/${pod#pod/}.log"
    kubectl -n "$ns" logs "$pod" >"$log" || { echo "collect.sh: no logs from $pod" >&2; continue; }
    awk -v dir="$out" '
        /^-----BEGIN BENCHWORK RESULT [0-9]+-----$/ { i = $4; sub(/-+$/, "", i); f = dir "/agent-" i ".json"; on = 1; next }
        /^-----END BENCHWORK RESULT [0-9]+-----$/   { on = 0; close(f); next }
        on { print > f }' "$log"
done

shopt -s nullglob
results=("$out"/agent-*.json)
((${#results[@]})) || { echo "collect.sh: no agent printed a result (see $out/*.log)" >&2; exit 2; }
echo "collect.sh: merging ${#results[@]} results" >&2
exec "$cli" merge "${results[@]}" -o "$out/merged.json" "$@"
