#!/usr/bin/env bash
# The everyday-Java corpus (Corpus.java) measured by JMH and by nanometer, interleaved in fresh JVMs.
#
# Usage: bench/jmh-side-by-side/run-corpus.sh [-n ROUNDS] [-w WORKLOADS] [-s SIDES] [-b BUDGET_MS]
#                                             [-o RAW.tsv] [-S] [-k]
#   ROUNDS     rounds (default 8); each round runs every (workload, side) once, in a random order,
#              each in a fresh JVM
#   WORKLOADS  comma list of corpus names (default all 35; CorpusSide list prints them)
#   SIDES      comma list (default jmh,default):
#                jmh                       JMH short: 1 fork, 3 x 1 s warm-up, 5 x 1 s measurement,
#                                          avgt, the batch of 1024 replayed (JMH_ARGS overrides the
#                                          fork/iteration flags, e.g. for a smoke run)
#                jmh-long                  JMH long, issue 41's accuracy reference: 5 forks x (5 x 1 s
#                                          warm-up + 5 x 2 s measurement), its 99.9% error over all
#                                          25 iterations (JMH_ARGS does not change it)
#                jmh-heap                  the same as jmh, its fork given nanometer's heap flags (below):
#                                          JMH's answer once the heap's start-up growth is out of it
#                default|fresh|replayed|user-managed|user-state   nanometer, the workload alone in its
#                                          JVM, in that regime (default: withInputs' own; fresh and
#                                          replayed need Options.regime; user-managed is JMH's exact
#                                          shape as a capturing lambda; user-state is JMH's state
#                                          object through withSetup, passed to each call)
#                nm-jmh                    JMH's own class (CorpusJmh) run by nanometer jmh's engine
#                                          (JmhRunner: its default adaptive forks, 3 to 10 child JVMs,
#                                          the answer over forks), the batch replayed as JMH replays
#                                          it (issue 23's comparison; -b 500 for the CLI's budget)
#                nm-jmh1                   the same with --forks 1: one child JVM, its own interval
#                nm-jmh-bN                 nm-jmh with a budget of N ms per fork whatever -b says (the
#                                          budget-independence test: -s nm-jmh,nm-jmh-b2500 -b 500)
#                nm-jmh-nocds              nm-jmh with -Dnanometer.classArchive=false: children start
#                                          without the class-data archive (issue 41's fork correlation)
#                last-R                    nanometer, every corpus workload in one Nanometer with
#                                          this one last, regime R (default, fresh or replayed):
#                                          the order test, one JVM of ~27 benchmarks per row
#                shuffled-R                nanometer, every corpus workload in one Nanometer in a
#                                          random order, once per round; a row per listed workload
#                evals-xF                  nanometer alone, evaluations per sample forced to F x the
#                                          tuned value (F = 1 is the baseline of the others; e.g.
#                                          evals-x1,evals-x0.25,evals-x4: the tuning test)
#   BUDGET_MS  nanometer's budget (default: nanometer's own, 1 s)
#   RAW.tsv    raw rows: side, workload, round, ns, wall s, key=value facts (default a new file
#              under /tmp); the JVMs' stderr goes to RAW.tsv.log
#   -S         one tuning cache for the whole invocation (what a user re-running gets); default:
#              a new empty cache per JVM, so every nanometer JVM tunes
#   -k         skip the Maven builds (the jars must exist)
# Pausing: while the file RAW.tsv.pause exists, the script waits before starting its next JVM (the
# running one finishes), so a build or test can run beside a long measurement without landing in its
# rows; `touch RAW.tsv.pause`, wait for "paused" in RAW.tsv.log, work, then remove the file.
# Environment: JMH_ARGS (JMH's fork/iteration flags), NM_JAVA_OPTS (more flags for nanometer's JVMs;
# -Dcorpus.compilations=N and -Dcorpus.pinning=none|auto|CPU set that engine option for the API sides;
# -Dcorpus.forkLog=FILE appends every fork of the nm-jmh sides to FILE as a JSON line, blocks and
# changepoints included, for fork_rules.py),
# NM_NO_THP=1 (no -XX:+UseTransparentHugePages for nanometer's JVMs), NM_GROWING_HEAP=1 (no fixed,
# pre-touched heap for nanometer's JVMs: by default they get -Xms1g -Xmx1g -XX:+AlwaysPreTouch, the
# heap engine.ChildJvm gives every JVM nanometer starts and the README gives a benchmark main).
# Needs java, awk and coreutils; prints the raw file's summary (summarize.py) when python3 is
# there (a machine with a JRE only, e.g. a jlink image, keeps the raw file: summarize it elsewhere).
# Exit status: 0 all JVMs ran; 4 some JVM failed
# (its row has ns=nan and rc=...; the others are summarized); 2 bad arguments; 3 the sides hold
# nothing to compare (summarize.py's status; the raw file is kept).
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
root="$(cd "$here/../.." && pwd)"
usage="usage: $0 [-n ROUNDS] [-w WORKLOADS] [-s SIDES] [-b BUDGET_MS] [-o RAW.tsv] [-S] [-k]"
runs=8
workloads=""
sides="jmh,default"
budget=""
raw=""
shared_cache=0
build=1
while getopts "n:w:s:b:o:Sk" opt; do
  case "$opt" in
    n) runs="$OPTARG" ;;
    w) workloads="$OPTARG" ;;
    s) sides="$OPTARG" ;;
    b) budget="$OPTARG" ;;
    o) raw="$OPTARG" ;;
    S) shared_cache=1 ;;
    k) build=0 ;;
    *) echo "$usage" >&2; exit 2 ;;
  esac
