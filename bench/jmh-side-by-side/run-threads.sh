#!/usr/bin/env bash
# nanometer's contention family (reference --set threads) against JMH's ThreadsJmh with the same
# bodies, interleaved in fresh JVMs (issue 24's target), summarized by summarize.py.
#
# Usage: bench/jmh-side-by-side/run-threads.sh [-n ROUNDS] [-t THREADS] [-o RAW.tsv] [-k]
#   ROUNDS   rounds (default 8); each round runs JMH once per body (one fork each, in a random
#            order among them) and nanometer once (one JVM runs the five bodies)
#   THREADS  threads per benchmark (default 2; JMH -t, nanometer --threads)
#   RAW.tsv  raw rows as run-corpus.sh writes them (side, body, round, ns per operation per thread,
#            wall s, facts); default a new file under /tmp
#   -k       skip the Maven builds (the jars must exist)
# Environment: JMH_ARGS (JMH's fork/iteration flags, default "-f 1 -wi 3 -w 1s -i 5 -r 1s"),
# NM_ARGS (more reference flags, e.g. "--sample-length 50ms").
# Exit status: 0; 2 bad arguments; 4 some JVM failed (its row has ns=nan).
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
root="$(cd "$here/../.." && pwd)"
runs=8
threads=2
raw=""
build=1
while getopts "n:t:o:k" opt; do
  case "$opt" in
    n) runs="$OPTARG" ;;
    t) threads="$OPTARG" ;;
    o) raw="$OPTARG" ;;
    k) build=0 ;;
    *) echo "usage: $0 [-n ROUNDS] [-t THREADS] [-o RAW.tsv] [-k]" >&2; exit 2 ;;
  esac
done
[[ "$runs" =~ ^[1-9][0-9]*$ ]] || { echo "run-threads.sh: -n must be a positive integer, got '$runs'" >&2; exit 2; }
[[ "$threads" =~ ^[1-9][0-9]?$ ]] || { echo "run-threads.sh: -t must be 1..99, got '$threads'" >&2; exit 2; }
if [ "$build" = 1 ]; then
  (cd "$root" && mvn -B -q -Dstyle.color=never -DskipTests package) >&2
  (cd "$here" && mvn -B -q -Dstyle.color=never clean package) >&2  # clean: the nanometer jar is a system-scoped dependency, whose changes Maven does not see
fi
jar="$here/target/side-by-side.jar"
[ -f "$jar" ] && [ -f "$root/target/nanometer-cli.jar" ] \
  || { echo "run-threads.sh: build the jars first (or drop -k)" >&2; exit 2; }
jmh_args="${JMH_ARGS:--f 1 -wi 3 -w 1s -i 5 -r 1s}"
[ -n "$raw" ] || raw="$(mktemp /tmp/threads.XXXXXX.tsv)"
log="$raw.log"
work="$(mktemp -d /tmp/threads-work.XXXXXX)"
trap 'rm -rf "$work"' EXIT
bodies=(atomic adder unpadded padded lock)
[ "$threads" -gt 1 ] || bodies=(atomic adder lock)
failures=0
now() { date +%s.%N; }
load() { cut -d' ' -f1 /proc/loadavg; }

run_jmh() { # body round
  local t0 rc=0 l wall score="" csv="$work/jmh.csv"
  l=$(load); t0=$(now)
  # shellcheck disable=SC2086
  java -cp "$jar" org.openjdk.jmh.Main "ThreadsJmh.$1\$" -t "$threads" $jmh_args -bm avgt -tu ns -rf csv -rff "$csv" \
    < /dev/null >> "$log" 2>&1 || rc=$?
  wall=$(echo "$(now) - $t0" | bc)
  [ "$rc" = 0 ] && score=$(python3 -c 'import csv, sys; print(float(list(csv.DictReader(open(sys.argv[1])))[0]["Score"]))' "$csv" 2>>"$log") || rc=5
  if [ "$rc" = 0 ]; then
    printf 'jmh\t%s\t%s\t%s\t%s\tload=%s\n' "$1" "$2" "$score" "$wall" "$l" >> "$raw"
  else
    failures=$((failures + 1)); printf 'jmh\t%s\t%s\tnan\t%s\trc=%s\tload=%s\n' "$1" "$2" "$wall" "$rc" "$l" >> "$raw"
  fi
}

run_nm() { # round: one JVM, every body
  local t0 rc=0 l wall json="$work/nm.json"
  l=$(load); t0=$(now)
  # shellcheck disable=SC2086
  "$root/nanometer" reference --set threads --threads "$threads" --format json --no-cache ${NM_ARGS:-} \
    > "$json" 2>> "$log" < /dev/null || rc=$?
  wall=$(echo "$(now) - $t0" | bc)
  for b in "${bodies[@]}"; do
    local ns=nan
    [ "$rc" = 0 ] && ns=$(python3 -c 'import json, sys
d = json.load(open(sys.argv[1]))
print(next(r["all"]["nanosPerOperation"] for r in d["results"] if r["name"] == sys.argv[2]))' "$json" "$b x$threads" \
      2>>"$log") || ns=nan
    if [ "$ns" = nan ]; then failures=$((failures + 1)); fi
    printf 'nanometer\t%s\t%s\t%s\t%s\tload=%s\n' "$b" "$1" "$ns" "$wall" "$l" >> "$raw"
  done
}

echo "# threads side-by-side: $runs rounds, $threads threads, bodies ${bodies[*]}, JMH '$jmh_args'," \
  "$(date -u +%FT%TZ), load at start $(cut -d' ' -f1-3 /proc/loadavg); raw rows: $raw" | tee -a "$raw" | sed 's/^# //' >&2
for ((r = 1; r <= runs; r++)); do
  tasks=("nm -")
  for b in "${bodies[@]}"; do tasks+=("jmh $b"); done
  while read -r side b; do
    echo "# round $r: $side $b (load $(load))" >> "$log"
    if [ "$side" = nm ]; then run_nm "$r"; else run_jmh "$b" "$r"; fi
  done < <(printf '%s\n' "${tasks[@]}" | shuf)
  echo "round $r of $runs done, load $(load)" >&2
done
echo "# load at end: $(cut -d' ' -f1-3 /proc/loadavg)" >> "$raw"
python3 "$here/summarize.py" "$raw" --estimate primary
[ "$failures" = 0 ] || { echo "run-threads.sh: $failures row(s) failed; see $log" >&2; exit 4; }
