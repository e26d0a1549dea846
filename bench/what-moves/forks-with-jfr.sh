#!/usr/bin/env bash
# Issue 41 item 4: each corpus body in 3 forks of 5 s with JDK Flight Recorder (nanometer.Sample events
# with their times, deoptimisations, GCs, compilations over 100 ms), printed as JSON beside each .jfr.
# Usage: bench/what-moves/forks-with-jfr.sh OUT_DIR [WORKLOAD...]   (needs the CLI and side-by-side jars:
# mvn package, and bench/jmh-side-by-side/run-corpus.sh's build); then: series.py OUT_DIR/WORKLOAD ...
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
out="${1:?usage: $0 OUT_DIR [WORKLOAD...]}"; shift
[ $# -gt 0 ] || set -- concurrenthashmap-get treemap-floorentry regex-match parseint-quarter-throws string-format hashmap-get
cli="$root/cli/target/nanometer-cli-0.1.0-SNAPSHOT-cli.jar"
cp="$root/bench/jmh-side-by-side/target/side-by-side.jar:$root/core/target/nanometer.jar"
for w in "$@"; do
  mkdir -p "$out/$w"
  java -jar "$cli" jmh --classpath "$cp" --param "workload=$w" --forks 3 --budget 5s --no-cache --format json \
    --jfr "$out/$w/jfr" 'CorpusJmh.run' > "$out/$w/run.json" 2> "$out/$w/stderr"
  for f in "$out/$w"/jfr/*.jfr; do
    jfr print --json --events nanometer.Sample,nanometer.Phase,jdk.Compilation,jdk.Deoptimization,jdk.GarbageCollection \
      "$f" > "${f%.jfr}.json"
  done
  echo "$w done $(date -u +%T)" >&2
done
