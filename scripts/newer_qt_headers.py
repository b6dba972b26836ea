"""Qt's headers as a newer Debian release ships them, for the macOS cross
check (scripts/macos-check.py).

Homebrew's Qt is newer than Debian 12's 6.4, and an API that a newer Qt
deprecated (and Homebrew's build then warns about, or a later one removes)
cannot be seen in 6.4's headers. Debian 13 (trixie) ships Qt 6.8; its
packages are fetched from Debian's archive, each step checked against the
one before it: the suite's InRelease by its signature (gpgv and the
archive keyring Debian 12 already has), the package list by the SHA-256
that InRelease gives, each .deb by the SHA-256 the package list gives. Only
the headers and the mkspecs are kept, once, in the cache folder.
"""

import hashlib
import io
import lzma
import os
import shutil
import subprocess
import tarfile
import tempfile
import time
import urllib.request

SUITE = "trixie"
MIRROR = "http://deb.debian.org/debian"
KEYRING = "/usr/share/keyrings/debian-archive-keyring.gpg"
PACKAGE_LIST = "main/binary-amd64/Packages.xz"
PACKAGES = ("qt6-base-dev", "qt6-charts-dev", "qt6-svg-dev")
KEEP = ("usr/include/x86_64-linux-gnu/qt6/", "usr/lib/x86_64-linux-gnu/qt6/mkspecs/")
SYSTEM_PREFIXES = ("/usr/include/x86_64-linux-gnu/qt6", "/usr/lib/x86_64-linux-gnu/qt6/mkspecs")


class FetchError(Exception):
    pass


def _get(url):
    for attempt in range(3):
        try:
            with urllib.request.urlopen(url, timeout=120) as r:
                return r.read()
        except OSError as e:
            if attempt == 2:
                raise FetchError("could not fetch " + url + ": " + str(e))
            time.sleep(5)
    return b""


def _checked(url, sha256, size=None):
    data = _get(url)
    got = hashlib.sha256(data).hexdigest()
    if got != sha256 or (size is not None and len(data) != size):
        raise FetchError(url + ": SHA-256 " + got + " (" + str(len(data)) + " bytes), not the published "
                         + sha256)
    return data


def _signed_release():
    """The suite's InRelease, its signature checked; returns its text."""
    if not os.path.exists(KEYRING):
        raise FetchError(KEYRING + " not found (Debian's debian-archive-keyring package)")
    raw = _get(MIRROR + "/dists/" + SUITE + "/InRelease")
    with tempfile.NamedTemporaryFile(suffix=".InRelease") as f:
        f.write(raw)
        f.flush()
        r = subprocess.run(["gpgv", "--keyring", KEYRING, "--output", "-", f.name],
                           capture_output=True)
    if r.returncode != 0:
        raise FetchError("the signature of " + SUITE + "'s InRelease does not verify: "
                         + r.stderr.decode(errors="replace").strip())
    return r.stdout.decode()


def _package_list(release):
    in_sha256 = False
    for line in release.splitlines():
        if not line.startswith(" "):
            in_sha256 = line.strip() == "SHA256:"
            continue
        parts = line.split()
        if in_sha256 and len(parts) == 3 and parts[2] == PACKAGE_LIST:
            data = _checked(MIRROR + "/dists/" + SUITE + "/" + PACKAGE_LIST, parts[0], int(parts[1]))
            return lzma.decompress(data).decode(errors="replace")
    raise FetchError(SUITE + "'s InRelease lists no " + PACKAGE_LIST)


def _stanzas(packages_text, wanted):
    found = {}
    for block in packages_text.split("\n\n"):
        fields = {}
        for line in block.splitlines():
            if line and not line[0].isspace() and ":" in line:
                key, value = line.split(":", 1)
                fields[key] = value.strip()
        if fields.get("Package") in wanted:
            found[fields["Package"]] = fields
    missing = [p for p in wanted if p not in found]
    if missing:
        raise FetchError(SUITE + " has no package " + ", ".join(missing))
    return found


def _data_tar(deb):
    """The data.tar.* member of a .deb (an ar archive)."""
    if not deb.startswith(b"!<arch>\n"):
        raise FetchError("not a .deb archive")
    pos = 8
    while pos + 60 <= len(deb):
        name = deb[pos:pos + 16].decode().strip().rstrip("/")
        size = int(deb[pos + 48:pos + 58].decode().strip())
        body = deb[pos + 60:pos + 60 + size]
        if name.startswith("data.tar"):
            return body
        pos += 60 + size + (size & 1)
    raise FetchError("a .deb without data.tar")


def qt_headers(cache_root, say):
    """Returns (root, (major, minor)): root holds usr/include/... and
    usr/lib/... as the packages install them."""
    root = os.path.join(cache_root, "qt-" + SUITE)
    ready = os.path.join(root, "version")
    if os.path.exists(ready):
        with open(ready) as f:
            version = f.read().strip()
        return root, _major_minor(version)
    say("fetching Qt's headers of Debian " + SUITE + " (" + ", ".join(PACKAGES) + ")")
    stanzas = _stanzas(_package_list(_signed_release()), PACKAGES)
    os.makedirs(cache_root, exist_ok=True)
    tmp = tempfile.mkdtemp(dir=cache_root)
    try:
        for name in PACKAGES:
            s = stanzas[name]
            deb = _checked(MIRROR + "/" + s["Filename"], s["SHA256"], int(s["Size"]))
            with tarfile.open(fileobj=io.BytesIO(_data_tar(deb))) as tar:
                members = [m for m in tar.getmembers()
                           if m.name.lstrip("./").startswith(KEEP) and (m.isfile() or m.isdir() or m.issym())]
                tar.extractall(tmp, members=members)
        version = stanzas["qt6-base-dev"]["Version"]
        with open(os.path.join(tmp, "version"), "w") as f:
            f.write(version + "\n")
        if os.path.exists(root):
            shutil.rmtree(root)
        os.replace(tmp, root)
    finally:
        if os.path.exists(tmp):
            shutil.rmtree(tmp)
    return root, _major_minor(version)


def _major_minor(version):
    # "6.8.2+dfsg-9" -> (6, 8)
    parts = version.split(":")[-1].split(".")
    return int(parts[0]), int(parts[1])


def remap(path, root):
    """A Qt include or mkspecs folder of the build, as the newer headers have it."""
    for prefix in SYSTEM_PREFIXES:
        if path == prefix or path.startswith(prefix + "/"):
            return os.path.join(root, path.lstrip("/"))
    return path
