#!/usr/bin/env bash
# Behaviour unchanged across a commit range, measured (issue 43's target): `nanometer reference` from
# two CLI jars in N interleaved rounds, the order of the two in each round by a coin flip, every
# invocation's JMH-format document kept; summarize.py then gives each row's mean over the rounds with
# its 95% t interval, per jar, and whether each mean lies inside the other's interval.
# Usage: bench/reference-ab/run.sh OLD.jar NEW.jar N OUT_DIR [reference options...]
#   e.g. bench/reference-ab/run.sh /tmp/old/target/nanometer-cli.jar target/nanometer-cli.jar 5 /tmp/ab --steps 100,1000
set -euo pipefail
[ $# -ge 4 ] || { echo "usage: $0 OLD.jar NEW.jar N OUT_DIR [reference options...]" >&2; exit 2; }
old=$1 new=$2 rounds=$3 out=$4
shift 4
opts=("$@")
[[ "$rounds" =~ ^[1-9][0-9]*$ ]] || { echo "N must be a whole number >= 1, got '$rounds'" >&2; exit 2; }
for j in "$old" "$new"; do [ -f "$j" ] || { echo "no such jar: $j" >&2; exit 2; }; done
mkdir -p "$out"
run() {  # $1 side (old or new), $2 jar, $3 round
  java -XX:+UnlockExperimentalVMOptions -XX:CompileCommand=quiet \
    -XX:CompileCommand=blackhole,io.github.nanometer.Blackhole::sink -Dnanometer.quiet=true \
    -jar "$2" reference "${opts[@]}" --format jmh --no-cache >"$out/$1-$3.json.tmp" 2>"$out/$1-$3.err"
  mv "$out/$1-$3.json.tmp" "$out/$1-$3.json"
}
for ((i = 1; i <= rounds; i++)); do
  if (( RANDOM % 2 )); then order="old new"; else order="new old"; fi
  for side in $order; do
    jar=$old
    [ "$side" = new ] && jar=$new
    echo "round $i/$rounds: $side ($(date -u +%H:%M:%S), load $(cut -d' ' -f1 /proc/loadavg))" >&2
    run "$side" "$jar" "$i"
  done
done
python3 "$(dirname "$0")/summarize.py" "$out"
