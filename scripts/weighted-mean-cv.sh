#!/usr/bin/env bash
# Run-to-run CV of the weighted mean against the default (median) estimator on small bodies with
# random inputs (`nanometer reference --set inputs`: a 16-int sort, Integer.parseInt, a HashMap get).
#
# Runs RUNS rounds; each round runs the set once with `-e median` and once with `-e weighted-mean`,
# each in a fresh JVM (order alternating round by round). Prints per workload the mean estimate of
# each estimator over the runs, its CV, the CV ratio weighted-mean / median (issue 9's target: at
# most 1.5) and the weighted mean's samples and stop reasons. Each run is `--forks 1` (one JVM per
# benchmark, reference's default before it forked): the CV over runs is what this script measures.
#
# Usage: scripts/weighted-mean-cv.sh [-n RUNS] [-b BUDGET] [-o DIR]
#   -n RUNS    rounds, i.e. fresh JVMs per estimator (default 8)
#   -b BUDGET  budget per benchmark (default 1s)
#   -o DIR     keep the JSON documents here (default: a temporary directory)
# Needs python3 to summarise. Run on a quiet machine; the script prints `uptime` beside the numbers.
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
runs=8
budget="1s"
dir=""
while getopts "n:b:o:" opt; do
  case "$opt" in
    n) runs="$OPTARG" ;;
    b) budget="$OPTARG" ;;
    o) dir="$OPTARG" ;;
    *) sed -n '2,14p' "$0" >&2; exit 2 ;;
  esac
done
if ! [[ "$runs" =~ ^[1-9][0-9]*$ ]]; then
  echo "weighted-mean-cv: -n must be a positive integer, got '$runs'" >&2
  exit 2
fi
command -v python3 >/dev/null 2>&1 || { echo "weighted-mean-cv: python3 is needed to summarise" >&2; exit 2; }
if [ -z "$dir" ]; then
  dir="$(mktemp -d)"
fi
mkdir -p "$dir"
echo "weighted-mean-cv: $runs rounds at $budget, JSON in $dir; load: $(uptime)" >&2
for ((i = 1; i <= runs; i++)); do
  order=(median weighted-mean)
  if ((i % 2 == 0)); then
    order=(weighted-mean median)
  fi
  for e in "${order[@]}"; do
    out="$dir/run-$i-$e.json"
    NANOMETER_PROGRESS=0 "$here/nanometer" reference --set inputs --budget "$budget" --estimator "$e" \
      --forks 1 --format json > "$out.tmp" 2>> "$dir/stderr.log"
    mv "$out.tmp" "$out"
  done
  echo "weighted-mean-cv: round $i of $runs done; $(uptime | sed 's/.*load/load/')" >&2
done
python3 - "$dir" <<'PY'
import json, os, re, statistics, sys
from collections import Counter
d = sys.argv[1]
est, stops, counts, names = {}, {}, {}, []
for f in sorted(os.listdir(d)):
    m = re.match(r'run-(\d+)-(median|weighted-mean)\.json$', f)
    if not m:
        continue
    for r in json.load(open(os.path.join(d, f)))['results']:
        if r['name'] not in names:
            names.append(r['name'])
        key = (r['name'], m.group(2))
        est.setdefault(key, []).append(r['estimateNanos'])
        stops.setdefault(key, Counter())[r.get('stopReason', '?')] += 1
        counts.setdefault(key, []).append(r.get('sampleCount', 0))
def mean_cv(v):
    m = statistics.fmean(v)
    return m, (statistics.stdev(v) / m if len(v) > 1 and m else float('nan'))
print('%-14s %24s %24s %10s %9s  %s' % ('workload', 'median: mean / CV', 'weighted mean: mean / CV',
                                       'CV ratio', 'wm/med', 'weighted mean samples, stops'))
for n in names:
    med, wm = est.get((n, 'median'), []), est.get((n, 'weighted-mean'), [])
    if not med or not wm:
        continue
    mm, mc = mean_cv(med)
    wmm, wc = mean_cv(wm)
    ratio = wc / mc if mc else float('inf')
    stop = ', '.join('%s x%d' % kv for kv in sorted(stops[(n, 'weighted-mean')].items()))
    print('%-14s %14.2f ns %6.2f%% %14.2f ns %6.2f%% %9.2f%s %9.3f  %d..%d, %s' % (
        n, mm, 100 * mc, wmm, 100 * wc, ratio, '*' if ratio > 1.5 else ' ', wmm / mm,
        min(counts[(n, 'weighted-mean')]), max(counts[(n, 'weighted-mean')]), stop))
print('(* = CV ratio above 1.5, issue 9\'s target)')
PY
echo "weighted-mean-cv: load after: $(uptime)" >&2
