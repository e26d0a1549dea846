"""Summarizes the raw rows of run.sh and run-corpus.sh.

Usage: python3 summarize.py RAW.tsv [--estimate auto|primary|allmean] [--jmh jmh|jmh-heap]
       python3 -m doctest summarize.py     (the self-check; nothing is measured)

A raw row is tab-separated: side, workload, round, ns, wall seconds, then optional key=value
facts (run-corpus.sh writes nanometer's median, wmean, allmean, evals, alloc, tuning, warmup,
load, ...). Lines starting with '#' and blank lines are skipped; a malformed line is reported on
stderr and skipped; a row whose ns is not a finite number (a failed JVM) is counted as failed.

Every side other than jmh is compared with its baseline: last-R and shuffled-R (measured after
other workloads in one JVM) with R alone; evals-xF (forced evaluations per sample) with evals-x1;
every other side (nanometer, default, fresh, replayed, user-managed, user-state) with jmh (or the JMH side
--jmh names: jmh-heap is JMH's fork with nanometer's fixed, pre-touched heap; jmh-heap itself is
compared with jmh when jmh is the reference). Per workload: the
baseline's and the side's mean over rounds and CV, the ratio side/baseline of the means with a
95% Fieller interval (independent rounds, Welch degrees of freedom), and mean wall times; then
the summary lines the issue-19 targets need. --estimate auto (the default) takes nanometer's
allmean (all samples' time over their evaluations, GC included) for workloads that allocate
(alloc >= 0.5 B per evaluation in any row) and its primary estimate otherwise; JMH's avgt
includes GC either way.
"""
import collections
import math
import statistics
import sys


# ---------------------------------------------------------------------------- distributions

def _betacf(a, b, x):
    """Continued fraction of the regularized incomplete beta function (modified Lentz)."""
    tiny = 1e-300
    c, d = 1.0, 1.0 - (a + b) * x / (a + 1.0)
    d = 1.0 / (d if abs(d) > tiny else tiny)
    h = d
    for m in range(1, 400):
        m2 = 2 * m
        for num in (m * (b - m) * x / ((a + m2 - 1) * (a + m2)),
                    -(a + m) * (a + b + m) * x / ((a + m2) * (a + m2 + 1))):
            d = 1.0 + num * d
            d = 1.0 / (d if abs(d) > tiny else tiny)
            c = 1.0 + num / c
            c = c if abs(c) > tiny else tiny
            h *= d * c
        if abs(d * c - 1.0) < 1e-14:
            break
    return h


def betainc(a, b, x):
    """Regularized incomplete beta I_x(a, b).

    >>> round(betainc(2, 3, 0.4), 6)    # 1 - (0.6^4 + 4*0.4*0.6^3) ... = 0.5248
    0.5248
    >>> betainc(1, 1, 0.3)
    0.3
    """
    if x <= 0:
        return 0.0
    if x >= 1:
        return 1.0
    front = math.exp(math.lgamma(a + b) - math.lgamma(a) - math.lgamma(b) + a * math.log(x) + b * math.log1p(-x))
    if x < (a + 1) / (a + b + 2):
        return front * _betacf(a, b, x) / a
    return 1.0 - front * _betacf(b, a, 1 - x) / b


def t_cdf(t, df):
    """Student's t distribution function.

    >>> round(t_cdf(2.364624, 7), 4)
    0.975
    """
    x = df / (df + t * t)
    tail = 0.5 * betainc(df / 2, 0.5, x)
    return 1 - tail if t > 0 else tail


def f_cdf(f, d1, d2):
    """F distribution function.

    >>> round(f_cdf(3.787044, 7, 7), 4)
    0.95
    """
    return betainc(d1 / 2, d2 / 2, d1 * f / (d1 * f + d2)) if f > 0 else 0.0


def _invert(cdf, p, lo, hi):
    while cdf(hi) < p:
        hi *= 2
    for _ in range(200):
        mid = (lo + hi) / 2
        if cdf(mid) < p:
            lo = mid
        else:
            hi = mid
    return (lo + hi) / 2


def t_quantile(p, df):
    """The p quantile (p > 0.5) of Student's t with df degrees of freedom.

    >>> round(t_quantile(0.975, 7), 3), round(t_quantile(0.975, 1), 2), round(t_quantile(0.975, 1e6), 3)
    (2.365, 12.71, 1.96)
    """
    return _invert(lambda t: t_cdf(t, df), p, 0.0, 10.0)


