package io.github.nanometer.jmh;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.lang.reflect.Method;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.openjdk.jmh.annotations.AuxCounters;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.CompilerControl;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Group;
import org.openjdk.jmh.annotations.GroupThreads;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OperationsPerInvocation;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.annotations.Threads;
import org.openjdk.jmh.annotations.Timeout;
import org.openjdk.jmh.annotations.Warmup;
import org.openjdk.jmh.infra.BenchmarkParams;
import org.openjdk.jmh.infra.Blackhole;

/**
 * {@link BenchmarkReader} and {@link StatePlan} on small JMH classes compiled in this test (jmh-core
 * is a test dependency; main code reads the annotations by name). Expected defaults are JMH 1.37's
 * {@code org.openjdk.jmh.runner.Defaults}.
 */
class BenchmarkReaderTest {

  public static class Plain {
    @Benchmark
    public void nothing() {}
  }

  @State(Scope.Benchmark)
  @BenchmarkMode({Mode.Throughput, Mode.AverageTime})
  @OutputTimeUnit(TimeUnit.MICROSECONDS)
  @Warmup(iterations = 3, time = 200, timeUnit = TimeUnit.MILLISECONDS)
  @Fork(value = 2, jvmArgsAppend = "-Xmx1g")
  public static class Annotated {
    @Param({"1", "2"})
    public int size;
    @Param({"a", "b", "c"})
    public String kind;

    @Benchmark
    @OperationsPerInvocation(8)
    @Measurement(iterations = 7, batchSize = 3)
    public int work(Deps d, Blackhole bh) {
      return size + d.x;
    }

    @CompilerControl(CompilerControl.Mode.DONT_INLINE)
    public void helper() {}
  }

  @State(Scope.Thread)
  public static class Deps {
    int x;

    @Setup(Level.Iteration)
    public void up(Shared s) {
      x = s.y;
    }

    @TearDown(Level.Invocation)
    public void down() {}
  }

  @State(Scope.Benchmark)
  public static class Shared {
    int y = 3;

    @Setup
    public void up() {}
  }

  @State(Scope.Group)
  public static class GroupState {}

  @State(Scope.Thread)
  @AuxCounters
  public static class Counters {
    public int hits;
  }

  /** Threads and groups that map onto nanometer's threaded runs. */
  @State(Scope.Group)
  public static class Threaded {
    @Benchmark
    @Group("g")
    @GroupThreads(3)
    public void writer(Shared s) {}

    @Benchmark
    @Group("g")
    public int reader(Deps2 d) {
      return 1;
    }

    @Benchmark
    @Threads(4)
    @BenchmarkMode(Mode.AverageTime)
    public void threaded(GroupState s) {}

    @Benchmark
    @Threads(Threads.MAX)
    public void everyCpu() {}
  }

  @State(Scope.Thread)
  public static class Deps2 {
    @Setup
    public void up(Shared s) {}
  }

  /** Threads and groups whose semantics nanometer's threaded runs do not have. */
  @State(Scope.Thread)
  public static class ThreadedRefused {
    @Benchmark
    @Threads(2)
    public void iterationFixture(Deps d) {}

    @Benchmark
    @Threads(2)
    @BenchmarkMode(Mode.SingleShotTime)
    public void singleShot() {}

    @Benchmark
    @Threads(2)
    @BenchmarkMode(Mode.SampleTime)
    public void sampled() {}

    @Benchmark
    @Group("big")
    @Threads(8)
    public void tooManyGroups() {}

    @Benchmark
    @GroupThreads(2)
    public void lonelyGroupThreads() {}
  }

  public static class Refused {

    @Benchmark
    @Threads(1)
    public void oneThread() {}

    @Benchmark
    public void groupScoped(GroupState s) {}

    @Benchmark
    public void counted(Counters c) {}

    @Benchmark
    public void infra(BenchmarkParams p) {}

    @Benchmark
    @Timeout(time = 1)
    public void timed() {}

    @Benchmark
    public void notAState(String s) {}
  }

  @State(Scope.Thread)
  public static class SingleShot {
    @Benchmark
    @BenchmarkMode(Mode.SingleShotTime)
    public void shot() {}
  }

  static Method method(Class<?> c, String name) {
    return UserClasses.benchmarkMethod(c, name).orElseThrow();
  }

  @Test
  void withoutAnnotationsTheDefaultsAreJmhs() throws Exception {
    List<JmhBenchmark> runs = BenchmarkReader.read(Plain.class, method(Plain.class, "nothing"), Map.of());
    assertEquals(1, runs.size());
    JmhBenchmark b = runs.get(0);
    assertEquals(JmhMode.THROUGHPUT, b.mode());
    assertEquals(TimeUnit.SECONDS, b.outputUnit());
    assertEquals(new IterationSpec(5, Duration.ofSeconds(10), 1), b.warmup());
    assertEquals(new IterationSpec(5, Duration.ofSeconds(10), 1), b.measurement());
    assertEquals(5, b.forks());
    assertEquals(1, b.operationsPerInvocation());
    assertEquals(List.of("-XX:CompileCommand=inline,io/github/nanometer/jmh/BenchmarkReaderTest$Plain.nothing"),
        b.compileCommands());
    assertEquals("io.github.nanometer.jmh.BenchmarkReaderTest.Plain.nothing", b.name());
  }

