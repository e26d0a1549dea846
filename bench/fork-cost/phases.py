#!/usr/bin/env python3
"""Per-fork phase durations from a -Dnanometer.phaseLog file (os.PhaseLog).

Usage: phases.py LOG [LOG...]   (prints: phase, median ms, n, min, max)

A fork is the parent's span child-launch .. child-read, matched with the one child whose marks lie
inside it. Phases are the gaps between consecutive marks (the label names the mark that ends the
gap); 'fixed' is the fork's wall (fork-begin .. fork-end) less warm-up (first-calls-done ..
warmup-done) and sampling (sampling-start .. sampling-done).
"""
import statistics
import sys
from collections import defaultdict

CHILD = ["child-main", "benchmark-ready", "nanometer-create", "clock-chosen", "nanometer-created",
         "states-ready", "doctor-done", "placement-ready", "run-start", "run-prepared", "rehearsed",
         "first-calls-done", "warmup-done", "sampling-start", "sampling-done", "trial-done", "summarised",
         "regime-probed", "measured", "document-written"]


def forks(path):
    by_pid = defaultdict(list)
    order = []
    for line in open(path):
        parts = line.split(None, 2)
        if len(parts) != 3:
            continue
        pid, us, phase = int(parts[0]), int(parts[1]), parts[2].strip()
        by_pid[pid].append((us, phase))
        order.append((us, pid, phase))
    parents = [p for p, m in by_pid.items() if any(ph == "child-launch" for _, ph in m)]
    out = []
    for parent in parents:
        marks = sorted(by_pid[parent])
        cur = {}
        for us, ph in marks:
            cur.setdefault(ph, us)
            if ph == "fork-end":
                if "child-launch" in cur and "child-exit" in cur:
                    out.append(cur)
                cur = {}
    children = {p: dict((ph, us) for us, ph in sorted(m)) for p, m in by_pid.items() if p not in parents}
    for f in out:
        inside = [c for c in children.values() if "child-main" in c
                  and f["child-launch"] <= c["child-main"] <= f["child-exit"]]
        f["child"] = inside[0] if len(inside) == 1 else None
    return out


def durations(f):
    d = {}
    c = f["child"]
    d["parent: fork-begin -> launch"] = f["child-launch"] - f["fork-begin"]
    if c:
        d["JVM start to main"] = c["child-main"] - f["child-launch"]
        prev = "child-main"
        for ph in CHILD[1:]:
            if ph in c:
                d["child: -> " + ph] = c[ph] - c[prev]
                prev = ph
        d["JVM exit after document"] = f["child-exit"] - c["document-written"]
        warm = c.get("warmup-done", 0) - c.get("first-calls-done", 0)
        samp = c.get("sampling-done", 0) - c.get("sampling-start", 0)
        d["= warm-up"] = warm
        d["= sampling"] = samp
        d["= child setup (main .. first calls done)"] = c.get("first-calls-done", c["child-main"]) - c["child-main"]
        d["= child after sampling (.. document written)"] = c["document-written"] - c.get("sampling-done", c["document-written"])
    d["parent: exit -> read"] = f["child-read"] - f["child-exit"]
    d["parent: read -> fork-end"] = f["fork-end"] - f["child-read"]
    d["= fork wall"] = f["fork-end"] - f["fork-begin"]
    if c:
        d["= FIXED (wall - warm-up - sampling)"] = d["= fork wall"] - d["= warm-up"] - d["= sampling"]
    return d


def main():
    rows = defaultdict(list)
    keys = []
    for path in sys.argv[1:]:
        for f in forks(path):
            for k, v in durations(f).items():
                if k not in keys:
                    keys.append(k)
                rows[k].append(v / 1000.0)
    print("%-48s %10s %4s %10s %10s" % ("phase", "median ms", "n", "min", "max"))
    for k in keys:
        v = rows[k]
        print("%-48s %10.1f %4d %10.1f %10.1f" % (k, statistics.median(v), len(v), min(v), max(v)))


if __name__ == "__main__":
    main()
