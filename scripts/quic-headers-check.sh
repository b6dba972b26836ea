#!/usr/bin/env bash
# Compiles the HTTP/3 adapter (core/engine/http3, and the tests' HTTP/3
# server) against another ngtcp2 / nghttp3 release's headers than the
# system's, with -fsyntax-only and the build's own flags:
#
#   scripts/quic-headers-check.sh NGTCP2_SRC NGTCP2_TAG NGHTTP3_SRC NGHTTP3_TAG [BUILD_DIR]
#
# NGTCP2_SRC and NGHTTP3_SRC are git checkouts (or bare repositories) of
# ngtcp2 and nghttp3, the TAGs releases in them (v1.25.0, v1.15.0). The
# public headers are taken from the tags, version.h made from version.h.in
# as the libraries' builds make it, and put first on the include path. This
# is how docs/http3.md's "checked against" versions were checked; Debian 12's
# own 0.12 / 0.8 headers are what every normal build compiles against.
# Exit status 0 when every file compiles.
set -euo pipefail
(( $# >= 4 )) || { echo "usage: scripts/quic-headers-check.sh NGTCP2_SRC NGTCP2_TAG NGHTTP3_SRC NGHTTP3_TAG [BUILD_DIR]" >&2; exit 2; }
ngtcp2=$1 ngtcp2_tag=$2 nghttp3=$3 nghttp3_tag=$4
build=${5:-build}
cd "$(dirname "$0")/.."
[[ -f "$build/compile_commands.json" ]] || { echo "quic-headers-check: $build/compile_commands.json not found: configure a build first" >&2; exit 2; }
inc=$(mktemp -d)
trap 'rm -rf "$inc"' EXIT
mkdir -p "$inc/ngtcp2" "$inc/nghttp3"

# git_show REPO REV:PATH > FILE, for a work tree or a bare repository
git_show() { git -C "$1" show "$2" 2>/dev/null || git --git-dir="$1" show "$2"; }
# version.h from version.h.in: "1.25.0" -> 0x011900
version_num() { local IFS=.; read -r a b c <<<"${1#v}"; printf '0x%02x%02x%02x' "$a" "$b" "$c"; }
make_version() {   # REPO TAG IN OUT
    git_show "$1" "$2:$3" | sed "s/@PACKAGE_VERSION@/${2#v}/; s/@PACKAGE_VERSION_NUM@/$(version_num "$2")/" >"$4"
}
git_show "$ngtcp2" "$ngtcp2_tag:lib/includes/ngtcp2/ngtcp2.h" >"$inc/ngtcp2/ngtcp2.h"
for f in ngtcp2_crypto.h ngtcp2_crypto_gnutls.h; do
    git_show "$ngtcp2" "$ngtcp2_tag:crypto/includes/ngtcp2/$f" >"$inc/ngtcp2/$f"
done
make_version "$ngtcp2" "$ngtcp2_tag" lib/includes/ngtcp2/version.h.in "$inc/ngtcp2/version.h"
git_show "$nghttp3" "$nghttp3_tag:lib/includes/nghttp3/nghttp3.h" >"$inc/nghttp3/nghttp3.h"
make_version "$nghttp3" "$nghttp3_tag" lib/includes/nghttp3/version.h.in "$inc/nghttp3/version.h"

python3 - "$build" "$inc" "$ngtcp2_tag" "$nghttp3_tag" <<'EOF'
import json, os, shlex, subprocess, sys
build, inc, t2, t3 = sys.argv[1:5]
entries = json.load(open(os.path.join(build, "compile_commands.json")))
picked = [e for e in entries
          if "/core/engine/http3/" in e["file"]
          or os.path.basename(e["file"]).startswith(("h3_test_", "tst_h3_", "fuzz_h3_"))]
if not picked:
    sys.exit("quic-headers-check: no HTTP/3 file in the build (was it configured without HTTP/3?)")
failed = 0
for e in picked:
    args = shlex.split(e.get("command") or " ".join(map(shlex.quote, e["arguments"])))
    out = []
    skip = False
    for i, a in enumerate(args):
        if skip:
            skip = False
            continue
        if a in ("-o", "-MF", "-MT"):
            skip = True
            continue
        if a in ("-c", "-MD", "-gsplit-dwarf", "-fpch-preprocess"):
            continue
        out.append(a)
    cmd = out[:1] + ["-isystem", inc, "-fsyntax-only"] + out[1:]
    r = subprocess.run(cmd, cwd=e["directory"], capture_output=True, text=True)
    name = os.path.relpath(e["file"], os.getcwd())
    if r.returncode:
        failed += 1
        print("quic-headers-check: FAILED", name)
        print("\n".join("    " + l for l in r.stderr.splitlines()[:20]))
print("quic-headers-check: %d of %d files compile against ngtcp2 %s and nghttp3 %s"
      % (len(picked) - failed, len(picked), t2, t3))
sys.exit(1 if failed else 0)
EOF
