#!/usr/bin/env bash
# Interleaved A/B of nanometer jmh's per-fork cost: every round runs each (arm, workload) once, in a
# random order; each run appends its phase marks (-Dnanometer.phaseLog) to OUT/ARM.log.
#
#   bench/fork-cost/ab.sh [-n ROUNDS] [-f FORKS] [-w WORKLOADS] [-o OUT] NAME='[@JAR] PARENT JVM FLAGS' ...
#   e.g. bench/fork-cost/ab.sh -n 3 -w hashmap-get,regex-match off=-Dnanometer.classArchive=false on=
#        bench/fork-cost/ab.sh before=@/tmp/before.jar after=@/tmp/after.jar   (two builds of the jar)
#   python3 bench/fork-cost/phases.py OUT/off.log; python3 bench/fork-cost/phases.py OUT/on.log
#
# Needs target/nanometer-cli.jar and bench/jmh-side-by-side/target/side-by-side.jar (see that README).
# OUT/runs.tsv: arm, workload, round, wall ms, loadavg before, score, the forks' steady-state estimates.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"; root="$(cd "$here/../.." && pwd)"
rounds=3 forks=5 workloads=hashmap-get out=/tmp/fork-cost
while getopts "n:f:w:o:" o; do
  case "$o" in n) rounds="$OPTARG" ;; f) forks="$OPTARG" ;; w) workloads="$OPTARG" ;; o) out="$OPTARG" ;; *) exit 2 ;; esac
done
shift $((OPTIND - 1))
[ $# -ge 1 ] || { echo "usage: $0 [-n ROUNDS] [-f FORKS] [-w WORKLOADS] [-o OUT] NAME=FLAGS..." >&2; exit 2; }
mkdir -p "$out"
jar="$root/target/nanometer-cli.jar"; cp="$root/bench/jmh-side-by-side/target/side-by-side.jar:$jar"
echo "# $(date -u +%FT%TZ) $(nproc) cpus; $(java -version 2>&1 | head -1)" >> "$out/runs.tsv"
IFS=, read -r -a wls <<< "$workloads"
for r in $(seq 1 "$rounds"); do
  jobs=()
  for arm in "$@"; do for w in "${wls[@]}"; do jobs+=("${arm%%=*}|${arm#*=}|$w"); done; done
  mapfile -t jobs < <(printf '%s\n' "${jobs[@]}" | shuf)
  for j in "${jobs[@]}"; do
    IFS='|' read -r name flags w <<< "$j"
    armjar="$jar"
    if [[ "$flags" == @* ]]; then armjar="${flags%% *}"; armjar="${armjar#@}"; flags="${flags#@"$armjar"}"; fi
    load=$(cut -d' ' -f1 /proc/loadavg); t0=$(date +%s%N)
    # shellcheck disable=SC2086
    java $flags -Dnanometer.phaseLog="$out/$name.log" -Dnanometer.cacheDir="$out/cache" -cp "$armjar" \
      io.github.nanometer.cli.Main jmh --classpath "$cp" --param "workload=$w" --forks "$forks" --format json \
      'CorpusJmh.run$' < /dev/null > "$out/$name-$w-$r.json" 2>> "$out/stderr.txt" || true
    wall=$((($(date +%s%N) - t0) / 1000000))
    summary=$(python3 "$here/score.py" "$out/$name-$w-$r.json")
    printf '%s\t%s\t%s\t%s\tload=%s\t%s\n' "$name" "$w" "$r" "$wall" "$load" "$summary" | tee -a "$out/runs.tsv"
  done
done