def f_quantile(p, d1, d2):
    """The p quantile of the F distribution.

    >>> round(f_quantile(0.95, 7, 7), 3)
    3.787
    """
    return _invert(lambda f: f_cdf(f, d1, d2), p, 0.0, 10.0)


# ---------------------------------------------------------------------------- statistics

def cv(xs):
    """Coefficient of variation (sample standard deviation / mean); NaN with fewer than 2 values.

    >>> round(cv([9.0, 10.0, 11.0]), 4)
    0.1
    >>> cv([5.0])
    nan
    """
    return statistics.stdev(xs) / statistics.mean(xs) if len(xs) > 1 else float("nan")


def fieller(xs, ys, confidence=0.95):
    """Ratio mean(xs)/mean(ys) of independent samples and its Fieller interval (low, high).

    Welch-Satterthwaite degrees of freedom at the point ratio. The interval is (nan, nan) with
    fewer than 2 values on a side, and (-inf, inf) when mean(ys) is not significantly nonzero.

    >>> # delta method: t(0.975, 6 df) * sqrt((1/6 + 4/24) / 50^2) = 0.0283 either side of 2
    >>> r, lo, hi = fieller([101.0, 99.0, 100.0, 100.0], [50.0, 50.5, 49.5, 50.0])
    >>> round(r, 3), round(lo, 3), round(hi, 3)
    (2.0, 1.972, 2.028)
    >>> fieller([1.0], [1.0, 2.0])[1:]
    (nan, nan)
    """
    mx, my = statistics.mean(xs), statistics.mean(ys)
    ratio = mx / my
    if len(xs) < 2 or len(ys) < 2:
        return ratio, float("nan"), float("nan")
    vx, vy = statistics.variance(xs) / len(xs), statistics.variance(ys) / len(ys)
    if vx == 0 and vy == 0:
        return ratio, ratio, ratio
    a1, a2 = vx, ratio * ratio * vy
    df = (a1 + a2) ** 2 / (a1 * a1 / (len(xs) - 1) + a2 * a2 / (len(ys) - 1))
    t = t_quantile(1 - (1 - confidence) / 2, df)
    a = my * my - t * t * vy
    b = mx * my
    c = mx * mx - t * t * vx
    disc = b * b - a * c
    if a <= 0 or disc < 0:
        return ratio, float("-inf"), float("inf")
    root = math.sqrt(disc)
    return ratio, (b - root) / a, (b + root) / a


def cv_above(xs, ys, alpha=0.05):
    """True when xs's CV is significantly above ys's: one-sided F test of the relative variances.

    >>> cv_above([90.0, 110.0, 95.0, 105.0, 100.0], [99.9, 100.1, 100.0, 99.95, 100.05])
    True
    >>> cv_above([99.9, 100.1, 100.0], [90.0, 110.0, 100.0])
    False
    """
    if len(xs) < 2 or len(ys) < 2:
        return False
    cx, cy = cv(xs), cv(ys)
    if cy == 0:
        return cx > 0
    return (cx / cy) ** 2 > f_quantile(1 - alpha, len(xs) - 1, len(ys) - 1)


def percentile(xs, p):
    """The p-th percentile (0..100) by linear interpolation between order statistics.

    >>> percentile([1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 90)
    9.1
    """
    s = sorted(xs)
    k = (len(s) - 1) * p / 100
    lo = math.floor(k)
    hi = min(lo + 1, len(s) - 1)
    return s[lo] + (s[hi] - s[lo]) * (k - lo)


# ---------------------------------------------------------------------------- reading

Row = collections.namedtuple("Row", "side workload round ns wall facts")


