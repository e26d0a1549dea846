#!/usr/bin/env bash
# Checks the ./nanometer launcher's JVM flags (run by .ci/run after the build): `suite` gets the fixed,
# pre-touched heap unless NANOMETER_JAVA_OPTS sizes the heap or chooses pre-touching; other commands
# never do. Exit 0 when every case holds, 1 naming the first that does not.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
mem_kib=$(awk '/^MemTotal:/ {print $2}' /proc/meminfo)
# The launcher's exec line is what is checked, as bash -x traces it; the java it execs is a stub that
# exits at once (JAVA_HOME below), so no case starts a JVM (7 JVMs took 10-12 s of CI).
stub=$(mktemp -d)
trap 'rm -rf "$stub"' EXIT
mkdir -p "$stub/bin"
printf '#!/bin/sh\nexit 0\n' > "$stub/bin/java"
chmod +x "$stub/bin/java"
flags() { # NANOMETER_JAVA_OPTS ARGS...: the launcher's java command line, as traced
  local opts="$1"; shift
  JAVA_HOME="$stub" NANOMETER_JAVA_OPTS="$opts" bash -x "$root/nanometer" "$@" 2>&1 >/dev/null \
    | grep -E "^\+ exec " | tail -n 1
}
expect() { # description, pattern, want (yes|no), NANOMETER_JAVA_OPTS, ARGS...
  local what="$1" pattern="$2" want="$3" opts="$4" line; shift 4
  line="$(flags "$opts" "$@")"
  if [[ "$line" =~ $pattern ]]; then got=yes; else got=no; fi
  if [ "$got" != "$want" ]; then
    echo "launcher-check: $what: expected '$pattern' $([ "$want" = yes ] && echo present || echo absent) in: $line" >&2
    exit 1
  fi
}
if [ "$mem_kib" -ge $((4 * 1024 * 1024)) ]; then
  expect "suite, default" " -Xms1g -Xmx1g -XX:\+AlwaysPreTouch " yes "" suite --list
else
  expect "suite on a host under 4 GiB" "AlwaysPreTouch" no "" suite --list
fi
expect "suite, -Xmx64m given" "-Xms1g" no "-Xmx64m" suite --list
expect "suite, MaxHeapSize given" "-Xms1g" no "-XX:MaxHeapSize=512m" suite --list
expect "suite, pre-touch turned off" "-Xms1g" no "-XX:-AlwaysPreTouch" suite --list
expect "suite, unrelated flags" "-Xms1g" "$([ "$mem_kib" -ge $((4 * 1024 * 1024)) ] && echo yes || echo no)" "-Xss2m" suite --list
expect "other commands" "AlwaysPreTouch" no "" --help
echo "launcher-check: the launcher's heap flags are as documented"
