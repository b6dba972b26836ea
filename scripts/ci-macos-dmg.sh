#!/usr/bin/env bash
# macOS: makes the disk image and checks it, the way scripts/package-check.sh
# checks the .deb on Linux. Run after (or instead of) scripts/setup.sh test:
#   1. builds through scripts/setup.sh build (Homebrew dependencies included);
#   2. `cmake --build build --target package`: CPack's DragNDrop generator
#      runs the install rules (cmake/BenchworkInstall.cmake: the three
#      programs in Benchwork.app, then cmake/BenchworkMacDeploy.cmake:
#      macdeployqt, Qt's catalogs, an ad-hoc signature) and writes
#      build/packages/Benchwork-<version>.dmg (tried up to 3 times when
#      hdiutil is what failed: it reports "Resource busy" now and then on
#      hosted runners);
#   3. verifies the image, mounts it read-only and, from the mounted app and
#      without $BENCHWORK_BIN_DIR: the files the bundle must hold (the Cocoa
#      platform plug-in, the SVG image and icon plug-ins, qt.conf, Qt's
#      Korean catalog, the icon, documents and suites); every library that
#      every program, framework and plug-in loads resolves inside the bundle
#      or to the system (/usr/lib, /System), so nothing still comes from
#      Homebrew; the signature; --version of all three programs; a 2-second
#      benchwork-cli run on the benchwork-target inside the bundle; and, on
#      CI (or with BENCHWORK_DMG_WINDOW=1), the window itself: a 1-second
#      --autorun --quit-after on the Cocoa platform, which loads the bundled
#      plug-ins (not by default on a desktop Mac: it saves its window state
#      into the user's settings).
# BUILD_DIR (default: build) as for setup.sh. Exit status 0 when all of it
# holds, 1 naming the first thing that does not, 2 when not on macOS.
# Written for macOS's own bash 3.2 as well.
set -euo pipefail

cd "$(dirname "$0")/.."
if [[ "$(uname -s)" != "Darwin" ]]; then
    echo "ci-macos-dmg: macOS only (on Linux the package check is scripts/package-check.sh)" >&2
    exit 2
fi
BUILD_DIR=${BUILD_DIR:-build}
fail() { echo "ci-macos-dmg: FAIL: $*" >&2; exit 1; }
# Anything else that stops the script (set -e) says where, too.
trap 'echo "ci-macos-dmg: FAIL: line $LINENO: $BASH_COMMAND exited $?" >&2' ERR

version=$(sed -n 's/^project(Benchwork VERSION \([0-9][0-9.]*\) .*/\1/p' CMakeLists.txt)
[[ -n "$version" ]] || fail "no project(Benchwork VERSION x.y.z ...) in CMakeLists.txt"

# The programs report their own paths resolved (realpath): work where the
# path has no symlink in it (mktemp's /var/folders is /private/var/folders).
work=$(mktemp -d)
work=$(cd "$work" && pwd -P)
mnt=$work/mnt
mkdir -p "$mnt" "$work/home"
trap 'hdiutil detach -force "$mnt" >/dev/null 2>&1 || true; rm -rf "$work"' EXIT

# 1-2. Build, then the image. macdeployqt lists every copy and name change
# (cmake/BenchworkMacDeploy.cmake): the log of a run nobody can repeat by hand.
BUILD_DIR=$BUILD_DIR scripts/setup.sh build
rm -f "$BUILD_DIR"/packages/Benchwork-*.dmg
export BENCHWORK_MACDEPLOYQT_VERBOSE=${BENCHWORK_MACDEPLOYQT_VERBOSE:-2}
# CPack keeps the install step's output (macdeployqt's among it) in a log of
# its own: shown folded (a group on GitHub Actions), then its warnings.
showInstallLog() {
    local log
    log=$(find "$BUILD_DIR/_CPack_Packages" -name InstallOutput.log 2>/dev/null | head -n 1)
    [[ -n "$log" ]] || return 0
    echo "::group::ci-macos-dmg: the install step's output ($log)"
    cat "$log"
    echo "::endgroup::"
    grep -E -A3 'ERROR:|CMake Warning|CMake Error' "$log" || true
}
try=1
until cmake --build "$BUILD_DIR" --target package 2>&1 | tee "$work/package.log"; do
    showInstallLog
    grep -q 'hdiutil' "$work/package.log" || fail "cmake --build $BUILD_DIR --target package (above)"
    (( try < 3 )) || fail "hdiutil failed 3 times (above)"
    try=$((try + 1))
    echo "ci-macos-dmg: hdiutil failed; packaging again (try $try of 3)"
    sleep 5
