#!/usr/bin/env python3
"""Each benchmark's mean score over the rounds of bench/reference-ab/run.sh, per side (old, new), with
its 95% t interval over the rounds, and whether each side's mean lies inside the other's interval.

Usage: summarize.py OUT_DIR   (the directory of old-N.json and new-N.json, JMH-format documents)
Exit status 0 when every row's means lie inside each other's intervals, 1 when one does not, 2 on
bad input."""
import glob
import json
import os
import statistics
import sys

sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..", "jmh-side-by-side"))
from summarize import t_quantile  # noqa: E402  (the project's t table, one home)


def scores(out, side):
    rows = {}
    files = sorted(glob.glob(os.path.join(out, side + "-*.json")))
    for f in files:
        with open(f) as fh:
            doc = json.load(fh)
        for run in doc:
            params = run.get("params") or {}
            name = run["benchmark"] + "".join(" %s=%s" % kv for kv in sorted(params.items()))
            rows.setdefault(name, []).append(run["primaryMetric"]["score"])
    return rows, len(files)


def interval(xs):
    m = statistics.mean(xs)
    if len(xs) < 2:
        return m, float("nan"), float("nan")
    h = t_quantile(0.975, len(xs) - 1) * statistics.stdev(xs) / len(xs) ** 0.5
    return m, m - h, m + h


def main():
    if len(sys.argv) != 2 or not os.path.isdir(sys.argv[1]):
        print(__doc__, file=sys.stderr)
        return 2
    old, n_old = scores(sys.argv[1], "old")
    new, n_new = scores(sys.argv[1], "new")
    if not old or not new:
        print("no old-*.json or new-*.json in %s" % sys.argv[1], file=sys.stderr)
        return 2
    print("%d old and %d new invocations" % (n_old, n_new))
    print("%-40s %28s %28s  %s" % ("benchmark", "old mean [95% t]", "new mean [95% t]", "inside each other"))
    bad = 0
    for name in sorted(set(old) | set(new)):
        if name not in old or name not in new:
            print("%-40s only on one side" % name)
            bad += 1
            continue
        mo, lo_o, hi_o = interval(old[name])
        mn, lo_n, hi_n = interval(new[name])
        ok = lo_n <= mo <= hi_n and lo_o <= mn <= hi_o
        bad += 0 if ok else 1
        print("%-40s %10.4g [%7.4g, %7.4g] %10.4g [%7.4g, %7.4g]  %s"
              % (name, mo, lo_o, hi_o, mn, lo_n, hi_n, "yes" if ok else "NO"))
    print("rows inside each other's intervals: %d of %d" % (len(set(old) | set(new)) - bad, len(set(old) | set(new))))
    return 0 if bad == 0 else 1


if __name__ == "__main__":
    sys.exit(main())
