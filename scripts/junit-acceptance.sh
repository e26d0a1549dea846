#!/usr/bin/env bash
# Measured acceptance of the JUnit performance tests (issue 14; BENCHMARKS.md, "JUnit performance tests"):
# the A/A test and the known-5%-slowdown test, N runs each, at a 2% threshold.
#   scripts/junit-acceptance.sh [--runs N] [--busy]
# --busy keeps one other cpu busy with a CPU-bound shell loop (pinned to cpu 0 when taskset exists)
# for the whole run, and stops it at the end.
set -euo pipefail
cd "$(dirname "$0")/.."
runs=50
busy=false
while [ $# -gt 0 ]; do
  case "$1" in
    --runs) runs="${2:?--runs needs a number}"; shift 2 ;;
    --busy) busy=true; shift ;;
    *) echo "usage: scripts/junit-acceptance.sh [--runs N] [--busy]" >&2; exit 2 ;;
  esac
done
mvn -B -q -o test-compile
cp_file=target/acceptance.classpath
mvn -B -q -o dependency:build-classpath -Dmdep.outputFile="$cp_file" -Dmdep.includeScope=test >/dev/null
busy_pid=
stop_busy() { if [ -n "$busy_pid" ]; then kill "$busy_pid" 2>/dev/null || true; fi; }
trap stop_busy EXIT
if $busy; then
  if command -v taskset >/dev/null; then
    taskset -c 0 bash -c 'while :; do :; done' & busy_pid=$!
  else
    bash -c 'while :; do :; done' & busy_pid=$!
  fi
  echo "busy loop running as pid $busy_pid" >&2
fi
java -XX:+UnlockExperimentalVMOptions -XX:CompileCommand=quiet \
  -XX:CompileCommand=blackhole,io.github.nanometer.Blackhole::sink -Dnanometer.quiet=true \
  -cp "target/test-classes:target/classes:$(cat "$cp_file")" \
  io.github.nanometer.junit.acceptance.PerformanceAcceptance --runs "$runs"
