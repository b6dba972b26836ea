#!/usr/bin/env bash
# The history at any size (docs/history.md): for each size, seeds a database
# with that many runs as listing rows (`history seed N --rows-only`: the
# summary columns, a tag, every tenth entry a group of three rounds; no
# series), then times what a user waits for:
#   - the window (the history browser, offscreen): opening the database
#     (its first rows shown), every run listed (the lister's whole listing
#     added below them), the worst of five jumps across the scroll bar (rows read and painted),
#     a verdict filter in the opening order (by start time), a sort by p50,
#     the same filter in that order, and the memory the listing took;
#   - `history list` of every row to /dev/null, and of the first 50 rows;
#     beside it the reference: SQLite's own shell (sqlite3, when installed)
#     printing the columns the listing shows, newest first, to /dev/null,
#     and the ratio of the two (list_all / sqlite3).
# Targets (issue 43, at 1,000,000 runs): open < 300 ms, jump < 100 ms,
# filter < 200 ms, memory < 50 MB; `history list` of 100,000 rows < 100 ms.
# Wall-clock times are medians of three (the machine is shared and noisy).
#
# usage: bench/history-scale.sh [SIZES...]     (default 10000 100000 1000000)
# env:   BENCHWORK_CLI    benchwork-cli (default build/bin/benchwork-cli)
#        BENCHWORK_TESTS  the UI test program (default build/bin/benchwork-tests-ui)
set -euo pipefail

cli=${BENCHWORK_CLI:-build/bin/benchwork-cli}
tests=${BENCHWORK_TESTS:-build/bin/benchwork-tests-ui}
for exe in "$cli" "$tests"; do
    if [[ ! -x "$exe" ]]; then
        echo "history-scale: '$exe' not found (build it, or set BENCHWORK_CLI / BENCHWORK_TESTS)" >&2
        exit 2
    fi
done
sizes=("$@")
(( ${#sizes[@]} )) || sizes=(10000 100000 1000000)
for n in "${sizes[@]}"; do
    if ! [[ "$n" =~ ^[0-9]+$ ]] || (( n < 100 )); then
        echo "history-scale: each size must be a number >= 100 (got '$n')" >&2
        exit 2
    fi
done

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
# The wall clock in microseconds, read without starting a process (bash's
# EPOCHREALTIME; its separator is the locale's): `$(date ...)` around a
# command added the start of a `date` to each figure, 3 to 8 ms here.
now_us() { local t=${EPOCHREALTIME/[.,]/}; echo "$t"; }
[[ -n "${EPOCHREALTIME:-}" ]] || { echo "history-scale: needs bash 5 (EPOCHREALTIME)" >&2; exit 2; }

# Median of three wall-clock runs of a command, in ms (process start included).
median_ms() {
    local t=() t0 t1
    for _ in 1 2 3; do
        t0=${EPOCHREALTIME/[.,]/}
        "$@" > /dev/null
        t1=${EPOCHREALTIME/[.,]/}
        t+=($(( (t1 - t0) / 1000 )))
    done
    printf '%s\n' "${t[@]}" | sort -n | sed -n 2p
}

status=0
sqlite=$(command -v sqlite3 || true)
printf '%-9s %8s %8s %8s %8s %8s %8s %9s %8s %9s %9s %9s %6s\n' runs seed_s open_ms all_ms jump_ms sort_ms filt_ms filt_p50 mem_MB list_all list_50 sqlite3 ratio
for n in "${sizes[@]}"; do
    db="$work/history-$n.sqlite"
    t0=$(now_us)
    "$cli" history seed "$n" --rows-only --db "$db" > /dev/null
    seed_s=$(( ($(now_us) - t0) / 1000000 ))
    list_all=$(median_ms "$cli" history list --limit 0 --db "$db")
    list_page=$(median_ms "$cli" history list --db "$db")
    ref=n/a ratio=n/a
    if [[ -n "$sqlite" ]]; then
        ref=$(median_ms "$sqlite" -readonly "$db" "SELECT id, started_at_ms, name, target_url, rps, p99_us, error_rate, verdict, \
status, source, round_group_id, round_index, round_side, (SELECT group_concat(tag) FROM run_tags WHERE run_id = runs.id) \
FROM runs ORDER BY started_at_ms DESC, id DESC")
        ratio=$(awk -v a="$list_all" -v b="$ref" 'BEGIN { printf "%.2f", (b > 0 ? a / b : 0) }')
    fi
    # The window: the browser's own scale test prints one "scale:" line; the median of three by open time.
    lines=()
    for _ in 1 2 3; do
        line=$(BENCHWORK_HISTORY_SCALE_DB="$db" QT_QPA_PLATFORM=offscreen "$tests" tst_ui_history_browser largeHistoryStaysResponsive 2>&1 \
               | grep -o 'scale: [0-9]* rows.*' || true)
        [[ -n "$line" ]] || { echo "history-scale: the window's scale test printed nothing at $n runs" >&2; exit 1; }
        lines+=("$line")
    done
    line=$(printf '%s\n' "${lines[@]}" | sort -t' ' -k7,7n | sed -n 2p)
    open=$(sed -E 's/.*open ([0-9]+) ms.*/\1/' <<< "$line")
    all=$(sed -E 's/.*every run listed after ([0-9]+) ms.*/\1/' <<< "$line")
    jump=$(sed -E 's/.*worst jump ([0-9]+) ms.*/\1/' <<< "$line")
    sort=$(sed -E 's/.*sort by p50 ([0-9]+) ms.*/\1/' <<< "$line")
    filt=$(sed -E 's/.*rows\) ([0-9]+) ms.*/\1/' <<< "$line")
    filt_p50=$(sed -E 's/.*in p50 order ([0-9]+) ms.*/\1/' <<< "$line")
    mem=$(sed -E 's/.*memory \+([0-9-]+) MB.*/\1/' <<< "$line")
    printf '%-9s %8s %8s %8s %8s %8s %8s %9s %8s %9s %9s %9s %6s\n' "$n" "$seed_s" "$open" "$all" "$jump" "$sort" "$filt" "$filt_p50" "$mem" \
        "$list_all" "$list_page" "$ref" "$ratio"
    if (( n >= 1000000 )); then
        for pair in "open:$open:300" "jump:$jump:100" "filter:$filt:200" "memory MB:$mem:50"; do
            IFS=: read -r what value limit <<< "$pair"
            (( value < limit )) || { echo "  $n runs: $what $value over the target $limit" >&2; status=1; }
        done
    fi
    if (( n == 100000 )) && (( list_all >= 100 )); then
        echo "  $n runs: history list of every row took $list_all ms, over the 100 ms target" >&2
        status=1
    fi
    rm -f "$db" "$db-wal" "$db-shm"
done
exit $status