  @Test
  void modesTimesParamsAndForkFlagsComeFromTheAnnotations() throws Exception {
    List<JmhBenchmark> runs = BenchmarkReader.read(Annotated.class, method(Annotated.class, "work"), Map.of());
    assertEquals(2 * 2 * 3, runs.size(), "two modes x two sizes x three kinds");
    JmhBenchmark first = runs.get(0);
    assertEquals(JmhMode.THROUGHPUT, first.mode());
    assertEquals(Map.of("kind", "a", "size", "1"), first.params());
    assertEquals(List.of("kind", "size"), List.copyOf(first.params().keySet()), "sorted by name, as JMH does");
    assertEquals(Map.of("kind", "a", "size", "2"), runs.get(1).params(), "the last name varies fastest");
    assertEquals(JmhMode.AVERAGE_TIME, runs.get(6).mode());
    assertEquals(TimeUnit.MICROSECONDS, first.outputUnit());
    assertEquals(8, first.operationsPerInvocation());
    assertEquals(new IterationSpec(3, Duration.ofMillis(200), 1), first.warmup());
    assertEquals(new IterationSpec(7, Duration.ofSeconds(10), 3), first.measurement());
    assertEquals(List.of("-Xmx1g"), first.jvmArgs());
    assertEquals(2, first.forks());
    assertTrue(first.compileCommands().contains(
        "-XX:CompileCommand=dontinline,io/github/nanometer/jmh/BenchmarkReaderTest$Annotated.helper"),
        first.compileCommands().toString());
    assertTrue(first.notes().stream().anyMatch(n -> n.contains("@Fork(2)")), first.notes().toString());
    assertTrue(first.notes().stream().anyMatch(n -> n.contains("Level.Invocation")), first.notes().toString());
    assertEquals("io.github.nanometer.jmh.BenchmarkReaderTest.Annotated.work thrpt kind=a size=1", first.runName());
  }

  @Test
  void paramOverridesReplaceTheDeclaredValuesAndBadValuesAreRefused() throws Exception {
    List<JmhBenchmark> runs = BenchmarkReader.read(Annotated.class, method(Annotated.class, "work"),
        Map.of("size", List.of("64")));
    assertEquals(2 * 3, runs.size());
    assertTrue(runs.stream().allMatch(r -> r.params().get("size").equals("64")));
    Unsupported u = assertThrows(Unsupported.class, () -> BenchmarkReader.read(Annotated.class,
        method(Annotated.class, "work"), Map.of("size", List.of("big"))));
    assertTrue(u.feature().startsWith("@Param size=big"), u.getMessage());
  }

  @Test
  void statesComeAfterTheStatesTheirFixturesTake() throws Exception {
    StatePlan plan = StatePlan.of(Annotated.class, method(Annotated.class, "work"));
    assertEquals(List.of(Annotated.class, Shared.class, Deps.class),
        plan.states().stream().map(StatePlan.State::type).toList());
    assertTrue(plan.hasLevel("Iteration") && plan.hasLevel("Invocation") && plan.hasLevel("Trial"));
  }

  @Test
  void unsupportedFeaturesAreRefusedByTheirNames() {
    Map<String, String> expected = Map.of("counted", "@AuxCounters", "infra", "BenchmarkParams parameter", "timed",
        "@Timeout", "notAState", "parameter of type java.lang.String");
    expected.forEach((name, feature) -> {
      Unsupported u = assertThrows(Unsupported.class,
          () -> BenchmarkReader.read(Refused.class, method(Refused.class, name), Map.of()), name);
      assertTrue(u.feature().startsWith(feature), name + ": " + u.getMessage());
      assertTrue(u.getMessage().contains("BenchmarkReaderTest$"), "names the class: " + u.getMessage());
    });
  }

