#!/usr/bin/env bash
# run-corpus.sh in parallel lanes on a many-core machine: each lane is pinned (taskset) to its own
# cpus and measures its share of the corpus workloads, so a 16-cpu machine runs 8 two-cpu lanes,
# each like the 2-vCPU VM the issue-19 targets name. Both sides of a comparison share a lane, so
# what the neighbours do (shared cache, memory bandwidth) reaches JMH and nanometer alike.
#
# Usage: bench/jmh-side-by-side/run-lanes.sh -o DIR [-l LANES] [-c CPUS_PER_LANE] [-t SECONDS]
#                                            [-- RUN-CORPUS-OPTIONS...]
#   DIR            where the lanes write lane-N.tsv (raw rows) and lane-N.tsv.log (the JVMs' output)
#   LANES          lanes to run (default: as many as the cpus allow, at most 8)
#   CPUS_PER_LANE  cpus per lane (default 2); a lane takes whole cores' hyperthread siblings where
#                  the topology shows them, else consecutive cpus; cpu 0 is left out while the
#                  machine has more cpus than the lanes need (interrupts and housekeeping land there)
#   SECONDS        wall-clock limit of the whole run (default none): each lane is stopped then; the
#                  rows already written stay (one row per finished JVM)
#   RUN-CORPUS-OPTIONS   passed to every lane's run-corpus.sh (e.g. -n 8 -s jmh-heap,replayed -k);
#                  -w (the corpus workloads, default all) is split across the lanes round-robin,
#                  -o is set per lane
# Concatenate the lanes and summarize elsewhere: cat DIR/lane-*.tsv > all.tsv; python3 summarize.py all.tsv
# Exit status: 0 every lane finished; 4 a lane had a failed JVM or hit the time limit; 2 bad arguments.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
usage="usage: $0 -o DIR [-l LANES] [-c CPUS_PER_LANE] [-t SECONDS] [-- RUN-CORPUS-OPTIONS...]"
out="" lanes=0 per=2 limit=0
while getopts "o:l:c:t:" opt; do
  case "$opt" in
    o) out="$OPTARG" ;;
    l) lanes="$OPTARG" ;;
    c) per="$OPTARG" ;;
    t) limit="$OPTARG" ;;
    *) echo "$usage" >&2; exit 2 ;;
  esac
done
shift $((OPTIND - 1))
[ -n "$out" ] || { echo "run-lanes.sh: -o DIR is required; $usage" >&2; exit 2; }
for v in "$lanes" "$per" "$limit"; do
  [[ "$v" =~ ^[0-9]+$ ]] || { echo "run-lanes.sh: -l, -c and -t take non-negative integers, got '$v'" >&2; exit 2; }
done
[ "$per" -ge 1 ] || { echo "run-lanes.sh: -c must be at least 1, got $per" >&2; exit 2; }
command -v taskset > /dev/null || { echo "run-lanes.sh: taskset (util-linux) is needed to pin the lanes" >&2; exit 2; }

# The lanes' cpu lists: groups of hyperthread siblings (a core), merged up to CPUS_PER_LANE cpus.
cpu_list() { # a kernel cpu list ("0-3,8,10-11") on stdin, one cpu a line
  awk -F, '{ for (i = 1; i <= NF; i++) { n = split($i, r, "-"); if (n == 1) print r[1]; else for (c = r[1]; c <= r[2]; c++) print c } }'
}
mapfile -t online < <(cpu_list < /sys/devices/system/cpu/online)
declare -A seen=()
groups=()
for c in "${online[@]}"; do
  [ -z "${seen[$c]:-}" ] || continue
  sib="$(cat "/sys/devices/system/cpu/cpu$c/topology/thread_siblings_list" 2>/dev/null || echo "$c")"
  g=""
  for s in $(cpu_list <<< "$sib"); do
    seen[$s]=1; g="${g:+$g,}$s"
  done
  groups+=("$g")
done
cpus_of() { tr ',' '\n' <<< "$1" | wc -l; }
lane_cpus=()
current=""
for g in "${groups[@]}"; do
  current="${current:+$current,}$g"
  if [ "$(cpus_of "$current")" -ge "$per" ]; then lane_cpus+=("$current"); current=""; fi
done
max=${#lane_cpus[@]}
[ "$max" -ge 1 ] || { echo "run-lanes.sh: ${#online[@]} online cpus cannot make a lane of $per" >&2; exit 2; }
# Leave the first lane (cpu 0's) out when there are lanes to spare.
first=0
if [ "$lanes" = 0 ]; then lanes=$((max > 8 ? 8 : max)); fi
[ "$lanes" -le "$max" ] || { echo "run-lanes.sh: -l $lanes: this machine has room for $max lanes of $per cpus" >&2; exit 2; }
[ "$max" -gt "$lanes" ] && first=1

# Split -w across the lanes; keep every other option.
args=() workloads=""
while [ $# -gt 0 ]; do
  case "$1" in
    -w) workloads="$2"; shift 2 ;;
    -o) echo "run-lanes.sh: -o is set per lane; give DIR with run-lanes.sh's own -o" >&2; exit 2 ;;
    *) args+=("$1"); shift ;;
  esac
done
if [ -z "$workloads" ]; then
  jar="$here/target/side-by-side.jar"
  root="$(cd "$here/../.." && pwd)"
  workloads="$(java -cp "$jar:$root/target/nanometer-cli.jar" io.github.nanometer.sidebyside.CorpusSide list | cut -f1 | paste -sd, -)"
fi
IFS=, read -r -a names <<< "$workloads"
mkdir -p "$out"
declare -a share=()
for i in "${!names[@]}"; do
  l=$((i % lanes))
  share[l]="${share[l]:+${share[l]},}${names[i]}"
done

echo "run-lanes.sh: $lanes lanes of $per cpus (${lane_cpus[*]:first:lanes}), ${#names[@]} workloads, $(nproc) cpus," \
  "load $(cut -d' ' -f1-3 /proc/loadavg), limit ${limit}s (0: none), $(date -u +%FT%TZ)" | tee "$out/lanes.txt" >&2
pids=()
for ((l = 0; l < lanes; l++)); do
  cpus="${lane_cpus[l + first]}"
  [ -n "${share[l]:-}" ] || continue
  echo "lane $l: cpus $cpus: ${share[l]}" >> "$out/lanes.txt"
  run=(taskset -c "$cpus" bash "$here/run-corpus.sh" "${args[@]}" -w "${share[l]}" -o "$out/lane-$l.tsv")
  [ "$limit" = 0 ] || run=(timeout -k 10 "$limit" "${run[@]}")
  "${run[@]}" > "$out/lane-$l.out" 2>&1 &
  pids+=($!)
done
rc=0
for p in "${pids[@]}"; do wait "$p" || rc=4; done
echo "run-lanes.sh: done $(date -u +%FT%TZ), load $(cut -d' ' -f1-3 /proc/loadavg), exit $rc" | tee -a "$out/lanes.txt" >&2
exit "$rc"
