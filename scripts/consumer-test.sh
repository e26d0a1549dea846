#!/usr/bin/env bash
# The "add one dependency and go" promise, tested: installs io.github.nanometer:nanometer into the
# local Maven repository, builds core/src/it/consumer (which pins its own, older JNA) with plain Maven,
# runs its main on the resolved class path, and checks the output. About 30 s after a build.
# Usage: scripts/consumer-test.sh [extra mvn flags, e.g. -o]
set -euo pipefail
cd "$(dirname "$0")/.."
mvn_flags=(-B -q "$@")
version=$(sed -n 's|^  <version>\(.*\)</version>|\1|p' pom.xml | head -n 1)
consumer=core/src/it/consumer
jna_pinned=$(sed -n 's|.*<consumer.jna.version>\(.*\)</consumer.jna.version>.*|\1|p' "$consumer/pom.xml")

echo "== install io.github.nanometer:nanometer:$version and its parent POM (library jar, no tests)"
mvn "${mvn_flags[@]}" install -DskipTests -Dmaven.javadoc.skip -Dmaven.source.skip

jar=core/target/nanometer.jar
if unzip -l "$jar" | grep -q 'com/sun/jna/'; then
  echo "FAIL: $jar carries JNA classes; the library jar must declare JNA, not bundle it" >&2; exit 1
fi

echo "== build the consumer (JNA $jna_pinned pinned) against it"
(cd "$consumer" && mvn "${mvn_flags[@]}" -Dnanometer.version="$version" package \
  dependency:build-classpath -Dmdep.outputFile=target/classpath.txt)

echo "== run the consumer"
out=$(java -cp "$consumer/target/classes:$(cat "$consumer/target/classpath.txt")" com.example.consumer.ConsumerMain)
echo "$out"
fail() { echo "FAIL: $1" >&2; exit 1; }
grep -Eq '^nanometer result: consumer sum [0-9]+\.[0-9]+ ns, [1-9][0-9]* samples$' <<<"$out" || fail "no result line"
grep -qx "jna version: $jna_pinned" <<<"$out" || fail "JNA is not the consumer's pinned $jna_pinned"
grep -q "^jna jar: .*/jna-$jna_pinned\.jar$" <<<"$out" || fail "JNA did not load from jna-$jna_pinned.jar"
grep -q "^nanometer jar: .*/nanometer-$version\.jar$" <<<"$out" || fail "nanometer did not load from the library jar"
[ "$(tr ':' '\n' < "$consumer/target/classpath.txt" | grep -c '/jna-[0-9]')" -eq 1 ] || fail "more than one JNA jar on the class path"
echo "consumer test passed"
