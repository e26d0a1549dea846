package io.github.nanometer.history.store;

import static io.github.nanometer.history.store.SampleHistory.JDK17;
import static io.github.nanometer.history.store.SampleHistory.MACHINE;
import static io.github.nanometer.history.store.SampleHistory.PARSE;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.github.nanometer.Interval;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;

/** The typed records: their checks, the identities a series is made of, and the column encodings. */
class RecordsTest {

  @Test
  void theJvmFeatureReleaseIsReadFromEveryVersionSpelling() {
    for (Map.Entry<String, Integer> e : Map.of("17.0.15", 17, "1.8.0_392", 8, "22-ea", 22, "21", 21,
        "11.0.2+9", 11, "1.7", 7).entrySet()) {
      assertEquals(e.getValue(), new JvmIdentity("v", e.getKey(), List.of()).featureVersion(), e.getKey());
    }
    assertEquals("version must start with a feature release number such as 17 or 1.8, got \"jdk-17\"",
        assertThrows(IllegalArgumentException.class, () -> new JvmIdentity("v", "jdk-17", List.of())).getMessage());
  }

  @Test
  void aMachinesSeriesIdentityIsItsLabelElseCpuCoresAndMemoryRoundedToGib() {
    assertEquals("cpu AMD EPYC 7B13, cores 2, memory 8 GiB", MACHINE.seriesIdentity());
    MachineIdentity justUnderHalf = new MachineIdentity("c", 1, (1L << 30) * 3 / 2 - 1, "k", Optional.empty());
    assertEquals(1, justUnderHalf.roundedMemoryGib());
    assertEquals(2, new MachineIdentity("c", 1, (1L << 30) * 3 / 2, "k", Optional.empty()).roundedMemoryGib());
    assertEquals("label box", new MachineIdentity("c", 1, 1, "k", Optional.of("box")).seriesIdentity());
    MachineIdentity otherKernel = new MachineIdentity(MACHINE.cpuModel(), MACHINE.cores(), MACHINE.memoryBytes(), "Linux 6.9",
        Optional.empty());
    assertEquals(MACHINE.seriesIdentity(), otherKernel.seriesIdentity());
    assertNotEquals(MACHINE.id(), otherKernel.id());
  }

  @Test
  void idsAreStableContentHashesThatTellEveryPartApart() {
    BenchmarkIdentity reordered = BenchmarkIdentity.of(PARSE.name(), new TreeMap<>(Map.of("format", "compact",
        "size", "1024")), PARSE.mode(), PARSE.bodyFingerprint());
    assertEquals(PARSE.id(), reordered.id());
    assertEquals(32, PARSE.id().length());
    assertNotEquals(PARSE.id(), BenchmarkIdentity.of(PARSE.name(), Map.of("size", "1024"), PARSE.mode(),
        PARSE.bodyFingerprint()).id());
    // fields are length-prefixed: moving text between two fields changes the id
    assertNotEquals(ContentHash.of("k", "ab", "c"), ContentHash.of("k", "a", "bc"));
    assertNotEquals(new MachineIdentity("c", 1, 1, "k", Optional.of("x")).id(),
        new MachineIdentity("c", 1, 1, "k", Optional.empty()).id());
    assertEquals(ContentHash.of("change_point", "s", "b"), ContentHash.of("change_point", "s", "b"));
  }

  @Test
  void checksNameTheParameterAndTheValue() {
    assertEquals("cores must be >= 1, got 0",
        assertThrows(IllegalArgumentException.class, () -> new MachineIdentity("c", 0, 1, "k", Optional.empty()))
            .getMessage());
    assertEquals("memoryBytes must be >= 1, got 0",
        assertThrows(IllegalArgumentException.class, () -> new MachineIdentity("c", 1, 0, "k", Optional.empty()))
            .getMessage());
    MachineIdentity unknownFacts = new MachineIdentity(MachineIdentity.UNKNOWN, 0, 0, MachineIdentity.UNKNOWN,
        Optional.of("jmh-box"));
    assertEquals("label jmh-box", unknownFacts.seriesIdentity(), "a labelled machine may leave cores and memory unknown");
    assertEquals("cores must be >= 0, got -1", assertThrows(IllegalArgumentException.class,
        () -> new MachineIdentity("c", -1, 0, "k", Optional.of("box"))).getMessage());
    assertEquals("sha must be 4 to 64 lowercase hex digits, got \"ABCDEF\"", assertThrows(
        IllegalArgumentException.class, () -> new CommitFacts("ABCDEF", List.of(), Instant.EPOCH, "")).getMessage());
    assertEquals("subject must be one line without control characters, got one (U+000A) at index 3", assertThrows(
        IllegalArgumentException.class, () -> new CommitFacts("abcd", List.of(), Instant.EPOCH, "one\ntwo"))
        .getMessage());
    assertEquals("parameter name must not contain '=', got \"a=b\"", assertThrows(IllegalArgumentException.class,
        () -> BenchmarkIdentity.of("n", Map.of("a=b", "1"), "m", "f")).getMessage());
    assertEquals("betweenForkSpread must be finite and >= 0, got -1.0", assertThrows(IllegalArgumentException.class,
        () -> new ResultRecord(PARSE, "m", "ns", 1, Interval.around(1, 0.1, 0.95, "c", "m"), 2,
            OptionalDouble.of(-1), 10)).getMessage());
    assertEquals("run reason must be one of push, pull_request, bisect, manual, got \"nightly\"",
        assertThrows(IllegalArgumentException.class, () -> RunReason.fromText("nightly")).getMessage());
    assertEquals("change point status must be one of new, acknowledged, ignored, fixed, got \"done\"",
        assertThrows(IllegalArgumentException.class, () -> ChangeStatus.fromText("done")).getMessage());
    assertEquals("flags must hold no null, got one at index 1", assertThrows(IllegalArgumentException.class,
        () -> new JvmIdentity("v", "17", java.util.Arrays.asList("-Xmx1g", null))).getMessage());
  }

