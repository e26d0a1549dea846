#!/usr/bin/env python3
"""Issue 41's accuracy and budget-independence targets from run-corpus.sh raw files.

Usage:
  targets.py accuracy RAW.tsv[,RAW.tsv...] LONG.tsv [SIDE,...]
      the mean over invocations of each side in the RAW files (default: every side; several files
      separated by ',' are read as one, e.g. the rounds of two runs) against JMH long's
      score in LONG.tsv (side jmh-long: 5 forks x (5 x 1 s warm-up + 5 x 2 s measurement));
      target: within +-5% on at least 80% of bodies, within +-10% on all.
  targets.py budget RAW.tsv SIDE_A SIDE_B
      per body, |mean(B) - mean(A)| against max(2% of mean(A), the Welch 95% half-width of the
      difference); target: within it on all but one body, and within 10% on every body.
Rows whose ns is nan (a failed JVM) are left out; needs python3 only.
"""
import math
import statistics as st
import sys
from collections import defaultdict


def rows(path):
    for line in open(path):
        if line.startswith('#') or not line.strip():
            continue
        f = line.rstrip('\n').split('\t')
        try:
            ns = float(f[3])
        except ValueError:
            continue
        if ns == ns:
            yield f[0], f[1], ns, dict(x.split('=', 1) for x in f[5:] if '=' in x)


def by_side(paths):
    data = defaultdict(lambda: defaultdict(list))
    facts = defaultdict(dict)
    for side, w, ns, fx in (r for path in paths.split(',') for r in rows(path)):
        data[side][w].append(ns)
        facts[side][w] = fx
    return data, facts


def t_quantile_975(df):
    """Student t 0.975 quantile (Hill's approximation for df > 2; exact table below)."""
    table = {1: 12.706, 2: 4.303, 3: 3.182, 4: 2.776, 5: 2.571, 6: 2.447, 7: 2.365, 8: 2.306, 9: 2.262, 10: 2.228}
    if df <= 10 and float(df).is_integer():
        return table[int(df)]
    if df < 1:
        return 12.706
    z = 1.959964
    g1 = (z ** 3 + z) / 4
    g2 = (5 * z ** 5 + 16 * z ** 3 + 3 * z) / 96
    g3 = (3 * z ** 7 + 19 * z ** 5 + 17 * z ** 3 - 15 * z) / 384
    return z + g1 / df + g2 / df ** 2 + g3 / df ** 3


def accuracy(raw, long_path, sides):
    data, _ = by_side(raw)
    longd, longf = by_side(long_path)
    ref = {w: v[0] for w, v in longd.get('jmh-long', {}).items()}
    if not ref:
        sys.exit(f"targets.py: {long_path} holds no jmh-long row")
    sides = sides or sorted(data)
    print("| body | JMH long (99.9% error) | " + " | ".join(f"{s} mean (ratio)" for s in sides) + " |")
    print("|---|---|" + "---|" * len(sides))
    within = {s: [0, 0, 0] for s in sides}
    for w in sorted(ref):
        err = longf['jmh-long'][w].get('error', '?')
        cells = []
        for s in sides:
            v = data.get(s, {}).get(w)
            if not v:
                cells.append('-')
                continue
            m = st.mean(v)
            r = m / ref[w]
            within[s][0] += abs(r - 1) <= 0.05
            within[s][1] += abs(r - 1) <= 0.10
            within[s][2] += 1
            cells.append(f"{m:.2f} ({r:.3f}x)")
        try:
            e = f"{float(err) / ref[w] * 100:.1f}%"
        except ValueError:
            e = err
        print(f"| {w} | {ref[w]:.2f} (±{e}) | " + " | ".join(cells) + " |")
    for s in sides:
        a, b, n = within[s]
        print(f"{s}: within ±5% of JMH long on {a}/{n} bodies, within ±10% on {b}/{n}")


def budget(raw, side_a, side_b):
    data, _ = by_side(raw)
    a_all, b_all = data.get(side_a, {}), data.get(side_b, {})
    bodies = sorted(set(a_all) & set(b_all))
    if not bodies:
        sys.exit(f"targets.py: no body has rows for both {side_a} and {side_b}")
    print(f"| body | {side_a} mean (n) | {side_b} mean (n) | difference | Welch 95% half-width | bound | within |")
    print("|---|---|---|---|---|---|---|")
    ok = ten = 0
    for w in bodies:
        a, b = a_all[w], b_all[w]
        ma, mb = st.mean(a), st.mean(b)
        d = mb - ma
        if len(a) >= 2 and len(b) >= 2:
            va, vb = st.variance(a) / len(a), st.variance(b) / len(b)
            se = math.sqrt(va + vb)
            df = (va + vb) ** 2 / ((va ** 2 / (len(a) - 1) if va else 0) + (vb ** 2 / (len(b) - 1) if vb else 0) or 1e-300)
            hw = t_quantile_975(df) * se
        else:
            hw = float('nan')
        bound = max(0.02 * ma, hw) if hw == hw else 0.02 * ma
        inside = abs(d) <= bound
        ok += inside
        ten += abs(d) <= 0.10 * ma
        print(f"| {w} | {ma:.2f} ({len(a)}) | {mb:.2f} ({len(b)}) | {d / ma * 100:+.1f}% | {hw / ma * 100:.1f}% "
              f"| {bound / ma * 100:.1f}% | {'yes' if inside else 'no'} |")
    print(f"within max(2%, Welch half-width) on {ok}/{len(bodies)} bodies (target: all but one); "
          f"within 10% on {ten}/{len(bodies)} (target: all)")


def main(argv):
    if len(argv) >= 3 and argv[0] == 'accuracy':
        accuracy(argv[1], argv[2], argv[3].split(',') if len(argv) > 3 else None)
    elif len(argv) == 4 and argv[0] == 'budget':
        budget(argv[1], argv[2], argv[3])
    else:
        sys.exit(__doc__)


if __name__ == '__main__':
    main(sys.argv[1:])
