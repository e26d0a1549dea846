package io.github.nanometer.jmh;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

/**
 * One JMH benchmark run, everything decided before it runs (JMH's {@code BenchmarkParams}): the
 * method, one mode, one combination of {@code @Param} values, and what the annotations say.
 *
 * @param className the class the method runs on, binary name ({@code Outer$Inner})
 * @param methodName the {@code @Benchmark} method
 * @param mode the mode of this run (a method with several modes is several runs)
 * @param params {@code @Param} names to values, sorted by name (JMH's order)
 * @param outputUnit {@code @OutputTimeUnit} (JMH's default: seconds)
 * @param operationsPerInvocation {@code @OperationsPerInvocation} (default 1)
 * @param warmup {@code @Warmup} as read
 * @param measurement {@code @Measurement} as read
 * @param forks {@code @Fork}'s value as read (JMH's default 5); nanometer runs one fresh JVM
 * @param jvmArgs the JVM flags from {@code @Fork} (jvmArgsPrepend, jvmArgs, jvmArgsAppend, in order)
 * @param compileCommands {@code -XX:CompileCommand=...} flags from {@code @CompilerControl} and the
 *     benchmark method's forced inlining (as JMH's {@code CompilerHints})
 * @param notes what nanometer does differently from JMH for this benchmark, one sentence each
 * @param group true for a JMH {@code @Group} benchmark, whose {@code methodName} is the group's name
 * @param threads the benchmark methods and how many threads run each, in order: one entry {@code
 *     methodName -> 1} for a single-thread benchmark, {@code methodName -> N} for {@code @Threads(N)},
 *     one entry per member method ({@code @GroupThreads}) for a group
 */
public record JmhBenchmark(String className, String methodName, JmhMode mode, Map<String, String> params,
    TimeUnit outputUnit, int operationsPerInvocation, IterationSpec warmup, IterationSpec measurement, int forks,
    List<String> jvmArgs, List<String> compileCommands, List<String> notes, boolean group,
    Map<String, Integer> threads) {

  /**
   * Copies the collections; rejects missing parts, a thread count below 1, and a single-method
   * benchmark whose {@code threads} does not name its method alone.
   */
  public JmhBenchmark {
    if (className == null || methodName == null || mode == null || params == null || outputUnit == null
        || warmup == null || measurement == null || jvmArgs == null || compileCommands == null || notes == null
        || threads == null || threads.isEmpty()) {
      throw new IllegalArgumentException("every component of a JmhBenchmark is required");
    }
    if (operationsPerInvocation < 1) {
      throw new IllegalArgumentException("operationsPerInvocation must be >= 1, got " + operationsPerInvocation);
    }
    for (Map.Entry<String, Integer> e : threads.entrySet()) {
      if (e.getValue() == null || e.getValue() < 1) {
        throw new IllegalArgumentException("threads of " + e.getKey() + " must be >= 1, got " + e.getValue());
      }
    }
    if (!group && !(threads.size() == 1 && threads.containsKey(methodName))) {
      throw new IllegalArgumentException("a single-method benchmark's threads name its method " + methodName
          + " alone, got " + threads.keySet());
    }
    params = Collections.unmodifiableMap(new LinkedHashMap<>(params));
    jvmArgs = List.copyOf(jvmArgs);
    compileCommands = List.copyOf(compileCommands);
    notes = List.copyOf(notes);
    threads = Collections.unmodifiableMap(new LinkedHashMap<>(threads));
  }

  /** A single-thread, single-method benchmark (no {@code @Threads}, no {@code @Group}). */
  public JmhBenchmark(String className, String methodName, JmhMode mode, Map<String, String> params,
      TimeUnit outputUnit, int operationsPerInvocation, IterationSpec warmup, IterationSpec measurement, int forks,
      List<String> jvmArgs, List<String> compileCommands, List<String> notes) {
    this(className, methodName, mode, params, outputUnit, operationsPerInvocation, warmup, measurement, forks, jvmArgs,
        compileCommands, notes, false, Map.of(methodName, 1));
  }

  /** Every thread of the run, all methods together. */
  public int totalThreads() {
    return threads.values().stream().mapToInt(Integer::intValue).sum();
  }

  /** True when the run needs nanometer's threaded runs: a group, or more than one thread. */
  public boolean threaded() {
    return group || totalThreads() > 1;
  }

  /** JMH's benchmark name: {@code package.Class.method}, nested classes joined by dots. */
  public String name() {
    return className.replace('$', '.') + "." + methodName;
  }

  /** The name with the mode and parameters, e.g. {@code p.C.m avgt arg=1 certainty=0}: unique per run. */
  public String runName() {
    StringBuilder sb = new StringBuilder(name()).append(' ').append(mode.shortName());
    params.forEach((k, v) -> sb.append(' ').append(k).append('=').append(v));
    return sb.toString();
  }

  /** The same run with other notes (the runner adds what it learned). */
  JmhBenchmark withNotes(List<String> newNotes) {
    return new JmhBenchmark(className, methodName, mode, params, outputUnit, operationsPerInvocation, warmup,
        measurement, forks, jvmArgs, compileCommands, newNotes, group, threads);
  }
}
