"""Coverage, width and CV of run-corpus rows after removing the host's speed drift between rounds.
# Usage: drift.py RAW.tsv   (a run-corpus.sh raw file; prints per side the drift-corrected figures and each round's speed factor)
Each (side, round) gets a speed factor: the geometric mean, over the OTHER bodies of that side and
round, of (value / that body's mean over rounds); a row's estimate and interval are divided by the
factor of its round computed without its own body (leave-one-out), so a body cannot correct itself."""
import math, sys, statistics as st
from collections import defaultdict
rows = defaultdict(dict)
for line in open(sys.argv[1]):
    if line.startswith('#'): continue
    f = line.rstrip('\n').split('\t')
    try: v = float(f[3])
    except ValueError: continue
    if v != v: continue
    fx = dict(x.split('=', 1) for x in f[5:] if '=' in x)
    if f[0] == 'jmh':
        e = float(fx['error']); lo, hi = v - e, v + e
    else:
        lo, hi = float(fx['low']), float(fx['high'])
    rows[(f[0], f[1])][int(f[2])] = (v, lo, hi)
sides = sorted({s for s, _ in rows})
for side in sides:
    bodies = sorted(w for s, w in rows if s == side)
    means = {w: st.mean(x[0] for x in rows[(side, w)].values()) for w in bodies}
    def factor(r, skip):
        logs = [math.log(rows[(side, w)][r][0] / means[w]) for w in bodies if w != skip and r in rows[(side, w)]]
        return math.exp(st.mean(logs))
    cov = n = 0; ratios = []; cvs = []; raw_cvs = []
    for w in bodies:
        corr = {r: tuple(x / factor(r, w) for x in t) for r, t in rows[(side, w)].items()}
        ests = [t[0] for t in corr.values()]
        sd = st.stdev(ests); m = st.mean(ests)
        cvs.append(sd / m); raw_cvs.append(st.stdev([t[0] for t in rows[(side, w)].values()]) / means[w])
        hws = []
        for r, (v, lo, hi) in corr.items():
            others = st.mean(t[0] for rr, t in corr.items() if rr != r)
            cov += lo <= others <= hi; n += 1; hws.append((hi - lo) / 2)
        ratios.append(st.median(hws) / (1.96 * sd))
    print(f"{side:8s} drift-corrected: coverage {cov}/{n} ({100*cov/n:.0f}%), median width ratio {st.median(ratios):.2f}, "
          f"max {max(ratios):.2f}, median CV {100*st.median(cvs):.1f}% (uncorrected {100*st.median(raw_cvs):.1f}%)")
    factors = [factor(r, None) for r in range(1, 9)]
    print(f"{'':8s} round speed factors: " + ' '.join(f"{x:.3f}" for x in factors))
