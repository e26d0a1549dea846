#!/usr/bin/env bash
# What --profile cpu and --jfr change: one reference workload measured plain, under async-profiler
# and under a JFR recording, in that order within each round, each a fresh CLI JVM; one row per run.
# The plain run is `--forks 1`, like the recorded ones (--profile and --jfr measure in one JVM).
#
# Usage: scripts/observer-overhead.sh [-n ROUNDS] [-f FILTER] [-- EXTRA REFERENCE FLAGS]
#   ROUNDS  rounds (default 6)
#   FILTER  the reference --filter (default '^sum 1KiB$'; it must match one benchmark)
# Output: "round config estimateNanos load1" per run on stdout, then each recording's change against
# the plain run of its round (mean and 95% t interval over rounds, in percent).
# Exit status: 0; 2 bad arguments; 1 a run failed.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
rounds=6
filter='^sum 1KiB$'
while getopts "n:f:" opt; do
  case "$opt" in
    n) rounds="$OPTARG" ;;
    f) filter="$OPTARG" ;;
    *) echo "usage: $0 [-n ROUNDS] [-f FILTER] [-- EXTRA REFERENCE FLAGS]" >&2; exit 2 ;;
  esac
done
shift $((OPTIND - 1))
[[ "$rounds" =~ ^[1-9][0-9]*$ ]] && [ "$rounds" -ge 2 ] \
  || { echo "observer-overhead.sh: -n must be an integer of at least 2, got '$rounds'" >&2; exit 2; }
work="$(mktemp -d /tmp/observer-overhead.XXXXXX)"
trap 'rm -rf "$work"' EXIT
rows="$work/rows"
echo "# $(date -u +%FT%TZ) load $(cut -d' ' -f1-3 /proc/loadavg); filter '$filter'"
for ((r = 1; r <= rounds; r++)); do
  for cfg in plain profile jfr; do
    extra=()
    [ "$cfg" = profile ] && extra=(--profile cpu --profile-dir "$work/prof")
    [ "$cfg" = jfr ] && extra=(--jfr "$work/run.jfr")
    "$root/nanometer" reference --filter "$filter" --mode throughput --estimator median --budget 1s --seed 1 \
      --forks 1 --no-cache --format json "${extra[@]}" "$@" > "$work/out.json" 2> "$work/err" \
      || { echo "observer-overhead.sh: round $r $cfg failed:" >&2; tail -5 "$work/err" >&2; exit 1; }
    python3 - "$work/out.json" "$r" "$cfg" <<'PY' | tee -a "$rows"
import json, sys
results = json.load(open(sys.argv[1]))["results"]
if len(results) != 1:
    sys.exit("the filter must match one benchmark, it matched %d" % len(results))
print(sys.argv[2], sys.argv[3], "%.4f" % results[0]["estimateNanos"], open("/proc/loadavg").read().split()[0])
PY
  done
done
echo "# end $(date -u +%FT%TZ) load $(cut -d' ' -f1-3 /proc/loadavg)"
python3 - "$rows" <<'PY'
import math, statistics, sys
from collections import defaultdict
runs = defaultdict(dict)
for line in open(sys.argv[1]):
    r, cfg, est, _ = line.split()
    runs[cfg][r] = float(est)
t975 = {1: 12.706, 2: 4.303, 3: 3.182, 4: 2.776, 5: 2.571, 6: 2.447, 7: 2.365, 8: 2.306, 9: 2.262, 10: 2.228}
for cfg in ("profile", "jfr"):
    d = [100 * (runs[cfg][r] / runs["plain"][r] - 1) for r in runs["plain"]]
    m = statistics.mean(d)
    h = t975.get(len(d) - 1, 1.96) * statistics.stdev(d) / math.sqrt(len(d))
    print("%-8s change against plain: %+.2f%% [%+.2f%%, %+.2f%%] over %d rounds" % (cfg, m, m - h, m + h, len(d)))
PY
