#!/usr/bin/env bash
# Proves that scripts/install-deps.sh's package list is complete, from what
# the build actually used instead of from the developer's machine:
#   - the headers from outside the tree that the compiler read (ninja -t deps),
#   - the CMake package config files configure loaded (build.ninja's inputs),
#   - the shared libraries the built programs and tests link (ldd).
# dpkg -S names the package owning each file; every owner must be in
# install-deps.sh's list or pulled in by it through hard dependencies
# (apt-cache depends --recurse, without recommends/suggests, which
# install-deps.sh does not install either). Fails naming the packages that
# are missing, with one file each as the reason.
#   scripts/check-deps.sh [BUILD_DIR]     (default: $BUILD_DIR or build)
# Debian only; skipped with a message on macOS and where dpkg is missing.
set -euo pipefail

cd "$(dirname "$0")/.."
src=$(pwd -P)
build=${1:-${BUILD_DIR:-build}}

if [[ "$(uname -s)" == "Darwin" ]]; then
    echo "check-deps: skipped on macOS (Homebrew installs whole formulae with their dependencies)"
    exit 0
fi
for tool in dpkg-query apt-cache ninja ldd; do
    if ! command -v "$tool" >/dev/null; then
        echo "check-deps: skipped: needs $tool (Debian 12 with the build's tools)"
        exit 0
    fi
done
if [[ ! -f "$build/build.ninja" ]]; then
    echo "check-deps: no Ninja build in '$build'; build first (scripts/setup.sh build)" >&2
    exit 2
fi
build=$(cd "$build" && pwd -P)

work=$(mktemp -d)
trap '[[ -n "${CHECK_DEPS_KEEP:-}" ]] && echo "check-deps: work files in $work" || rm -rf "$work"' EXIT

# 1. Headers: ninja's deps log lists every header of every object, indented.
ninja -C "$build" -t deps | awk '/^    /{print $1}' >"$work/headers.raw"
# 2. CMake files: build.ninja is rebuilt when any file configure read changes,
#    so its inputs are exactly those files (package configs included).
ninja -C "$build" -t query build.ninja | awk '$1 == "|" {print $2} $1 ~ /^\// {print $1}' >"$work/cmake.raw"
# 3. Shared libraries of the programs and tests the build made.
while IFS= read -r -d '' f; do
    [[ "$(head -c 4 "$f" | tr -d '\000')" == $'\177ELF' ]] && echo "$f"
done < <(find "$build" -type f -perm -u+x ! -path '*/CMakeFiles/*' -print0) >"$work/binaries"
if [[ ! -s "$work/binaries" ]]; then
    echo "check-deps: no built programs in '$build'; build first" >&2
    exit 2
fi
xargs -r ldd <"$work/binaries" 2>/dev/null | awk '$2 == "=>" && $3 ~ /^\// {print $3} $1 ~ /^\// {print $1}' >"$work/libs.raw"

# Absolute, normalised (.. removed, symlinks kept: dpkg knows the packaged
# names) and outside the source and build trees.
cat "$work/headers.raw" "$work/cmake.raw" "$work/libs.raw" | grep '^/' | sort -u \
    | xargs -r realpath -s -- | sort -u \
    | grep -v -e "^$src/" -e "^$build/" >"$work/files" || true
echo "check-deps: $(wc -l <"$work/headers.raw" | tr -d ' ') header uses, $(wc -l <"$work/cmake.raw" | tr -d ' ') CMake files," \
     "$(wc -l <"$work/binaries" | tr -d ' ') programs; $(wc -l <"$work/files" | tr -d ' ') files from outside the tree"

# Owners. Paths dpkg does not know are tried again resolved (symlinks) and
# with /usr added or removed (Debian 12 merges /lib into /usr/lib).
owners() { xargs -r dpkg-query -S 2>/dev/null | grep -v '^diversion by' || true; }
owners <"$work/files" >"$work/owned"
sed -n 's/^.*: \(\/.*\)$/\1/p' "$work/owned" | sort -u >"$work/found"
comm -23 "$work/files" "$work/found" >"$work/unowned"
# "alternative original" pairs, asked in one dpkg-query call
while IFS= read -r f; do
    echo "$(realpath -- "$f" 2>/dev/null || echo "$f") $f"
    case "$f" in
        /usr/*) echo "${f#/usr} $f" ;;
        *) echo "/usr$f $f" ;;
    esac
done <"$work/unowned" | sort -u >"$work/alts"
awk '{print $1}' "$work/alts" | sort -u | owners >"$work/alts.owned"
# owner lines of the alternatives, renamed back to the file the build used
awk 'NR == FNR {orig[$1] = $2; next}
     {i = index($0, ": /"); p = substr($0, i + 2); if (p in orig) print substr($0, 1, i - 1) ": " orig[p]}' \
    "$work/alts" "$work/alts.owned" | sort -u -t: -k2 >>"$work/owned"
sed -n 's/^.*: \(\/.*\)$/\1/p' "$work/owned" | sort -u >"$work/found"
comm -23 "$work/files" "$work/found" >"$work/unowned.final"

# "pkg1:amd64, pkg2: /path" -> "pkg1 /path" and "pkg2 /path"
awk -F': /' '{n = split($1, p, ", "); for (i = 1; i <= n; ++i) { sub(/:.*/, "", p[i]); print p[i], "/" $2 }}' \
    "$work/owned" | sort -u -k1,1 >"$work/pkg-file"

# What install-deps.sh installs: its list and the hard-dependency closure.
scripts/install-deps.sh --list >"$work/listed"
mapfile -t listed <"$work/listed"
apt-cache depends --recurse --no-recommends --no-suggests --no-conflicts --no-breaks --no-replaces --no-enhances \
    "${listed[@]}" 2>/dev/null | awk '/^[^ ]/ {gsub(/[<>]/, ""); sub(/:any$/, ""); print}' \
    | sort -u >"$work/closure"
cat "$work/listed" >>"$work/closure"
sort -u -o "$work/closure" "$work/closure"

missing=$(awk 'NR == FNR {have[$1] = 1; next} !($1 in have)' "$work/closure" "$work/pkg-file")
status=0
if [[ -n "$missing" ]]; then
    echo "check-deps: FAIL: the build used packages that scripts/install-deps.sh does not install:"
    echo "$missing" | awk '{printf "  %-28s (e.g. %s)\n", $1, $2}'
    echo "check-deps: add them to the list in scripts/install-deps.sh"
    status=1
fi
if [[ -s "$work/unowned.final" ]]; then
    echo "check-deps: FAIL: the build used files that no Debian package owns (installed by hand?):"
    sed 's/^/  /' "$work/unowned.final" | head -n 20
    status=1
fi
if ((status == 0)); then
    echo "check-deps: OK: all $(wc -l <"$work/pkg-file" | tr -d ' ') packages the build used come with scripts/install-deps.sh"
fi
exit $status
