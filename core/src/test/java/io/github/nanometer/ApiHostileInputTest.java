package io.github.nanometer;

import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.Arrays;
import java.util.List;
import java.util.function.Function;
import java.util.function.Supplier;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.function.Executable;

/**
 * Issue 42 item 11, the API side of the hostile-input checks the CLI has: every bad value an API
 * entry takes is refused up front with an {@link IllegalArgumentException} whose message names the
 * parameter, the value and what is accepted, never an {@link ArithmeticException} or an {@link
 * OutOfMemoryError} from deeper down. Refusals only: nothing here measures ({@link
 * ApiHostileRunTest} runs the throwing bodies, generators and interrupted threads).
 */
class ApiHostileInputTest {

  /** Asserts that {@code call} is refused with a message holding every one of {@code parts}, in order. */
  static void refused(Executable call, String... parts) {
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class, call);
    String message = e.getMessage();
    int from = 0;
    for (String part : parts) {
      int at = message.indexOf(part, from);
      assertTrue(at >= 0, "'" + message + "' should hold '" + part + "' (after position " + from + ")");
      from = at + part.length();
    }
  }

  private static Options.Builder b() {
    return Options.builder();
  }

  @Test
  void durationsOutOfRangeNameTheOptionTheValueAndTheRange() {
    refused(() -> b().budget(Duration.ofMillis(-1)), "budget", "[1ms, 1h]", "got -1ms");
    refused(() -> b().budget(Duration.ZERO), "budget", "[1ms, 1h]", "got 0s");
    refused(() -> b().budget(Duration.ofNanos(999_999)), "budget", "[1ms, 1h]", "got 999999ns");
    refused(() -> b().budget(Duration.ofHours(2)), "budget", "[1ms, 1h]", "got 2h");
    refused(() -> b().maxWarmup(Duration.ofNanos(-1)), "maxWarmup", "[0s, 10m]", "got -1ns");
    refused(() -> b().maxWarmup(Duration.ofDays(1)), "maxWarmup", "[0s, 10m]", "got 24h");
    refused(() -> b().budget(null), "budget must not be null");
    refused(() -> b().maxWarmup(null), "maxWarmup must not be null");
  }

  /** Durations whose nanoseconds overflow a long were refused with "long overflow" (an ArithmeticException). */
  @Test
  void durationsBeyondALongOfNanosecondsAreRefusedNamingTheValue() {
    Duration huge = Duration.ofSeconds(Long.MAX_VALUE);
    refused(() -> b().budget(huge), "budget", "[1ms, 1h]", "got " + Long.MAX_VALUE + "s");
    refused(() -> b().maxWarmup(huge), "maxWarmup", "[0s, 10m]", "got " + Long.MAX_VALUE + "s");
    refused(() -> b().budget(Duration.ofSeconds(Long.MIN_VALUE)), "budget", "[1ms, 1h]", "got " + Long.MIN_VALUE + "s");
    refused(() -> b().budget(Duration.ofSeconds(Long.MAX_VALUE, 5)), "budget", "[1ms, 1h]", "got PT");
    refused(() -> ThreadedOptions.builder().budget(huge).build(), "budget", "[1ms, 1h]", "got " + Long.MAX_VALUE + "s");
    refused(() -> ForkPlan.adaptive(huge), "maxWall", "at most " + Long.MAX_VALUE + " ns", "got PT");
    refused(() -> new GeometricOptions(1, 1.4, 4, 1000, Duration.ZERO, huge, 10, 0.01), "maxDuration <= "
        + Long.MAX_VALUE + " ns", "got PT0S and PT");
  }

  @Test
  void fractionsOutsideTheirRangeNaNAndInfinityAreRefused() {
    for (double bad : new double[] {Double.NaN, Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY, -0.5, 0, 0.4, 1,
        1.5, 95}) {
      String shown = Double.isNaN(bad) ? "NaN" : Double.isInfinite(bad) ? (bad > 0 ? "Infinity" : "-Infinity")
          : io.github.nanometer.text.Decimals.text(bad);
      refused(() -> b().confidence(bad), "confidence", "[0.5, 0.9999]", "got " + shown);
      refused(() -> ComparisonOptions.builder().confidence(bad), "confidence", "[0.5, 0.9999]", "got " + shown);
    }
    // ThreadedOptions' contract is a fraction in (0, 1), its own; its message shows the value as Java writes a double.
    for (double bad : new double[] {Double.NaN, Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY, -0.5, 0, 1, 95}) {
      refused(() -> ThreadedOptions.builder().confidence(bad).build(), "confidence is " + bad, "(0, 1)");
    }
    for (double bad : new double[] {Double.NaN, Double.POSITIVE_INFINITY, -0.01, 0.995, 2}) {
      refused(() -> ComparisonOptions.builder().thresholdFraction(bad), "thresholdFraction", "[0, 0.99]", "got");
    }
  }

  @Test
  void countsNegativeZeroAndHugeAreRefusedUpFront() {
    for (int bad : new int[] {-1, 0, 3, 1 << 21, Integer.MAX_VALUE, Integer.MIN_VALUE}) {
      refused(() -> b().batchSize(bad), "batchSize", "power of two", "[1, 1048576]", "got " + bad);
    }
    for (int bad : new int[] {-1, 1, 1_000_001, Integer.MAX_VALUE}) {
      refused(() -> b().minSamples(bad), "minSamples", "[2, 1000000]", "got " + bad);
    }
    for (int bad : new int[] {-1, 1, 10_000_001, Integer.MAX_VALUE}) {
      refused(() -> b().maxSamples(bad), "maxSamples", "[2, 10000000]", "got " + bad);
    }
    for (int bad : new int[] {-1, 17, Integer.MAX_VALUE}) {
      refused(() -> b().compilations(bad), "compilations", "[0, 16]", "got " + bad);
    }
    for (int bad : new int[] {-1, (1 << 24) + 1, Integer.MAX_VALUE}) {
      refused(() -> b().evaluationsPerSample(bad), "evaluationsPerSample", "[0, 16777216]", "got " + bad);
    }
    refused(() -> b().minSamples(50).maxSamples(10).build(), "minSamples (50)", "maxSamples (10)");
    refused(() -> new GeometricOptions(0, 1.4, 4, 1000, Duration.ZERO, Duration.ofSeconds(1), 10, 0.01),
        "initialEvaluations must be >= 1, got 0");
    refused(() -> new GeometricOptions(1, Double.NaN, 4, 1000, Duration.ZERO, Duration.ofSeconds(1), 10, 0.01),
        "growthFactor", "got NaN");
    refused(() -> new GeometricOptions(1, 1.4, 4, 1000, Duration.ZERO, Duration.ofSeconds(1), 10, Double.NaN),
        "epsilon must be in (0, 1), got NaN");
  }

  @Test
  void wordsAndObjectOptionsRefuseNullAndStrangers() {
    refused(() -> b().oracle("oracle-of-delphi"), "oracle must be one of logistic, table", "got 'oracle-of-delphi'");
    refused(() -> b().oracle(null), "oracle must not be null");
    refused(() -> b().estimator(null), "estimator must not be null");
    refused(() -> b().geometric(null), "geometric must not be null");
    refused(() -> b().pinning(null), "pinning must not be null");
    refused(() -> b().clock(null), "clock must not be null");
    refused(() -> b().regime(null), "regime must not be null");
    refused(() -> Pinning.cpu(-1), "cpu -1 is out of range (accepted: 0 to");
    refused(() -> Pinning.cpu(Integer.MAX_VALUE), "cpu 2147483647 is out of range (accepted: 0 to");
    refused(() -> Pinning.parse("cpu banana"), "pinning must be auto, none or cpu N, got 'cpu banana'");
    refused(() -> ComparisonOptions.builder().estimand(null), "estimand must be mean or typical-pair, got null");
    refused(() -> Options.fromText(null), "text must not be null"); // was a NullPointerException
    refused(() -> Options.fromText(java.util.Map.of()), "options lack estimator (estimator=...), got []");
  }

  @Test
  void threadedOptionsNameTheValueAndTheRange() {
    ThreadedOptions.Builder t = ThreadedOptions.builder();
    refused(() -> t.warmup(Duration.ofMillis(-1)).build(), "warmup is PT-0.001S", "accepted: PT0S to PT1H");
    refused(() -> ThreadedOptions.builder().sampleLength(Duration.ZERO).build(), "sampleLength is PT0S",
        "accepted: PT0.001S to PT10S");
    refused(() -> ThreadedOptions.builder().sampleLength(null).build(), "sampleLength is null", "accepted");
    refused(() -> ThreadedOptions.builder().maxSamples(Integer.MAX_VALUE).build(), "maxSamples is 2147483647",
        "accepted: 2 to 100000");
    refused(() -> ThreadedOptions.builder().minSamples(-5).build(), "minSamples is -5", "accepted: 2 to maxSamples");
    refused(() -> ThreadedOptions.builder().pinning(null).build(), "pinning must not be null");
  }

  @Test
  void forkPlansNameTheCountAndTheRange() {
    for (int bad : new int[] {0, -1, ForkPlan.MOST_FORKS + 1, Integer.MAX_VALUE}) {
      refused(() -> ForkPlan.fixed(bad), "maxForks must be in [1, 1000], got " + bad);
      refused(() -> ForkOptions.builder().forks(bad), "forks must be in [1, 1000], got " + bad);
    }
    for (int bad : new int[] {1, 0, -3, ForkPlan.MOST_FORKS + 1, Integer.MAX_VALUE}) {
      refused(() -> ForkPlan.adaptive(bad, Duration.ofSeconds(8)), "minForks must be in [2, 1000], got " + bad);
    }
    refused(() -> ForkPlan.adaptive(Duration.ZERO), "maxWall must be positive", "got PT0S");
    refused(() -> ForkPlan.adaptive(Duration.ofSeconds(-1)), "maxWall must be positive", "got PT-1S");
    refused(() -> ForkPlan.adaptive(null), "maxWall must be positive", "got null");
    refused(() -> new ForkPlan(3, 2, 10), "minForks must be in [1, 2], got 3");
    refused(() -> new ForkPlan(1, 2, 0), "maxWallNanos must be > 0, got 0");
    refused(() -> ForkOptions.builder().plan(null), "plan must not be null");
    refused(() -> ForkOptions.builder().jvmArgs(Arrays.asList("-Xmx1g", null)), "jvmArgs: entry 1 is null");
  }

  @Test
  void benchmarkFactoriesRefuseNullAndBlankNamesShowingThem() {
    Supplier<Object> body = () -> 1;
    refused(() -> Benchmark.of(null, body), "benchmark name must not be blank, got null");
    refused(() -> Benchmark.of("", body), "benchmark name must not be blank, got ''");
    refused(() -> Benchmark.of(" \t", body), "benchmark name must not be blank, got ' \t'");
    refused(() -> Benchmark.ofInt(null, () -> 1), "benchmark name must not be blank, got null");
    refused(() -> Benchmark.selfTimed(" ", n -> 1.0), "benchmark name must not be blank, got ' '");
    refused(() -> Benchmark.of("ok", body).named(" "), "benchmark name must not be blank, got ' '");
    refused(() -> Benchmark.of("ok", body).named(null), "benchmark name must not be blank, got null");
    refused(() -> ThreadedBenchmark.symmetric(" ", 1, Object::new, s -> 1),
        "benchmark name must not be blank, got ' '");
    refused(() -> ThreadedBenchmark.Group.of(null, 1, s -> 1), "group name must not be blank, got null");
    refused(() -> Sweep.over(" ", List.of(1), p -> Benchmark.of("b" + p, body)), "parameterName must not be blank");
  }

  @Test
  void benchmarkFactoriesRefuseNullBodiesSetupsAndGenerators() {
    Function<Object, Object> f = x -> x;
    refused(() -> Benchmark.of("b", null), "body of benchmark 'b' must not be null");
    refused(() -> Benchmark.ofDouble("b", null), "body of benchmark 'b' must not be null");
    refused(() -> Benchmark.ofLong("b", (java.util.function.LongSupplier) null),
        "body of benchmark 'b' must not be null");
    refused(() -> Benchmark.ofVoid("b", null), "body of benchmark 'b' must not be null");
    refused(() -> Benchmark.withBlackhole("b", null), "body of benchmark 'b' must not be null");
    refused(() -> Benchmark.selfTimed("b", null), "body of benchmark 'b' must not be null");
    refused(() -> Benchmark.withSetup("b", null, f), "setup of benchmark 'b' must not be null");
    refused(() -> Benchmark.withSetup("b", () -> 1, null), "body of benchmark 'b' must not be null");
    refused(() -> Benchmark.withSampleSetup("b", null, f), "setup of benchmark 'b' must not be null");
    refused(() -> Benchmark.withInputs("b", null, f), "generator of benchmark 'b' must not be null");
    refused(() -> Benchmark.withInputs("b", r -> 1, null), "body of benchmark 'b' must not be null");
    refused(() -> Benchmark.withInputsAndBlackhole("b", null, (x, bh) -> { }), "generator of benchmark 'b'");
    refused(() -> Benchmark.ofLong("b", null, x -> x), "generator of benchmark 'b' must not be null");
    refused(() -> Benchmark.ofLong("b", r -> 1L, null), "body of benchmark 'b' must not be null");
    refused(() -> ThreadedBenchmark.symmetric("t", 1, null, s -> 1), "shared setup of 't' must not be null");
    refused(() -> ThreadedBenchmark.symmetric("t", 1, Object::new, null), "group 'threads' must not be null");
    refused(() -> ThreadedBenchmark.builder("t", Object::new).build(), "'t' needs at least one group");
    refused(() -> ThreadedBenchmark.builder("t", Object::new).teardown(null),
        "shared teardown of 't' must not be null");
    refused(() -> Sweep.over("n", List.of(1), null), "definition of the 'n' sweep must not be null");
    refused(() -> Sweep.over("n", Arrays.asList(1, null), p -> Benchmark.of("b", () -> p)), "must not contain null");
  }

  @Test
  void threadCountsNearIntMaxAreRefusedNotAllocated() {
    for (int bad : new int[] {0, -1, ThreadedBenchmark.MAX_THREADS + 1, Integer.MAX_VALUE}) {
      refused(() -> ThreadedBenchmark.symmetric("t", bad, Object::new, s -> 1), "threads of group 'threads' is " + bad,
          "accepted: 1 to 1024");
    }
    ThreadedBenchmark.Builder<Object> two = ThreadedBenchmark.builder("t", Object::new)
        .group(ThreadedBenchmark.Group.of("a", 1000, s -> 1)).group(ThreadedBenchmark.Group.of("b", 1000, s -> 1));
    refused(two::build, "'t' has 2000 threads", "accepted: 1 to 1024");
  }

  @Test
  void aBlackholeTakesNullAndExtremeValues() {
    Blackhole bh = new Blackhole();
    bh.consume((Object) null);
    bh.consume(Double.NaN);
    bh.consume(Long.MIN_VALUE);
    bh.consume(Integer.MAX_VALUE);
    bh.consume(true);
  }
}
