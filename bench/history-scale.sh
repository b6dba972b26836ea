#!/usr/bin/env bash
# History store at scale: seeds a database with N synthetic 30-second runs
# (full per-second series, target series and latency histograms, like real
# runs), then times listing them and comparing 10, and reports the database
# size per run. Targets: list and compare under 100 ms each.
#
# usage: bench/history-scale.sh [RUNS]     (default 10000)
# env:   BENCHWORK_CLI  path to benchwork-cli (default: build/bin/benchwork-cli)
set -euo pipefail

runs=${1:-10000}
cli=${BENCHWORK_CLI:-build/bin/benchwork-cli}
if [[ ! -x "$cli" ]]; then
    echo "history-scale: benchwork-cli not found at '$cli' (build it, or set BENCHWORK_CLI)" >&2
    exit 2
fi
if ! [[ "$runs" =~ ^[0-9]+$ ]] || (( runs < 10 )); then
    echo "history-scale: RUNS must be a number >= 10 (got '$runs')" >&2
    exit 2
fi

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
db="$work/history.sqlite"

now_ms() { date +%s%3N; }

# Best of three wall-clock runs of a command, in ms (process start included).
time_ms() {
    local best=999999 t0 t1
    for _ in 1 2 3; do
        t0=$(now_ms)
        "$@" > /dev/null
        t1=$(now_ms)
        (( t1 - t0 < best )) && best=$(( t1 - t0 ))
    done
    echo "$best"
}

echo "seeding $runs runs into $db ..."
"$cli" history seed "$runs" --db "$db"

bytes=$(( $(stat -c %s "$db") + $( [[ -f "$db-wal" ]] && stat -c %s "$db-wal" || echo 0 ) ))
start_ms=$(time_ms "$cli" --version)
list_page_ms=$(time_ms "$cli" history list --db "$db")
list_all_ms=$(time_ms "$cli" history list --limit 0 --db "$db")
list_filtered_ms=$(time_ms "$cli" history list --db "$db" --tag nightly --sort p99 --target 8080 --limit 100)
ids=$(seq $(( runs / 10 )) $(( runs / 10 )) "$runs" | head -n 10 | tr '\n' ' ')
# shellcheck disable=SC2086
compare_ms=$(time_ms "$cli" history compare $ids --db "$db")
# shellcheck disable=SC2086
compare_json_ms=$(time_ms "$cli" history compare $ids --json --db "$db")
# The store's own query time, without process start and printing.
list_query=$("$cli" history list --limit 0 --timing --db "$db" 2>&1 >/dev/null | sed 's/^list query: //')
# shellcheck disable=SC2086
compare_query=$("$cli" history compare $ids --timing --db "$db" 2>&1 >/dev/null | sed 's/^compare query: //')

printf '\nhistory scale, %d runs (wall clock incl. process start, best of 3)\n' "$runs"
printf '  process start (--version)        %6d ms\n' "$start_ms"
printf '  list, first page (50 rows)       %6d ms\n' "$list_page_ms"
printf '  list, all %d rows             %6d ms\n' "$runs" "$list_all_ms"
printf '  list, tag+target filter, by p99  %6d ms\n' "$list_filtered_ms"
printf '  compare 10 runs                  %6d ms\n' "$compare_ms"
printf '  compare 10 runs, JSON            %6d ms\n' "$compare_json_ms"
printf '  store query, list all            %s\n' "$list_query"
printf '  store query, compare 10          %s\n' "$compare_query"
printf '  database size                    %6.1f MB (%.1f KB per run)\n' \
    "$(echo "$bytes / 1000000" | bc -l)" "$(echo "$bytes / $runs / 1000" | bc -l)"

status=0
for pair in "list first page:$list_page_ms" "list all:$list_all_ms" "compare 10:$compare_ms"; do
    if (( ${pair##*:} >= 100 )); then
        echo "  over the 100 ms target: ${pair%%:*}" >&2
        status=1
    fi
done
exit $status
