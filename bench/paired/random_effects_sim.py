#!/usr/bin/env python3
"""Coverage of the paired verdict's intervals across compiled copies, by seeded simulation.

The scenario of stats.CopiesRatioTest: each side's loop compiled k times, every copy's speed off its
side's by a log-normal factor (sigma copy_sigma), pair p on copy p mod k, per-sample noise partly
common to the pair (2% half-normal) and partly each sample's own (1% normal, or 5% exponential when
skewed). The truth is ratio - 1, what other compilations scatter around.

Intervals (95%):
  pairs:  the ratio of means over all pairs, delta-method standard error (the paired Fieller
          interval's large-sample form)
  span:   today's judged interval: the union of `pairs` and the t interval over the copies' log
          means per side (2k - 2 df)
  re:     a random-effects widening: per-copy log ratios r_c with sampling variances v_c; the
          between-copy variance tau^2 = max(0, var(r_c) - mean(v_c)); the variance of the estimate
          mean(v_c)/k + tau^2/k with Satterthwaite df, around the pairs' estimate

Usage: random_effects_sim.py [REPS]   (default 2000; binomial SE at 95% about 0.49 points)
"""
import math
import sys

import numpy as np
from scipy import stats


def simulate(rng, k, pairs, copy_sigma, ratio, skewed):
    cb = np.exp(copy_sigma * rng.standard_normal(k))
    cc = np.exp(copy_sigma * rng.standard_normal(k))
    idx = np.arange(pairs) % k
    common = 1 + 0.02 * np.abs(rng.standard_normal(pairs))
    if skewed:
        nb = 1 + 0.05 * rng.exponential(size=pairs)
        nc = 1 + 0.05 * rng.exponential(size=pairs)
    else:
        nb = 1 + 0.01 * rng.standard_normal(pairs)
        nc = 1 + 0.01 * rng.standard_normal(pairs)
    return 100 * cb[idx] * common * nb, 100 * ratio * cc[idx] * common * nc, idx


def intervals(b, c, idx, k):
    n = len(b)
    r = c.mean() / b.mean()
    d = c - r * b
    se = d.std(ddof=1) / math.sqrt(n) / b.mean()
    t = stats.t.ppf(0.975, n - 1)
    pairs = (r - 1 - t * se * 1, r - 1 + t * se)
    lb = np.array([math.log(b[idx == i].mean()) for i in range(k)])
    lc = np.array([math.log(c[idx == i].mean()) for i in range(k)])
    diff = lc.mean() - lb.mean()
    se_a = math.sqrt(lb.var(ddof=1) / k + lc.var(ddof=1) / k)
    ta = stats.t.ppf(0.975, 2 * k - 2)
    across = (math.exp(diff - ta * se_a) - 1, math.exp(diff + ta * se_a) - 1)
    span = (min(pairs[0], across[0]), max(pairs[1], across[1]))
    rc, vc = [], []
    for i in range(k):
        bi, ci = b[idx == i], c[idx == i]
        ri = ci.mean() / bi.mean()
        di = ci - ri * bi
        rc.append(math.log(ri))
        vc.append((di.std(ddof=1) / math.sqrt(len(bi)) / bi.mean() / ri) ** 2)
    rc, vc = np.array(rc), np.array(vc)
    tau2 = max(0.0, rc.var(ddof=1) - vc.mean())
    a, bb = vc.mean() / k, tau2 / k
    df = (a + bb) ** 2 / (a * a / (n - 1) + (bb * bb / (k - 1) if bb > 0 else 0))
    tr = stats.t.ppf(0.975, df)
    half = tr * math.sqrt(a + bb)
    re = (math.exp(math.log(r) - half) - 1, math.exp(math.log(r) + half) - 1)
    return {"pairs": pairs, "span": span, "re": re}


def main(reps):
    scenarios = [(3, 60, s, 1.0, False) for s in (0, 0.005, 0.02, 0.05)]
    scenarios += [(3, 3000, s, 1.0, False) for s in (0, 0.001, 0.005, 0.02, 0.05)]
    scenarios += [(3, 60, 0.05, 1.5, False), (3, 60, 0.03, 1.1, True), (5, 100, 0.05, 0.9, False),
                  (3, 3000, 0.002, 1.01, True)]
    print("| k | pairs | copy sigma | ratio | noise | pairs: cover | span: cover, median half-width | "
          "random effects: cover, median half-width |")
    print("|---|---|---|---|---|---|---|---|")
    for seed, (k, pairs, sigma, ratio, skewed) in enumerate(scenarios, 1):
        rng = np.random.default_rng(seed)
        cover = {"pairs": 0, "span": 0, "re": 0}
        widths = {"span": [], "re": []}
        for _ in range(reps):
            b, c, idx = simulate(rng, k, pairs, sigma, ratio, skewed)
            iv = intervals(b, c, idx, k)
            for name, (lo, hi) in iv.items():
                cover[name] += lo <= ratio - 1 <= hi
            for name in widths:
                widths[name].append((iv[name][1] - iv[name][0]) / 2)
        print(f"| {k} | {pairs} | {sigma} | {ratio} | {'skewed' if skewed else 'normal'} | "
              f"{100 * cover['pairs'] / reps:.1f}% | {100 * cover['span'] / reps:.1f}%, "
              f"{100 * np.median(widths['span']):.2f}% | {100 * cover['re'] / reps:.1f}%, "
              f"{100 * np.median(widths['re']):.2f}% |")


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 2000)
