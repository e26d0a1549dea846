package io.github.nanometer.suite;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.nanometer.CounterEvent;
import io.github.nanometer.Estimator;
import io.github.nanometer.Nanometer;
import io.github.nanometer.Options;
import io.github.nanometer.TestNanometers;
import io.github.nanometer.clock.NanoTimeClock;
import io.github.nanometer.counters.PerfAccess;
import io.github.nanometer.counters.PerfSyscalls;
import io.github.nanometer.json.JsonReader;
import io.github.nanometer.measure.TuningCache;
import io.github.nanometer.spi.HostRoot;
import io.github.nanometer.spi.SpiSeams;
import io.github.nanometer.spi.ThreadCounters;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A tiny real run, written as JSON and read back with the project's reader; CSV and text shapes. */
class SuiteOutputTest {

  @TempDir
  static Path cacheDir;

  private static SuiteReport report;

  @BeforeAll
  static void runTinySuite() {
    SuiteConfig c = new SuiteConfig(SuiteMode.DISTRIBUTION, List.of(MemoryFunction.MEMSET), List.of("java-fill"),
        "A", Optional.empty(), 2, 99, 8, false, List.of(Estimator.WEIGHTED_MEAN, Estimator.MINIMUM),
        Duration.ofMillis(2), Duration.ZERO, "logistic", false, 1024);
    CacheSizes caches = CacheSizes.read(HostRoot.at(cacheDir)); // no sysfs: 32 KiB assumed
    SuitePlan plan = SuitePlan.resolve(c, caches);
    Nanometer nm = TestNanometers.create(Options.builder().build(), NanoTimeClock.INSTANCE,
        TuningCache.atDefaultLocation());
    MachineFacts machine = MachineProbe.facts(HostRoot.at(cacheDir), caches, nm.clockFacts(), nm.doctor(),
        "not pinned: test", SuiteOutputTest::noPmuCycles);
    report = new SuiteRunner(nm, (i, n, what) -> { }, SuiteOutputTest::noPmu).run(plan, machine);
  }

