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
   * The runs of {@code method} on {@code benchmarkClass}; a member of a {@code @Group} stands for its
   * group ({@link #readGroup}).
   *
   * @param overrides {@code --param} values by name; they replace the annotation's values
   * @throws Unsupported naming the first feature nanometer does not run
   */
  static List<JmhBenchmark> read(Class<?> benchmarkClass, Method method, Map<String, List<String>> overrides)
      throws Unsupported {
    Optional<Annotation> group = JmhAnnotations.find(method, "Group");
    if (group.isPresent()) {
      return readGroup(benchmarkClass, (String) JmhAnnotations.member(group.get(), "value"), overrides);
    }
    String where = benchmarkClass.getName() + "." + method.getName();
    if (JmhAnnotations.has(method, "GroupThreads")) {
      throw new Unsupported("@GroupThreads on " + where, "only meaningful with @Group; JMH refuses it too");
    }
    int threads = threads(benchmarkClass, method, where);
    return read(benchmarkClass, method.getName(), List.of(method), false, Map.of(method.getName(), threads),
        overrides);
  }

  /**
   * The runs of the {@code @Group} named {@code group} on {@code benchmarkClass}: its member methods
   * (by name) with their {@code @GroupThreads}, run together by nanometer's threaded runs, one
   * instance of the group. The mode, unit and iterations are the first member's.
   *
   * @throws Unsupported when the group has no member, asks for several instances of itself
   *     ({@code @Threads} above its size), or uses a feature nanometer does not run
   */
  static List<JmhBenchmark> readGroup(Class<?> benchmarkClass, String group, Map<String, List<String>> overrides)
      throws Unsupported {
    String where = benchmarkClass.getName() + "." + group;
    List<Method> members = new ArrayList<>();
    for (Method m : benchmarkClass.getMethods()) {
      Optional<Annotation> g = JmhAnnotations.find(m, "Group");
      if (JmhAnnotations.has(m, "Benchmark") && g.isPresent() && group.equals(JmhAnnotations.member(g.get(), "value"))) {
        members.add(m);
      }
    }
    if (members.isEmpty()) {
      throw new Unsupported("@Group(\"" + group + "\") on " + benchmarkClass.getName(), "no public @Benchmark method "
          + "of the group");
    }
    members.sort(java.util.Comparator.comparing(Method::getName));
    Map<String, Integer> threads = new LinkedHashMap<>();
    for (Method m : members) {
      int n = JmhAnnotations.find(m, "GroupThreads").map(a -> JmhAnnotations.intMember(a, "value")).orElse(1);
      if (n < 1) {
        throw new Unsupported("@GroupThreads(" + n + ") on " + benchmarkClass.getName() + "." + m.getName(),
            "must be at least 1");
      }
      threads.put(m.getName(), n);
    }
    int size = threads.values().stream().mapToInt(Integer::intValue).sum();
    Optional<Annotation> t = JmhAnnotations.onMethodOrClass(members.get(0), benchmarkClass, "Threads");
    if (t.isPresent() && JmhAnnotations.intMember(t.get(), "value") > size) {
      throw new Unsupported("@Threads(" + JmhAnnotations.intMember(t.get(), "value") + ") on " + where,
          "asks for several instances of the " + size + "-thread group; nanometer runs one instance of a group");
    }
    return read(benchmarkClass, group, members, true, threads, overrides);
  }

  /**
   * The runs of the benchmark named {@code name} on {@code type}: its {@code @Benchmark} method, or
   * the {@code @Group} of that name (JMH lists a group by its name).
   *
   * @throws Unsupported as {@link #read} and {@link #readGroup}
   * @throws IllegalArgumentException when {@code type} has neither
   */
  static List<JmhBenchmark> readNamed(Class<?> type, String name, Map<String, List<String>> overrides)
      throws Unsupported {
    Optional<Method> m = UserClasses.benchmarkMethod(type, name);
    if (m.isPresent()) {
      return read(type, m.get(), overrides);
    }
    for (Method each : type.getMethods()) {
      Optional<Annotation> g = JmhAnnotations.find(each, "Group");
      if (g.isPresent() && name.equals(JmhAnnotations.member(g.get(), "value"))) {
        return readGroup(type, name, overrides);
      }
    }
    throw new IllegalArgumentException("no @Benchmark method or @Group " + name + " in " + type.getName());
  }

  /** {@code @Threads} of a single-method benchmark: 1 when absent, the cpus for {@code Threads.MAX} (-1). */
  private static int threads(Class<?> benchmarkClass, Method method, String where) throws Unsupported {
    Optional<Annotation> threads = JmhAnnotations.onMethodOrClass(method, benchmarkClass, "Threads");
    if (threads.isEmpty()) {
      return 1;
    }
    int n = JmhAnnotations.intMember(threads.get(), "value");
    if (n == -1) {
      return Runtime.getRuntime().availableProcessors();
    }
    if (n < 1 || n > io.github.nanometer.ThreadedBenchmark.MAX_THREADS) {
      throw new Unsupported("@Threads(" + n + ") on " + where, "accepted: 1 to "
          + io.github.nanometer.ThreadedBenchmark.MAX_THREADS + ", or Threads.MAX");
    }
    return n;
  }

  private static List<JmhBenchmark> read(Class<?> benchmarkClass, String name, List<Method> methods, boolean group,
      Map<String, Integer> threads, Map<String, List<String>> overrides) throws Unsupported {
    String where = benchmarkClass.getName() + "." + name;
    Method method = methods.get(0);
    for (Method m : methods) {
      refuseUnsupported(benchmarkClass, m, benchmarkClass.getName() + "." + m.getName());
    }
    StatePlan plan = StatePlan.of(benchmarkClass, methods);
    List<Map<String, String>> combinations = combinations(params(plan, overrides, where));
    List<JmhMode> modes = modes(benchmarkClass, method);
    int total = threads.values().stream().mapToInt(Integer::intValue).sum();
    boolean threaded = group || total > 1;
    String how = group ? "@Group(\"" + name + "\") of " + String.join(", ", threads.entrySet().stream()
        .map(e -> e.getKey() + " x" + e.getValue()).toList()) : "@Threads(" + total + ")";
    if (threaded) {
      for (String level : List.of("Iteration", "Invocation")) {
        if (plan.hasLevel(level)) {
          throw new Unsupported("Level." + level + " fixtures with " + how + " on " + where, "nanometer's threaded "
              + "runs have no hook between synchronized samples or invocations; only Level.Trial fixtures map");
        }
      }
      for (JmhMode mode : modes) {
        if (mode == JmhMode.SAMPLE_TIME || mode == JmhMode.SINGLE_SHOT_TIME) {
          throw new Unsupported("@BenchmarkMode(" + mode.shortName() + ") with " + how + " on " + where,
              "nanometer's threaded runs time synchronized samples of many invocations: thrpt and avgt map, "
                  + "single invocations (sample) and single shots (ss) do not");
        }
      }
    }
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
      notes.add("@Fork(" + forks + "): not followed; nanometer runs each run in one fresh JVM, or in N with --forks N "
          + "(judge decides over forks)");
    }
    fork.map(f -> JmhAnnotations.intMember(f, "warmups")).filter(w -> w > 0)
        .ifPresent(w -> notes.add("@Fork(warmups = " + w + "): warm-up forks are not run"));
    if (plan.hasLevel("Invocation")) {
      notes.add("Level.Invocation fixtures: each invocation is timed on its own, so the time includes one clock "
          + "read (JMH's caveats for this level apply)");
    }
    if (threaded) {
      notes.add(how + ": run by nanometer's threaded runs (all threads start and stop each sample together between "
          + "barriers, JMH's synchronized iterations); a fixed warm-up of synchronized samples (--max-warmup) instead "
          + "of a measured one; the score is over all threads (thrpt summed, avgt averaged), per thread and per "
          + "method in the notes");
    }
    List<String> compile = new ArrayList<>();
    for (Method m : methods) {
      CompileCommands.of(benchmarkClass, m).stream().filter(c -> !compile.contains(c)).forEach(compile::add);
    }
    List<JmhBenchmark> runs = new ArrayList<>();
    for (JmhMode mode : modes) {
      IterationSpec warmup = iterations(method, benchmarkClass, "Warmup", mode);
      IterationSpec measurement = iterations(method, benchmarkClass, "Measurement", mode);
      List<String> modeNotes = new ArrayList<>(notes);
      if (mode == JmhMode.SAMPLE_TIME) {
        if (plan.hasLevel("Iteration")) {
          throw new Unsupported("@BenchmarkMode(sample) with Level.Iteration fixtures on " + where, "nanometer's "
              + "sample mode times one invocation per sample, so an iteration fixture would run around every call");
        }
        modeNotes.add("sample: every sample times one invocation, as JMH's sample mode does, so the percentiles are "
            + "of single invocations; each time includes one clock read");
      }
      for (Map<String, String> params : combinations) {
        runs.add(new JmhBenchmark(benchmarkClass.getName(), name, mode, params, unit, ops, warmup,
            measurement, forks, jvmArgs, compile, modeNotes, group, threads));
      }
    }
    return runs;
  }

  private static void refuseUnsupported(Class<?> benchmarkClass, Method method, String where) throws Unsupported {
    if (!Modifier.isPublic(method.getModifiers())) {
      throw new Unsupported("@Benchmark " + where, "benchmark methods must be public (as JMH requires)");
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
