#!/usr/bin/env bash
# Installs what Benchwork needs to build and test: Debian 12 (apt-get) or
# macOS (Homebrew). Extra Debian packages for the benchmark scripts, the
# sanitizer/fuzzing build, screenshots or the package checks
# (scripts/package-check.sh) can be asked for by group:
#   scripts/install-deps.sh [bench] [fuzz] [screenshots] [package]
# The Debian list is the one home of what the build needs: --list prints it
# (one package a line, groups included) without installing anything, for
# scripts/check-deps.sh, which proves it complete against a real build.
#   scripts/install-deps.sh --list [bench] [fuzz] [screenshots] [package]
set -euo pipefail

list_only=""
if [[ "${1:-}" == "--list" ]]; then
    list_only=1
    shift
fi
groups=" $* "
# qt6-svg-dev: the charts' SVG export (QSvgGenerator).
# libqt6opengl6-dev: qt6-charts-dev does not depend on it, but Qt6Charts'
# CMake package needs Qt6OpenGL (configure fails without it).
# librsvg2-bin: rsvg-convert renders the application icon at build time.
pkgs=(build-essential cmake ninja-build pkg-config
      qt6-base-dev qt6-charts-dev libqt6opengl6-dev qt6-tools-dev qt6-tools-dev-tools qt6-l10n-tools qt6-translations-l10n
      libqt6svg6 qt6-svg-dev qt6-qpa-plugins libgl-dev
      libcurl4-openssl-dev libssl-dev libsqlite3-dev libmicrohttpd-dev libnghttp2-dev
      librsvg2-bin
      nodejs python3 openssl)
[[ "$groups" == *" bench "* ]] && pkgs+=(wrk nginx-light nghttp2-client util-linux nodejs jq curl valgrind)
[[ "$groups" == *" fuzz "* ]] && pkgs+=(clang-14 libclang-rt-14-dev)
[[ "$groups" == *" screenshots "* ]] && pkgs+=(xvfb xauth imagemagick fonts-noto-cjk)
[[ "$groups" == *" package "* ]] && pkgs+=(dpkg-dev lintian desktop-file-utils appstream)
if [[ -n "$list_only" ]]; then
    printf '%s\n' "${pkgs[@]}"
    exit 0
fi

if [[ "$(uname -s)" == "Darwin" ]]; then
    command -v brew >/dev/null || { echo "install-deps: Homebrew is needed on macOS (https://brew.sh)" >&2; exit 2; }
    brew install cmake ninja pkgconf qt curl openssl@3 sqlite libmicrohttpd libnghttp2 node librsvg
    [[ "$groups" == *" bench "* ]] && brew install wrk nginx nghttp2 node jq
    exit 0
fi

if ! command -v apt-get >/dev/null; then
    echo "install-deps: this script knows apt-get (Debian 12) and Homebrew (macOS); install the packages listed in docs/building.md by hand" >&2
    exit 2
fi
SUDO=""
[[ $(id -u) -ne 0 ]] && SUDO="sudo"

missing=()
for p in "${pkgs[@]}"; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if ((${#missing[@]})); then
    echo "install-deps: installing ${missing[*]}"
    $SUDO apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends "${missing[@]}"
else
    echo "install-deps: everything is installed"
fi
