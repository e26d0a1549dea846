"""Summarizes run.sh's raw rows: per workload JMH and nanometer mean, CV, ratio and wall time,
then the latency-mode scaling ratios t(10000)/t(1000) and t(100000)/t(10000) per round."""
import collections
import statistics
import sys


def cv(xs):
    return statistics.stdev(xs) / statistics.mean(xs) if len(xs) > 1 else float("nan")


rows = [line.rstrip("\n").split("\t") for line in open(sys.argv[1]) if line.strip()]
score = collections.defaultdict(dict)  # (side, workload) -> round -> ns
wall = collections.defaultdict(list)
order = []
for side, workload, rnd, ns, secs in rows:
    score[(side, workload)][int(rnd)] = float(ns)
    wall[(side, workload)].append(float(secs))
    if workload not in order:
        order.append(workload)

print("%-10s %12s %7s %14s %7s %8s %9s %9s" % ("workload", "JMH ns", "JMH CV", "nanometer ns", "nm CV",
                                              "nm/JMH", "JMH wall", "nm wall"))
for w in order:
    j = list(score[("jmh", w)].values())
    n = list(score[("nanometer", w)].values())
    if not j or not n:
        continue
    print("%-10s %12.2f %6.2f%% %14.2f %6.2f%% %8.4f %8.1fs %8.1fs" % (
        w, statistics.mean(j), 100 * cv(j), statistics.mean(n), 100 * cv(n), statistics.mean(n) / statistics.mean(j),
        statistics.mean(wall[("jmh", w)]), statistics.mean(wall[("nanometer", w)])))

pairs = [("lat10000", "lat1000"), ("lat100000", "lat10000")]
for side in ("jmh", "nanometer"):
    for big, small in pairs:
        b, s = score.get((side, big), {}), score.get((side, small), {})
        rounds = sorted(set(b) & set(s))
        if not rounds:
            continue
        ratios = [b[r] / s[r] for r in rounds]
        within = sum(1 for x in ratios if abs(x / 10 - 1) <= 0.01)
        print("%-9s t(%s)/t(%s): %s; within 1%% of 10 in %d of %d rounds" % (
            side, big[3:], small[3:], " ".join("%.3f" % x for x in ratios), within, len(ratios)))