  @Test
  @SuppressWarnings("unchecked")
  void jsonRoundTripsThroughTheReader() {
    StringBuilder sb = new StringBuilder();
    SuiteJsonWriter.write(report, sb);
    Map<String, Object> doc = JsonReader.parseObject(sb.toString());
    assertEquals("nanometer-suite", doc.get("schema"));
    assertEquals(4L, doc.get("version"));
    Map<String, Object> run = (Map<String, Object>) doc.get("run");
    assertEquals(io.github.nanometer.RunIdentity.ofThisJvm().id(), run.get("id"), "written by this JVM's run");
    assertEquals(io.github.nanometer.RunIdentity.ofThisJvm().startTime().toString(), run.get("startTime"));
    java.time.Instant.parse((String) run.get("endTime"));
    Map<String, Object> environment = (Map<String, Object>) doc.get("environment");
    assertTrue(environment.containsKey("cpuModel") && environment.containsKey("memoryBytes"), environment.toString());
    assertEquals(System.getProperty("java.vm.vendor"), environment.get("jvmVendor"));
    assertEquals(java.lang.management.ManagementFactory.getRuntimeMXBean().getInputArguments(),
        environment.get("jvmArguments"));
    Map<String, Object> config = (Map<String, Object>) doc.get("configuration");
    assertEquals(99L, config.get("seed"));
    assertEquals(8L, config.get("alignment"));
    assertEquals(2L, config.get("trials"));
    Map<String, Object> machine = (Map<String, Object>) doc.get("machine");
    assertEquals(Boolean.FALSE, ((Map<String, Object>) machine.get("cycles")).get("available"));
    assertEquals(null, ((Map<String, Object>) machine.get("caches")).get("l1DataBytes"));
    Map<String, Object> doctor = (Map<String, Object>) machine.get("doctor");
    assertTrue(!((List<Object>) doctor.get("findings")).isEmpty(), "doctor findings travel with the results");
    assertTrue(((Map<String, Object>) doctor.get("summary")).get("line") instanceof String);
    List<Object> ms = (List<Object>) doc.get("measurements");
    assertEquals(4, ms.size()); // 1 workload x 1 implementation x 2 trials x 2 estimators
    assertEquals(report.measurements().size(), ms.size());
    for (int i = 0; i < ms.size(); i++) {
      Measurement m = report.measurements().get(i);
      Map<String, Object> j = (Map<String, Object>) ms.get(i);
      assertEquals("memset Google A", j.get("workload"));
      assertEquals(m.inputSeed(), j.get("inputSeed"));
      assertEquals(m.nanosPerCall(), ((Number) j.get("nanosPerCall")).doubleValue(), 0);
      assertEquals(null, j.get("cyclesPerCall")); // the fake PMU here has no cycle counter
      Map<String, Object> regime = (Map<String, Object>) j.get("regime");
      assertEquals("fresh", regime.get("name"));
      assertEquals(0L, regime.get("replays"));
      assertEquals(1024L, regime.get("callsPerEvaluation"));
      assertEquals("System.nanoTime", ((Map<String, Object>) j.get("timing")).get("timer"));
      double min = ((Number) j.get("minimumNanosPerCall")).doubleValue();
      double median = ((Number) j.get("medianNanosPerCall")).doubleValue();
      double p90 = ((Number) j.get("p90NanosPerCall")).doubleValue();
      assertTrue(min <= median && median <= p90, min + " " + median + " " + p90);
      assertEquals(null, j.get("sizeBytes"));
      Map<String, Object> samples = (Map<String, Object>) ((Map<String, Object>) j.get("result")).get("samples");
      List<Object> elapsed = (List<Object>) samples.get("elapsedNanos");
      double[] raw = m.result().elapsedNanos();
      assertEquals(raw.length, elapsed.size());
      for (int k = 0; k < raw.length; k++) {
        assertEquals(raw[k], ((Number) elapsed.get(k)).doubleValue(), 0);
      }
      // Recompute the estimate from the raw samples: weighted mean = sum(time) / sum(calls) over the
      // samples not dropped as disturbed (the counters' "disturbedAt" indices, when any were dropped).
      if (m.estimator() == Estimator.WEIGHTED_MEAN) {
        List<Object> evals = (List<Object>) samples.get("evaluations");
        Map<String, Object> counters = (Map<String, Object>) ((Map<String, Object>) j.get("result")).get("counters");
        boolean dropped = counters != null && ((Number) counters.get("droppedSamples")).intValue() > 0;
        double t = 0;
        double n = 0;
        List<Object> disturbedAt = counters == null ? List.of() : (List<Object>) counters.get("disturbedAt");
        for (int k = 0; k < raw.length; k++) {
          if (dropped && disturbedAt.contains((long) k)) {
            continue;
          }
          t += ((Number) elapsed.get(k)).doubleValue();
          n += ((Number) evals.get(k)).doubleValue();
        }
        double perCall = t / n / m.callsPerEvaluation();
        assertEquals(m.nanosPerCall(), perCall, 1e-9 * perCall);
      }
    }
    assertTrue(((List<Object>) doc.get("skipped")).isEmpty());
  }

  @Test
  void aRealRunReadsBackIntoTypedMeasurementsAndWritesTheSameBytes() {
    StringBuilder sb = new StringBuilder();
    SuiteJsonWriter.write(report, sb);
    SuiteReport read = SuiteReader.parse(sb.toString());
    StringBuilder again = new StringBuilder();
    SuiteJsonWriter.write(read, again);
    assertEquals(sb.toString(), again.toString());
    assertEquals(report.config(), read.config());
    assertEquals(report.measurements().get(0).result().environment(), read.measurements().get(0).result().environment());
  }

  /** Counters on a kernel without a PMU binding, so the output does not depend on this host's PMU. */
  static CallCounters noPmu() {
    return new CallCounters(() -> SpiSeams.counters(CallCounters.EVENTS, NO_PMU, new PerfAccess(1, 0)));
  }

  /** The core-cycle counter on a kernel without a PMU binding, for {@link MachineProbe#facts}. */
  static ThreadCounters noPmuCycles() {
    return SpiSeams.counters(List.of(CounterEvent.CYCLES), NO_PMU, new PerfAccess(1, 0));
  }

