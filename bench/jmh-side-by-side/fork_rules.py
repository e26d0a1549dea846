#!/usr/bin/env python3
"""Other rules for a fork's estimate, computed offline from the same forks (issue 41 item 4).

Usage: fork_rules.py FORKS.jsonl[.gz] [--reference RAW.tsv SIDE] [--budgets MS,MS]

FORKS.jsonl is what run-corpus.sh's nm-jmh sides append with NM_JAVA_OPTS=-Dcorpus.forkLog=FILE
(CorpusSide's ForkLog): one line per fork, with its blocks (at least 10 ms of measured time each, the
median and mean time per evaluation of each) and the changepoints nanometer found. An invocation is
one CorpusSide JVM (its pid); its forks are combined as nanometer jmh combines them (the mean of the
fork estimates, a Student t 95% interval over them). For each rule the script prints, over the
workloads, what coverage.py and targets.py print for the real runs, per budget:

  coverage   each invocation's interval holds the mean of the other invocations' estimates
  cv         the run-to-run CV of the invocations' estimates (median over workloads)
  width      the interval's half-width over 1.96 x the SD of the invocations' estimates (median)
  accuracy   with --reference: the mean over invocations within 5% / 10% of SIDE's mean in RAW.tsv
             (e.g. jmh-long)
  budget     with two budgets: |difference of the means| within max(2%, Welch 95% half-width)

Rules (a fork's estimate):
  logged       what nanometer reported (the median of the samples after the last changepoint, or of
               all for a fork without a steady state)
  last-seg     the same from the blocks: the median of the block medians from the last segment on
               (all blocks without a steady state): shows how close the block approximation is
  all-median   the median of all block medians (the changepoints ignored)
  all-mean     the harmonic mean of the block means (blocks of equal time: total time over total
               evaluations, JMH's avgt over the fork)
  revisit      last-seg, unless the series comes back: some segment before the previous one lies
               within 5% of the last segment's level, with a segment more than 5% away in between;
               then all-median (a fork switching between modes has no one level to stand for it)
"""
import gzip
import json
import math
import statistics
import sys
from collections import defaultdict

from summarize import t_quantile  # the Student t quantile the other corpus scripts use

def t975(df):
    return t_quantile(0.975, df)


def segments(fork):
    starts = fork["segmentStarts"]
    n = len(fork["blockMedianNanos"])
    return [(a, starts[i + 1] if i + 1 < len(starts) else n) for i, a in enumerate(starts)]


def level(fork, seg):
    return statistics.median(fork["blockMedianNanos"][seg[0]:seg[1]])


def last_seg(fork):
    if fork["class"] == "NO_STEADY_STATE":
        return statistics.median(fork["blockMedianNanos"])
    a = fork["segmentStarts"][-1]
    return statistics.median(fork["blockMedianNanos"][a:])


def all_median(fork):
    return statistics.median(fork["blockMedianNanos"])


def all_mean(fork):
    means = [m for m in fork["blockMeanNanos"] if m]
    return len(means) / sum(1 / m for m in means)


def revisits(fork, tolerance=0.05):
    segs = segments(fork)
    if len(segs) < 3:
        return False
    last = level(fork, segs[-1])
    levels = [level(fork, s) for s in segs[:-1]]
    for i in range(len(levels) - 1):
        if abs(levels[i] / last - 1) <= tolerance and any(abs(l / last - 1) > tolerance for l in levels[i + 1:]):
            return True
    return False


def revisit(fork):
    return all_median(fork) if revisits(fork) else last_seg(fork)


RULES = {
    "logged": lambda f: f["estimateNanos"],
    "last-seg": last_seg,
    "all-median": all_median,
    "all-mean": all_mean,
    "revisit": revisit,
}


def invocations(path):
    """{(workload, budget): [list of forks per invocation, in time order]}"""
    by_pid = defaultdict(list)
    for line in (gzip.open(path, "rt") if path.endswith(".gz") else open(path)):
        line = line.strip()
        if line:
            f = json.loads(line)
            by_pid[f["pid"]].append(f)
    out = defaultdict(list)
    for forks in sorted(by_pid.values(), key=lambda fs: fs[0]["epochMillis"]):
        out[(forks[0]["workload"], forks[0]["budgetMillis"])].append(forks)
    return out


def reference_means(path, side):
    vals = defaultdict(list)
    for line in open(path):
        if line.startswith("#"):
            continue
        p = line.rstrip("\n").split("\t")
        if len(p) > 3 and p[0] == side and p[3] not in ("nan", ""):
            vals[p[1]].append(float(p[3]))
    return {w: statistics.mean(v) for w, v in vals.items()}


