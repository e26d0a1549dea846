#!/usr/bin/env python3
"""Coverage, width, precision, agreement and wall of the sides of a run-corpus.sh raw file (issue 41).

Usage: coverage.py RAW.tsv [NEW_WORKLOADS_COMMA_LIST]

For every side with intervals (nm-jmh, nm-jmh1: low=/high=; jmh: error=, JMH's 99.9% half-width):
- coverage: each invocation's interval contains the mean of the OTHER invocations of that body;
- width ratio: per body, the median half-width over 1.96 x the SD of the invocations' estimates;
- run-to-run CV per body, and the side's CV against JMH short's body by body;
- the mean over invocations against JMH short's mean;
- wall per invocation: median and 90th percentile.
Bodies listed in NEW_WORKLOADS are reported apart as well (written after the design froze).
"""
import statistics as st
import sys
from collections import defaultdict


def rows(path):
    for line in open(path):
        if line.startswith('#') or not line.strip():
            continue
        f = line.rstrip('\n').split('\t')
        side, w, rnd, ns, wall = f[0], f[1], f[2], f[3], f[4]
        facts = dict(x.split('=', 1) for x in f[5:] if '=' in x)
        try:
            ns = float(ns)
        except ValueError:
            continue
        if ns != ns:
            continue
        yield side, w, int(rnd), ns, float(wall), facts


def interval(side, ns, facts):
    if 'low' in facts and 'high' in facts:
        return float(facts['low']), float(facts['high'])
    if 'error' in facts:
        try:
            e = float(facts['error'])
            return ns - e, ns + e
        except ValueError:
            return None
    return None


def report(data, bodies, label):
    sides = sorted({s for s in data})
    jmh = data.get('jmh', {})
    print(f"\n## {label}: {len(bodies)} bodies")
    print("| side | coverage (of others' mean) | median width ratio | max width ratio | median CV | CV <= JMH short's | "
          "within 5% / 10% of JMH short | wall median / p90 s |")
    print("|---|---|---|---|---|---|---|---|")
    for side in sides:
        cov = tot = 0
        ratios, cvs, le, within5, within10, walls, nb = [], [], 0, 0, 0, [], 0
        for w in bodies:
            inv = data[side].get(w, [])
            if len(inv) < 3:
                continue
            nb += 1
            ests = [x[0] for x in inv]
            for i, (ns, wall, ci) in enumerate(inv):
                walls.append(wall)
                if ci is None:
                    continue
                others = ests[:i] + ests[i + 1:]
                m = st.mean(others)
                tot += 1
                cov += ci[0] <= m <= ci[1]
            sd = st.stdev(ests)
            hws = [(c[1] - c[0]) / 2 for _, _, c in inv if c is not None]
            if hws and sd > 0:
                ratios.append(st.median(hws) / (1.96 * sd))
            cv = sd / st.mean(ests)
            cvs.append(cv)
            jinv = jmh.get(w, [])
            if len(jinv) >= 3:
                jests = [x[0] for x in jinv]
                jcv = st.stdev(jests) / st.mean(jests)
                le += cv <= jcv
                r = st.mean(ests) / st.mean(jests)
                within5 += abs(r - 1) <= 0.05
                within10 += abs(r - 1) <= 0.10
        if nb == 0:
            continue
        walls.sort()
        p90 = walls[min(len(walls) - 1, int(0.9 * len(walls)))]
        covtext = f"{cov}/{tot} ({100 * cov / tot:.0f}%)" if tot else "-"
        print(f"| {side} | {covtext} | {st.median(ratios) if ratios else float('nan'):.2f} | "
              f"{max(ratios) if ratios else float('nan'):.2f} | {100 * st.median(cvs):.1f}% | {le}/{nb} | "
              f"{within5}/{nb} / {within10}/{nb} | {st.median(walls):.1f} / {p90:.1f} |")


def main():
    path = sys.argv[1]
    new = set(sys.argv[2].split(',')) if len(sys.argv) > 2 and sys.argv[2] else set()
    data = defaultdict(lambda: defaultdict(list))
    facts_by = defaultdict(list)
    for side, w, rnd, ns, wall, facts in rows(path):
        data[side][w].append((ns, wall, interval(side, ns, facts)))
        facts_by[side].append(facts)
    bodies = sorted({w for s in data for w in data[s]})
    report(data, bodies, "all bodies")
    if new:
        report(data, [b for b in bodies if b in new], "written after the design froze")
        report(data, [b for b in bodies if b not in new], "the earlier corpus")
    for side in sorted(facts_by):
        fs = facts_by[side]
        if 'forks' not in fs[0]:
            continue
        forks = [int(f['forks']) for f in fs]
        incons = sum(f.get('consistent') == 'false' for f in fs)
        classes = defaultdict(int)
        for f in fs:
            for part in f.get('steady', '').split(',_'):
                if part:
                    n, c = part.split('_', 1)
                    classes[c] += int(n)
        stops = defaultdict(int)
        for f in fs:
            stops[f.get('stop', '?')] += 1
        print(f"\n{side}: forks per invocation median {st.median(forks)} (range {min(forks)}-{max(forks)}); "
              f"inconsistent invocations {incons}/{len(fs)}; fork classes {dict(classes)}; stops {dict(stops)}")
    print("\nPer body (ns, mean over invocations; CV):")
    for w in bodies:
        cells = []
        for side in sorted(data):
            e = [x[0] for x in data[side].get(w, [])]
            if len(e) >= 2:
                cells.append(f"{side} {st.mean(e):.2f} ({100 * st.stdev(e) / st.mean(e):.1f}%)")
        print(f"  {w}: " + "; ".join(cells))


if __name__ == '__main__':
    main()