done
showInstallLog
dmg=$BUILD_DIR/packages/Benchwork-$version.dmg
[[ -f "$dmg" ]] || fail "$dmg was not made"
echo "ci-macos-dmg: $dmg, $(( $(stat -f %z "$dmg") / 1024 / 1024 )) MiB"

# 3. The image as a user gets it.
hdiutil verify "$dmg" >/dev/null || fail "hdiutil verify $dmg"
hdiutil attach -readonly -nobrowse -noautoopen -mountpoint "$mnt" "$dmg" >/dev/null || fail "cannot mount $dmg"
app=$mnt/Benchwork.app
contents=$app/Contents
macos=$contents/MacOS
[[ -d "$app" ]] || fail "no Benchwork.app in the image"
[[ -L "$mnt/Applications" ]] || fail "no Applications link beside the app"

for f in MacOS/Benchwork MacOS/benchwork-cli MacOS/benchwork-cli-load MacOS/benchwork-target Info.plist \
         Resources/qt.conf Resources/benchwork.icns \
         PlugIns/platforms/libqcocoa.dylib PlugIns/imageformats/libqsvg.dylib PlugIns/iconengines/libqsvgicon.dylib \
         Frameworks/QtCore.framework Frameworks/QtWidgets.framework Frameworks/QtCharts.framework Frameworks/QtSvg.framework \
         translations/qtbase_ko.qm \
         Resources/README.md Resources/docs/gui.md Resources/resources/suites/reference-report.json; do
    [[ -e "$contents/$f" ]] || fail "Contents/$f is missing"
done
echo "ci-macos-dmg: programs, Qt frameworks and plug-ins, qt.conf, Qt's Korean catalog, icon, documents and suites in place"