done
[[ "$runs" =~ ^[1-9][0-9]*$ ]] || { echo "run-corpus.sh: -n must be a positive integer, got '$runs'" >&2; exit 2; }
[ -z "$budget" ] || [[ "$budget" =~ ^[1-9][0-9]*$ ]] \
  || { echo "run-corpus.sh: -b must be a positive integer (ms), got '$budget'" >&2; exit 2; }
IFS=, read -r -a side_list <<< "$sides"
for s in "${side_list[@]}"; do
  [[ "$s" =~ ^(jmh|jmh-long|jmh-heap|nm-jmh|nm-jmh1|nm-jmh-b[1-9][0-9]*|nm-jmh-nocds|default|fresh|replayed|user-managed|user-state|(last|shuffled)-(default|fresh|replayed)|evals-x[0-9]*\.?[0-9]+)$ ]] \
    || { echo "run-corpus.sh: unknown side '$s'; valid: jmh, jmh-long, jmh-heap, nm-jmh, nm-jmh1, nm-jmh-bN, nm-jmh-nocds, default, fresh, replayed, user-managed, user-state, last-R, shuffled-R (R: default, fresh, replayed), evals-xF" >&2; exit 2; }
done

if [ "$build" = 1 ]; then
  mvn_offline="-o"
  [ "${SIDE_BY_SIDE_ONLINE:-0}" = 1 ] && mvn_offline=""
  (cd "$root" && mvn -B -q -Dstyle.color=never $mvn_offline -DskipTests package) >&2
  (cd "$here" && mvn -B -q -Dstyle.color=never $mvn_offline clean package) >&2  # clean: the nanometer jar is a system-scoped dependency, whose changes Maven does not see
fi
jar="$here/target/side-by-side.jar"
cp="$jar:$root/target/nanometer-cli.jar"
for f in "$jar" "$root/target/nanometer-cli.jar"; do
  [ -f "$f" ] || { echo "run-corpus.sh: $f is missing (build it, or drop -k)" >&2; exit 2; }
done
nm_opts=(-XX:+UnlockExperimentalVMOptions -XX:CompileCommand=quiet
  -XX:CompileCommand=blackhole,io.github.nanometer.Blackhole::sink)
# The flags README recommends for a benchmark main: huge pages where THP is madvise (page faults of a
# growing heap otherwise land in an allocating body's samples). NM_NO_THP=1 leaves them out.
thp_opt=""
if [ "${NM_NO_THP:-0}" != 1 ] && grep -q '\[madvise\]' /sys/kernel/mm/transparent_hugepage/enabled 2>/dev/null; then
  thp_opt=-XX:+UseTransparentHugePages
  nm_opts+=("$thp_opt")
fi
heap_opts=(-Xms1g -Xmx1g -XX:+AlwaysPreTouch)
[ "${NM_GROWING_HEAP:-0}" = 1 ] || nm_opts+=("${heap_opts[@]}")
# NM_JAVA_OPTS: more flags for every nanometer JVM (e.g. NM_JAVA_OPTS=-Xmn256m, a fixed young generation;
# JMH_ARGS='... -jvmArgsPrepend -Xmn256m' gives JMH's fork the same; -jvmArgsAppend would replace
# CorpusJmh's own blackhole flags).
# shellcheck disable=SC2206
[ -z "${NM_JAVA_OPTS:-}" ] || nm_opts+=(${NM_JAVA_OPTS})
jmh_args="${JMH_ARGS:--f 1 -wi 3 -w 1s -i 5 -r 1s}"
all_names="$(java -cp "$cp" io.github.nanometer.sidebyside.CorpusSide list | cut -f1 | paste -sd, -)"
[ -n "$workloads" ] || workloads="$all_names"
IFS=, read -r -a list <<< "$workloads"
for w in "${list[@]}"; do
  [[ ",$all_names," == *",$w,"* ]] || { echo "run-corpus.sh: unknown workload '$w'; valid: $all_names" >&2; exit 2; }
