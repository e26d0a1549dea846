#!/usr/bin/env python3
"""Issue 41 item 4: what moves inside one fork's measured series, from the scripts beside this file.

Usage:
  series.py forks DIR/WORKLOAD...     per fork (forks-with-jfr.sh): the measured series in 50 ms bins as
                                      f (fast) / S (slow: above 1.3x the bins' 10th percentile), '|' where
                                      a GC started; how many level switches, how many within 100 ms of a
                                      GC; deoptimisations while measuring; the segments nanometer found
  series.py together DIR/W-cpu0 DIR/W-cpu1
                                      (two-cpus-at-once.sh) the correlation of the two JVMs' 100 ms bin
                                      medians over the time both were measuring
  series.py neighbour DIR             (neighbour.sh) per fork: the share of blocks at the slow level,
                                      with cpu 0 idle and busy
"""
import collections
import datetime
import glob
import json
import statistics
import sys


def ts(s):
    base, frac = s.rstrip("Z").split(".")
    return datetime.datetime.fromisoformat(base).timestamp() + float("0." + frac)


def events(path):
    return json.load(open(path))["recording"]["events"]


def measured(ev):
    return [(ts(e["values"]["startTime"]), e["values"]["nanosPerEvaluation"]) for e in ev
            if e["type"] == "nanometer.Sample" and e["values"]["phase"] != "warm-up"]


def bins(samples, width):
    t0 = samples[0][0]
    b = collections.defaultdict(list)
    for t, v in samples:
        b[int((t - t0) / width)].append(v)
    return t0, {k: statistics.median(v) for k, v in b.items()}


def forks(dirs):
    for d in dirs:
        doc = json.load(open(f"{d}/run.json"))
        states = doc["forkSummaries"][0]["forkSteadyStates"]
        for k, path in enumerate(sorted(f for f in glob.glob(f"{d}/jfr/*.json"))):
            ev = events(path)
            s = measured(ev)
            t0, b = bins(s, 0.05)
            keys = sorted(b)
            p10 = sorted(b.values())[len(b) // 10]
            state = {k2: "S" if b[k2] > 1.3 * p10 else "f" for k2 in keys}
            gcs = [ts(e["values"]["startTime"]) - t0 for e in ev if e["type"] == "jdk.GarbageCollection"]
            gcs = [g for g in gcs if 0 <= g <= s[-1][0] - t0]
            deopts = [e for e in ev if e["type"] == "jdk.Deoptimization" and t0 <= ts(e["values"]["startTime"]) <= s[-1][0]]
            flips = [keys[i] * 0.05 for i in range(1, len(keys)) if state[keys[i]] != state[keys[i - 1]]]
            near = sum(any(abs(f - g) < 0.1 for g in gcs) for f in flips)
            gc_bins = {int(g / 0.05) for g in gcs}
            line = "".join(("|" if k2 in gc_bins else "") + state[k2] for k2 in keys)
            st = states[k] if k < len(states) else {}
            print(f"{d.rstrip('/').split('/')[-1]} fork {k + 1}: {s[-1][0] - t0:.1f} s measured, fast {p10:.1f} ns,"
                  f" {len(flips)} switches, {near} within 100 ms of one of {len(gcs)} GCs, {len(deopts)} deoptimisations;"
                  f" nanometer: {st.get('class', '?')}, {len(st.get('segmentStarts', []))} segments")
            print("   " + line)


def together(a, b):
    series = []
    for d in (a, b):
        path = [f for f in glob.glob(f"{d}/*.json") if not f.endswith("run.json")][0]
        # bins on the wall clock, so the two JVMs line up
        s = measured(events(path))
        absb = collections.defaultdict(list)
        for t, v in s:
            absb[int(t * 10)].append(v)
        series.append({k: statistics.median(v) for k, v in absb.items() if len(v) > 3})
    common = sorted(set(series[0]) & set(series[1]))
    x = [series[0][k] for k in common]
    y = [series[1][k] for k in common]

    def z(v):
        m, sd = statistics.mean(v), statistics.pstdev(v) or 1
        return [(u - m) / sd for u in v]

    r = sum(p * q for p, q in zip(z(x), z(y))) / len(x) if x else float("nan")
    print(f"{a} / {b}: {len(common)} common 100 ms bins, correlation {r:.2f}")
    print("  cpu0 " + " ".join(f"{v:.0f}" for v in x))
    print("  cpu1 " + " ".join(f"{v:.0f}" for v in y))


def neighbour(d):
    for cond in ("idle", "busy"):
        for line in open(f"{d}/n-{cond}.jsonl"):
            f = json.loads(line)
            b = f["blockMedianNanos"]
            p10 = sorted(b)[len(b) // 10]
            slow = sum(x > 1.3 * p10 for x in b) / len(b)
            print(f"{cond} {f['workload']}: {len(b)} blocks, fast level {p10:.1f} ns, slow share {slow:.2f},"
                  f" {len(f['segmentStarts'])} segments, {f['class']}")


def main(argv):
    if len(argv) >= 2 and argv[0] == "forks":
        forks(argv[1:])
    elif len(argv) == 3 and argv[0] == "together":
        together(argv[1], argv[2])
    elif len(argv) == 2 and argv[0] == "neighbour":
        neighbour(argv[1])
    else:
        print(__doc__, file=sys.stderr)
        return 2
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