# Every Mach-O file in the bundle, and every library it loads: a system one,
# or one that resolves to a file inside the bundle (@executable_path is
# Contents/MacOS for all three programs; @loader_path the file's folder;
# @rpath any LC_RPATH of the file or of the programs, expanded the same way).
# A dylib's own install name (otool -D) is not a load.
expand() {   # PATH OWNER: @executable_path and @loader_path (of OWNER) replaced
    case "$1" in
        @executable_path/*) printf '%s\n' "$macos/${1#@executable_path/}" ;;
        @loader_path/*) printf '%s\n' "$(dirname "$2")/${1#@loader_path/}" ;;
        *) printf '%s\n' "$1" ;;
    esac
}
rpaths() {   # FILE: its LC_RPATH entries, expanded
    local r
    { otool -l "$1" || true; } | awk '$1 == "cmd" && $2 == "LC_RPATH" { getline; getline; print $2 }' \
        | while IFS= read -r r; do expand "$r" "$1"; done
}
find "$contents" -type f -print0 | while IFS= read -r -d '' f; do
    case "$(file -b "$f")" in *Mach-O*) printf '%s\n' "$f" ;; esac
done >"$work/macho.txt"
[[ -s "$work/macho.txt" ]] || fail "no Mach-O file found in the bundle"
program_rpaths=$(for p in "$macos"/*; do rpaths "$p"; done)
: >"$work/unresolved.txt"
while IFS= read -r f; do
    id=$({ otool -D "$f" || true; } | sed -n '2p')
    rel=${f#"$app"/}
    own_rpaths=""
    otool -L "$f" >"$work/otool.txt" || fail "otool -L $rel: $(cat "$work/otool.txt")"
    sed -n '2,$p' "$work/otool.txt" | sed -e 's/^[[:space:]]*//' -e 's/ (compatibility version.*//' >"$work/deps.txt"
    while IFS= read -r dep; do
        [[ -z "$dep" || "$dep" == "$id" || "$dep" == *: ]] && continue
        case "$dep" in
            /usr/lib/*|/System/*) continue ;;
            @rpath/*)
                [[ -n "$own_rpaths" ]] || own_rpaths=$(rpaths "$f"; echo .)
                found=""
                while IFS= read -r r; do
                    [[ -n "$r" && "$r" != . ]] || continue
                    candidate=$r/${dep#@rpath/}
                    if [[ "$candidate" == "$app/"* && -e "$candidate" ]]; then found=1; break; fi
                done <<<"$own_rpaths
$program_rpaths"
                [[ -n "$found" ]] || echo "$rel: $dep (no LC_RPATH leads into the bundle)" >>"$work/unresolved.txt"
                ;;
            @executable_path/*|@loader_path/*)
                resolved=$(expand "$dep" "$f")
                [[ "$resolved" == "$app/"* && -e "$resolved" ]] \
                    || echo "$rel: $dep (not in the bundle)" >>"$work/unresolved.txt"
                ;;
            *) echo "$rel: $dep (outside the bundle)" >>"$work/unresolved.txt" ;;
        esac
    done <"$work/deps.txt"
done <"$work/macho.txt"
[[ ! -s "$work/unresolved.txt" ]] || fail "libraries the bundle cannot load from itself:"$'\n'"$(cat "$work/unresolved.txt")"
echo "ci-macos-dmg: $(wc -l <"$work/macho.txt" | tr -d ' ') Mach-O files, every library they load is in the bundle or the system's"

codesign --verify --deep --strict "$app" || fail "codesign --verify: the bundle's signature is broken"
echo "ci-macos-dmg: signature valid"

for p in benchwork-cli benchwork-cli-load benchwork-target; do
    out=$(env -u BENCHWORK_BIN_DIR "$macos/$p" --version) || fail "$p --version exited $? (above)"
    [[ "$out" == "$p $version" ]] || fail "$p --version printed '$out', not '$p $version'"
done
out=$(env -u BENCHWORK_BIN_DIR "$macos/Benchwork" --version) || fail "Benchwork --version exited $? (above)"
[[ "$out" == "benchwork $version "* ]] || fail "Benchwork --version printed '$out'"
echo "ci-macos-dmg: --version of all three programs: $version"

env -u BENCHWORK_BIN_DIR HOME="$work/home" \
    "$macos/benchwork-cli" run --demo -d 2s -c 4 -t 1 --no-save --json "$work/run.json" >"$work/run.log" 2>&1 \
    || { cat "$work/run.log"; fail "benchwork-cli run --demo from the mounted image failed"; }
python3 scripts/check-demo-run.py "$work/run.json" "$macos/benchwork-target" "$version" \
    "ci-macos-dmg: 2-second demo run from the image" || fail "the image's demo run is not right (above)"

if [[ -n "${CI:-}" || -n "${BENCHWORK_DMG_WINDOW:-}" ]]; then
    # The window on the Cocoa platform (not offscreen, which the bundle does
    # not carry), its history in the work folder; bounded: killed after 120 s.
    env -u BENCHWORK_BIN_DIR -u QT_QPA_PLATFORM HOME="$work/home" BENCHWORK_DB="$work/window.db" \
        "$macos/Benchwork" --demo --autorun --quit-after -d 1s -c 2 -t 1 >"$work/window.log" 2>&1 &
    pid=$!
    deadline=$((SECONDS + 120))
    while kill -0 "$pid" 2>/dev/null && ((SECONDS < deadline)); do sleep 1; done
    if kill -0 "$pid" 2>/dev/null; then
        kill "$pid" 2>/dev/null || true
        wait "$pid" 2>/dev/null || true
        cat "$work/window.log"
        fail "the window's 1-second --autorun --quit-after had not ended after 120 s"
    fi
    rc=0
    wait "$pid" || rc=$?
    cat "$work/window.log"
    ((rc == 0)) || fail "the window's --autorun --quit-after exited $rc (above)"
    grep -q '^benchwork: complete' "$work/window.log" || fail "the window printed no completed run (above)"
    echo "ci-macos-dmg: the window ran the demo from the image"
else
    echo "ci-macos-dmg: the window's own run skipped (set BENCHWORK_DMG_WINDOW=1 to run it here)"
fi
echo "ci-macos-dmg: OK"
