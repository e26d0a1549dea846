#!/usr/bin/env python3
"""How much the compiled copies of a paired comparison differ beyond their sampling noise.

Usage: copies_f.py PAIRED-CHECK.json...   (documents of `nanometer paired-check --format json`)

Pair p runs copy p mod k of both sides (engine.PairedRun), so each comparison's raw pairs give
every copy's ratio of means r_c and its sampling variance v_c (variance of the paired differences
over n_c pairs, over the baseline mean squared). F = var(r_c) / mean(v_c) is 1 on average when
the copies differ by sampling noise alone (chi-square with k - 1 df over k - 1: for k = 3, median
0.69, 5% above 3.00, 1% above 4.61); above that is a real between-copy component.
"""
import json
import statistics as st
import sys


def f_values(doc):
    out = []
    for exp in ("aa", "known"):
        for a in doc.get(exp, []):
            b, c, k = a["baselineNanos"], a["candidateNanos"], a["copiesPerSide"]
            if k < 2:
                continue
            r, v = [], []
            for i in range(k):
                bi, ci = b[i::k], c[i::k]
                mb = st.mean(bi)
                diffs = [y - x for x, y in zip(bi, ci)]
                r.append(st.mean(ci) / mb - 1)
                v.append(st.variance(diffs) / len(diffs) / mb ** 2)
            out.append(st.variance(r) / st.mean(v))
    return out


def main(paths):
    every = []
    for p in paths:
        with open(p) as f:
            fs = f_values(json.load(f))
        every += fs
        print(f"{p}: n {len(fs)}, median F {st.median(fs):.2f}, mean {st.mean(fs):.2f}")
    n = len(every)
    print(f"all: n {n}, mean F {st.mean(every):.2f}, median {st.median(every):.2f}, "
          f"above 3.00: {sum(x > 3.00 for x in every) / n:.3f} (null 0.05), "
          f"above 4.61: {sum(x > 4.61 for x in every) / n:.3f} (null 0.01)")


if __name__ == "__main__":
    main(sys.argv[1:])
