package io.github.nanometer.jmh;

import java.lang.annotation.Annotation;
import java.lang.reflect.Field;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.concurrent.TimeUnit;

/**
 * Reads one {@code @Benchmark} method's annotations into the runs it stands for (one per mode and
 * {@code @Param} combination, {@link JmhBenchmark}), or refuses it, naming the annotation or type
 * nanometer does not support and the class. Defaults are JMH 1.37's ({@code
 * org.openjdk.jmh.runner.Defaults}): thrpt, seconds, 5 warm-up and 5 measurement iterations of 10
 * s (single shot: 0 and 1), batch 1, 5 forks.
 */
final class BenchmarkReader {

  static final int DEFAULT_ITERATIONS = 5;
  static final Duration DEFAULT_TIME = Duration.ofSeconds(10);
  static final int DEFAULT_FORKS = 5;

  private BenchmarkReader() {}

  /**
   * The runs of {@code method} on {@code benchmarkClass}.
   *
   * @param overrides {@code --param} values by name; they replace the annotation's values
   * @throws Unsupported naming the first feature nanometer does not run
   */
  static List<JmhBenchmark> read(Class<?> benchmarkClass, Method method, Map<String, List<String>> overrides)
      throws Unsupported {
    String where = benchmarkClass.getName() + "." + method.getName();
    refuseUnsupported(benchmarkClass, method, where);
    StatePlan plan = StatePlan.of(benchmarkClass, method);
    List<Map<String, String>> combinations = combinations(params(plan, overrides, where));
    List<JmhMode> modes = modes(benchmarkClass, method);
    TimeUnit unit = JmhAnnotations.onMethodOrClass(method, benchmarkClass, "OutputTimeUnit")
        .map(a -> TimeUnit.valueOf(JmhAnnotations.enumMember(a, "value"))).orElse(TimeUnit.SECONDS);
    int ops = JmhAnnotations.onMethodOrClass(method, benchmarkClass, "OperationsPerInvocation")
        .map(a -> JmhAnnotations.intMember(a, "value")).orElse(1);
    if (ops < 1) {
      throw new Unsupported("@OperationsPerInvocation(" + ops + ") on " + where, "must be at least 1");
    }
    Optional<Annotation> fork = JmhAnnotations.onMethodOrClass(method, benchmarkClass, "Fork");
    List<String> jvmArgs = fork.isPresent() ? forkArgs(fork.get(), where) : List.of();
    int forks = fork.map(f -> JmhAnnotations.intMember(f, "value")).filter(v -> v != JmhAnnotations.BLANK)
        .orElse(DEFAULT_FORKS);
    List<String> notes = new ArrayList<>();
    if (forks == 0) {
      notes.add("@Fork(0) asks for JMH's own JVM; nanometer runs every benchmark in a fresh JVM");
    } else if (forks > 1) {
      notes.add("@Fork(" + forks + "): nanometer ran one fresh JVM (nanometer's forked experiments give the "
          + "fork-to-fork variance)");
    }
    fork.map(f -> JmhAnnotations.intMember(f, "warmups")).filter(w -> w > 0)
        .ifPresent(w -> notes.add("@Fork(warmups = " + w + "): warm-up forks are not run"));
    if (plan.hasLevel("Invocation")) {
      notes.add("Level.Invocation fixtures: each invocation is timed on its own, so the time includes one clock "
          + "read (JMH's caveats for this level apply)");
    }
    List<String> compile = CompileCommands.of(benchmarkClass, method);
    List<JmhBenchmark> runs = new ArrayList<>();
    for (JmhMode mode : modes) {
      IterationSpec warmup = iterations(method, benchmarkClass, "Warmup", mode);
      IterationSpec measurement = iterations(method, benchmarkClass, "Measurement", mode);
      List<String> modeNotes = new ArrayList<>(notes);
      if (mode == JmhMode.SAMPLE_TIME) {
        modeNotes.add("sample: nanometer times samples of tuned length, not single invocations; the percentiles are "
            + "of per-sample times per operation");
      }
      for (Map<String, String> params : combinations) {
        runs.add(new JmhBenchmark(benchmarkClass.getName(), method.getName(), mode, params, unit, ops, warmup,
            measurement, forks, jvmArgs, compile, modeNotes));
      }
    }
    return runs;
  }

  private static void refuseUnsupported(Class<?> benchmarkClass, Method method, String where) throws Unsupported {
    if (!Modifier.isPublic(method.getModifiers())) {
      throw new Unsupported("@Benchmark " + where, "benchmark methods must be public (as JMH requires)");
    }
    for (String group : List.of("Group", "GroupThreads")) {
      if (JmhAnnotations.has(method, group)) {
        throw new Unsupported("@" + group + " on " + where,
            "group benchmarks run several threads; nanometer does not run threaded benchmarks yet");
      }
    }
    Optional<Annotation> threads = JmhAnnotations.onMethodOrClass(method, benchmarkClass, "Threads");
    if (threads.isPresent() && JmhAnnotations.intMember(threads.get(), "value") != 1) {
      throw new Unsupported("@Threads(" + JmhAnnotations.intMember(threads.get(), "value") + ") on " + where,
          "nanometer does not run threaded benchmarks yet");
    }
    for (var e : List.of(method, benchmarkClass)) {
      Optional<String> odd = JmhAnnotations.unsupported(e);
      if (odd.isPresent()) {
        throw new Unsupported("@" + odd.get() + " on " + (e == method ? where : benchmarkClass.getName()),
            "not supported by nanometer");
      }
    }
  }

