#!/usr/bin/env bash
# This repository's own history, measured: builds every K-th of the last N first-parent commits of a
# branch in one scratch worktree, runs three short measurements on each (reference --set inputs,
# reference lcg chains, a suite subset), and records them with *this* checkout's nanometer history
# into one SQLite file, oldest first. Resumable: a commit whose line is in WORK/done is skipped, so
# run it again after an interruption. Afterwards: history changes and history show --html.
#
# usage: bench/real-history/run.sh [--commits N] [--every K] [--branch NAME] [--work DIR] [--machine L]
#   --commits N   how many commits to measure (default 30)
#   --every K     take every K-th first-parent commit, newest first (default 5)
#   --branch NAME the branch whose first-parent order is walked (default main)
#   --work DIR    scratch: the worktree, the documents, the logs, history.db (default /tmp/nanometer-real-history)
#   --machine L   the machine label every run is recorded under (default: the host name); older
#                 documents (nanometer-suite version 3) do not state the memory a series keys on
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
commits=30 every=5 branch=main work=/tmp/nanometer-real-history machine="$(hostname -s)"
while [ $# -gt 0 ]; do
  case "$1" in
    --commits) commits="$2"; shift 2 ;;
    --every) every="$2"; shift 2 ;;
    --branch) branch="$2"; shift 2 ;;
    --work) work="$2"; shift 2 ;;
    --machine) machine="$2"; shift 2 ;;
    -h|--help) sed -n '2,14p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    *) echo "real-history: unknown argument '$1' (accepted: --commits N, --every K, --branch NAME, --work DIR, --machine LABEL)" >&2; exit 2 ;;
  esac
done
[[ "$commits" =~ ^[1-9][0-9]*$ ]] || { echo "real-history: --commits must be 1 or more, got '$commits'" >&2; exit 2; }
[[ "$every" =~ ^[1-9][0-9]*$ ]] || { echo "real-history: --every must be 1 or more, got '$every'" >&2; exit 2; }

mkdir -p "$work/docs" "$work/logs"
touch "$work/done"
db="$work/history.db"
# the recorder: this checkout's jar (built when stale), copied so that rebuilding it meanwhile changes nothing
if [ ! -f "$work/recorder.jar" ]; then
  "$here/nanometer" --help >/dev/null
  cp "$here/target/nanometer-cli.jar" "$work/recorder.jar"
fi
recorder=(java -jar "$work/recorder.jar" history)

mapfile -t picked < <(git -C "$here" rev-list --first-parent "$branch" | awk -v k="$every" '(NR - 1) % k == 0' | head -n "$commits" | tac)
echo "real-history: ${#picked[@]} commits of $branch (every $every-th), oldest $(git -C "$here" log -1 --format=%h "${picked[0]}")" >&2

wt="$work/wt"
if [ ! -d "$wt" ]; then
  git -C "$here" worktree add --detach "$wt" "${picked[0]}" >/dev/null
fi

# measure FILE ARGS...: ./nanometer ARGS in the worktree, its standard output to FILE when it exits 0
measure() {
  local file="$1"; shift
  if (cd "$wt" && ./nanometer "$@") >"$file.part" 2>>"$log"; then mv "$file.part" "$file"; else rm -f "$file.part"; fi
}

i=0
for sha in "${picked[@]}"; do
  i=$((i + 1))
  if grep -qx "$sha" "$work/done"; then continue; fi
  short=$(git -C "$here" log -1 --format=%h "$sha")
  out="$work/docs/$sha"; log="$work/logs/$short.log"
  mkdir -p "$out"
  start=$(date +%s)
  echo "real-history: [$i/${#picked[@]}] $short $(git -C "$here" log -1 --format=%s "$sha" | cut -c1-70)" >&2
  git -C "$wt" checkout -q --detach -f "$sha"
  git -C "$wt" clean -q -fdx
  if ! (cd "$wt" && mvn -B -o -q -DskipTests -Dmaven.javadoc.skip -Dmaven.source.skip package) >"$log" 2>&1; then
    echo "real-history: $short does not build (log: $log); skipped" >&2
    echo "$sha" >>"$work/done"; continue
  fi
  built=$(date +%s)
  # JSON documents on standard output (older commits have no --out), kept only when the command succeeded
  measure "$out/inputs.json" reference --set inputs --forks 5 --budget 300ms --format json
  measure "$out/lcg.json" reference --filter lcg --mode throughput --steps 1000 --forks 5 --budget 300ms --format json
  measure "$out/suite.json" suite --distribution A --impl libc,java --function memcpy --estimator minimum --format json
  mapfile -t files < <(find "$out" -name '*.json' -size +0 | sort)
  if [ ${#files[@]} -gt 0 ]; then
    "${recorder[@]}" record --db "$db" --repo "$here" --commit "$sha" --branch "$branch" --reason push --machine "$machine" "${files[@]}" >>"$log" 2>&1 \
      || echo "real-history: recording $short failed (log: $log)" >&2
  fi
  echo "$sha" >>"$work/done"
  echo "real-history: $short built in $((built - start)) s, measured in $(($(date +%s) - built)) s, ${#files[@]} documents" >&2
done
git -C "$here" worktree remove --force "$wt" 2>/dev/null || true
echo "real-history: done; see: java -jar target/nanometer-cli.jar history changes --db $db; history show --db $db --html page.html" >&2
