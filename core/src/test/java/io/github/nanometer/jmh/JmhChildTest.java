package io.github.nanometer.jmh;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.nanometer.Estimator;
import io.github.nanometer.Options;
import io.github.nanometer.Result;
import io.github.nanometer.os.PinRequest;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.DoubleSupplier;
import java.util.function.IntSupplier;
import java.util.function.LongSupplier;
import java.util.function.Supplier;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.annotations.Warmup;
import org.openjdk.jmh.infra.Blackhole;

/**
 * What the child does with a benchmark's states, measured in this JVM (the child's {@link
 * JmhChild#measure} without the process around it): the fixtures' order and counts by level, the
 * parameters injected, the shapes of the bound call, and JMH's schedule for single shots.
 */
class JmhChildTest {

  static final List<String> EVENTS = new ArrayList<>();

  @BeforeEach
  void clear() {
    EVENTS.clear();
  }

  @State(Scope.Benchmark)
  public static class Shared {
    @Setup(Level.Trial)
    public void up() {
      EVENTS.add("shared up");
    }

    @TearDown(Level.Trial)
    public void down() {
      EVENTS.add("shared down");
    }
  }

  @State(Scope.Thread)
  public static class Bench {
    @Param({"7"})
    public int n;
    long calls;

    @Setup(Level.Trial)
    public void up(Shared s) {
      EVENTS.add("bench up n=" + n);
    }

    @Setup(Level.Iteration)
    public void iteration() {
      EVENTS.add("iteration up");
    }

    @TearDown(Level.Iteration)
    public void iterationDown() {
      EVENTS.add("iteration down");
    }

    @TearDown(Level.Trial)
    public void down() {
      EVENTS.add("bench down calls>0=" + (calls > 0));
    }

    @Benchmark
    public long work(Shared s, Blackhole bh) {
      bh.consume(n);
      return ++calls;
    }
  }

  @State(Scope.Thread)
  public static class PerInvocation {
    int fresh;
    int stale;

    @Setup(Level.Invocation)
    public void reset() {
      fresh++;
    }

    @Benchmark
    public int use() {
      return stale += fresh;
    }
  }

  @State(Scope.Thread)
  public static class Shots {
    int shots;
    int calls;

    @Setup(Level.Iteration)
    public void before() {
      shots++;
    }

    @Benchmark
    @BenchmarkMode(Mode.SingleShotTime)
    @Warmup(iterations = 2, batchSize = 5)
    @Measurement(iterations = 3, batchSize = 5)
    public int shot() {
      return ++calls;
    }
  }

  @State(Scope.Thread)
  public static class Timed {
    int x;

    @Benchmark
    @BenchmarkMode(Mode.AverageTime)
    @Warmup(iterations = 1, time = 1, timeUnit = java.util.concurrent.TimeUnit.MILLISECONDS)
    @Measurement(iterations = 3, time = 2, timeUnit = java.util.concurrent.TimeUnit.MILLISECONDS)
    public int work() {
      return ++x;
    }
  }

  static Options tiny() {
    return Options.builder().budget(Duration.ofMillis(2)).maxWarmup(Duration.ofMillis(5)).minSamples(2)
        .compilations(1).useTuningCache(false).pinning(PinRequest.none()).seed(3).build();
  }

  static Result measure(Class<?> c, String method, boolean fixed) throws Exception {
    var m = UserClasses.benchmarkMethod(c, method).orElseThrow();
    JmhBenchmark b = BenchmarkReader.read(c, m, Map.of()).get(0);
    return JmhChild.measure(c, m, b, fixed, tiny());
  }

