#!/usr/bin/env python3
# Checks the result JSON of the 2-second demo run that the package checks
# (scripts/package-check.sh for the .deb, scripts/ci-macos-dmg.sh for the
# .dmg) make with the packaged benchwork-cli: the run completed, recorded the
# project's version, started the packaged benchwork-target and sent requests.
#   scripts/check-demo-run.py RUN_JSON TARGET VERSION LABEL [--show-target]
# Prints each problem, then "LABEL: N requests, R requests/s" (with
# --show-target also the target program the run started). Exit status 0
# when all of it holds, 1 otherwise.
import json
import sys

path, target, version, label = sys.argv[1:5]
show_target = "--show-target" in sys.argv[5:]
r = json.load(open(path))
problems = []
if r["status"] != "complete": problems.append("status %r" % r["status"])
if r["environment"]["benchworkVersion"] != version: problems.append("benchworkVersion %r" % r["environment"]["benchworkVersion"])
if not r["target"]["command"].startswith(target + " "): problems.append("target started as %r" % r["target"]["command"])
if r["summary"]["requests"] <= 0: problems.append("no requests")
for p in problems: print("  " + p)
line = "%s: %d requests, %.0f requests/s" % (label, r["summary"]["requests"], r["summary"]["rps"])
if show_target:
    line += ", target %s" % r["target"]["command"].split()[0]
print(line)
sys.exit(1 if problems else 0)