  /** A kernel without a perf binding. */
  static final PerfSyscalls NO_PMU = new PerfSyscalls() {
    @Override
    public int open(byte[] attr, int pid, int cpu, int groupFd, long flags) {
      return -2;
    }

    @Override
    public int ioctl(int fd, long request, long arg) {
      return -9;
    }

    @Override
    public long eventId(int fd) {
      return -9;
    }

    @Override
    public int read(int fd, byte[] buf) {
      return -9;
    }

    @Override
    public void close(int fd) {}

    @Override
    public long threadContextSwitches() {
      return 0;
    }

    @Override
    public int currentCpu() {
      return 0;
    }

    @Override
    public Optional<String> unavailableReason() {
      return Optional.of("test: no PMU");
    }
  };

  @Test
  void everyEstimatorMeasuredTheSameRegime() {
    for (Measurement m : report.measurements()) {
      assertEquals(report.config().regime(), m.regime(), m.estimator().cliName());
    }
    assertEquals(2, report.measurements().stream().map(Measurement::estimator).distinct().count());
  }

  @Test
  void csvHasAHeaderAndOneRowPerMeasurement() {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    SuiteCsvWriter.write(report, new PrintStream(out, true, StandardCharsets.UTF_8));
    List<String> lines = out.toString(StandardCharsets.UTF_8).lines().toList();
    assertEquals(SuiteCsvWriter.HEADER, lines.get(0));
    assertEquals(1 + report.measurements().size(), lines.size());
    int columns = SuiteCsvWriter.HEADER.split(",").length;
    for (String line : lines.subList(1, lines.size())) {
      assertEquals(columns, line.split(",", -1).length, line);
    }
    assertEquals("\"a,b\"", SuiteCsvWriter.quote("a,b"));
    assertEquals("\"say \"\"hi\"\"\"", SuiteCsvWriter.quote("say \"hi\""));
  }

  @Test
  void aRunInOneJvmSaysOnceUnderItsTablesThatItsIntervalsAreOneJvms() {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    SuiteTextWriter.write(report, new PrintStream(out, true, StandardCharsets.UTF_8));
    String text = out.toString(StandardCharsets.UTF_8);
    String footer = "Intervals: one JVM; the spread between JVMs was not measured (--forks N to measure it).";
    assertEquals(SuiteTextWriter.ONE_JVM_FOOTER, footer);
    assertEquals(1, text.lines().filter(footer::equals).count(), "once for every table and row: " + text);
    assertEquals(1, text.split("spread between JVMs", -1).length - 1, "and no note repeats it: " + text);
    assertTrue(text.indexOf(footer) > text.indexOf("memset Google A  java-fill")
        && text.indexOf(footer) < text.indexOf("cycles/call: "), "under the tables: " + text);
    assertTrue(report.measurements().stream().allMatch(m -> m.result().oneJvm()), "each result keeps its note");
    assertTrue(report.notes().stream().noneMatch(n -> n.contains("one JVM")), report.notes().toString());
    StringBuilder json = new StringBuilder();
    SuiteJsonWriter.write(report, json);
    assertTrue(SuiteReader.parse(json.toString()).measurements().stream().allMatch(m -> m.result().oneJvm()),
        "the note kind reads back from JSON");
  }

  @Test
  void textHasATablePerFunctionAndSaysWhyNoCycles() {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    SuiteTextWriter.write(report, new PrintStream(out, true, StandardCharsets.UTF_8));
    String text = out.toString(StandardCharsets.UTF_8);
    assertTrue(text.contains("memset (distribution"), text);
    assertTrue(text.contains("memset Google A  java-fill"), text);
    assertTrue(text.contains("cycles/call: - because"), text);
    assertTrue(text.contains("trial spread"), text);
    assertTrue(text.contains("regime (every estimator): fresh: a new stratified, reshuffled batch of 1024"), text);
    assertTrue(text.contains("min/call"), text);
    assertTrue(report.notes().stream().anyMatch(n -> n.contains("assuming 32 KiB")), report.notes().toString());
  }
}
