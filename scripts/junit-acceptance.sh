#!/usr/bin/env bash
# Measured acceptance of the JUnit performance tests (issue 14; docs/lab/junit-acceptance.md):
# the A/A test, the known-5%-slowdown test and the 3x regression (issue 20), N runs each, at a 2% threshold.
#   scripts/junit-acceptance.sh [--runs N] [--busy | --busy-all] [--strict]
# --busy keeps one other cpu busy with a CPU-bound shell loop (pinned to cpu 0 when taskset exists)
# for the whole run, and stops it at the end; --busy-all pins one such loop to every cpu.
# --strict runs the tests with -Dnanometer.strict=true (every abort is a failure).
set -euo pipefail
cd "$(dirname "$0")/.."
runs=50
busy=false
busy_all=false
strict=false
while [ $# -gt 0 ]; do
  case "$1" in
    --runs) runs="${2:?--runs needs a number}"; shift 2 ;;
    --busy) busy=true; shift ;;
    --busy-all) busy_all=true; shift ;;
    --strict) strict=true; shift ;;
    *) echo "usage: scripts/junit-acceptance.sh [--runs N] [--busy | --busy-all] [--strict]" >&2; exit 2 ;;
  esac
done
# the JUnit module (junit/) holds the extension and its acceptance tests; built with the modules it
# needs, whose class directories the reactor puts on its class path (written last, by junit/ itself)
cp_file=junit/target/acceptance.classpath
mvn -B -q -o -pl junit -am test-compile dependency:build-classpath -Dmdep.outputFile="$PWD/$cp_file" \
  -Dmdep.includeScope=test >/dev/null
busy_pids=()
stop_busy() { for p in "${busy_pids[@]}"; do kill "$p" 2>/dev/null || true; done; }
trap stop_busy EXIT
start_busy() {  # $1: cpu number, or empty for no pinning
  if [ -n "$1" ] && command -v taskset >/dev/null; then
    taskset -c "$1" bash -c 'while :; do :; done' &
  else
    bash -c 'while :; do :; done' &
  fi
  busy_pids+=($!)
  echo "busy loop running as pid $! ${1:+on cpu $1}" >&2
}
if $busy_all; then
  for ((cpu = 0; cpu < $(nproc); cpu++)); do start_busy "$cpu"; done
elif $busy; then
  start_busy 0
fi
java -XX:+UnlockExperimentalVMOptions -XX:CompileCommand=quiet \
  -XX:CompileCommand=blackhole,io.github.nanometer.Blackhole::sink -Dnanometer.quiet=true \
  -Dnanometer.strict="$strict" \
  -cp "junit/target/test-classes:junit/target/classes:$(cat "$cp_file")" \
  io.github.nanometer.junit.acceptance.PerformanceAcceptance --runs "$runs"
