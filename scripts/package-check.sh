#!/usr/bin/env bash
# Builds the .deb from a finished build with CPack and proves it:
#   - lintian: errors and warnings fail (the tags it reports, infos too, are
#     printed either way);
#   - the package's version, the metainfo's newest release and --version of
#     all three programs are project(VERSION);
#   - extracted with dpkg -x into a temporary root, benchwork-cli runs a
#     2-second demo run from there, finding the extracted benchwork-target
#     (not the build's, not an installed one) and recording the version in
#     its result JSON; the bundled suites are where the programs look;
#   - the desktop entry passes desktop-file-validate and the metainfo
#     appstreamcli validate --no-net.
#   scripts/package-check.sh [BUILD_DIR] [--apt]   (default: $BUILD_DIR or build)
# --apt also installs the package with `apt-get install ./benchwork_*.deb`
# (root), runs /usr/bin/benchwork-cli --version and removes it again.
# Debian only; skipped with a message on macOS. Called by .ci/run after the tests.
set -euo pipefail

cd "$(dirname "$0")/.."
build=${BUILD_DIR:-build}
apt=""
for a in "$@"; do
    case "$a" in
        --apt) apt=1 ;;
        -*) echo "usage: scripts/package-check.sh [BUILD_DIR] [--apt]" >&2; exit 2 ;;
        *) build=$a ;;
    esac
done

if [[ "$(uname -s)" == "Darwin" ]]; then
    echo "package-check: skipped on macOS (the .dmg is made with cpack there; see docs/packaging.md)"
    exit 0
fi
need() { command -v "$1" >/dev/null || { echo "package-check: $1 is missing (Debian package $2; scripts/install-deps.sh installs it)" >&2; exit 2; }; }
need cpack cmake
need dpkg-deb dpkg
need dpkg-shlibdeps dpkg-dev
need lintian lintian
need desktop-file-validate desktop-file-utils
need appstreamcli appstream
if [[ ! -f "$build/CPackConfig.cmake" ]]; then
    echo "package-check: no configured build in '$build'; build first (scripts/setup.sh build)" >&2
    exit 2
fi
build=$(cd "$build" && pwd -P)
version=$(sed -n 's/^project(Benchwork VERSION \([0-9][0-9.]*\) .*/\1/p' CMakeLists.txt)
[[ -n "$version" ]] || { echo "package-check: no project(Benchwork VERSION x.y.z ...) in CMakeLists.txt" >&2; exit 2; }

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
fail() { echo "package-check: FAIL: $*" >&2; exit 1; }

# 1. The package.
rm -f "$build"/packages/benchwork_*.deb
(cd "$build" && cpack -G DEB --config CPackConfig.cmake >"$work/cpack.log" 2>&1) \
    || { cat "$work/cpack.log"; fail "cpack could not make the .deb"; }
deb=$(ls "$build"/packages/benchwork_*.deb)
echo "package-check: $(basename "$deb"), $(( $(stat -c %s "$deb") / 1024 )) KiB"
dpkg-deb -f "$deb" Package Version Architecture Depends | sed 's/^/  /'
[[ "$(dpkg-deb -f "$deb" Version)" == "$version" ]] || fail "the package's version is not $version"

# 2. lintian. Its infos are shown; an error or a warning fails (the package
#    has none: keep it so). Overrides, if any are ever needed, go to
#    packaging/linux/lintian-overrides with the reason.
rc=0
lintian --fail-on error,warning --display-info --tag-display-limit 0 "$deb" >"$work/lintian.log" 2>&1 || rc=$?
sed 's/^/  lintian: /' "$work/lintian.log"
((rc == 0)) || fail "lintian reports errors or warnings (above)"
echo "package-check: lintian: no errors, no warnings ($(grep -c '^I:' "$work/lintian.log" || true) infos)"

