#!/usr/bin/env python3
"""score.py FILE: a nanometer-jmh document's first run as 'SCORE<TAB>fork estimates' (nan and the error when unreadable)."""
import json
import sys

try:
    s = json.load(open(sys.argv[1]))["forkSummaries"][0]
    print("%.4f\t%s" % (s["score"], ",".join("%.3f" % f["estimateNanos"] for f in s["forkSteadyStates"])))
except Exception as e:  # noqa: BLE001 - a failed run is a row too
    print("nan\t%s" % e)
