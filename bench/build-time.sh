#!/usr/bin/env bash
# How long a newcomer waits: the README's two commands timed from clean
# clones of this repository, the dependency installation timed on its own.
#
#   bench/build-time.sh [run|test|both] [--keep]
#
# For each command a fresh `git clone` of HEAD goes to a scratch folder, then:
#   deps   scripts/install-deps.sh (apt-get or Homebrew; near zero when all is
#          installed: the figure a fresh machine adds is printed by itself)
#   run    scripts/setup.sh run without a display: configure, build what the
#          window needs, and the 5-second demo run it does instead of
#          opening the window ("ready")
#   test   scripts/setup.sh test: configure, build everything, the whole test
#          suite, the package-list check
# then the build's profile from its .ninja_log: steps and CPU seconds by kind
# (compile core/ui/cli/tests, link, moc, other) and the 15 slowest steps.
# ccache is kept out (CCACHE_DISABLE=1), as on a fresh machine; the figures
# are wall-clock on this machine as it is, so quote them with its load.
# --keep leaves the clones (printed) for a look at their build trees.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)
what=${1:-both}
keep=""
[[ "${2:-}" == "--keep" || "${1:-}" == "--keep" ]] && keep=1
[[ "$what" == "--keep" ]] && what=both
case "$what" in run|test|both) ;; *) echo "usage: bench/build-time.sh [run|test|both] [--keep]" >&2; exit 2;; esac

export CCACHE_DISABLE=1
scratch=$(mktemp -d "${TMPDIR:-/tmp}/benchwork-build-time.XXXXXX")
[[ -z "$keep" ]] && trap 'rm -rf "$scratch"' EXIT
echo "build-time: $(nproc 2>/dev/null || sysctl -n hw.ncpu) cores, load average $(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null || uptime)"
echo "build-time: HEAD $(git rev-parse --short HEAD), clones in $scratch"

secs() { date +%s; }
t0=$(secs)
scripts/install-deps.sh >/dev/null
echo "build-time: deps    $(( $(secs) - t0 )) s (scripts/install-deps.sh; what is installed already costs nothing)"

# profile BUILD_DIR: the .ninja_log summed by kind, and its slowest steps.
profile() {
    python3 - "$1/.ninja_log" <<'EOF'
import collections, sys
rows = {}
seen = {}
for line in open(sys.argv[1]):
    if line.startswith("#"):
        continue
    start, end, _, out, command = line.rstrip("\n").split("\t")
    # a step with several outputs (moc's timestamp and its files) is listed
    # once per output: count it once, under its first output
    step = (start, end, command)
    if step in seen:
        continue
    seen[step] = out
    rows[out] = int(end) - int(start)      # the last build of each output
kinds = collections.defaultdict(lambda: [0, 0])
for out, ms in rows.items():
    top = out.split("/")[0]
    if out.endswith(".gch") or out.endswith(".pch") or "cmake_pch" in out:
        kind = "precompiled headers"
    elif out.startswith("bin/") or out.endswith((".a", ".so", ".dylib")):
        kind = "link tests" if "/tst_" in out else "link programs and libraries"
    elif "_autogen" in out:
        kind = "moc and rcc"
    elif out.endswith(".o"):
        kind = "compile " + top
    else:
        kind = "other"
    kinds[kind][0] += 1
    kinds[kind][1] += ms
total = sum(ms for ms in rows.values())
print("  %-30s %6s %10s" % ("kind", "steps", "CPU s"))
for kind, (n, ms) in sorted(kinds.items(), key=lambda kv: -kv[1][1]):
    print("  %-30s %6d %10.0f  %3.0f%%" % (kind, n, ms / 1000, 100.0 * ms / max(total, 1)))
print("  %-30s %6d %10.0f" % ("all", len(rows), total / 1000))
print("  slowest steps:")
for out, ms in sorted(rows.items(), key=lambda kv: -kv[1])[:15]:
    print("  %8.1f s  %s" % (ms / 1000, out))
EOF
}

time_command() {
    local mode=$1 clone="$scratch/$1" start rc=0
    git clone -q "$root" "$clone"
    start=$(secs)
    (cd "$clone" && env -u DISPLAY -u WAYLAND_DISPLAY -u QT_QPA_PLATFORM scripts/setup.sh "$mode") \
        >"$scratch/$mode.log" 2>&1 || rc=$?
    local took=$(( $(secs) - start ))
    echo "build-time: $mode $(printf '%5d' "$took") s  ($(( took / 60 )) min $(( took % 60 )) s) scripts/setup.sh $mode, exit $rc"
    if [[ "$mode" == test ]]; then
        grep -E "tests passed|Total Test time" "$scratch/$mode.log" | sed 's/^/    /' || true
    fi
    profile "$clone/build"
    if (( rc != 0 )); then
        echo "build-time: scripts/setup.sh $mode failed; the end of its output:"
        tail -n 30 "$scratch/$mode.log"
        return 1
    fi
}

rc=0
[[ "$what" == run || "$what" == both ]] && { time_command run || rc=1; }
[[ "$what" == test || "$what" == both ]] && { time_command test || rc=1; }
[[ -n "$keep" ]] && echo "build-time: clones kept in $scratch"
exit "$rc"
