#!/usr/bin/env bash
# Chain-scaling check of `nanometer reference` over fresh JVMs.
#
# Runs the whole default reference set (every chain in one JVM, as a user runs it) RUNS times,
# each in a fresh JVM, and prints per run the latency-mode ratios t(10000)/t(1000) and
# t(100000)/t(10000) for the LCG and the pointer chase (ideal: 10), then how many runs are within
# 1% of 10 for each ratio. Issue 9's target: at least 7 of 8. Each run is `--forks 1` (one JVM per
# benchmark, reference's default before it forked): the script repeats the runs itself.
#
# Usage: scripts/reference-scaling.sh [-n RUNS] [-b BUDGET] [-e ESTIMATOR] [-o DIR]
#   -n RUNS       fresh JVMs (default 8)
#   -b BUDGET     budget per benchmark (default: reference's default, 1s)
#   -e ESTIMATOR  median|minimum|weighted-mean (default: nanometer's default)
#   -o DIR        keep the JSON documents here (default: a temporary directory)
# Needs python3 to summarise. Run on a quiet machine; the script prints `uptime` beside the numbers.
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
runs=8
budget=""
estimator=""
dir=""
while getopts "n:b:e:o:" opt; do
  case "$opt" in
    n) runs="$OPTARG" ;;
    b) budget="$OPTARG" ;;
    e) estimator="$OPTARG" ;;
    o) dir="$OPTARG" ;;
    *) sed -n '2,14p' "$0" >&2; exit 2 ;;
  esac
done
if ! [[ "$runs" =~ ^[1-9][0-9]*$ ]]; then
  echo "reference-scaling: -n must be a positive integer, got '$runs'" >&2
  exit 2
fi
command -v python3 >/dev/null 2>&1 || { echo "reference-scaling: python3 is needed to summarise" >&2; exit 2; }
if [ -z "$dir" ]; then
  dir="$(mktemp -d)"
fi
mkdir -p "$dir"
args=(reference --forks 1 --format json)
if [ -n "$budget" ]; then
  args+=(--budget "$budget")
fi
if [ -n "$estimator" ]; then
  args+=(--estimator "$estimator")
fi
echo "reference-scaling: $runs fresh JVMs of 'nanometer ${args[*]}', JSON in $dir; load: $(uptime)" >&2
for ((i = 1; i <= runs; i++)); do
  out="$dir/run-$i.json"
  NANOMETER_PROGRESS=0 "$here/nanometer" "${args[@]}" > "$out.tmp" 2>> "$dir/stderr.log"
  mv "$out.tmp" "$out"
  echo "reference-scaling: run $i of $runs done; load: $(uptime | sed 's/.*load/load/')" >&2
done
python3 - "$dir" "$runs" <<'PY'
import json, os, sys
d, runs = sys.argv[1], int(sys.argv[2])
pairs = [(1000, 10000), (10000, 100000)]
columns = [(kind, lo, hi) for kind in ('lcg', 'chase') for lo, hi in pairs]
print('%-5s' % 'run' + ''.join('%18s' % ('%s %dk/%dk' % (k, hi // 1000, lo // 1000)) for k, lo, hi in columns))
within = {c: 0 for c in columns}
counted = {c: 0 for c in columns}
for i in range(1, runs + 1):
    doc = json.load(open(os.path.join(d, 'run-%d.json' % i)))
    t = {}
    for r in doc['results']:
        if r['mode'] == 'latency':
            t[r['name']] = r['estimateNanos']
    cells = []
    for c in columns:
        kind, lo, hi = c
        a, b = t.get('%s k=%d' % (kind, lo)), t.get('%s k=%d' % (kind, hi))
        if not a or not b:
            cells.append('%18s' % '-')
            continue
        ratio = b / a
        counted[c] += 1
        ok = abs(ratio / 10 - 1) <= 0.01
        within[c] += ok
        cells.append('%17.3f%s' % (ratio, ' ' if ok else '*'))
    print('%-5d' % i + ''.join(cells))
print('%-5s' % 'ok' + ''.join('%18s' % ('%d of %d' % (within[c], counted[c])) for c in columns))
print('(* = more than 1% away from 10; ratios of the latency-mode default estimate)')
PY
echo "reference-scaling: load after: $(uptime)" >&2