  private static List<JmhMode> modes(Class<?> benchmarkClass, Method method) {
    Optional<Annotation> a = JmhAnnotations.onMethodOrClass(method, benchmarkClass, "BenchmarkMode");
    if (a.isEmpty()) {
      return List.of(JmhMode.THROUGHPUT);
    }
    List<JmhMode> modes = new ArrayList<>();
    for (Object constant : (Object[]) JmhAnnotations.member(a.get(), "value")) {
      for (JmhMode m : JmhMode.fromAnnotation(((Enum<?>) constant).name())) {
        if (!modes.contains(m)) {
          modes.add(m);
        }
      }
    }
    return modes;
  }

  /** {@code @Warmup}/{@code @Measurement} with JMH's defaults for blank members. */
  static IterationSpec iterations(Method method, Class<?> benchmarkClass, String which, JmhMode mode) {
    boolean warmup = which.equals("Warmup");
    int iterations = mode == JmhMode.SINGLE_SHOT_TIME ? (warmup ? 0 : 1) : DEFAULT_ITERATIONS;
    Duration time = DEFAULT_TIME;
    int batch = 1;
    Optional<Annotation> a = JmhAnnotations.onMethodOrClass(method, benchmarkClass, which);
    if (a.isPresent()) {
      int i = JmhAnnotations.intMember(a.get(), "iterations");
      int t = JmhAnnotations.intMember(a.get(), "time");
      int b = JmhAnnotations.intMember(a.get(), "batchSize");
      TimeUnit u = TimeUnit.valueOf(JmhAnnotations.enumMember(a.get(), "timeUnit"));
      iterations = i == JmhAnnotations.BLANK ? iterations : i;
      time = t == JmhAnnotations.BLANK ? time : Duration.ofNanos(u.toNanos(t));
      batch = b == JmhAnnotations.BLANK ? batch : b;
    }
    return new IterationSpec(Math.max(0, iterations), time.isZero() ? DEFAULT_TIME : time, Math.max(1, batch));
  }

  private static List<String> forkArgs(Annotation fork, String where) throws Unsupported {
    String jvm = (String) JmhAnnotations.member(fork, "jvm");
    if (!jvm.equals(JmhAnnotations.BLANK_ARGS)) {
      throw new Unsupported("@Fork(jvm = \"" + jvm + "\") on " + where,
          "nanometer's child runs on the JVM that runs nanometer");
    }
    List<String> args = new ArrayList<>();
    for (String member : List.of("jvmArgsPrepend", "jvmArgs", "jvmArgsAppend")) {
      String[] values = JmhAnnotations.stringsMember(fork, member);
      if (!(values.length == 1 && values[0].equals(JmhAnnotations.BLANK_ARGS))) {
        args.addAll(Arrays.asList(values));
      }
    }
    return args;
  }

  /** Every {@code @Param} name (sorted, as JMH orders them) to its values: overridden, declared, or an enum's constants. */
  private static Map<String, List<String>> params(StatePlan plan, Map<String, List<String>> overrides, String where)
      throws Unsupported {
    Map<String, List<String>> values = new TreeMap<>();
    for (Map.Entry<String, List<Field>> e : plan.paramFields().entrySet()) {
      Field f = e.getValue().get(0);
      List<String> v = overrides.get(e.getKey());
      if (v == null) {
        String[] declared = JmhAnnotations.stringsMember(JmhAnnotations.find(f, "Param").orElseThrow(), "value");
        boolean blank = declared.length == 0 || (declared.length == 1 && declared[0].equals(JmhAnnotations.BLANK_ARGS));
        if (blank && f.getType().isEnum()) {
          v = Arrays.stream(f.getType().getEnumConstants()).map(c -> ((Enum<?>) c).name()).toList();
        } else if (blank) {
          throw new Unsupported("@Param " + f.getName() + " in " + where,
              "no values declared; give them with --param " + f.getName() + "=v1,v2");
        } else {
          v = Arrays.asList(declared);
        }
      }
      for (Field each : e.getValue()) {
        for (String value : v) {
          try {
            ParamValues.convert(value, each.getType());
          } catch (IllegalArgumentException ex) {
            throw new Unsupported("@Param " + f.getName() + "=" + value + " in " + where, ex.getMessage());
          }
        }
      }
      values.put(e.getKey(), v);
    }
    return values;
  }

  /** Every combination of the values, the first name varying slowest (JMH's order). */
  static List<Map<String, String>> combinations(Map<String, List<String>> values) {
    List<Map<String, String>> out = new ArrayList<>();
    out.add(new LinkedHashMap<>());
    for (Map.Entry<String, List<String>> e : values.entrySet()) {
      List<Map<String, String>> next = new ArrayList<>();
      for (Map<String, String> partial : out) {
        for (String v : e.getValue()) {
          Map<String, String> m = new LinkedHashMap<>(partial);
          m.put(e.getKey(), v);
          next.add(m);
        }
      }
      out = next;
    }
    return out;
  }
}
