#!/usr/bin/env bash
# JMH and nanometer side by side on the reference workloads, interleaved in fresh JVMs.
#
# Usage: bench/jmh-side-by-side/run.sh [-n RUNS] [-w WORKLOADS] [-b BUDGET_MS] [-o RAW.tsv]
#   RUNS       fresh-JVM rounds (default 8); each round runs every workload once per side,
#              JMH and nanometer in random order per workload
#   WORKLOADS  comma list from: lcg100,lcg1000,lcg10000,sum256,lat1000,lat10000,lat100000
#              (default all); the lat* ones give the latency-mode scaling ratios
#   BUDGET_MS  nanometer's budget (default 1000); nanometer runs with default options otherwise
#   RAW.tsv    raw rows (side, workload, round, ns/call, wall s); default a temporary file
# JMH: 1 fork, 3 x 1 s warm-up, 5 x 1 s measurement, avgt. Needs Maven with JMH 1.37 (Maven
# Central, or ~/.m2 for -o) and a C compiler for nanometer's native helper (optional).
# Prints per workload: JMH score and CV over rounds, nanometer default estimate and CV, their
# ratio, mean wall time of each side's JVM, then the latency scaling ratios per round.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
root="$(cd "$here/../.." && pwd)"
runs=8
workloads="lcg100,lcg1000,lcg10000,sum256,lat1000,lat10000,lat100000"
budget=1000
raw=""
while getopts "n:w:b:o:" opt; do
  case "$opt" in
    n) runs="$OPTARG" ;;
    w) workloads="$OPTARG" ;;
    b) budget="$OPTARG" ;;
    o) raw="$OPTARG" ;;
    *) echo "usage: $0 [-n RUNS] [-w WORKLOADS] [-b BUDGET_MS] [-o RAW.tsv]" >&2; exit 2 ;;
  esac
done
[[ "$runs" =~ ^[1-9][0-9]*$ ]] || { echo "run.sh: -n must be a positive integer, got '$runs'" >&2; exit 2; }
[[ "$budget" =~ ^[1-9][0-9]*$ ]] || { echo "run.sh: -b must be a positive integer (ms), got '$budget'" >&2; exit 2; }
[ -n "$raw" ] || raw="$(mktemp /tmp/side-by-side.XXXXXX.tsv)"

mvn_offline="-o"
[ "${SIDE_BY_SIDE_ONLINE:-0}" = 1 ] && mvn_offline=""
(cd "$root" && mvn -B -q -Dstyle.color=never $mvn_offline -DskipTests package) >&2
(cd "$here" && mvn -B -q -Dstyle.color=never $mvn_offline clean package) >&2  # clean: the nanometer jar is a system-scoped dependency, whose changes Maven does not see
jar="$here/target/side-by-side.jar"
cp="$jar:$root/target/nanometer-cli.jar"
nm_opts=(-XX:+UnlockExperimentalVMOptions -XX:CompileCommand=quiet
  -XX:CompileCommand=blackhole,io.github.nanometer.Blackhole::sink)
# NM_JAVA_OPTS: more flags for nanometer's JVMs (e.g. -Dcorpus.compilations=3: three compiled copies per run)
# shellcheck disable=SC2206
[ -z "${NM_JAVA_OPTS:-}" ] || nm_opts+=(${NM_JAVA_OPTS})

# workload -> "jmh-regex jmh-params nanometer-args"
spec() {
  case "$1" in
    lcg100) echo "JmhBenchmarks.lcg$ -p k=100 lcg 100" ;;
    lcg1000) echo "JmhBenchmarks.lcg$ -p k=1000 lcg 1000" ;;
    lcg10000) echo "JmhBenchmarks.lcg$ -p k=10000 lcg 10000" ;;
    sum256) echo "JmhBenchmarks.sum256 -p k=100 sum256 1" ;;
    lat1000) echo "JmhBenchmarks.lcgLatency -p k=100 -p steps=1000 lcg-latency 1000" ;;
    lat10000) echo "JmhBenchmarks.lcgLatency -p k=100 -p steps=10000 lcg-latency 10000" ;;
    lat100000) echo "JmhBenchmarks.lcgLatency -p k=100 -p steps=100000 lcg-latency 100000" ;;
    *) echo "run.sh: unknown workload '$1'" >&2; exit 2 ;;
  esac
}
IFS=, read -r -a list <<< "$workloads"
for w in "${list[@]}"; do spec "$w" > /dev/null; done

now() { date +%s.%N; }
run_jmh() { # workload round
  local s; s=($(spec "$1"))
  local n=$((${#s[@]} - 2)) t0 out score
  t0=$(now)
  out="$(java -jar "$jar" "${s[@]:0:$n}" -f 1 -wi 3 -w 1s -i 5 -r 1s -bm avgt -tu ns -rf csv -rff /tmp/jmh.$$.csv 2>&1)" \
    || { echo "$out" >&2; exit 1; }
  score="$(python3 -c 'import csv,sys; print(list(csv.DictReader(open(sys.argv[1])))[0]["Score"])' /tmp/jmh.$$.csv)"
  printf 'jmh\t%s\t%s\t%s\t%s\n' "$1" "$2" "$score" "$(echo "$(now) - $t0" | bc)" >> "$raw"
}
run_nm() { # workload round
  local s; s=($(spec "$1"))
  local n=${#s[@]} t0 line
  t0=$(now)
  line="$(java "${nm_opts[@]}" -cp "$cp" io.github.nanometer.sidebyside.NanometerSide "${s[$((n-2))]}" "${s[$((n-1))]}" "$budget" 2>/dev/null)"
  printf 'nanometer\t%s\t%s\t%s\t%s\n' "$1" "$2" "$(echo "$line" | cut -d' ' -f3)" "$(echo "$(now) - $t0" | bc)" >> "$raw"
}

echo "# side-by-side: $runs rounds, workloads $workloads, nanometer budget ${budget} ms, $(date -u +%FT%TZ)," \
  "load at start: $(cut -d' ' -f1-3 /proc/loadavg); raw rows: $raw"
for ((r = 1; r <= runs; r++)); do
  for w in "${list[@]}"; do
    if (( RANDOM % 2 )); then run_jmh "$w" "$r"; run_nm "$w" "$r"; else run_nm "$w" "$r"; run_jmh "$w" "$r"; fi
  done
  echo "# round $r done, load $(cut -d' ' -f1 /proc/loadavg)" >&2
done
rm -f /tmp/jmh.$$.csv
echo "# load at end: $(cut -d' ' -f1-3 /proc/loadavg)"
python3 "$here/summarize.py" "$raw"
