#!/usr/bin/env bash
# Starts the Benchwork agents (configmap.yaml + job.yaml) with a start time
# LEAD seconds from now, then collects and merges their results (collect.sh).
#
#   deploy/kubernetes/run-agents.sh [-n NAMESPACE] [--lead SECONDS] [-- MERGE-OPTIONS...]
#
# Edit configmap.yaml (URL, agents, options) and job.yaml (parallelism =
# completions = the agent count, image) first. LEAD (default 60) must cover
# scheduling and pulling the image on every node: an agent that is not ready
# by then exits with status 3 and the Job fails.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
ns=default
lead=60
while (($#)); do
    case "$1" in
        -n) ns="$2"; shift 2 ;;
        --lead) lead="$2"; shift 2 ;;
        --) shift; break ;;
        -h|--help) sed -n '2,10p' "$0"; exit 0 ;;
        *) echo "run-agents.sh: unknown option '$1' (see --help)" >&2; exit 2 ;;
    esac
done
start_ms=$(( ($(date +%s) + lead) * 1000 ))
kubectl -n "$ns" delete job benchwork-agents --ignore-not-found >/dev/null
# the ConfigMap as written, with BENCHWORK_START_AT replaced
sed "s/^\(  BENCHWORK_START_AT:\).*/\1 \"$start_ms\"/" "$here/configmap.yaml" | kubectl -n "$ns" apply -f -
kubectl -n "$ns" apply -f "$here/job.yaml"
echo "run-agents.sh: the agents start in ${lead} s (--start-at ${start_ms}, Unix ms)" >&2
exec "$here/collect.sh" -n "$ns" -- "$@"