  @Test
  void trialFixturesRunOnceInDependencyOrderAndIterationFixturesPairUp() throws Exception {
    Result r = measure(Bench.class, "work", false);
    assertEquals(List.of("shared up", "bench up n=7"), EVENTS.subList(0, 2));
    assertEquals(List.of("bench down calls>0=true", "shared down"), EVENTS.subList(EVENTS.size() - 2, EVENTS.size()));
    List<String> middle = EVENTS.subList(2, EVENTS.size() - 2);
    assertTrue(middle.size() >= 2, middle.toString());
    for (int i = 0; i < middle.size(); i++) {
      assertEquals(i % 2 == 0 ? "iteration up" : "iteration down", middle.get(i), "event " + i + " of " + middle);
    }
    assertEquals(Map.of("n", "7"), r.parameters());
    assertTrue(r.name().endsWith("Bench.work thrpt n=7"), r.name());
  }

  @Test
  void invocationSetupsRunBeforeEveryCall() throws Exception {
    Result r = measure(PerInvocation.class, "use", false);
    assertTrue(r.estimateNanos() > 0, "timed per invocation: " + r.estimateNanos());
  }

  @Test
  void singleShotsFollowJmhsScheduleWithoutMeasuredWarmup() throws Exception {
    Result r = measure(Shots.class, "shot", false);
    assertEquals(3, r.sampleCount(), "one sample per measured shot");
    assertEquals(List.of(1, 1, 1), java.util.Arrays.stream(r.evaluations()).boxed().toList(), "a shot is one evaluation");
    assertEquals(2, r.warmup().rounds());
    assertEquals(10, r.warmup().evaluations(), "two warm-up shots of 5");
    assertEquals(Estimator.WEIGHTED_MEAN, r.estimator());
    assertTrue(r.remarks().isEmpty() || r.interval().isPresent() || r.remarks().size() == 1, r.remarks().toString());
  }

  @Test
  void jmhIterationsFollowWarmupAndMeasurementOneSamplePerIteration() throws Exception {
    Result r = measure(Timed.class, "work", true);
    assertEquals(3, r.sampleCount(), "one sample per @Measurement iteration");
    assertEquals(1, r.warmup().rounds(), "one @Warmup iteration");
    assertTrue(java.util.Arrays.stream(r.evaluations()).allMatch(e -> e >= FixedSchedule.CHUNK),
        "each iteration counts the calls it made");
    assertTrue(r.warmup().reason().contains("--jmh-iterations"), r.warmup().reason());
  }

  @Test
  void theBoundCallFollowsTheReturnType() throws Exception {
    Object target = new Returns();
    assertEquals(1.5, ((DoubleSupplier) MethodCalls.bind(Returns.class.getMethod("d"), target, new Object[0]))
        .getAsDouble());
    assertEquals(2.5, ((DoubleSupplier) MethodCalls.bind(Returns.class.getMethod("f"), target, new Object[0]))
        .getAsDouble());
    assertEquals(3, ((IntSupplier) MethodCalls.bind(Returns.class.getMethod("s"), target, new Object[0])).getAsInt());
    assertEquals(4L, ((LongSupplier) MethodCalls.bind(Returns.class.getMethod("l"), target, new Object[0]))
        .getAsLong());
    assertEquals(true, ((Supplier<?>) MethodCalls.bind(Returns.class.getMethod("b"), target, new Object[0])).get());
    assertEquals("x7", ((Supplier<?>) MethodCalls.bind(Returns.class.getMethod("o", int.class), target,
        new Object[] {7})).get());
    Runnable r = (Runnable) MethodCalls.bind(Returns.class.getMethod("v"), target, new Object[0]);
    r.run();
    assertEquals(1, ((Returns) target).ran);
    assertEquals(null, MethodCalls.boxed(r).get());
  }

  public static class Returns {
    int ran;

    public double d() {
      return 1.5;
    }

    public float f() {
      return 2.5f;
    }

    public short s() {
      return 3;
    }

    public long l() {
      return 4;
    }

    public boolean b() {
      return true;
    }

    public String o(int i) {
      return "x" + i;
    }

    public void v() {
      ran++;
    }
  }
}
