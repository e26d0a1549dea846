#!/usr/bin/env bash
# Reruns the table of issue 15: paired-check with no neighbour and with a CPU-bound neighbour
# (a taskset-pinned `sh` loop, started and killed by `paired-check --background`) on another core,
# on the measuring core forced with --cpu, and on the core automatic pinning would take.
# Prints one Markdown row per configuration, with the load average before it and the wall time.
# Usage: scripts/paired-background.sh [RUNS] [BUDGET]      (default 20 runs, 1s per comparison)
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
runs="${1:-20}"
budget="${2:-1s}"

row() {
  local label="$1"; shift
  local load start out fa floor known placed
  load="$(cut -d' ' -f1 /proc/loadavg)"
  start="$(date +%s)"
  out="$("$here/nanometer" paired-check --runs "$runs" --budget "$budget" "$@" 2>/dev/null)"
  fa="$(sed -n 's/^A\/A false alarms: *\([0-9]* of [0-9]*\).*/\1/p' <<<"$out")"
  floor="$(sed -n 's/^A\/A noise floor: *+-\([0-9.]*%\).*/\1/p' <<<"$out")"
  known="$(sed -n 's/.*sign right: \([0-9]*\) of [0-9]*; significant: \([0-9]*\) of \([0-9]*\).*/\1 \/ \2 of \3/p' <<<"$out")"
  placed="$(sed -n 's/^measuring thread: *pinned to cpu \([0-9]*\).*/cpu \1/p' <<<"$out")"
  printf '| %s | `%s` | %s | %s | +-%s | %s | %s | %ss |\n' "$label" "$*" "${placed:-not pinned}" "$fa" "$floor" \
    "$known" "$load" "$(( $(date +%s) - start ))"
}

echo "| background | flags | measuring cpu | A/A false alarms | noise floor | 1%: sign right / significant | load before | wall |"
echo "|---|---|---|---|---|---|---|---|"
row "none" --cpu auto --background none
row "none" --cpu 0 --background none
row "CPU-bound loop on another core" --cpu auto --background other-core
row "CPU-bound loop on the measuring core (forced)" --cpu 1 --background same-core
row "CPU-bound loop on cpu 1 (auto's idle choice)" --cpu auto --background same-core