def read_rows(lines, err=sys.stderr):
    """Parses raw lines into Rows; reports and skips malformed ones.

    >>> rows = read_rows(["# header", "", "jmh\\tsort\\t1\\t75.5\\t9.8",
    ...                   "default\\tsort\\t1\\t80.1\\t2.1\\talloc=64.00\\tallmean=85.0",
    ...                   "default\\tsort\\t2\\tnan\\t1.0\\trc=1", "broken line"], err=sys.stdout)
    raw line 6 skipped (needs side, workload, round, ns, wall): 'broken line'
    >>> [(r.side, r.ns, r.facts.get("alloc")) for r in rows]
    [('jmh', 75.5, None), ('default', 80.1, '64.00'), ('default', nan, None)]
    """
    rows = []
    for i, line in enumerate(lines, 1):
        line = line.rstrip("\n")
        if not line.strip() or line.startswith("#"):
            continue
        f = line.split("\t")
        try:
            if len(f) < 5:
                raise ValueError
            facts = dict(kv.split("=", 1) for kv in f[5:] if "=" in kv)
            rows.append(Row(f[0], f[1], int(f[2]), float(f[3]), float(f[4]), facts))
        except ValueError:
            print("raw line %d skipped (needs side, workload, round, ns, wall): %r" % (i, line), file=err)
    return rows


def baseline_of(side, sides, jmh="jmh"):
    """The side a side is compared with, or None; jmh names the JMH side nanometer sides are compared
    with (jmh, or jmh-heap: JMH's fork with nanometer's fixed, pre-touched heap); a JMH side other
    than jmh is compared with jmh when jmh is the reference.

    >>> [baseline_of(s, {"jmh", "default", "fresh", "evals-x1"}) for s in
    ...  ["default", "last-default", "shuffled-fresh", "evals-x4", "evals-x1", "jmh", "last-replayed"]]
    ['jmh', 'default', 'fresh', 'evals-x1', 'jmh', None, None]
    >>> [baseline_of(s, {"jmh", "jmh-heap", "default"}, j) for j in ("jmh", "jmh-heap")
    ...  for s in ("default", "jmh-heap", "jmh")]
    ['jmh', 'jmh', None, 'jmh-heap', None, None]
    """
    if is_jmh(side):
        return "jmh" if side != "jmh" and jmh == "jmh" and "jmh" in sides else None
    for prefix in ("last-", "shuffled-"):
        if side.startswith(prefix):
            base = side[len(prefix):]
            return base if base in sides else None
    if side.startswith("evals-x") and side != "evals-x1":
        return "evals-x1" if "evals-x1" in sides else None
    return jmh if jmh in sides else None


def is_jmh(side):
    """Whether a side is measured by JMH (jmh, jmh-heap)."""
    return side == "jmh" or side.startswith("jmh-")


def allocating_workloads(rows):
    """Workloads with a row allocating at least 0.5 B per evaluation."""
    out = set()
    for r in rows:
        try:
            if float(r.facts.get("alloc", "nan")) >= 0.5:
                out.add(r.workload)
        except ValueError:
            pass
    return out


def value(row, mode, allocating):
    """The row's figure: JMH's score, nanometer's primary estimate, or its GC-inclusive allmean."""
    if is_jmh(row.side) or mode == "primary" or (mode == "auto" and row.workload not in allocating):
        return row.ns
    try:
        return float(row.facts.get("allmean", row.ns))
    except ValueError:
        return row.ns


# ---------------------------------------------------------------------------- report

TOLERANCES = {"jmh": (0.03, 0.10), "order": (0.02,), "tuning": (0.01,)}


def fmt_pct(x):
    return "-" if math.isnan(x) else "%.2f%%" % (100 * x)


def fmt_interval(lo, hi):
    if math.isnan(lo):
        return "-"
    if math.isinf(lo):
        return "unbounded"
    return "[%.4f, %.4f]" % (lo, hi)


def within(lo, hi, tol):
    return not math.isnan(lo) and 1 - tol <= lo and hi <= 1 + tol


