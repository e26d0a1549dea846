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

  public static class Refused {
    @Benchmark
    @Group("g")
    public void grouped() {}

    @Benchmark
    @Threads(4)
    public void threaded() {}

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
    Map<String, String> expected = Map.of("grouped", "@Group", "threaded", "@Threads(4)", "groupScoped",
        "@State(Scope.Group)", "counted", "@AuxCounters", "infra", "BenchmarkParams parameter", "timed", "@Timeout",
        "notAState", "parameter of type java.lang.String");
    expected.forEach((name, feature) -> {
      Unsupported u = assertThrows(Unsupported.class,
          () -> BenchmarkReader.read(Refused.class, method(Refused.class, name), Map.of()), name);
      assertTrue(u.feature().startsWith(feature), name + ": " + u.getMessage());
      assertTrue(u.getMessage().contains("BenchmarkReaderTest$"), "names the class: " + u.getMessage());
    });
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
