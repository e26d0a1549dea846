#!/usr/bin/env bash
# How libc memcpy's time per call depends on the parameter regime: batch length x runs per batch.
# Usage: bench-suite/scripts/regime-sweep.sh [DISTRIBUTION] [BUDGET]   (defaults: A, 300ms)
# Prints one row per (batch, runs): median and min per call over the minimum estimator's samples
# and the weighted mean, all in ns per call, with the load average at the start.
set -euo pipefail
here="$(cd "$(dirname "$0")/../.." && pwd)"
dist="${1:-A}"
budget="${2:-300ms}"
echo "# libc memcpy 'Google $dist', $(date -u +%FT%TZ), load: $(cut -d' ' -f1-3 /proc/loadavg)"
printf '%-6s %-5s %-8s %10s %10s %10s %10s\n' batch runs regime min_ns median_ns p90_ns wmean_ns
for batch in 16 64 256 1024; do
  for runs in 1 4 16 64; do
    csv="$("$here/nanometer" suite --function memcpy --impl libc --distribution "$dist" --budget "$budget" \
      --batch "$batch" --batch-runs "$runs" --seed 1 --format csv 2>/dev/null)"
    echo "$csv" | python3 -c '
import csv, sys
rows = list(csv.DictReader(sys.stdin))
m = {r["estimator"]: r for r in rows}
mn = m.get("minimum", {}); wm = m.get("weighted-mean", {})
print("%-6s %-5s %-8s %10s %10s %10s %10s" % (sys.argv[1], sys.argv[2], rows[0]["regime"], mn.get("min_ns_per_call", "-"),
      mn.get("median_ns_per_call", "-"), mn.get("p90_ns_per_call", "-"), wm.get("nanos_per_call", "-")))
' "$batch" "$runs"
  done
done
