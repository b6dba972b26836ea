#!/usr/bin/python3
# Makes the reference values tests/tst_stats.cpp checks against, with scipy
# (Debian 12's python3-scipy 1.10.1): scipy.stats.mannwhitneyu with its
# defaults (two-sided, method='auto', use_continuity=True), and the
# order-statistics interval of the median from scipy.stats.binom. Run it
# (/usr/bin/python3 tests/data/stats/make_fixtures.py) to refresh the JSON
# files beside it; the tests need no Python.
import json
import os
import random

import scipy
from scipy.stats import binom, mannwhitneyu

here = os.path.dirname(os.path.abspath(__file__))
rng = random.Random(20261201)

cases = []
def add(name, a, b):
    r = mannwhitneyu(a, b)
    cases.append({"name": name, "a": a, "b": b, "u1": float(r.statistic), "p": float(r.pvalue)})

add("clear shift, 6 each", [100.0, 102, 98, 101, 99, 103], [110.0, 112, 108, 111, 109, 113])
add("interleaved, 6 each", [1.0, 3, 5, 7, 9, 11], [2.0, 4, 6, 8, 10, 12])
add("3 each, separated", [1.0, 2, 3], [4.0, 5, 6])
add("4 each, separated", [1.0, 2, 3, 4], [5.0, 6, 7, 8])
add("1 vs 1", [1.0], [2.0])
add("1 vs 5", [3.0], [1.0, 2, 4, 5, 6])
add("8 vs 12 exact", [rng.gauss(100, 10) for _ in range(8)], [rng.gauss(110, 10) for _ in range(12)])
add("9 each asymptotic", [rng.gauss(50, 5) for _ in range(9)], [rng.gauss(53, 5) for _ in range(9)])
add("10 vs 15 asymptotic", [rng.gauss(0, 1) for _ in range(10)], [rng.gauss(0.2, 1) for _ in range(15)])
add("ties small", [1.0, 2, 2, 3, 4], [2.0, 3, 3, 5, 6])
add("ties large", [float(rng.randint(1, 6)) for _ in range(12)], [float(rng.randint(2, 7)) for _ in range(14)])
add("all equal", [5.0, 5, 5], [5.0, 5, 5])
add("b lower, 7 each", [rng.gauss(20, 2) for _ in range(7)], [rng.gauss(17, 2) for _ in range(7)])
add("identical samples 6", [1.5, 2.5, 3.5, 4.5, 5.5, 6.5], [1.25, 2.75, 3.25, 4.75, 5.25, 6.75])
add("30 vs 30 asymptotic", [rng.gauss(1000, 80) for _ in range(30)], [rng.gauss(1040, 80) for _ in range(30)])

# The interval of the median: [x(k), x(n+1-k)] with the largest k such that
# binom.cdf(k-1, n, 0.5) <= 0.025; none when no k >= 1 qualifies.
intervals = []
for n in [3, 5, 6, 7, 8, 10, 12, 15, 20, 31]:
    values = sorted(round(rng.uniform(900, 1100), 3) for _ in range(n))
    k = 0
    for kk in range(1, n // 2 + 1):
        if binom.cdf(kk - 1, n, 0.5) <= 0.025:
            k = kk
        else:
            break
    row = {"values": rng.sample(values, n), "n": n, "median": float(sorted(values)[n // 2] if n % 2 else
           (sorted(values)[n // 2 - 1] + sorted(values)[n // 2]) / 2)}
    if k:
        row.update({"low": values[k - 1], "high": values[n - k], "coverage": float(1 - 2 * binom.cdf(k - 1, n, 0.5))})
    intervals.append(row)

with open(os.path.join(here, "mannwhitneyu.json"), "w") as f:
    json.dump({"made_with": "scipy " + scipy.__version__ + " scipy.stats.mannwhitneyu(a, b) defaults", "cases": cases}, f, indent=1)
with open(os.path.join(here, "median_interval.json"), "w") as f:
    json.dump({"made_with": "scipy " + scipy.__version__ + " scipy.stats.binom, order statistics, 95 %", "cases": intervals}, f, indent=1)