def summarize(invs, rule):
    """Per workload: (estimates per invocation, intervals per invocation)."""
    est, ivs = [], []
    for forks in invs:
        xs = [RULES[rule](f) for f in forks]
        m = statistics.mean(xs)
        h = t975(len(xs) - 1) * statistics.stdev(xs) / math.sqrt(len(xs)) if len(xs) > 1 else math.inf
        est.append(m)
        ivs.append((m - h, m + h))
    return est, ivs


def main(argv):
    if not argv or argv[0].startswith("-"):
        print(__doc__.strip().splitlines()[2], file=sys.stderr)
        return 2
    data = invocations(argv[0])
    ref = None
    budgets = None
    i = 1
    while i < len(argv):
        if argv[i] == "--reference" and i + 2 < len(argv):
            ref = reference_means(argv[i + 1], argv[i + 2])
            i += 3
        elif argv[i] == "--budgets" and i + 1 < len(argv):
            budgets = [int(b) for b in argv[i + 1].split(",")]
            i += 2
        else:
            print(f"fork_rules.py: unknown argument {argv[i]!r}", file=sys.stderr)
            return 2
    workloads = sorted({w for w, _ in data})
    all_budgets = sorted({b for _, b in data})
    forks = [f for invs in data.values() for inv in invs for f in inv]
    print(f"# {len(forks)} forks in {sum(len(v) for v in data.values())} invocations, {len(workloads)} workloads,"
          f" budgets {all_budgets} ms; forks that revisit a level: {sum(revisits(f) for f in forks)}")
    for budget in all_budgets:
        print(f"\n## budget {budget} ms")
        print("| rule | coverage | median width ratio (max) | median CV | within 5% / 10% of reference |")
        print("|---|---|---|---|---|")
        for rule in RULES:
            covered = total = 0
            ratios, cvs, near5, near10, nref = [], [], 0, 0, 0
            for w in workloads:
                invs = data.get((w, budget), [])
                if len(invs) < 2:
                    continue
                est, ivs = summarize(invs, rule)
                for k, (lo, hi) in enumerate(ivs):
                    others = statistics.mean(est[:k] + est[k + 1:])
                    covered += lo <= others <= hi
                    total += 1
                sd = statistics.stdev(est)
                mean = statistics.mean(est)
                cvs.append(sd / mean)
                if sd > 0:
                    ratios.append(statistics.median((hi - lo) / 2 for lo, hi in ivs) / (1.96 * sd))
                if ref and w in ref:
                    nref += 1
                    near5 += abs(mean / ref[w] - 1) <= 0.05
                    near10 += abs(mean / ref[w] - 1) <= 0.10
            acc = f"{near5} / {near10} of {nref}" if ref else "-"
            print(f"| {rule} | {covered}/{total} | {statistics.median(ratios):.2f} ({max(ratios):.2f}) |"
                  f" {100 * statistics.median(cvs):.1f}% | {acc} |" if ratios else f"| {rule} | {covered}/{total} | - | - | {acc} |")
    if budgets and len(budgets) == 2:
        print(f"\n## budget independence: {budgets[0]} ms against {budgets[1]} ms")
        print("| rule | within max(2%, Welch half-width) | within 10% | median |difference| |")
        print("|---|---|---|---|")
        for rule in RULES:
            ok = ok10 = n = 0
            diffs = []
            for w in workloads:
                a = data.get((w, budgets[0]), [])
                b = data.get((w, budgets[1]), [])
                if len(a) < 2 or len(b) < 2:
                    continue
                ea, _ = summarize(a, rule)
                eb, _ = summarize(b, rule)
                ma, mb = statistics.mean(ea), statistics.mean(eb)
                va, vb = statistics.variance(ea) / len(ea), statistics.variance(eb) / len(eb)
                se = math.sqrt(va + vb)
                df = (va + vb) ** 2 / ((va ** 2 / (len(ea) - 1)) + (vb ** 2 / (len(eb) - 1))) if se > 0 else 1
                half = t975(max(1, round(df))) * se / ma
                d = abs(mb / ma - 1)
                diffs.append(d)
                ok += d <= max(0.02, half)
                ok10 += d <= 0.10
                n += 1
            if n:
                print(f"| {rule} | {ok}/{n} | {ok10}/{n} | {100 * statistics.median(diffs):.1f}% |")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