def compare(side, base, rows, mode, allocating, out):
    """Prints one comparison table and its summary lines."""
    by = collections.defaultdict(list)
    walls = collections.defaultdict(list)
    order = []
    for r in rows:
        if r.side in (side, base) and not math.isnan(r.ns):
            by[(r.side, r.workload)].append(value(r, mode, allocating))
            walls[(r.side, r.workload)].append(r.wall)
        if r.side == side and r.workload not in order:
            order.append(r.workload)
    kind = "jmh" if is_jmh(base) else "order" if side.startswith(("last-", "shuffled-")) else "tuning"
    walls_comparable = kind == "jmh"
    print("\n## %s vs %s (%s)" % (side, base, {"jmh": "nanometer / JMH", "order": "after the other workloads in one JVM / alone",
                                               "tuning": "forced evaluations per sample / forced to the tuned value"}[kind]),
          file=out)
    print("%-26s %11s %7s %11s %7s %7s %19s %3s %8s %8s" % ("workload", base, "CV", side, "CV", "ratio", "95% interval",
                                                           "est", "wall b", "wall s"), file=out)
    results = []
    for w in order:
        b, s = by.get((base, w), []), by.get((side, w), [])
        if not b or not s:
            print("%-26s (no %s rows)" % (w, base if not b else side), file=out)
            continue
        ratio, lo, hi = fieller(s, b)
        wb, ws = statistics.mean(walls[(base, w)]), statistics.mean(walls[(side, w)])
        est = "all" if not is_jmh(side) and (mode == "allmean" or (mode == "auto" and w in allocating)) else "pri"
        print("%-26s %11.3f %7s %11.3f %7s %7.4f %19s %3s %7.1fs %7.1fs" % (
            w, statistics.mean(b), fmt_pct(cv(b)), statistics.mean(s), fmt_pct(cv(s)), ratio, fmt_interval(lo, hi),
            est, wb, ws), file=out)
        results.append((w, b, s, ratio, lo, hi, wb, ws))
    if not results:
        return
    n = len(results)
    rounds = min(min(len(b), len(s)) for _, b, s, *_ in results)
    print("workloads: %d; rounds per side: at least %d" % (n, rounds), file=out)
    for tol in TOLERANCES[kind]:
        inside = [w for w, _, _, _, lo, hi, _, _ in results if within(lo, hi, tol)]
        points = [w for w, _, _, r, _, _, _, _ in results if abs(r - 1) <= tol]
        print("within +-%g%%: interval inside for %d of %d (%.0f%%); point ratio inside for %d of %d (%.0f%%)" % (
            100 * tol, len(inside), n, 100 * len(inside) / n, len(points), n, 100 * len(points) / n), file=out)
        outside = [w for w, _, _, r, _, _, _, _ in results if abs(r - 1) > tol]
        if outside:
            print("  point ratio outside +-%g%%: %s" % (100 * tol, ", ".join(outside)), file=out)
    if kind != "jmh":
        return
    cvs_b = [cv(b) for _, b, _, *_ in results if len(b) > 1]
    cvs_s = [cv(s) for _, _, s, *_ in results if len(s) > 1]
    if cvs_b and cvs_s:
        print("median CV: %s %s, %s %s" % (base, fmt_pct(statistics.median(cvs_b)), side,
                                          fmt_pct(statistics.median(cvs_s))), file=out)
        above = [w for w, b, s, *_ in results if cv_above(s, b)]
        print("CV significantly above %s's (one-sided F test, 5%%): %s" % (base, ", ".join(above) or "none"), file=out)
        slow = [(w, cv(s)) for w, _, s, *_ in results if statistics.mean(s) >= 1000 and len(s) > 1]
        over = ["%s (%s)" % (w, fmt_pct(c)) for w, c in slow if c > 0.01]
        print("CV above 1%% on work of 1 us or more: %s (of %d such workloads)" % (", ".join(over) or "none",
                                                                               len(slow)), file=out)
    if walls_comparable:
        ratios = [ws / wb for *_, wb, ws in results if wb > 0]
        ws_all = [ws for *_, ws in results]
        wb_all = [wb for *_, wb, _ in results]
        print("wall per JVM: %s median %.1f s (90th %.1f s), %s median %.1f s; wall ratio %s/%s median %.3f,"
              " 90th percentile %.3f" % (side, statistics.median(ws_all), percentile(ws_all, 90), base,
                                         statistics.median(wb_all), side, base, statistics.median(ratios),
                                         percentile(ratios, 90)), file=out)


def latency_lines(rows, out):
    """run.sh's latency-mode scaling ratios t(10000)/t(1000) and t(100000)/t(10000) per round."""
    score = collections.defaultdict(dict)
    for r in rows:
        score[(r.side, r.workload)][r.round] = r.ns
    for side in sorted({r.side for r in rows}):
        for big, small in (("lat10000", "lat1000"), ("lat100000", "lat10000")):
            b, s = score.get((side, big), {}), score.get((side, small), {})
            common = sorted(set(b) & set(s))
            if not common:
                continue
            ratios = [b[k] / s[k] for k in common]
            inside = sum(1 for x in ratios if abs(x / 10 - 1) <= 0.01)
            print("%-9s t(%s)/t(%s): %s; within 1%% of 10 in %d of %d rounds" % (
                side, big[3:], small[3:], " ".join("%.3f" % x for x in ratios), inside, len(ratios)), file=out)


