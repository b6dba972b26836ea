#!/usr/bin/env bash
# Makes a release's source tarball and Homebrew formula (docs/packaging.md):
#   scripts/release.sh [REF]      (default: v<version>, the release tag)
# writes into dist/:
#   benchwork-<version>.tar.gz   git archive of REF, top folder benchwork-<version>/
#   benchwork.rb                 packaging/homebrew/benchwork.rb.in with the
#                                tarball's download address and SHA-256
# The version is project(VERSION) in CMakeLists.txt; REF must carry the same.
# The address assumes the tarball is attached to the GitHub release of the
# tag at BENCHWORK_HOMEPAGE (cmake/BenchworkRelease.cmake).
set -euo pipefail
cd "$(dirname "$0")/.."

version=$(sed -n 's/^project(Benchwork VERSION \([0-9][0-9.]*\) .*/\1/p' CMakeLists.txt)
homepage=$(sed -n 's/^set(BENCHWORK_HOMEPAGE "\(.*\)")$/\1/p' cmake/BenchworkRelease.cmake)
[[ -n "$version" && -n "$homepage" ]] || { echo "release: version or homepage not found in the CMake files" >&2; exit 2; }
ref=${1:-v$version}
git rev-parse --verify -q "$ref^{commit}" >/dev/null || { echo "release: no commit '$ref' (tag the release first: git tag v$version)" >&2; exit 2; }
ref_version=$(git show "$ref:CMakeLists.txt" | sed -n 's/^project(Benchwork VERSION \([0-9][0-9.]*\) .*/\1/p')
[[ "$ref_version" == "$version" ]] || { echo "release: $ref is version $ref_version, the work tree $version" >&2; exit 2; }

mkdir -p dist
tarball=dist/benchwork-$version.tar.gz
git archive --format=tar.gz --prefix="benchwork-$version/" -o "$tarball" "$ref"
if command -v sha256sum >/dev/null; then sha=$(sha256sum "$tarball" | cut -d' ' -f1); else sha=$(shasum -a 256 "$tarball" | cut -d' ' -f1); fi
url="$homepage/releases/download/v$version/benchwork-$version.tar.gz"
sed -e "s|@HOMEPAGE@|$homepage|" -e "s|@TARBALL_URL@|$url|" -e "s|@TARBALL_SHA256@|$sha|" \
    packaging/homebrew/benchwork.rb.in >dist/benchwork.rb
echo "release: $tarball ($(( $(wc -c <"$tarball") / 1024 )) KiB, sha256 $sha)"
echo "release: dist/benchwork.rb for $url"
