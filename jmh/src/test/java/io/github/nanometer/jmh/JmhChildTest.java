package io.github.nanometer.jmh;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.nanometer.BenchmarkBody;
import io.github.nanometer.Estimator;
import io.github.nanometer.LoopShape;
import io.github.nanometer.Options;
import io.github.nanometer.Pinning;
import io.github.nanometer.Result;
import io.github.nanometer.measure.ConstantBody;
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

  /** Counts made by the threaded states, by their own threads. */
  static final java.util.concurrent.ConcurrentLinkedQueue<String> THREADED = new java.util.concurrent.ConcurrentLinkedQueue<>();

  @State(Scope.Benchmark)
  public static class Counter {
    final java.util.concurrent.atomic.AtomicLong count = new java.util.concurrent.atomic.AtomicLong();

    @Setup
    public void up() {
      THREADED.add("counter up");
    }

    @TearDown
    public void down() {
      THREADED.add("counter down " + (count.get() > 0));
    }
  }

  @State(Scope.Thread)
  public static class Mine {
    long calls;

    @Setup
    public void up() {
      THREADED.add("mine up " + Thread.currentThread().getName().startsWith("nanometer-"));
    }

    @TearDown
    public void down() {
      THREADED.add("mine down " + (calls > 0));
    }
  }

  public static class Contended {
    @Benchmark
    @org.openjdk.jmh.annotations.Threads(2)
    @BenchmarkMode(Mode.AverageTime)
    public long increment(Counter c, Mine m) {
      m.calls++;
      return c.count.incrementAndGet();
    }
  }

  @State(Scope.Group)
  public static class Pair {
    final java.util.concurrent.atomic.AtomicLong value = new java.util.concurrent.atomic.AtomicLong();

    @Benchmark
    @org.openjdk.jmh.annotations.Group("rw")
    public long write() {
      return value.incrementAndGet();
    }

    @Benchmark
    @org.openjdk.jmh.annotations.Group("rw")
    public long read() {
      return value.get();
    }
  }

  @Test
  void runOptionsCrossToTheChildExactlyInTheForksSpelling() {
    Options o = Options.builder().estimator(Estimator.MINIMUM).budget(Duration.ofNanos(12_345_678))
        .maxWarmup(Duration.ofNanos(1_234_000_005)).seed(-3).pinning(Pinning.cpu(1)).confidence(0.987654321)
        .compilations(5).isolateLoops(false).regime(io.github.nanometer.Regime.REPLAYED).evaluationsPerSample(64)
        .build();
    List<String> args = JmhChild.optionArgs(o);
    assertEquals(io.github.nanometer.engine.ChildOptions.args(o), args, "the forks' spelling, every option");
    assertTrue(args.containsAll(List.of("estimator=minimum", "budget=12345678ns", "maxWarmup=1234000005ns",
        "pinning=cpu 1", "confidence=0.987654321", "regime=replayed", "evaluationsPerSample=64")), args.toString());
    // The child's own keys beside the options, as JmhChild.args writes them.
    Map<String, String> pairs = new java.util.LinkedHashMap<>(Map.of("class", "p.C", "method", "m", "mode", "avgt",
        "fixed", "false"));
    args.forEach(a -> pairs.put(a.substring(0, a.indexOf('=')), a.substring(a.indexOf('=') + 1)));
    assertEquals(o, JmhChild.options(pairs), "--regime and --evaluations-per-sample cross too");
    pairs.remove("regime");
    IllegalArgumentException e = org.junit.jupiter.api.Assertions.assertThrows(IllegalArgumentException.class,
        () -> JmhChild.options(pairs));
    assertTrue(e.getMessage().startsWith("child options need regime="), e.getMessage());
  }

  @Test
  void threadsShareBenchmarkStatesAndEachMakesItsOwnThreadStateOnItsThread() throws Exception {
    THREADED.clear();
    JmhBenchmark b = BenchmarkReader.read(Contended.class, Contended.class.getMethod("increment", Counter.class,
        Mine.class), Map.of()).get(0);
    Result r = ThreadedJmh.measure(Contended.class, b, false, tiny());
    List<String> events = List.copyOf(THREADED);
    assertEquals("counter up", events.get(0), "the shared state is set up once, before the threads");
    assertEquals("counter down true", events.get(events.size() - 1), "and torn down once, after them");
    assertEquals(2, events.stream().filter(e -> e.equals("mine up true")).count(), "one thread state per thread, "
        + "made on the measuring thread: " + events);
    assertEquals(2, events.stream().filter(e -> e.equals("mine down true")).count(), events.toString());
    assertTrue(r.estimateNanos() > 0 && r.sampleCount() >= 2, r.toString());
    assertTrue(r.remarks().stream().anyMatch(n -> n.message().startsWith("2 threads; increment x2:")),
        r.remarks().toString());
  }

  @Test
  void aGroupRunsEachMemberOnItsOwnThreadsOverOneGroupState() throws Exception {
    JmhBenchmark b = BenchmarkReader.readNamed(Pair.class, "rw", Map.of()).get(0);
    Result r = ThreadedJmh.measure(Pair.class, b, false, tiny());
    String placement = r.remarks().stream().filter(n -> n.message().startsWith("2 threads")).findFirst()
        .orElseThrow().message();
    assertTrue(placement.contains("read x1:") && placement.contains("write x1:"), placement);
    assertTrue(r.estimateNanos() > 0, r.toString());
    JmhResult jr = new JmhResult(b, r);
    assertEquals("ops/s", jr.unit());
    assertEquals(2, jr.threads());
    assertEquals(java.util.Optional.empty(), r.bodyFingerprint(), "a group runs several bodies: no one fingerprint");
  }

  @Test
  void theAggregateIsTheMeanTimeForAvgtAndTheSummedRateForThrpt() {
    io.github.nanometer.ThreadedResult.ThreadSamples a = new io.github.nanometer.ThreadedResult.ThreadSamples(0, "g",
        0, -1, "none", new long[] {100, 100}, new double[] {1000, 2000}, new long[] {0, 0}, new long[] {1000, 1000});
    io.github.nanometer.ThreadedResult.ThreadSamples c = new io.github.nanometer.ThreadedResult.ThreadSamples(1, "g",
        0, -1, "none", new long[] {300, 300}, new double[] {1000, 1000}, new long[] {0, 0}, new long[] {1000, 1000});
    double[] avgt = ThreadedJmh.aggregate(List.of(a, c), JmhMode.AVERAGE_TIME);
    assertEquals((10 + 1000.0 / 300) / 2, avgt[0], 1e-9, "mean of 10 and 3.33 ns per operation");
    assertEquals((20 + 1000.0 / 300) / 2, avgt[1], 1e-9);
    double[] thrpt = ThreadedJmh.aggregate(List.of(a, c), JmhMode.THROUGHPUT);
    assertEquals(1e9 / (1e8 + 3e8), thrpt[0], 1e-9, "100 and 300 operations in 1 us: 4e8 per second together");
  }

  static Options tiny() {
    return Options.builder().budget(Duration.ofMillis(2)).maxWarmup(Duration.ofMillis(5)).minSamples(2)
        .compilations(1).useTuningCache(false).pinning(Pinning.none()).seed(3).build();
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
    // the benchmark method's own fingerprint, not that of the wrapper the iteration fixtures put around it
    assertEquals(io.github.nanometer.engine.BodyFingerprint.hex(UserClasses.benchmarkMethod(Bench.class, "work")
        .orElseThrow()), r.bodyFingerprint());
    assertTrue(r.bodyFingerprint().orElseThrow().matches("[0-9a-f]{16}"), r.bodyFingerprint().toString());
  }

  @Test
  void invocationSetupsRunBeforeEveryCall() throws Exception {
    Result r = measure(PerInvocation.class, "use", false);
    assertTrue(r.estimateNanos() > 0, "timed per invocation: " + r.estimateNanos());
    assertEquals(io.github.nanometer.engine.BodyFingerprint.hex(UserClasses.benchmarkMethod(PerInvocation.class, "use")
        .orElseThrow()), r.bodyFingerprint(), "the method's, not the self-timed wrapper's");
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

  /**
   * Without per-iteration or per-invocation fixtures the loop calls the bound method itself: a void
   * method in the Runnable loop (no wrapping lambda, one load fewer per call), primitives unboxed.
   */
  @Test
  void withoutFixturesTheLoopCallsTheBoundMethodInTheShapeOfItsReturnType() throws Exception {
    Object target = new Returns();
    Map<String, LoopShape> expected = Map.of("v", LoopShape.RUNNABLE,
        "d", LoopShape.DOUBLE_SUPPLIER, "s", LoopShape.INT_SUPPLIER,
        "l", LoopShape.LONG_SUPPLIER, "b", LoopShape.SUPPLIER);
    for (Map.Entry<String, LoopShape> e : expected.entrySet()) {
      Object bound = MethodCalls.bind(Returns.class.getMethod(e.getKey()), target, new Object[0]);
      io.github.nanometer.Benchmark<?> b = JmhBody.of(e.getKey(), bound, null, null, false);
      assertEquals(e.getValue(), ((BenchmarkBody.Looped) b.body()).shape(), e.getKey());
      assertTrue(((BenchmarkBody.Looped) b.body()).function() instanceof ConstantBody,
          e.getKey() + ": a bound method is a constant to its loop, as JMH's state is a register to its loop");
    }
    io.github.nanometer.Benchmark<?> v = JmhBody.of("v",
        MethodCalls.bind(Returns.class.getMethod("v"), target, new Object[0]), null, null, false);
    ((Runnable) ((BenchmarkBody.Looped) v.body()).function()).run();
    assertEquals(1, ((Returns) target).ran, "the loop's Runnable is the bound method itself");
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