def main(argv, out=None):
    r"""Reads the raw file named in argv and prints every comparison; returns the exit status.

    >>> import os, tempfile
    >>> fd, path = tempfile.mkstemp(suffix=".tsv")
    >>> with os.fdopen(fd, "w") as f:
    ...     _ = f.write("# fake rows: JMH and nanometer, 3 rounds, one allocating workload\n")
    ...     for rnd, (j, n, m, a) in enumerate([(10.0, 10.1, 20.0, 21.0), (10.2, 10.0, 20.4, 21.4),
    ...                                         (9.8, 10.2, 19.6, 20.6)], 1):
    ...         _ = f.write("jmh\tsum\t%d\t%s\t9.0\njmh\tbox\t%d\t%s\t9.5\n" % (rnd, j, rnd, m))
    ...         _ = f.write("default\tsum\t%d\t%s\t2.0\talloc=0.00\tallmean=11\n" % (rnd, n))
    ...         _ = f.write("default\tbox\t%d\t17.0\t2.5\talloc=64.00\tallmean=%s\n" % (rnd, a))
    >>> main(["summarize.py", path])                  # doctest: +NORMALIZE_WHITESPACE
    <BLANKLINE>
    ## default vs jmh (nanometer / JMH)
    workload          jmh   CV    default  CV     ratio  95% interval  est  wall b  wall s
    sum            10.000 2.00%   10.100 0.99%   1.0100  [0.9693, 1.0535] pri  9.0s  2.0s
    box            20.000 2.00%   21.000 1.90%   1.0500  [1.0045, 1.0976] all  9.5s  2.5s
    workloads: 2; rounds per side: at least 3
    within +-3%: interval inside for 0 of 2 (0%); point ratio inside for 1 of 2 (50%)
      point ratio outside +-3%: box
    within +-10%: interval inside for 2 of 2 (100%); point ratio inside for 2 of 2 (100%)
    median CV: jmh 2.00%, default 1.45%
    CV significantly above jmh's (one-sided F test, 5%): none
    CV above 1% on work of 1 us or more: none (of 0 such workloads)
    wall per JVM: default median 2.2 s (90th 2.5 s), jmh median 9.2 s; wall ratio default/jmh median 0.243, 90th percentile 0.259
    0
    >>> os.remove(path)
"""
    out = out or sys.stdout
    args = list(argv[1:])
    mode = "auto"
    if "--estimate" in args:
        i = args.index("--estimate")
        if i + 1 >= len(args) or args[i + 1] not in ("auto", "primary", "allmean"):
            print("summarize.py: --estimate must be auto, primary or allmean", file=sys.stderr)
            return 2
        mode = args[i + 1]
        del args[i:i + 2]
    jmh = "jmh"
    if "--jmh" in args:
        i = args.index("--jmh")
        if i + 1 >= len(args) or not is_jmh(args[i + 1]):
            print("summarize.py: --jmh must name a JMH side (jmh, jmh-heap)", file=sys.stderr)
            return 2
        jmh = args[i + 1]
        del args[i:i + 2]
    if len(args) != 1:
        print("usage: summarize.py RAW.tsv [--estimate auto|primary|allmean] [--jmh SIDE]", file=sys.stderr)
        return 2
    with open(args[0]) as f:
        rows = read_rows(f)
    failed = [r for r in rows if math.isnan(r.ns)]
    if failed:
        print("failed JVMs (left out): %s" % ", ".join("%s/%s/round %d" % (r.side, r.workload, r.round)
                                                       for r in failed), file=out)
    sides = []
    for r in rows:
        if r.side not in sides:
            sides.append(r.side)
    allocating = allocating_workloads(rows)
    compared = 0
    sides.sort(key=lambda s: (not is_jmh(baseline_of(s, set(sides), jmh) or ""), s.startswith("evals-x"), s))
    for side in sides:
        base = baseline_of(side, set(sides), jmh)
        if base is not None:
            compare(side, base, rows, mode, allocating, out)
            compared += 1
    latency_lines(rows, out)
    if compared == 0:
        print("nothing to compare: sides %s" % ", ".join(sides), file=out)
        return 3
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
