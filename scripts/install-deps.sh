#!/usr/bin/env bash
# Installs what Benchwork needs to build and test: Debian 12 (apt-get) or
# macOS (Homebrew). Extra Debian packages for the benchmark scripts, the
# sanitizer/fuzzing build, screenshots or the package checks
# (scripts/package-check.sh) can be asked for by group:
#   scripts/install-deps.sh [bench] [fuzz] [screenshots] [package] [examples]
# `examples` is what the seed suites' example servers run on (docs/seeds.md):
# Go from Debian (or Homebrew) and Node with npm, then Bun, Hono and Elysia
# from the npm registry into resources/suites/servers/node_modules, pinned by
# its package-lock.json (npm ci: nothing global, nothing outside the tree).
# The Debian list is the one home of what the build needs: --list prints it
# (one package a line, groups included) without installing anything, for
# scripts/check-deps.sh, which proves it complete against a real build.
#   scripts/install-deps.sh --list [bench] [fuzz] [screenshots] [package] [examples]
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
# libngtcp2-dev, libngtcp2-crypto-gnutls-dev, libnghttp3-dev, libgnutls28-dev:
# HTTP/3 (--http3; QUIC's handshake on GnuTLS). The build goes on without
# them, but then --http3 says so and the HTTP/3 tests skip (docs/http3.md).
# python3-prometheus-client: the tests parse --metrics scrapes with
# Prometheus's own Python parsers (tests/support/parse_metrics.py); without
# it the scrape tests skip, so CI must have it.
# libxml2-utils: xmllint, with which the tests check the JUnit files
# (--junit) against their schema, tests/data/junit.xsd (docs/ci.md).
# bench: caddy serves h1, h2 and h3 on one port, ngtcp2-client's gtlsclient
# is the HTTP/3 reference client (bench/http3-vs-h2.sh).
pkgs=(build-essential cmake ninja-build pkg-config
      qt6-base-dev qt6-charts-dev libqt6opengl6-dev qt6-tools-dev qt6-tools-dev-tools qt6-l10n-tools qt6-translations-l10n
      libqt6svg6 qt6-svg-dev qt6-qpa-plugins libgl-dev
      libcurl4-openssl-dev libssl-dev libsqlite3-dev libmicrohttpd-dev libnghttp2-dev
      libngtcp2-dev libngtcp2-crypto-gnutls-dev libnghttp3-dev libgnutls28-dev
      librsvg2-bin
      nodejs python3 python3-prometheus-client openssl libxml2-utils)
[[ "$groups" == *" bench "* ]] && pkgs+=(wrk nginx-light nghttp2-client util-linux nodejs jq curl valgrind caddy ngtcp2-client)
[[ "$groups" == *" fuzz "* ]] && pkgs+=(clang-14 libclang-rt-14-dev)
[[ "$groups" == *" screenshots "* ]] && pkgs+=(xvfb xauth imagemagick fonts-noto-cjk)
[[ "$groups" == *" package "* ]] && pkgs+=(dpkg-dev lintian desktop-file-utils appstream)
# (Debian's npm only where no npm came with nodejs: NodeSource's nodejs carries its own)
if [[ "$groups" == *" examples "* ]]; then
    pkgs+=(golang-go nodejs)
    command -v npm >/dev/null || pkgs+=(npm)
fi
if [[ -n "$list_only" ]]; then
    printf '%s\n' "${pkgs[@]}"
    exit 0
fi

# Bun (the npm package "bun" carries the binary for this platform), Hono and
# Elysia, as resources/suites/servers/package-lock.json pins them. Run as the
# user who runs the suites (npm's cache is theirs), never with sudo.
install_npm_examples() {
    local servers
    servers="$(cd "$(dirname "$0")/.." && pwd)/resources/suites/servers"
    echo "install-deps: npm ci in $servers"
    (cd "$servers" && npm ci --no-audit --no-fund)
    # bun's binary is put in place by its postinstall script; an npm that
    # skipped install scripts leaves a placeholder: place it now.
    if ! "$servers/node_modules/.bin/bun" --version >/dev/null 2>&1; then
        (cd "$servers/node_modules/bun" && node install.js)
    fi
    echo "install-deps: bun $("$servers/node_modules/.bin/bun" --version), go: $(go version 2>/dev/null || echo missing)"
}

if [[ "$(uname -s)" == "Darwin" ]]; then
    command -v brew >/dev/null || { echo "install-deps: Homebrew is needed on macOS (https://brew.sh)" >&2; exit 2; }
    # Every name is a homebrew-core formula (checked against Homebrew's
    # formula list: docs/packaging.md, "Continuous integration"). Qt comes as
    # the modules the build uses, not the `qt` formula that pulls in all of
    # them (WebEngine, Multimedia, ...): qtbase (Core, Gui, Widgets, Test,
    # OpenGL, macdeployqt), qtcharts, qtsvg (SVG export, the SVG icon's
    # plug-ins), qttools (LinguistTools) and qttranslations (Qt's own Korean
    # texts, copied into the app bundle). curl, sqlite are keg-only and
    # openssl@3 is named to CMake too: cmake/BenchworkHomebrew.cmake.
    # HTTP/3: Homebrew's libngtcp2 (1.x) ships only the OpenSSL crypto
    # helper, not the GnuTLS one the transport uses: configure then leaves
    # HTTP/3 out and says why (docs/http3.md, "Building").
    brew install cmake ninja pkgconf qtbase qtcharts qtsvg qttools qttranslations \
        curl openssl@3 sqlite libmicrohttpd libnghttp2 node librsvg gnutls libngtcp2 libnghttp3
    if [[ "$groups" == *" bench "* ]]; then
        brew install wrk nginx nghttp2 node jq caddy
    fi
    if [[ "$groups" == *" examples "* ]]; then
        brew install go node
        install_npm_examples
    fi
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
[[ "$groups" == *" examples "* ]] && install_npm_examples
exit 0
