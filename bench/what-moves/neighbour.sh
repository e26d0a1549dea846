#!/usr/bin/env bash
# Issue 41 item 4: does the other vCPU's activity set a body's slow level? One fork of 5 s pinned to
# cpu 1, with cpu 0 idle or running a CPU-bound shell loop, alternating, each fork appended to
# OUT_DIR/n-idle.jsonl or n-busy.jsonl (CorpusSide's fork log: blocks and changepoints).
# Usage: bench/what-moves/neighbour.sh OUT_DIR [WORKLOAD...]   (jars as forks-with-jfr.sh)
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
out="${1:?usage: $0 OUT_DIR [WORKLOAD...]}"; shift
[ $# -gt 0 ] || set -- hashmap-get regex-match treemap-floorentry
mkdir -p "$out"
cp="$root/bench/jmh-side-by-side/target/side-by-side.jar:$root/target/nanometer-cli.jar"
opts=(-XX:+UnlockExperimentalVMOptions -XX:CompileCommand=quiet -XX:CompileCommand=blackhole,io.github.nanometer.Blackhole::sink
  -Xms1g -Xmx1g -XX:+AlwaysPreTouch)
for rep in 1 2; do
  for w in "$@"; do
    for cond in idle busy; do
      bp=""
      if [ $cond = busy ]; then taskset -c 0 bash -c 'while :; do :; done' & bp=$!; fi
      java "${opts[@]}" -Dcorpus.forkLog="$out/n-$cond.jsonl" "-Dcorpus.pinning=cpu 1" -Dnanometer.cacheDir="$(mktemp -d)" \
        -cp "$cp" io.github.nanometer.sidebyside.CorpusSide jmh "$w" --budget 5000 --forks 1 > /dev/null 2>> "$out/neighbour.log"
      [ -z "$bp" ] || kill "$bp"
    done
  done
done
