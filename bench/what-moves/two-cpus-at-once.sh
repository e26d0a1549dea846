#!/usr/bin/env bash
# Issue 41 item 4: the same body measured in two JVMs at once, one pinned to each of cpus 0 and 1, 6 s
# each with JFR; correlated.py then asks whether their level switches happen at the same moments.
# Usage: bench/what-moves/two-cpus-at-once.sh OUT_DIR [WORKLOAD...]   (jars as forks-with-jfr.sh)
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
out="${1:?usage: $0 OUT_DIR [WORKLOAD...]}"; shift
[ $# -gt 0 ] || set -- hashmap-get regex-match
cli="$root/cli/target/nanometer-cli-0.1.0-SNAPSHOT-cli.jar"
cp="$root/bench/jmh-side-by-side/target/side-by-side.jar:$root/core/target/nanometer.jar"
for w in "$@"; do
  for c in 0 1; do
    mkdir -p "$out/$w-cpu$c"
    java -jar "$cli" jmh --classpath "$cp" --param "workload=$w" --forks 1 --budget 6s --cpu $c --no-cache \
      --format json --jfr "$out/$w-cpu$c" 'CorpusJmh.run' > "$out/$w-cpu$c/run.json" 2> "$out/$w-cpu$c/stderr" &
  done
  wait
  for c in 0 1; do
    for f in "$out/$w-cpu$c"/*.jfr; do jfr print --json --events nanometer.Sample "$f" > "${f%.jfr}.json"; done
  done
done
