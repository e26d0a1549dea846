#!/usr/bin/env python3
"""Per-fork phase durations from a -Dnanometer.phaseLog file (os.PhaseLog).

Usage: phases.py LOG [LOG...]   (prints: phase, median ms, n, min, max)

A fork is the parent's span child-launch .. child-read, matched with the one child whose marks lie
inside it. Phases are the gaps between a child's consecutive marks in time order (the label names the mark
that ends the gap; a mark seen twice counts from its first time); 'fixed' is the fork's wall (fork-begin .. fork-end) less warm-up (first-calls-done ..
warmup-done) and sampling (sampling-start .. sampling-done).
"""
import statistics
import sys
from collections import defaultdict




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
    children = {p: dict((ph, us) for us, ph in sorted(m, reverse=True)) for p, m in by_pid.items() if p not in parents}
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
        prev = None
        for ph, us in sorted(c.items(), key=lambda kv: kv[1]):
            if prev is not None:
                d["child: -> " + ph] = us - prev
            prev = us
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
    order = defaultdict(list)
    for path in sys.argv[1:]:
        for f in forks(path):
            for pos, (k, v) in enumerate(durations(f).items()):
                order[k].append(pos if k.startswith("child:") else -1)
                rows[k].append(v / 1000.0)
    # child phases in their usual order, the others where they were written
    keys = sorted(rows, key=lambda k: (0 if not k.startswith(("child:", "=", "JVM exit", "parent: exit", "parent: read"))
                                      else 1 if k.startswith("child:") else 2, statistics.median(order[k])))
    print("%-48s %10s %4s %10s %10s" % ("phase", "median ms", "n", "min", "max"))
    for k in keys:
        v = rows[k]
        print("%-48s %10.1f %4d %10.1f %10.1f" % (k, statistics.median(v), len(v), min(v), max(v)))


if __name__ == "__main__":
    main()