done
for s in "${side_list[@]}"; do # a regime this nanometer build cannot set fails every JVM: say so once, now
  case "$s" in jmh | jmh-long | jmh-heap | nm-jmh | nm-jmh1 | nm-jmh-b* | nm-jmh-nocds | evals-x*) continue ;; last-* | shuffled-*) s="${s#*-}" ;; esac
  java -cp "$cp" io.github.nanometer.sidebyside.CorpusSide supports "$s" > /dev/null || exit 2
done
[ -n "$raw" ] || raw="$(mktemp /tmp/corpus.XXXXXX.tsv)"
log="$raw.log"
work="$(mktemp -d /tmp/corpus-work.XXXXXX)"
trap 'rm -rf "$work"' EXIT
failures=0

now() { date +%s.%N; }
elapsed() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.3f", b - a }'; } # seconds from $1 to $2
load() { cut -d' ' -f1 /proc/loadavg; }
cache_dir() { # a fresh cache per JVM unless -S
  if [ "$shared_cache" = 1 ]; then echo "$work/cache"; else mktemp -d "$work/cache.XXXXXX"; fi
}
row() { # side workload round ns wall facts...
  local IFS=$'\t'
  echo "$*" >> "$raw"
}

run_jmh() { # side workload round
  local side="$1" t0 rc=0 l csv="$work/jmh.csv" wall score="" err="" fork=() args="$jmh_args"
  shift
  # jmh-heap: the fork gets nanometer's heap and page flags, before CorpusJmh's own (Append would replace them)
  [ "$side" != jmh-heap ] || fork=(-jvmArgsPrepend "${heap_opts[*]}${thp_opt:+ $thp_opt}")
  [ "$side" != jmh-long ] || args="-f 5 -wi 5 -w 1s -i 5 -r 2s"
  l=$(load); t0=$(now)
  # shellcheck disable=SC2086
  # -Djava.io.tmpdir: JMH holds one lock file in the temp dir per machine (/tmp/jmh.lock), which
  # would refuse every JMH run but one when lanes run in parallel (run-lanes.sh); the work dir is this
  # invocation's own
  java -Djava.io.tmpdir="$work" -cp "$cp" org.openjdk.jmh.Main 'CorpusJmh.run$' -p "workload=$1" $args ${fork[@]+"${fork[@]}"} -bm avgt -tu ns \
    -rf csv -rff "$csv" < /dev/null >> "$log" 2>&1 || rc=$?
  wall=$(elapsed "$t0" "$(now)")
  if [ "$rc" = 0 ]; then # JMH's CSV: "Benchmark","Mode","Threads","Samples","Score","Score Error (99.9%)",...
    read -r score err < <(awk -F, 'NR == 2 { gsub(/"/, ""); print $5 + 0, $6 }' "$csv" 2>>"$log") || rc=5
  fi
  if [ "$rc" = 0 ] && [ -n "$score" ]; then
    row "$side" "$1" "$2" "$score" "$wall" "error=$err" "load=$l"
  else
    failures=$((failures + 1)); row "$side" "$1" "$2" nan "$wall" "rc=$rc" "load=$l"
  fi
  rm -f "$csv"
}

