#!/usr/bin/env bash
# judge over forks: PAIRS (default 5) A/A pairs and +10% pairs of `reference --forks 5` (an lcg chain of
# 1000 steps against 1100, renamed so judge matches them); prints each verdict with the load. docs/lab/judge-forks.md.
# Needs target/nanometer-cli.jar (./nanometer builds it).
set -u
jar="$(cd "$(dirname "$0")/.." && pwd)/target/nanometer-cli.jar"
nm() { java -XX:+UnlockExperimentalVMOptions -XX:CompileCommand=quiet -XX:CompileCommand=blackhole,io.github.nanometer.Blackhole::sink -jar $jar "$@"; }
pairs=${1:-5}
d=$(mktemp -d /tmp/forks.XXXX)
for i in $(seq 1 $pairs); do
  nm reference --filter '^lcg k=1000$' --steps 1000 --mode throughput --forks 5 --budget 200ms --format json --no-cache > $d/a$i.json 2>/dev/null
  nm reference --filter '^lcg k=1000$' --steps 1000 --mode throughput --forks 5 --budget 200ms --format json --no-cache > $d/b$i.json 2>/dev/null
  nm reference --filter '^lcg k=1100$' --steps 1100 --mode throughput --forks 5 --budget 200ms --format json --no-cache 2>/dev/null | sed 's/lcg k=1100/lcg k=1000/g' > $d/c$i.json
  aa=$(nm judge $d/a$i.json $d/b$i.json 2>&1 | grep "^lcg"); rc_aa=$?
  nm judge $d/a$i.json $d/b$i.json >/dev/null 2>&1; rc1=$?
  pw=$(nm judge $d/a$i.json $d/c$i.json 2>&1 | grep "^lcg")
  nm judge $d/a$i.json $d/c$i.json >/dev/null 2>&1; rc2=$?
  echo "pair $i load $(cut -d' ' -f1 /proc/loadavg): A/A exit $rc1: $aa"
  echo "pair $i load $(cut -d' ' -f1 /proc/loadavg): +10% exit $rc2: $pw"
done
