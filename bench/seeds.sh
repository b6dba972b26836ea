#!/usr/bin/env bash
# The seed suites (docs/seeds.md) measured for the record: ROUNDS rounds of
# each whole suite, so every round runs every target in turn and the
# machine's drift falls on all of them alike; then the medians per cell
# (requests/s, p99, worst case, timeouts, peak RSS, the server's and the
# client's CPU, the share of time the client waited for a CPU, rounds the
# client limited) and the ratios the write-ups give, as Markdown tables. The last
# round's report is kept (HTML, REPORT_LANG=en or ko). The load average
# before each round is printed: on a busy machine, say so with the figures.
#   bench/seeds.sh [BUILD_DIR]   (env: ROUNDS=3 SUITES="runtimes baselines" REPORT_LANG=en
#                                 DURATION= WARMUP= (shorten, e.g. 10s/3s) OUT=dir to keep everything)
set -euo pipefail
cd "$(dirname "$0")/.."
BUILD=${1:-build}
CLI="$BUILD/bin/benchwork-cli"
ROUNDS=${ROUNDS:-3}
SUITES=${SUITES:-runtimes baselines}
LANG_=${REPORT_LANG:-en}
[[ -x "$CLI" ]] || { echo "bench: $CLI is not built (scripts/setup.sh build)" >&2; exit 2; }
out=${OUT:-$(mktemp -d)}
mkdir -p "$out"
[[ -n "${OUT:-}" ]] || trap 'rm -rf "$out"' EXIT
shorten=()
[[ -n "${DURATION:-}" ]] && shorten+=(--duration "$DURATION")
[[ -n "${WARMUP:-}" ]] && shorten+=(--warmup "$WARMUP")

for suite in $SUITES; do
    file="resources/suites/seed-$suite.json"
    for ((r = 1; r <= ROUNDS; ++r)); do
        echo "== seed-$suite round $r/$ROUNDS; load average: $(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null || uptime)"
        # a history of its own per round: seed-baselines finds its baselines
        # as the latest runs of their names, which must be this round's
        args=("$file" "${shorten[@]}" --quiet --db "$out/$suite-$r.sqlite" --json "$out/$suite-$r.json")
        ((r == ROUNDS)) && args+=(--report "$out/seed-$suite-$LANG_.html" --lang "$LANG_")
        "$CLI" suite "${args[@]}" | grep -E '^\[| RPS|skipped|warning' || true
    done
done

python3 - "$out" $SUITES <<'PY'
import json, statistics, sys, glob, os
out, suites = sys.argv[1], sys.argv[2:]

def cells(suite):
    by = {}
    for path in sorted(glob.glob(os.path.join(out, f"{suite}-*.json"))):
        doc = json.load(open(path))
        for run in doc["runs"]:
            key = run["cell"] if doc["suite"]["matrix"] else f'{run["scenario"]} @ {run["cell"]}'
            c = by.setdefault(key, {"rps": [], "p99": [], "max": [], "timeouts": [], "rss": [], "cpu": [], "client": [],
                                    "wait": [], "limited": 0, "skipped": None, "runtime": ""})
            if run.get("skipped"):
                c["skipped"] = run.get("error", "skipped")
                continue
            if not run.get("ran"):
                c["skipped"] = "not run: " + run.get("error", "")
                continue
            r = run["run"]
            s = r["summary"]
            c["rps"].append(s["rps"])
            c["p99"].append(s["latency"]["p99Us"] / 1000)
            c["max"].append(s["latency"]["maxUs"] / 1000)
            c["timeouts"].append(s["errors"]["timeout"])
            c["rss"].append(r["target"].get("peakRssBytes", 0) / 2**20)
            c["limited"] += 1 if s.get("clientWarnings") else 0
            # the server's CPU over the measured seconds, % of one core (its whole process tree)
            warm = r["summary"].get("warmupSec", 0)
            points = [p["cpuPct"] for p in r["target"].get("series", []) if p["tSec"] >= warm]
            c["cpu"].append(statistics.mean(points) if points else float("nan"))
            c["client"].append(s.get("clientCpuPct", float("nan")))
            c["wait"].append(100 * max(s.get("clientRunQueueWaitFraction", -1), 0))
            c["runtime"] = r["environment"].get("targetRuntime", "")
    return by

med = lambda v: statistics.median(v) if v else float("nan")
# requests per second for each core's worth of CPU the server used, round by
# round: what a runtime does with the CPU it gets, when a busy machine gives
# it less than its quota
perCore = lambda c: [r / (cpu / 100) for r, cpu in zip(c["rps"], c["cpu"]) if cpu > 0]
for suite in suites:
    by = cells(suite)
    print(f"\n### seed-{suite}: medians of {max((len(c['rps']) for c in by.values()), default=0)} rounds\n")
    print("| cell | req/s | p99 ms | worst ms | timeouts | peak RSS MiB | server CPU % | req/s per server core | client CPU % | client waited % | client limited | runtime |")
    print("| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- | --- |")
    for key, c in by.items():
        if c["skipped"]:
            print(f"| {key} | {c['skipped']} | | | | | | | | | | |")
            continue
        n = len(c["rps"])
        print(f"| {key} | {med(c['rps']):,.0f} | {med(c['p99']):.2f} | {med(c['max']):.1f} | {med(c['timeouts']):.0f} | "
              f"{med(c['rss']):.1f} | {med(c['cpu']):.0f} | {med(perCore(c)):,.0f} | {med(c['client']):.0f} | {med(c['wait']):.0f} | "
              f"{c['limited']} of {n} | {c['runtime']} |")
    rps = {k: med(c["rps"]) for k, c in by.items() if c["rps"]}
    core = {k: med(perCore(c)) for k, c in by.items() if c["rps"]}
    def ratio(a, b):
        if not (a in rps and b in rps and rps[b] > 0):
            return "n/a"
        return f"{rps[a] / rps[b]:.2f}x ({core[a] / core[b]:.2f}x per server core)"
    print()
    if suite == "runtimes":
        quotas = sorted({k.split(" @ quota ")[1] for k in rps if " @ quota " in k}, key=float)
        if len(quotas) == 2:
            one, all_ = quotas
            for t in ["node-single", "node-cluster", "bun-single", "bun-reuseport", "go"]:
                print(f"- {t}: quota {all_} / quota {one}: {ratio(f'{t} @ quota {all_}', f'{t} @ quota {one}')}")
            for q in quotas:
                print(f"- quota {q}: bun-single / go {ratio(f'bun-single @ quota {q}', f'go @ quota {q}')}, "
                      f"node-single / go {ratio(f'node-single @ quota {q}', f'go @ quota {q}')}, "
                      f"bun-reuseport / go {ratio(f'bun-reuseport @ quota {q}', f'go @ quota {q}')}, "
                      f"node-cluster / node-single {ratio(f'node-cluster @ quota {q}', f'node-single @ quota {q}')}, "
                      f"bun-reuseport / bun-single {ratio(f'bun-reuseport @ quota {q}', f'bun-single @ quota {q}')}")
    else:
        pure = "pure_http_no_db @ demo"
        for k in ["bun_serve @ bun-serve", "hono @ hono", "elysia @ elysia"]:
            print(f"- demo /json / {k.split(' @ ')[1]}: {ratio(pure, k)}")
        print(f"- demo /db/list / bun:sqlite list: {ratio('db_list @ demo', 'bun_sqlite_list @ bun-sqlite')}")
PY
echo
echo "reports and JSON: $out"
