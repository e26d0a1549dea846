#!/usr/bin/env bash
# Budget drift and run-to-run spread of nanometer's estimates on the reference workloads.
#
# Runs `nanometer reference` in RUNS fresh JVMs per budget (budgets interleaved run by run, so slow
# drifts of the machine hit every budget alike), then prints per workload and budget the mean
# estimate over runs and its CV, the drift of the mean between the smallest and the largest budget,
# the latency chains' scaling ratios t(10k)/t(1k) and t(100k)/t(10k) (runs within 1% of 10), and
# the wall time per benchmark. Each run is `--forks 1` (one JVM per benchmark, reference's default
# before it forked): the spread over runs is what this script measures.
#
# Usage: scripts/budget-drift.sh [-n RUNS] [-b BUDGETS] [-e ESTIMATOR] [-f FILTER] [-s STEPS] [-o DIR]
#   -n RUNS       fresh JVMs per budget (default 8)
#   -b BUDGETS    comma-separated budgets (default 250ms,1s,5s)
#   -e ESTIMATOR  median|minimum|weighted-mean|both|all (default: nanometer's default)
#   -f FILTER     regex of reference benchmarks (default: every one except "empty")
#   -s STEPS      chain lengths (default 100,1000,10000,100000)
#   -o DIR        keep the JSON documents here (default: a temporary directory)
# Needs python3 to summarise. Run on a quiet machine; the script prints `uptime` beside the numbers.
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
runs=8
budgets="250ms,1s,5s"
estimator=""
filter='^(?!empty$)'
steps="100,1000,10000,100000"
dir=""
while getopts "n:b:e:f:s:o:" opt; do
  case "$opt" in
    n) runs="$OPTARG" ;;
    b) budgets="$OPTARG" ;;
    e) estimator="$OPTARG" ;;
    f) filter="$OPTARG" ;;
    s) steps="$OPTARG" ;;
    o) dir="$OPTARG" ;;
    *) sed -n '2,17p' "$0" >&2; exit 2 ;;
  esac
done
if ! [[ "$runs" =~ ^[1-9][0-9]*$ ]]; then
  echo "budget-drift: -n must be a positive integer, got '$runs'" >&2
  exit 2
fi
command -v python3 >/dev/null 2>&1 || { echo "budget-drift: python3 is needed to summarise" >&2; exit 2; }
if [ -z "$dir" ]; then
  dir="$(mktemp -d)"
fi
mkdir -p "$dir"
echo "budget-drift: $runs runs per budget ($budgets), JSON in $dir; load: $(uptime)" >&2
IFS=',' read -r -a budget_list <<< "$budgets"
est_args=()
if [ -n "$estimator" ]; then
  est_args=(--estimator "$estimator")
fi
for ((i = 1; i <= runs; i++)); do
  for b in "${budget_list[@]}"; do
    out="$dir/run-$i-$b.json"
    start=$(date +%s.%N)
    NANOMETER_PROGRESS=0 "$here/nanometer" reference --budget "$b" --steps "$steps" --filter "$filter" \
      --forks 1 --format json "${est_args[@]}" > "$out.tmp" 2>> "$dir/stderr.log"
    end=$(date +%s.%N)
    mv "$out.tmp" "$out"
    echo "$b $i $start $end" >> "$dir/wall.txt"
    echo "budget-drift: run $i budget $b done" >&2
  done
done
python3 - "$dir" "$budgets" <<'PY'
import json, math, os, re, statistics, sys
d, budgets = sys.argv[1], sys.argv[2].split(',')
est = {}      # (budget, key) -> [estimate per run]
count = {}    # budget -> benchmarks per run
for f in sorted(os.listdir(d)):
    m = re.match(r'run-(\d+)-(.+)\.json$', f)
    if not m:
        continue
    doc = json.load(open(os.path.join(d, f)))
    b = m.group(2)
    count[b] = len(doc['results'])
    for r in doc['results']:
        key = (r['name'], r['mode'], r['estimator'])
        est.setdefault((b, key), []).append(r['estimateNanos'])
keys = sorted({k for (_, k) in est})
def mean_cv(v):
    m = statistics.fmean(v)
    cv = statistics.stdev(v) / m if len(v) > 1 and m else float('nan')
    return m, cv
print('%-22s %-10s %-13s' % ('workload', 'mode', 'estimator') + ''.join('%22s' % ('mean / CV @' + b) for b in budgets)
      + '  drift %s->%s' % (budgets[0], budgets[-1]))
for k in keys:
    cells, means = [], []
    for b in budgets:
        v = est.get((b, k), [])
        if not v:
            cells.append('%22s' % '-'); means.append(float('nan')); continue
        m, cv = mean_cv(v)
        means.append(m)
        cells.append('%13.4g ns %5.2f%%' % (m, 100 * cv))
    drift = (means[-1] - means[0]) / means[0] if means[0] == means[0] and means[0] else float('nan')
    print('%-22s %-10s %-13s' % k + ''.join(cells) + '  %+.2f%%' % (100 * drift))
print()
print('latency scaling (ideal 10; runs within 1% of 10)')
for b in budgets:
    for est_name in sorted({k[2] for k in keys}):
        def lat(kk):
            return est.get((b, ('lcg k=%d' % kk, 'latency', est_name)), [])
        for lo, hi in ((1000, 10000), (10000, 100000)):
            a, c = lat(lo), lat(hi)
            if a and c and len(a) == len(c):
                ratios = [y / x for x, y in zip(a, c)]
                ok = sum(1 for r in ratios if abs(r / 10 - 1) <= 0.01)
                print('  %-6s %-13s lcg t(%d)/t(%d): %s  (%d of %d within 1%%)' % (
                    b, est_name, hi, lo, ' '.join('%.3f' % r for r in ratios), ok, len(ratios)))
print()
walls = {}
for line in open(os.path.join(d, 'wall.txt')):
    b, i, s, e = line.split()
    walls.setdefault(b, []).append(float(e) - float(s))
for b in budgets:
    if b in walls and count.get(b):
        per = [w / count[b] for w in walls[b]]
        print('wall per benchmark @%s: mean %.2f s, max %.2f s (JVM start and calibration included)' % (
            b, statistics.fmean(per), max(per)))
PY
echo "budget-drift: load after: $(uptime)" >&2
