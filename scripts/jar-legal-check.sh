#!/usr/bin/env bash
# Checks that jars carry the repository's LICENSE and NOTICE as META-INF/LICENSE and META-INF/NOTICE,
# byte for byte. Run in the verify phase of every module (the parent POM's jar-legal-check, over the
# module's target/); by hand: scripts/jar-legal-check.sh */target target/nanometer-cli.jar
# Usage: scripts/jar-legal-check.sh JAR_OR_DIRECTORY... (a directory: every *.jar directly in it)
# Exit 0 when every jar carries both; 1 naming each jar and file that does not, or when no jar was
# found; 2 for a missing argument or tool.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
command -v unzip >/dev/null 2>&1 || { echo "jar-legal-check: unzip is needed (apt-get install unzip)" >&2; exit 2; }
[ $# -gt 0 ] || { echo "usage: $0 JAR_OR_DIRECTORY..." >&2; exit 2; }

jars=()
for arg in "$@"; do
  if [ -d "$arg" ]; then
    for jar in "$arg"/*.jar; do [ -f "$jar" ] && jars+=("$jar"); done
  elif [ -f "$arg" ]; then
    jars+=("$arg")
  else
    echo "jar-legal-check: no such jar or directory: $arg" >&2; exit 2
  fi
done
[ ${#jars[@]} -gt 0 ] || { echo "jar-legal-check: no jar in $*" >&2; exit 1; }

failed=0
for jar in "${jars[@]}"; do
  for name in LICENSE NOTICE; do
    if ! unzip -p "$jar" "META-INF/$name" 2>/dev/null | cmp -s - "$root/$name"; then
      echo "jar-legal-check: $jar: META-INF/$name is missing or is not $name of the repository root" >&2
      failed=1
    fi
  done
done
if [ "$failed" -eq 0 ]; then
  echo "jar-legal-check: LICENSE and NOTICE in ${#jars[@]} jar(s)"
else
  echo "jar-legal-check: (a jar an earlier build left behind, such as core/target/nanometer-tests.jar, goes with mvn clean)" >&2
fi
exit "$failed"
