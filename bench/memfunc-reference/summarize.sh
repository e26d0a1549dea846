#!/usr/bin/env bash
# Summarizes an interleave.sh TSV: per function and side, the runs' median, CV (sample SD / mean),
# min and max of value_ns; the ratio of the medians (suite / reference); and the targets
# (suite CV <= 1.5x the reference's; medians within 2%). Also the suite's weighted mean.
#   bench/memfunc-reference/summarize.sh RUNS.tsv
set -euo pipefail
if [ $# -ne 1 ] || [ ! -r "$1" ]; then
  echo "usage: summarize.sh RUNS.tsv (a readable file written by interleave.sh), got: ${1:-nothing}" >&2
  exit 2
fi
stats() { # values on stdin -> "n median cv% min max"
  sort -g | awk '{ v[NR] = $1; s += $1; ss += $1 * $1 }
    END { if (NR == 0) { print "0 - - - -"; exit }
          m = (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2
          mean = s / NR; var = NR > 1 ? (ss - NR * mean * mean) / (NR - 1) : 0; if (var < 0) var = 0
          printf "%d %.3f %.2f %.3f %.3f\n", NR, m, 100 * sqrt(var) / mean, v[1], v[NR] }'
}
col() { # function side column-name
  awk -F'\t' -v f="$1" -v s="$2" -v c="$3" 'NR == 1 { for (i = 1; i <= NF; i++) k[$i] = i; next }
    $k["function"] == f && $k["side"] == s && $(k[c]) != "-" { print $(k[c]) }' "$4"
}
printf 'function\tside\truns\tmedian_ns\tcv_pct\tmin_ns\tmax_ns\n'
for f in $(awk -F'\t' 'NR > 1 { print $2 }' "$1" | sort -u); do
  read -r rn rm rcv rmin rmax < <(col "$f" reference value_ns "$1" | stats)
  read -r sn sm scv smin smax < <(col "$f" suite value_ns "$1" | stats)
  read -r wn wm wcv wmin wmax < <(col "$f" suite wmean_ns "$1" | stats)
  printf '%s\treference\t%s\t%s\t%s\t%s\t%s\n' "$f" "$rn" "$rm" "$rcv" "$rmin" "$rmax"
  printf '%s\tsuite (median)\t%s\t%s\t%s\t%s\t%s\n' "$f" "$sn" "$sm" "$scv" "$smin" "$smax"
  printf '%s\tsuite (wmean)\t%s\t%s\t%s\t%s\t%s\n' "$f" "$wn" "$wm" "$wcv" "$wmin" "$wmax"
  awk -v f="$f" -v rm="$rm" -v sm="$sm" -v rcv="$rcv" -v scv="$scv" 'BEGIN {
    ratio = sm / rm; cvr = rcv > 0 ? scv / rcv : 0
    printf "%s: suite/reference medians %.3f (target within 2%%: %s); CV %.2f%% vs %.2f%%, %.2fx (target <= 1.5x: %s)\n",
      f, ratio, (ratio >= 0.98 && ratio <= 1.02) ? "met" : "missed", scv, rcv, cvr, (cvr <= 1.5) ? "met" : "missed" }'
done