# 3. From an extracted root, with nothing of the build in reach.
root=$work/root
dpkg -x "$deb" "$root"
bin=$root/usr/bin
for p in benchwork-cli benchwork-cli-load benchwork-target; do
    out=$(env -u BENCHWORK_BIN_DIR "$bin/$p" --version)
    [[ "$out" == "$p $version" ]] || fail "$p --version printed '$out', not '$p $version'"
done
out=$(env -u BENCHWORK_BIN_DIR QT_QPA_PLATFORM=offscreen "$bin/benchwork" --version)
[[ "$out" == "benchwork $version "* ]] || fail "benchwork --version printed '$out'"
echo "package-check: --version of all four programs: $version"

mkdir -p "$work/home"
env -u BENCHWORK_BIN_DIR HOME="$work/home" XDG_DATA_HOME="$work/home/.local/share" \
    timeout 120 "$bin/benchwork-cli" run --demo -d 2s -c 4 -t 1 --no-save --json "$work/run.json" >"$work/run.log" 2>&1 \
    || { cat "$work/run.log"; fail "benchwork-cli run --demo from the extracted package failed"; }
python3 scripts/check-demo-run.py "$work/run.json" "$bin/benchwork-target" "$version" \
    "package-check: 2-second demo run from the extracted package" --show-target \
    || fail "the extracted package's demo run is not right (above)"
for f in resources/suites/reference-report.json docs/gui.md README.md; do
    [[ -f "$root/usr/share/benchwork/$f" ]] || fail "usr/share/benchwork/$f is missing"
done
# Manual pages, written from each program's --help: present, and saying
# what the program says (an option of each page's program).
for m in "benchwork:--autorun" "benchwork-cli:--rate" "benchwork-cli-load:--rate" "benchwork-target:--delay-us"; do
    page=$root/usr/share/man/man1/${m%%:*}.1.gz
    [[ -f "$page" ]] || fail "usr/share/man/man1/${m%%:*}.1.gz is missing"
    text=$(zcat "$page" | sed 's/\\-/-/g')
    [[ "$text" == *"${m#*:}"* ]] || fail "${m%%:*}(1) does not mention ${m#*:}"
done
echo "package-check: manual pages of all four programs"

# 4. Desktop integration.
desktop=$(ls "$root"/usr/share/applications/*.desktop)
metainfo=$(ls "$root"/usr/share/metainfo/*.metainfo.xml)
desktop-file-validate "$desktop" || fail "desktop-file-validate: $(basename "$desktop")"
appstreamcli validate --no-net --pedantic "$metainfo" | sed 's/^/  appstreamcli: /'
appstreamcli validate --no-net "$metainfo" >/dev/null || fail "appstreamcli validate: $(basename "$metainfo")"
grep -q "<release version=\"$version\"" "$metainfo" || fail "the metainfo's release is not $version"
for s in 16 22 24 32 48 64 128 256 512; do
    [[ -s "$root/usr/share/icons/hicolor/${s}x${s}/apps/benchwork.png" ]] || fail "no ${s}x${s} icon"
done
echo "package-check: $(basename "$desktop") and $(basename "$metainfo") valid; icons at 9 sizes and scalable"

# 5. Optional: install it for real.
if [[ -n "$apt" ]]; then
    [[ $(id -u) -eq 0 ]] || fail "--apt needs root"
    cp "$deb" "$work/"
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$work/$(basename "$deb")" >"$work/apt.log" 2>&1 \
        || { cat "$work/apt.log"; fail "apt-get install ./$(basename "$deb") failed"; }
    out=$(/usr/bin/benchwork-cli --version)
    DEBIAN_FRONTEND=noninteractive apt-get remove -y -qq benchwork >/dev/null 2>&1
    [[ "$out" == "benchwork-cli $version" ]] || fail "installed benchwork-cli --version printed '$out'"
    echo "package-check: apt-get install ./$(basename "$deb"), /usr/bin/benchwork-cli --version, apt-get remove: OK"
fi
echo "package-check: OK"
