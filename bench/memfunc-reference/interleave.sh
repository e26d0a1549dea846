#!/usr/bin/env bash
# Interleaves the C reference (./memfunc-reference) with `./nanometer suite` on the same function and
# distribution: N rounds per function, each round one run of each in a random order, recording
# every value and /proc/loadavg per run into a TSV, then a summary per function (median and CV of
# each side, ratio of medians, and the issue's targets: suite CV <= 1.5x the reference's, medians
# within 2%).
#
#   bench/memfunc-reference/interleave.sh [-n ROUNDS] [-f memcpy,memset] [-d 'Google A'] [-c CPU] [-o FILE.tsv]
#
# -c CPU pins both sides to that cpu (the suite's --cpu, the reference's --cpu); by default the suite
# chooses (--cpu auto) and the reference is not pinned.
#
# The suite's value is the libc row's "median" column (median per call of the minimum-estimator
# measurement, CSV median_ns_per_call); its minimum and weighted mean are recorded beside it.
# The reference's value is the median of its batches (default 400 batches of 20,000 calls).
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
repo="$(cd "$here/../.." && pwd)"

rounds=8
functions="memcpy,memset"
distribution="Google A"
out=""
cpu=""
usage() { sed -n '2,16p' "$0" | sed 's/^# \{0,1\}//'; }
while getopts "n:f:d:c:o:h" opt; do
  case "$opt" in
    n) rounds="$OPTARG" ;;
    f) functions="$OPTARG" ;;
    d) distribution="$OPTARG" ;;
    o) out="$OPTARG" ;;
    c) cpu="$OPTARG" ;;
    h) usage; exit 0 ;;
    *) usage >&2; exit 2 ;;
  esac
done
if ! [[ "$rounds" =~ ^[0-9]+$ ]] || [ "$rounds" -lt 2 ] || [ "$rounds" -gt 1000 ]; then
  echo "interleave.sh: -n: bad value '$rounds'; accepted: 2..1000" >&2
  exit 2
fi
if [ -n "$cpu" ] && { ! [[ "$cpu" =~ ^[0-9]+$ ]] || [ "$cpu" -ge "$(nproc)" ]; }; then
  echo "interleave.sh: -c: bad value '$cpu'; accepted: 0..$(($(nproc) - 1))" >&2
  exit 2
fi
suite_cpu=(); ref_cpu=()
if [ -n "$cpu" ]; then suite_cpu=(--cpu "$cpu"); ref_cpu=(--cpu "$cpu"); fi
IFS=, read -r -a funcs <<< "$functions"
for f in "${funcs[@]}"; do
  case "$f" in
    memcpy|memset) ;;
    *) echo "interleave.sh: -f: bad value '$f'; accepted: memcpy, memset (comma-separated)" >&2; exit 2 ;;
  esac
done
if [ -z "$out" ]; then
  mkdir -p "$here/results"
  out="$here/results/interleave-$(date -u +%Y%m%dT%H%M%SZ).tsv"
fi

make -s -C "$here" >&2
ref="$here/memfunc-reference"
# Build the suite's jar once, before the first timed run.
"$repo/nanometer" suite --list >/dev/null

printf 'round\tfunction\tside\torder\tstart_utc\tvalue_ns\tmin_ns\twmean_ns\tp10_ns\tp90_ns\tcpu\tload1\tload5\tload15\trunnable\twall_s\n' > "$out"

# One run of the suite: prints "median min wmean cpu" per call (ns).
run_suite() {
  local f="$1" csv
  csv="$("$repo/nanometer" suite --function "$f" --impl libc --distribution "$distribution" \
    ${suite_cpu[@]+"${suite_cpu[@]}"} --format csv 2>"$tmp/suite.err")"
  local pinned
  pinned="$(sed -n 's/.*measuring thread pinned to cpu \([0-9]*\).*/\1/p' "$tmp/suite.err" | head -n 1)"
  awk -F, -v cpu="${pinned:-${cpu:--}}" '
    NR == 1 { for (i = 1; i <= NF; i++) col[$i] = i; next }
    $col["estimator"] == "minimum" { med = $col["median_ns_per_call"]; mn = $col["nanos_per_call"] }
    $col["estimator"] == "weighted-mean" { wm = $col["nanos_per_call"] }
    END { if (med == "") exit 1; printf "%s %s %s %s\n", med, mn, (wm == "" ? "-" : wm), cpu }' <<< "$csv"
}

# One run of the reference: prints "median p10 p90 min cpu".
run_reference() {
  "$ref" --function "$1" --distribution "$distribution" --seed "$2" ${ref_cpu[@]+"${ref_cpu[@]}"} |
    awk -F'\t' '{ printf "%s %s %s %s %s\n", $12, $13, $14, $15, $11 }'
}

tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT

for f in "${funcs[@]}"; do
  for ((r = 1; r <= rounds; r++)); do
    if (( RANDOM % 2 )); then order=(reference suite); else order=(suite reference); fi
    for k in 0 1; do
      side="${order[$k]}"
      start="$(date -u +%Y-%m-%dT%H:%M:%SZ)"
      t0=$(date +%s.%N)
      if [ "$side" = suite ]; then
        read -r value mn wm ran_on < <(run_suite "$f") || { echo "interleave.sh: suite run failed:" >&2; cat "$tmp/suite.err" >&2; exit 1; }
        p10=-; p90=-
      else
        read -r value p10 p90 mn ran_on < <(run_reference "$f" "$r")
        wm=-
      fi
      t1=$(date +%s.%N)
      read -r l1 l5 l15 runnable _ < /proc/loadavg
      wall=$(awk -v a="$t0" -v b="$t1" 'BEGIN { printf "%.2f", b - a }')
      printf '%d\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\n' "$r" "$f" "$side" \
        "$((k + 1))" "$start" "$value" "$mn" "$wm" "$p10" "$p90" "$ran_on" "$l1" "$l5" "$l15" "$runnable" "$wall" >> "$out"
      printf 'round %d %s %-9s %8s ns  (load %s)\n' "$r" "$f" "$side" "$value" "$l1" >&2
    done
  done
done

echo "runs: $out" >&2
"$here/summarize.sh" "$out"