  @Test
  void aGroupIsOneBenchmarkOfItsMembersWithTheirThreadsAndAnyMemberStandsForIt() throws Exception {
    List<JmhBenchmark> runs = BenchmarkReader.read(Threaded.class, method(Threaded.class, "writer"), Map.of());
    assertEquals(1, runs.size());
    JmhBenchmark g = runs.get(0);
    assertEquals("g", g.methodName());
    assertTrue(g.group() && g.threaded());
    assertEquals(List.of("reader", "writer"), List.copyOf(g.threads().keySet()), "members sorted by name");
    assertEquals(Map.of("reader", 1, "writer", 3), g.threads());
    assertEquals(4, g.totalThreads());
    assertEquals(runs, BenchmarkReader.read(Threaded.class, method(Threaded.class, "reader"), Map.of()));
    assertEquals(runs, BenchmarkReader.readNamed(Threaded.class, "g", Map.of()));
    assertTrue(g.notes().stream().anyMatch(n -> n.contains("threaded runs")), g.notes().toString());
    StatePlan plan = StatePlan.of(Threaded.class, List.of(method(Threaded.class, "reader"),
        method(Threaded.class, "writer")));
    assertEquals(List.of(Threaded.class, Shared.class, Deps2.class),
        plan.states().stream().map(StatePlan.State::type).toList(), "every member's states, each once");
    assertEquals(List.of(true, true, false), plan.states().stream().map(st -> st.sharedBy(true)).toList(),
        "group and benchmark states are shared in a group; thread states are not");
    assertThrows(IllegalArgumentException.class, () -> BenchmarkReader.readNamed(Threaded.class, "nosuch", Map.of()));
  }

  @Test
  void threadsRunTheMethodWithThatManyThreadsAndMaxIsEveryCpu() throws Exception {
    JmhBenchmark t = BenchmarkReader.read(Threaded.class, method(Threaded.class, "threaded"), Map.of()).get(0);
    assertEquals(Map.of("threaded", 4), t.threads());
    assertTrue(t.threaded() && !t.group());
    assertEquals("threaded", t.methodName());
    assertEquals(List.of(false), StatePlan.of(Threaded.class, method(Threaded.class, "threaded")).states().stream()
        .filter(st -> st.type() == GroupState.class).map(st -> st.sharedBy(false)).toList(),
        "outside a group each thread is its own group");
    JmhBenchmark max = BenchmarkReader.read(Threaded.class, method(Threaded.class, "everyCpu"), Map.of()).get(0);
    assertEquals(Runtime.getRuntime().availableProcessors(), max.totalThreads());
  }

  @Test
  void threadsAreRefusedByNameWhereTheirSemanticsDoNotMap() {
    Map<String, String> expected = Map.of("iterationFixture", "Level.Iteration fixtures with @Threads(2)",
        "singleShot", "@BenchmarkMode(ss) with @Threads(2)", "sampled", "@BenchmarkMode(sample) with @Threads(2)",
        "tooManyGroups", "@Threads(8) on", "lonelyGroupThreads", "@GroupThreads on");
    expected.forEach((name, feature) -> {
      Unsupported u = assertThrows(Unsupported.class,
          () -> BenchmarkReader.read(ThreadedRefused.class, method(ThreadedRefused.class, name), Map.of()), name);
      assertTrue(u.feature().startsWith(feature), name + ": " + u.getMessage());
      assertTrue(u.getMessage().contains("BenchmarkReaderTest$ThreadedRefused"), "names the class: " + u.getMessage());
    });
  }

  @Test
  void sampleModeTimesSingleInvocationsAndRefusesIterationFixtures() throws Exception {
    JmhBenchmark b = BenchmarkReader.read(Sampled.class, method(Sampled.class, "plain"), Map.of()).get(0);
    assertTrue(b.notes().stream().anyMatch(n -> n.contains("one invocation")), b.notes().toString());
    io.github.nanometer.Options o = io.github.nanometer.Options.builder().build();
    assertEquals(1, JmhChild.sampleMode(b, o).evaluationsPerSample());
    assertEquals(io.github.nanometer.Estimator.MEDIAN, JmhChild.sampleMode(b, o.toBuilder()
        .estimator(io.github.nanometer.Estimator.WEIGHTED_MEAN).build()).estimator());
    Unsupported u = assertThrows(Unsupported.class,
        () -> BenchmarkReader.read(Sampled.class, method(Sampled.class, "withIteration"), Map.of()));
    assertTrue(u.feature().startsWith("@BenchmarkMode(sample) with Level.Iteration"), u.getMessage());
  }

  @State(Scope.Thread)
  @BenchmarkMode(Mode.SampleTime)
  public static class Sampled {
    @Benchmark
    public void plain() {}

    @Benchmark
    public void withIteration(Deps d) {}
  }

  @Test
  void oneThreadIsNotRefused() throws Exception {
    assertEquals(1, BenchmarkReader.read(Refused.class, method(Refused.class, "oneThread"), Map.of()).size());
  }

  @Test
  void singleShotDefaultsAreNoWarmupAndOneMeasuredShot() throws Exception {
    JmhBenchmark b = BenchmarkReader.read(SingleShot.class, method(SingleShot.class, "shot"), Map.of()).get(0);
    assertEquals(JmhMode.SINGLE_SHOT_TIME, b.mode());
    assertEquals(0, b.warmup().iterations());
    assertEquals(1, b.measurement().iterations());
  }

  @Test
  void combinationsOfNoParametersIsOneEmptyCombination() {
    assertEquals(List.of(Map.of()), BenchmarkReader.combinations(Map.of()));
  }
}