  @Test
  void aRunHoldsOneResultPerBenchmarkAndMeasureAndEndsAfterItStarts() {
    CommitFacts commit = SampleHistory.chain("r", 1).get(0);
    ResultRecord r = SampleHistory.result(PARSE, 1);
    IllegalArgumentException twice = assertThrows(IllegalArgumentException.class,
        () -> SampleHistory.run("id", commit, RunReason.PUSH, 0, MACHINE, JDK17, List.of(r, r)));
    assertEquals("results must hold one result per benchmark and measure, got two of com.acme.Parse.json"
        + " {format=compact, size=1024} (mean time per evaluation)", twice.getMessage());
    Instant t = SampleHistory.T0;
    IllegalArgumentException backwards = assertThrows(IllegalArgumentException.class, () -> new RunRecord("id", commit,
        "main", MACHINE, JDK17, "v", RunReason.PUSH, t, t.minusNanos(1000), SampleHistory.otherHash("d"), List.of()));
    assertEquals("endTime must not be before startTime, got " + t.minusNanos(1000) + " < " + t, backwards.getMessage());
  }

  @Test
  void instantsAreKeptToTheMicrosecondAndRoundTripThroughColumns() {
    Instant t = Instant.parse("2026-03-01T12:00:00.123456789Z");
    assertEquals(Instant.parse("2026-03-01T12:00:00.123456Z"), new CommitFacts("abcd", List.of(), t, "").commitTime());
    for (Instant i : new Instant[] {Columns.EARLIEST, Columns.LATEST, Instant.EPOCH, Instant.parse("1969-12-31T23:59:59.999999Z")}) {
      assertEquals(i, Columns.instant(Columns.micros(i)), i.toString());
    }
    assertEquals(-1, Columns.micros(Instant.parse("1969-12-31T23:59:59.999999Z")));
    assertThrows(IllegalArgumentException.class, () -> new CommitFacts("abcd", List.of(), Instant.MAX, ""));
  }

  @Test
  void listAndMapColumnsRoundTripIncludingEmptyValues() {
    assertEquals(List.of(), Columns.lines(Columns.lines(List.of())));
    assertEquals(List.of("-Xmx1g", "-Dx=a b"), Columns.lines(Columns.lines(List.of("-Xmx1g", "-Dx=a b"))));
    assertEquals(List.of("ab12", "cd34"), Columns.words(Columns.words(List.of("ab12", "cd34"))));
    TreeMap<String, String> map = new TreeMap<>(Map.of("b", "", "a", "x=y"));
    assertEquals(map, Columns.entries(Columns.entries(map)));
    assertEquals("a=x=y\nb=", Columns.entries(map));
  }

  @Test
  void migrationScriptsAreNumberedFromOneAndSplitIntoStatements() {
    for (int i = 0; i < Migrations.SCRIPTS.size(); i++) {
      String name = Migrations.SCRIPTS.get(i);
      assertEquals(String.format("V%03d__", i + 1), name.substring(0, 6), name);
      assertNotEquals(List.of(), Migrations.statements(Migrations.read(name)), name);
    }
    assertEquals(List.of("CREATE TABLE a (\n  x TEXT\n)", "CREATE INDEX i ON a (x)"),
        Migrations.statements("-- comment;\nCREATE TABLE a (\n  x TEXT\n);\n\n  -- indented comment\nCREATE INDEX i ON a (x);\n"));
    assertEquals("a migration script ends inside a statement (no ';' at a line end): CREATE TABLE b (",
        assertThrows(IllegalStateException.class, () -> Migrations.statements("CREATE TABLE b (\n x TEXT)\n"))
            .getMessage());
  }
}
