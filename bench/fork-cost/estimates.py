#!/usr/bin/env python3
"""estimates.py RUNS.tsv: per workload and arm, the forks' steady-state estimates (median, mean, n) and
each arm's walls, from ab.sh's runs.tsv; the ratio of arm medians to the first arm's."""
import statistics
import sys
from collections import defaultdict

est = defaultdict(list)
wall = defaultdict(list)
arms = []
for line in open(sys.argv[1]):
    if line.startswith("#"):
        continue
    f = line.rstrip("\n").split("\t")
    arm, w = f[0], f[1]
    if arm not in arms:
        arms.append(arm)
    wall[arm].append(int(f[3]) / 1000)
    if f[5] != "nan":
        est[(w, arm)] += [float(x) for x in f[6].split(",")]
print("%-16s %-6s %5s %10s %10s %8s" % ("workload", "arm", "forks", "median ns", "mean ns", "ratio"))
for w in sorted({w for w, _ in est}):
    base = statistics.median(est[(w, arms[0])]) if est[(w, arms[0])] else float("nan")
    for arm in arms:
        v = est[(w, arm)]
        if v:
            print("%-16s %-6s %5d %10.3f %10.3f %8.3f" % (w, arm, len(v), statistics.median(v), statistics.mean(v),
                                                     statistics.median(v) / base))
for arm in arms:
    print("wall %-6s median %.1f s over %d runs" % (arm, statistics.median(wall[arm]), len(wall[arm])))
