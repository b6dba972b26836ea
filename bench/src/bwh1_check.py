#!/usr/bin/env python3
"""Checks a merged Benchwork run against its agents' results, independently
of Benchwork's own code: decodes each agent's BWH1 histogram (the encoding of
docs/json-schema.md), adds them bucket by bucket and computes the p99 the
same way (rank ceil(p/100 * count), that bucket's midpoint clamped to min and
max). Prints one line per check; exit 1 if any fails.

usage: bwh1_check.py MERGED.json AGENT.json...
"""
import base64
import json
import math
import struct
import sys

SUB_BITS = 7
SUB = 1 << SUB_BITS


def varint(b, pos):
    v, shift = 0, 0
    while True:
        byte = b[pos]
        pos += 1
        v |= (byte & 0x7F) << shift
        if not byte & 0x80:
            return v, pos
        shift += 7


def decode(text):
    b = base64.b64decode(text)
    assert b[:4] == b"BWH1", "not BWH1"
    pos = 4
    bits, pos = varint(b, pos)
    assert bits == SUB_BITS
    total, pos = varint(b, pos)
    mn, pos = varint(b, pos)
    mx, pos = varint(b, pos)
    pos += 16  # sum and sum of squares (little-endian doubles)
    counts, idx = {}, -1
    while True:
        gap, pos = varint(b, pos)
        if gap == 0:
            break
        idx += gap
        c, pos = varint(b, pos)
        counts[idx] = c
    assert sum(counts.values()) == total
    return total, mn, mx, counts


def low(i):
    if i < SUB:
        return i
    shift, sub = divmod(i - SUB, SUB)
    return (SUB + sub) << shift


def high(i):
    if i < SUB:
        return i
    return low(i) + (1 << ((i - SUB) // SUB)) - 1


def percentile(total, mn, mx, counts, p):
    rank = max(1, math.ceil(p / 100.0 * total))
    seen = 0
    for i in sorted(counts):
        seen += counts[i]
        if seen >= rank:
            lo, hi = low(i), high(i)
            return min(max(lo + (hi - lo) // 2, mn), mx)
    return mx


def main():
    merged = json.load(open(sys.argv[1]))
    agents = [json.load(open(p)) for p in sys.argv[2:]]
    total, mn, mx, counts = 0, None, 0, {}
    for a in agents:
        t, lo, hi, c = decode(a["histograms"]["latency"])
        total += t
        mn = lo if mn is None else min(mn, lo)
        mx = max(mx, hi)
        for i, n in c.items():
            counts[i] = counts.get(i, 0) + n
    ok = True

    def check(name, got, want):
        nonlocal ok
        good = got == want
        ok = ok and good
        print(f"{'ok  ' if good else 'FAIL'} {name}: merged {got}, expected {want}")

    check("requests == sum of the agents'", merged["summary"]["requests"],
          sum(a["summary"]["requests"] for a in agents))
    check("histogram count == requests", total, merged["summary"]["requests"])
    p99_us = percentile(total, mn, mx, counts, 99) / 1000.0
    check("p99 (us) == p99 of the added histograms", merged["summary"]["latency"]["p99Us"], p99_us)
    mean_p99 = sum(a["summary"]["latency"]["p99Us"] for a in agents) / len(agents)
    print(f"info the agents' p99s: {[a['summary']['latency']['p99Us'] for a in agents]} us (mean {mean_p99:.1f}, "
          f"not what a merge reports)")
    sys.exit(0 if ok else 1)


main()
