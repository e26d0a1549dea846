package io.github.nanometer.suite;

import io.github.nanometer.Benchmark;
import io.github.nanometer.Estimator;
import io.github.nanometer.Nanometer;
import io.github.nanometer.Options;
import io.github.nanometer.Pinning;
import io.github.nanometer.Result;
import io.github.nanometer.TestNanometers;
import io.github.nanometer.clock.NanoTimeClock;
import io.github.nanometer.json.AtomicOutput;
import io.github.nanometer.measure.TuningCache;
import io.github.nanometer.spi.HostRoot;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Writes a suite document as large as the default suite's on a quiet machine (about 270,000 raw
 * samples with counters, 31.9 MB in the old one-number-per-line form) through the real writer and
 * {@link AtomicOutput}: a tiny real run, whose measurements are repeated until the sample count is
 * reached. Run in a child JVM with {@code -Xmx64m} by {@code SmallHeapWriteTest}; prints
 * "samples N measurements M bytes B".
 */
public final class LargeDocumentWriter {
  private LargeDocumentWriter() {}

  /** The raw samples the written document holds at least. */
  static final int TARGET_SAMPLES = 270_000;

  private static final int SAMPLES_PER_MEASUREMENT = 2_000;

  /** Usage: {@code LargeDocumentWriter OUT.json TEMPDIR}. */
  public static void main(String[] args) throws Exception {
    Path out = Path.of(args[0]);
    Path scratch = Path.of(args[1]);
    SuiteConfig c = new SuiteConfig(SuiteMode.DISTRIBUTION, List.of(MemoryFunction.MEMSET), List.of("java-fill"),
        "A", Optional.empty(), 1, 5, 8, false, List.of(Estimator.MINIMUM), Duration.ofMillis(20), Duration.ZERO,
        "logistic", false, 1024);
    CacheSizes caches = CacheSizes.read(HostRoot.at(scratch));
    SuitePlan plan = SuitePlan.resolve(c, caches);
    try (Nanometer nm = TestNanometers.create(Options.builder().pinning(Pinning.none()).build(),
        NanoTimeClock.INSTANCE, TuningCache.at(scratch.resolve("cache")))) {
      MachineFacts machine = MachineProbe.facts(HostRoot.at(scratch), caches, nm.clockFacts(), nm.doctor(),
          "not pinned: test");
      SuiteReport tiny = new SuiteRunner(nm, (i, n, what) -> { }).run(plan, machine);
      Measurement real = tiny.measurements().get(0);
      // A default suite measurement keeps about 2,000 samples; so does this one.
      Result r = nm.run(Benchmark.of("memset/java-fill/memset Google A", () -> 1), Options.builder()
          .pinning(Pinning.none()).useTuningCache(false).maxWarmup(Duration.ZERO).budget(Duration.ofSeconds(20))
          .minSamples(SAMPLES_PER_MEASUREMENT).maxSamples(SAMPLES_PER_MEASUREMENT).build());
      Measurement m = new Measurement(real.function(), real.implementation(), real.kind(), real.workload(),
          real.sizeBytes(), real.meanBytesPerCall(), 1, real.inputSeed(), real.regime(), real.timing(), real.counts(),
          r);
      int perMeasurement = r.sampleCount();
      List<Measurement> many = new ArrayList<>();
      long samples = 0;
      while (samples < TARGET_SAMPLES) {
        many.add(m);
        samples += perMeasurement;
      }
      SuiteReport large = new SuiteReport(c, machine, many, tiny.buffers(), tiny.skipped(), tiny.notes(),
          tiny.wallNanos());
      try (AtomicOutput o = AtomicOutput.open(out)) {
        SuiteJsonWriter.write(large, o.writer());
        o.commit();
      }
      System.out.println("samples " + samples + " measurements " + many.size() + " bytes " + Files.size(out));
    }
  }
}
