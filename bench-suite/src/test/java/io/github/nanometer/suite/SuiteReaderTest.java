package io.github.nanometer.suite;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.nanometer.Estimator;
import io.github.nanometer.Result;
import io.github.nanometer.json.DocumentHeader;
import io.github.nanometer.report.ReadableDocumentContract;
import java.io.IOException;
import java.io.PrintStream;
import java.time.Duration;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** The suite document reads back into the report it was written from: golden file, round trip, refusals. */
class SuiteReaderTest extends ReadableDocumentContract<SuiteReport> {

  private static final String GOLDEN = "/golden/suite-fixture.json";

  @Override
  protected String goldenResource() {
    return GOLDEN;
  }

  @Override
  protected SuiteReport fixture() {
    return SuiteFixture.report();
  }

  @Override
  protected void write(SuiteReport value, PrintStream out) {
    SuiteJsonWriter.write(value, out);
  }

  @Override
  protected SuiteReport parse(String text) {
    return SuiteReader.parse(text);
  }

  @Override
  protected DocumentHeader header() {
    return DocumentHeader.SUITE;
  }

  @Test
  void aDistributionRunWithoutMeasurementsOrDoctorRoundTrips() {
    SuiteConfig config = new SuiteConfig(SuiteMode.DISTRIBUTION, List.of(MemoryFunction.MEMCMP), List.of("java"),
        "memcmp-google-a", Optional.empty(), 1, 1, 1, false, List.of(Estimator.MEDIAN), Duration.ofSeconds(1),
        Duration.ofMillis(200), "logistic", true, 1024);
    MachineFacts machine = new MachineFacts("unknown", new CacheSizes(java.util.OptionalLong.empty(),
        java.util.OptionalLong.of(33554432), 3, List.of()), SuiteFixture.TSC, CycleSource.none("perf_event_paranoid is 4"),
        "not pinned: pinning not requested", List.of(), null);
    SuiteReport empty = new SuiteReport(config, machine, List.of(), List.of(), List.of(), List.of(), 5);
    String text = SuiteFixture.write(empty, Locale.ROOT);
    SuiteReport read = SuiteReader.parse(text);
    assertEquals(text, SuiteFixture.write(read, Locale.GERMANY));
    assertEquals(config, read.config());
    assertNull(read.machine().doctor());
    assertEquals(machine.caches(), read.machine().caches());
  }

  @Test
  void aVersion3DocumentReadsWithoutItsRunOrTheMembersAHistoryKeysOn() throws IOException {
    String v3 = io.github.nanometer.report.GoldenText.resource("/golden/suite-fixture-v3.json");
    assertTrue(v3.contains("\"version\": 3,") && !v3.contains("\"run\"") && !v3.contains("cpuModel"), "the v3 fixture");
    SuiteReport read = SuiteReader.parse(v3);
    assertEquals(Optional.empty(), read.run());
    io.github.nanometer.Environment e = read.measurements().get(0).result().environment();
    assertEquals(Optional.empty(), e.cpuModel());
    assertEquals(java.util.OptionalLong.empty(), e.memoryBytes());
    assertEquals(List.of(), e.jvmArguments());
    assertEquals(Optional.empty(), read.measurements().get(0).result().bodyFingerprint());
    SuiteReport current = SuiteReader.parse(golden());
    assertEquals(Optional.of(SuiteFixture.RUN), current.run(), "the run is read back");
    assertEquals(Optional.of("11th Gen Intel(R) Core(TM) i7-1165G7 @ 2.80GHz"),
        current.measurements().get(0).result().environment().cpuModel());
  }

  @Test
  void readsTypedMembersBack() throws IOException {
    SuiteReport expected = SuiteFixture.report();
    SuiteReport read = SuiteReader.parse(golden());
    assertEquals(expected.config(), read.config());
    assertEquals(expected.machine(), read.machine());
    assertEquals(expected.buffers(), read.buffers());
    assertEquals(expected.skipped(), read.skipped());
    assertEquals(expected.notes(), read.notes());
    assertEquals(expected.wallNanos(), read.wallNanos());
    assertEquals(expected.measurements().size(), read.measurements().size());
    for (int i = 0; i < read.measurements().size(); i++) {
      Measurement e = expected.measurements().get(i);
      Measurement m = read.measurements().get(i);
      assertEquals(e.function(), m.function());
      assertEquals(e.implementation(), m.implementation());
      assertEquals(e.kind(), m.kind());
      assertEquals(e.workload(), m.workload());
      assertEquals(e.sizeBytes(), m.sizeBytes());
      assertEquals(e.meanBytesPerCall(), m.meanBytesPerCall());
      assertEquals(e.trial(), m.trial());
      assertEquals(e.inputSeed(), m.inputSeed());
      assertEquals(e.regime(), m.regime());
      assertEquals(e.timing(), m.timing());
      assertEquals(e.counts(), m.counts());
      assertEquals(e.nanosPerCall(), m.nanosPerCall());
      Result er = e.result();
      Result r = m.result();
      assertEquals(er.options(), r.options());
      assertEquals(er.environment(), r.environment(), "the machine's doctor report is back in the environment");
      assertArrayEquals(er.elapsedNanos(), r.elapsedNanos());
      assertEquals(er.counterDeltas().size(), r.counterDeltas().size());
    }
    assertEquals(Optional.of(SweepSpec.parse("16..4096:x2")), read.config().sweep());
    assertEquals(4, read.measurements().get(0).regime().runsPerBatch());
    assertTrue(Double.isNaN(read.measurements().get(1).counts().cyclesPerCall()));
  }

  @Test
  void aCorruptedMemberIsNamedByItsPath() throws IOException {
    String golden = golden();
    String batch = refused(golden.replaceFirst("\"batchLength\": 512", "\"batchLength\": \"512\""));
    assertTrue(batch.startsWith("measurements[0].regime.batchLength: must be a whole number"), batch);
    String notPowerOfTwo = refused(golden.replaceFirst("\"batchLength\": 512", "\"batchLength\": 500"));
    assertTrue(notPowerOfTwo.startsWith("measurements[0].regime: batchLength must be a power of two"), notPowerOfTwo);
    String mode = refused(golden.replaceFirst("\"mode\": \"sweep\"", "\"mode\": \"fast\""));
    assertTrue(mode.startsWith("configuration.mode: must be one of distribution, sweep, large"), mode);
    String sweep = refused(golden.replaceFirst("\"sweep\": \"16..4096:x2\"", "\"sweep\": \"16-4096\""));
    assertTrue(sweep.startsWith("configuration.sweep: '16-4096': expected MIN..MAX"), sweep);
    String evaluations = refused(golden.replaceFirst("\"evaluations\": \\[16,16\\]", "\"evaluations\": [16,1.5]"));
    assertTrue(evaluations.startsWith("measurements[0].result.samples.evaluations[1]: must be a whole number"),
        evaluations);
    String missing = refused(golden.replaceFirst("\"cpuName\": [^\n]*\n", ""));
    assertEquals("machine.cpuName: member missing", missing);
    String clock = refused(golden.replaceFirst("\"precisionNanos\": 0.4", "\"precisionNanos\": true"));
    assertTrue(clock.startsWith("machine.clock.precisionNanos: must be a number"), clock);
  }
}
