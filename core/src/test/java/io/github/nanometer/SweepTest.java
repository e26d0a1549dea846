package io.github.nanometer;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.nanometer.clock.NanoTimeClock;
import io.github.nanometer.json.JsonReader;
import io.github.nanometer.measure.TuningCache;
import io.github.nanometer.results.ResultWriter;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class SweepTest {

  @TempDir
  Path cacheDir;

  private static Benchmark<long[]> sum(int n) {
    return Benchmark.withSetup("sum", () -> new long[n], a -> {
      long s = 0;
      for (long x : a) {
        s += x;
      }
      return s;
    });
  }

  @Test
  void aSweepRunsOneBenchmarkPerValueInOrderAndRecordsTheValue() {
    List<Integer> defined = new ArrayList<>();
    Sweep<Integer> sweep = Sweep.over("n", List.of(16, 256, 4096), n -> {
      defined.add(n);
      return sum(n);
    });
    Options o = Options.builder().budget(Duration.ofMillis(5)).maxWarmup(Duration.ofMillis(5)).seed(1)
        .pinning(Pinning.none()).build();
    List<Result> results;
    try (Nanometer nm = TestNanometers.create(o, NanoTimeClock.INSTANCE, TuningCache.at(cacheDir))) {
      results = nm.sweep(sweep);
    }
    assertEquals(List.of(16, 256, 4096), defined);
    assertEquals(List.of(Map.of("n", "16"), Map.of("n", "256"), Map.of("n", "4096")),
        results.stream().map(Result::parameters).toList());

    ByteArrayOutputStream text = new ByteArrayOutputStream();
    ResultWriter.text(results, new PrintStream(text, true, StandardCharsets.UTF_8));
    String table = text.toString(StandardCharsets.UTF_8);
    for (String v : List.of("n=16", "n=256", "n=4096")) {
      assertTrue(table.contains("sum") && table.contains(v), table);
    }
    ByteArrayOutputStream json = new ByteArrayOutputStream();
    ResultWriter.json(results, new PrintStream(json, true, StandardCharsets.UTF_8));
    Map<?, ?> doc = (Map<?, ?>) JsonReader.parse(json.toString(StandardCharsets.UTF_8));
    Map<?, ?> first = (Map<?, ?>) ((List<?>) doc.get("results")).get(0);
    assertEquals(Map.of("n", "16"), first.get("parameters"));
  }

  @Test
  void badSweepsAreRejectedByName() {
    assertRejected(() -> Sweep.over(" ", List.of(1), SweepTest::sum), "parameterName");
    assertRejected(() -> Sweep.over("n", List.of(), SweepTest::sum), "'n'", "at least one");
    assertRejected(() -> Sweep.over("n", List.of(1, 1), SweepTest::sum), "distinct", "'1'");
    assertRejected(() -> Sweep.over("n", List.of(1), null), "definition");
    Sweep<Integer> returnsNull = Sweep.over("n", List.of(1), n -> null);
    IllegalStateException e = assertThrows(IllegalStateException.class, () -> returnsNull.benchmarkFor(1));
    assertTrue(e.getMessage().contains("returned null for 1"), e.getMessage());
  }

  private static void assertRejected(Runnable r, String... parts) {
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class, r::run);
    for (String p : parts) {
      assertTrue(e.getMessage().contains(p), e.getMessage());
    }
  }
}