run_nm() { # side workload round: CorpusSide MODE TARGET ARGS...; prints the lines it measured
  local side="$1" w="$2" r="$3" mode="one" target="$2" regime extra=() t0 rc=0 out l side_budget="$budget" props=()
  case "$side" in
    last-*) mode=last; regime="${side#last-}" ;;
    evals-x*) regime=default; extra=(--evals-scale "${side#evals-x}") ;;
    nm-jmh) mode=jmh; regime=default ;;
    nm-jmh1) mode=jmh; regime=default; extra=(--forks 1) ;;
    nm-jmh-b*) mode=jmh; regime=default; side_budget="${side#nm-jmh-b}" ;;
    nm-jmh-nocds) mode=jmh; regime=default; props=(-Dnanometer.classArchive=false) ;;
    *) regime="$side" ;;
  esac
  [ -z "$side_budget" ] || extra+=(--budget "$side_budget")
  l=$(load); t0=$(now)
  out="$(java "${nm_opts[@]}" ${props[@]+"${props[@]}"} -Dnanometer.cacheDir="$(cache_dir)" -cp "$cp" io.github.nanometer.sidebyside.CorpusSide \
    "$mode" "$target" --regime "$regime" "${extra[@]}" < /dev/null 2>>"$log")" || rc=$?
  local wall; wall=$(elapsed "$t0" "$(now)")
  if [ "$rc" = 0 ] && [ -n "$out" ]; then
    printf '%s\t%s\t%s\t%s\t%s\t%s\tload=%s\n' "$side" "$w" "$r" "$(cut -f2 <<< "$out")" "$wall" \
      "$(cut -f3- <<< "$out")" "$l" >> "$raw"
  else
    failures=$((failures + 1)); row "$side" "$w" "$r" nan "$wall" "rc=$rc" "load=$l"
  fi
}

run_shuffled() { # side round: one JVM, every corpus workload in a random order; rows for the listed ones
  local side="$1" r="$2" regime="${1#shuffled-}" extra=() t0 rc=0 out l w
  [ -z "$budget" ] || extra+=(--budget "$budget")
  l=$(load); t0=$(now)
  out="$(java "${nm_opts[@]}" -Dnanometer.cacheDir="$(cache_dir)" -cp "$cp" io.github.nanometer.sidebyside.CorpusSide \
    shuffled "$RANDOM$RANDOM" --regime "$regime" "${extra[@]}" < /dev/null 2>>"$log")" || rc=$?
  local wall; wall=$(elapsed "$t0" "$(now)")
  for w in "${list[@]}"; do
    local line; line="$(awk -F'\t' -v w="$w" '$1 == w' <<< "$out")"
    if [ "$rc" = 0 ] && [ -n "$line" ]; then
      printf '%s\t%s\t%s\t%s\t%s\t%s\tload=%s\n' "$side" "$w" "$r" "$(cut -f2 <<< "$line")" "$wall" \
        "$(cut -f3- <<< "$line")" "$l" >> "$raw"
    else
      failures=$((failures + 1)); row "$side" "$w" "$r" nan "$wall" "rc=$rc" "load=$l"
    fi
  done
}

echo "# corpus side-by-side: $runs rounds, sides $sides, workloads $workloads, nanometer budget" \
  "${budget:+$budget ms}$([[ -n "$budget" ]] || echo default), JMH '$jmh_args', $(date -u +%FT%TZ), load at start $(cut -d' ' -f1-3 /proc/loadavg);" \
  "raw rows: $raw (JVM output: $log)" | tee -a "$raw" | sed 's/^# //' >&2
for ((r = 1; r <= runs; r++)); do
  tasks=()
  for s in "${side_list[@]}"; do
    if [[ "$s" == shuffled-* ]]; then tasks+=("$s -"); else for w in "${list[@]}"; do tasks+=("$s $w"); done; fi
  done
  while read -r s w; do
    if [ -e "$raw.pause" ]; then
      echo "# paused before round $r: $s $w ($(date -u +%TZ))" >> "$log"
      while [ -e "$raw.pause" ]; do sleep 2; done
      echo "# resumed ($(date -u +%TZ), load $(load))" >> "$log"
    fi
    echo "# round $r: $s $w (load $(load))" >> "$log"
    case "$s" in
      jmh | jmh-long | jmh-heap) run_jmh "$s" "$w" "$r" ;;
      shuffled-*) run_shuffled "$s" "$r" ;;
      *) run_nm "$s" "$w" "$r" ;;
    esac
  done < <(printf '%s\n' "${tasks[@]}" | shuf)
  echo "round $r of $runs done, load $(load)" >&2
done
echo "# load at end: $(cut -d' ' -f1-3 /proc/loadavg)" >> "$raw"
if command -v python3 > /dev/null; then
  # JMH's reference: jmh, or jmh-heap when only that JMH side ran (else nothing would be compared)
  jmh_ref=jmh
  [[ ",$sides," != *",jmh,"* && ",$sides," == *",jmh-heap,"* ]] && jmh_ref=jmh-heap
  python3 "$here/summarize.py" "$raw" --jmh "$jmh_ref"
else
  echo "run-corpus.sh: no python3 here: summarize $raw with summarize.py elsewhere" >&2
fi
if [ "$failures" -gt 0 ]; then
  echo "run-corpus.sh: $failures JVM(s) failed; see $log" >&2
  exit 4
fi
