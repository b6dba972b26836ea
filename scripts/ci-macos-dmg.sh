#!/usr/bin/env bash
# macOS: makes the disk image and checks it, the way scripts/package-check.sh
# checks the .deb on Linux. Run after (or instead of) scripts/setup.sh test:
#   1. builds through scripts/setup.sh build (Homebrew dependencies included);
#   2. `cmake --build build --target package`: CPack's DragNDrop generator
#      runs the install rules (cmake/BenchworkInstall.cmake: the three
#      programs in Benchwork.app, macdeployqt, Qt's catalogs, an ad-hoc
#      signature) and writes build/packages/Benchwork-<version>.dmg;
#   3. verifies the image, mounts it read-only and, from the mounted app and
#      without $BENCHWORK_BIN_DIR, checks --version of all three programs,
#      the signature, that no program or library still points into Homebrew,
#      the bundled documents and suites, and a 2-second benchwork-cli run on
#      the benchwork-target inside the bundle.
# BUILD_DIR (default: build) as for setup.sh. Exit status 0 when all of it
# holds, 1 naming the first thing that does not, 2 when not on macOS.
set -euo pipefail

cd "$(dirname "$0")/.."
if [[ "$(uname -s)" != "Darwin" ]]; then
    echo "ci-macos-dmg: macOS only (on Linux the package check is scripts/package-check.sh)" >&2
    exit 2
fi
BUILD_DIR=${BUILD_DIR:-build}
fail() { echo "ci-macos-dmg: FAIL: $*" >&2; exit 1; }

version=$(sed -n 's/^project(Benchwork VERSION \([0-9][0-9.]*\) .*/\1/p' CMakeLists.txt)
[[ -n "$version" ]] || fail "no project(Benchwork VERSION x.y.z ...) in CMakeLists.txt"

# 1-2. Build, then the image.
BUILD_DIR=$BUILD_DIR scripts/setup.sh build
rm -f "$BUILD_DIR"/packages/Benchwork-*.dmg
cmake --build "$BUILD_DIR" --target package
dmg=$BUILD_DIR/packages/Benchwork-$version.dmg
[[ -f "$dmg" ]] || fail "$dmg was not made"
echo "ci-macos-dmg: $dmg, $(( $(stat -f %z "$dmg") / 1024 / 1024 )) MiB"

# 3. The image as a user gets it.
hdiutil verify "$dmg" >/dev/null || fail "hdiutil verify $dmg"
work=$(mktemp -d)
mnt=$work/mnt
mkdir -p "$mnt" "$work/home"
hdiutil attach -readonly -nobrowse -noautoopen -mountpoint "$mnt" "$dmg" >/dev/null || fail "cannot mount $dmg"
trap 'hdiutil detach "$mnt" -force >/dev/null 2>&1 || true; rm -rf "$work"' EXIT
app=$mnt/Benchwork.app
[[ -d "$app" ]] || fail "no Benchwork.app in the image"
[[ -L "$mnt/Applications" ]] || fail "no Applications link beside the app"

macos=$app/Contents/MacOS
for p in benchwork-cli benchwork-target; do
    out=$(env -u BENCHWORK_BIN_DIR "$macos/$p" --version)
    [[ "$out" == "$p $version" ]] || fail "$p --version printed '$out', not '$p $version'"
done
out=$(env -u BENCHWORK_BIN_DIR "$macos/Benchwork" --version)
[[ "$out" == "benchwork $version "* ]] || fail "Benchwork --version printed '$out'"
echo "ci-macos-dmg: --version of all three programs: $version"

codesign --verify --deep --strict "$app" || fail "codesign --verify: the bundle's signature is broken"
# macdeployqt must have copied every library the programs use into the
# bundle and pointed them there: nothing may still load from Homebrew.
homebrewPaths() {
    local dir f
    for dir in "$macos" "$app/Contents/Frameworks" "$app/Contents/PlugIns"; do
        [[ -d "$dir" ]] || continue
        find "$dir" -type f \( -perm -u+x -o -name '*.dylib' \) | while read -r f; do
            otool -L "$f" 2>/dev/null | sed -n '2,$p' | { grep -E '/(opt/homebrew|usr/local)/' || true; } | sed "s|^|$f: |"
        done
    done
}
leaks=$(homebrewPaths)
[[ -z "$leaks" ]] || fail "libraries still loaded from Homebrew:"$'\n'"$leaks"
for f in README.md docs/gui.md resources/suites/reference-report.json; do
    [[ -f "$app/Contents/Resources/$f" ]] || fail "Contents/Resources/$f is missing"
done
[[ -f "$app/Contents/Resources/benchwork.icns" ]] || fail "Contents/Resources/benchwork.icns is missing"
echo "ci-macos-dmg: signature valid, no Homebrew paths, documents, suites and icon in place"

env -u BENCHWORK_BIN_DIR HOME="$work/home" \
    "$macos/benchwork-cli" run --demo -d 2s -c 4 -t 1 --no-save --json "$work/run.json" >"$work/run.log" 2>&1 \
    || { cat "$work/run.log"; fail "benchwork-cli run --demo from the mounted image failed"; }
python3 scripts/check-demo-run.py "$work/run.json" "$macos/benchwork-target" "$version" \
    "ci-macos-dmg: 2-second demo run from the image" || fail "the image's demo run is not right (above)"
echo "ci-macos-dmg: OK"
