#!/usr/bin/env bash
# The "add one dependency and go" promise, tested: installs io.github.nanometer:nanometer into the
# local Maven repository, builds core/src/it/consumer (which pins its own, older JNA) with plain Maven,
# runs its main on the resolved class path, and checks the output; then builds docs/junit.md's
# consumer project verbatim (core/src/it/junit-consumer: JUnit 5, surefire 3.x), asserts how many
# of its tests ran, and runs the README's main through its exec plugin. About 90 s after a build.
# Usage: scripts/consumer-test.sh [--prebuilt] [extra mvn flags, e.g. -o]
#   --prebuilt: the modules were just built and tested (CI's mvn -B verify): install their jars
#   without compiling them again (about 5 s instead of 20)
set -euo pipefail
cd "$(dirname "$0")/.."
install_flags=()
if [ "${1:-}" = --prebuilt ]; then
  shift
  [ -f core/target/classes/io/github/nanometer/Nanometer.class ] && [ -d junit/target/classes/io/github/nanometer/junit ] \
    || { echo "consumer-test: --prebuilt, but core/ and junit/ have no compiled classes; build first (mvn -B verify)" >&2; exit 2; }
  install_flags=(-Dmaven.main.skip=true -Dmaven.test.skip=true -Dnanometer.keepNative=true)
fi
mvn_flags=(-B -q "$@")
version=$(sed -n 's|^  <version>\(.*\)</version>|\1|p' pom.xml | head -n 1)
consumer=core/src/it/consumer
jna_pinned=$(sed -n 's|.*<consumer.jna.version>\(.*\)</consumer.jna.version>.*|\1|p' "$consumer/pom.xml")

echo "== install io.github.nanometer:nanometer:$version, nanometer-junit and the modules they need (no tests)"
mvn "${mvn_flags[@]}" install -DskipTests -Dmaven.javadoc.skip -Dmaven.source.skip ${install_flags[@]+"${install_flags[@]}"} \
  -pl core,junit -am

jar=core/target/nanometer.jar
if unzip -l "$jar" | grep -q 'com/sun/jna/'; then
  echo "FAIL: $jar carries JNA classes; the library jar must declare JNA, not bundle it" >&2; exit 1
fi
# the library alone: the tools are modules of their own (docs/ARCHITECTURE.md, "Modules")
tools=$(unzip -Z1 "$jar" | grep -E '^io/github/nanometer/(cli|jmh|junit|html|judge|comparison|analysis|toolstats|reference|profile)/.*\.class$' | head -n 3 || true)
[ -z "$tools" ] || { echo "FAIL: $jar carries classes of tool modules: $tools" >&2; exit 1; }

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
# the library's dependency tree, all of it: JNA and commons-math3 (the tools' dependencies stay theirs)
deps=$(tr ':' '\n' < "$consumer/target/classpath.txt" | sed 's|.*/||; s|-[0-9][^/]*\.jar$||' | grep -v '^nanometer$' | sort | tr '\n' ' ')
[ "$deps" = "commons-math3 jna " ] || fail "the library brings '$deps', expected exactly 'commons-math3 jna'"

echo "== the documented consumer project (docs/junit.md's pom.xml): mvn test, then mvn exec:exec"
# the project is the documented pom.xml and the two compiled examples the docs print (README's main,
# docs/junit.md's test), copied without their package line into a scratch directory
junit_consumer=$(mktemp -d)
trap 'rm -rf "$junit_consumer"' EXIT
examples=core/src/test/java/io/github/nanometer/examples
mkdir -p "$junit_consumer/src/main/java" "$junit_consumer/src/test/java"
cp core/src/it/junit-consumer/pom.xml "$junit_consumer/"
sed '/^package io.github.nanometer.examples;$/d' "$examples/ReadmeExample.java" > "$junit_consumer/src/main/java/ReadmeExample.java"
sed '/^package io.github.nanometer.examples;$/d' junit/src/test/java/io/github/nanometer/examples/SearchPerformanceTest.java \
  > "$junit_consumer/src/test/java/SearchPerformanceTest.java"
expected_tests=$(grep -c '^  @Test$' "$junit_consumer/src/test/java/SearchPerformanceTest.java")
# not quiet: surefire's "Tests run" line is the evidence that the tests ran
test_log=$(mktemp)
if ! (cd "$junit_consumer" && mvn -B "$@" -Dnanometer.version="$version" test) >"$test_log" 2>&1; then
  tail -n 60 "$test_log"; rm -f "$test_log"; fail "the documented consumer's tests failed"
fi
summary=$(grep -E '^\[(INFO|WARNING)\] Tests run: [0-9]+, Failures: [0-9]+, Errors: [0-9]+, Skipped: [0-9]+$' "$test_log" | tail -n 1)
rm -f "$test_log"
echo "${summary:-no surefire summary}"
[[ "$summary" =~ Tests\ run:\ ([0-9]+),\ Failures:\ 0,\ Errors:\ 0 ]] || fail "the documented consumer's tests did not all pass"
[ "${BASH_REMATCH[1]}" -eq "$expected_tests" ] \
  || fail "the documented consumer ran ${BASH_REMATCH[1]} tests, expected $expected_tests (surefire too old?)"
# exec:exec may pass the program's lines through Maven's log ("[INFO] ..."): both forms count
readme=$(cd "$junit_consumer" && mvn -B "$@" -Dnanometer.version="$version" exec:exec 2>&1) \
  || { echo "$readme" | tail -n 40; fail "the README's main failed under mvn exec:exec"; }
grep -E '^(\[INFO\] )?(sort 64 ints|this JVM): ' <<<"$readme" || true
grep -Eq '^(\[INFO\] )?sort 64 ints: .* over [0-9]+ JVMs' <<<"$readme" || fail "the README's main printed no answer over JVMs"
grep -Eq '^(\[INFO\] )?this JVM: [0-9.]+ ns' <<<"$readme" || fail "the README's main printed no one-JVM line"
echo "consumer test passed"
