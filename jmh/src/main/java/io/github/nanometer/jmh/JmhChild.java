package io.github.nanometer.jmh;

import io.github.nanometer.ClockChoice;
import io.github.nanometer.Nanometer;
import io.github.nanometer.Options;
import io.github.nanometer.engine.BodyFingerprint;
import io.github.nanometer.engine.ChildClassArchive;
import io.github.nanometer.engine.ChildOptions;
import io.github.nanometer.Result;
import io.github.nanometer.engine.ResultDocuments;
import io.github.nanometer.os.PhaseLog;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The main class of the fresh JVM that runs one JMH benchmark: {@code JmhChild NAME=VALUE...
 * OUT_FILE}. It reads the benchmark's annotations again (so parent and child agree by
 * construction), makes its states, runs the {@code Level.Trial} setups, measures with nanometer's
 * engine ({@link JmhBody}; {@link ThreadedJmh} for {@code @Threads} and {@code @Group}) or JMH's schedule ({@link FixedSchedule}: single shots, {@code
 * --jmh-iterations}), runs the teardowns, and writes the one result to {@code OUT_FILE} as a
 * {@code nanometer-results} document. Exit 0 on success, 1 with a message otherwise. As a class-data
 * archive's training JVM ({@code ChildClassArchive.training()}) it measures briefly on the engine,
 * whatever {@code fixed=} says; its result is thrown away.
 *
 * <p>Arguments: {@code class=}, {@code method=}, {@code mode=} (JMH's short name), {@code fixed=}
 * (true for JMH's schedule), {@code param.NAME=VALUE} per parameter, and the run options: every
 * option of {@link Options}, the estimator and budget included, as {@link ChildOptions} spells them
 * for every child JVM ({@link #optionArgs}); the child refuses a list that lacks one.
 */
public final class JmhChild {

  private JmhChild() {}

  /** Entry point; see the class comment. */
  public static void main(String[] args) {
    PhaseLog.mark("child-main");
    io.github.nanometer.engine.ParentWatch.startIfAsked();
    try {
      run(args);
      io.github.nanometer.engine.ParentWatch.stop(); // a watch blocked in its read holds the exit 300 ms
    } catch (Throwable e) {
      Throwable cause = e.getCause() != null && e instanceof java.lang.reflect.InvocationTargetException
          ? e.getCause() : e;
      cause.printStackTrace();
      System.err.println("nanometer jmh: the benchmark failed in its JVM: " + cause);
      System.exit(1);
    }
  }

  /** The arguments that carry one run (the result file follows them). */
  static List<String> args(JmhBenchmark b, boolean fixedSchedule, Options o) {
    List<String> a = new ArrayList<>();
    a.add("class=" + b.className());
    a.add("method=" + b.methodName());
    a.add("mode=" + b.mode().shortName());
    a.add("fixed=" + fixedSchedule);
    b.params().forEach((k, v) -> a.add("param." + k + "=" + v));
    a.addAll(optionArgs(o));
    return a;
  }

  /** The run options as {@code NAME=VALUE}, every one, in the one spelling of every child JVM ({@link ChildOptions#args}). */
  static List<String> optionArgs(Options o) {
    return ChildOptions.args(o);
  }

  /**
   * The run options of the child's arguments {@code a} ({@link ChildOptions#read}; the other keys are
   * the benchmark's).
   *
   * @throws IllegalArgumentException naming an option {@code a} lacks, or a refused value
   */
  static Options options(Map<String, String> a) {
    return ChildClassArchive.forTraining(ChildOptions.read(a));
  }

  static void run(String[] args) throws Exception {
    if (args.length < 2) {
      throw new IllegalArgumentException("usage: JmhChild NAME=VALUE... OUT_FILE");
    }
    Map<String, String> a = new LinkedHashMap<>();
    Map<String, List<String>> params = new LinkedHashMap<>();
    for (int i = 0; i < args.length - 1; i++) {
      int eq = args[i].indexOf('=');
      String key = args[i].substring(0, Math.max(0, eq));
      if (key.startsWith("param.")) {
        params.put(key.substring("param.".length()), List.of(args[i].substring(eq + 1)));
      } else {
        a.put(key, args[i].substring(eq + 1));
      }
    }
    Path out = Path.of(args[args.length - 1]);
    Class<?> type = UserClasses.load(a.get("class"), ClassLoader.getSystemClassLoader());
    JmhMode mode = JmhMode.named(a.get("mode"));
    JmhBenchmark b = BenchmarkReader.readNamed(type, a.get("method"), params).stream().filter(r -> r.mode() == mode)
        .findFirst().orElseThrow(() -> new IllegalArgumentException(type.getName() + "." + a.get("method")
            + " has no mode " + mode.shortName()));
    // a class-data archive's training run measures briefly, on the engine (ChildClassArchive)
    boolean fixed = Boolean.parseBoolean(a.get("fixed")) && !ChildClassArchive.training();
    PhaseLog.mark("benchmark-ready");
    Result r;
    if (b.threaded()) {
      r = ForkProfiling.measure(a, () -> ThreadedJmh.measure(type, b, fixed, options(a)).withParameters(b.params()));
    } else {
      Method method = UserClasses.benchmarkMethod(type, b.methodName()).orElseThrow(() ->
          new IllegalArgumentException("no @Benchmark method " + b.methodName() + " in " + type.getName()));
      r = ForkProfiling.measure(a, () -> measure(type, method, b, fixed, options(a)));
    }
    PhaseLog.mark("measured");
    ResultDocuments.load().write(r, out);
    PhaseLog.mark("document-written");
    PhaseLog.flush();
  }

  /**
   * The options of a run in its mode: in {@code sample} mode one invocation per sample (so the raw
   * samples are single invocations, as JMH's sample mode times them), summarised by the median
   * unless the minimum was asked for; other modes unchanged.
   */
  static Options sampleMode(JmhBenchmark b, Options options) {
    if (b.mode() != JmhMode.SAMPLE_TIME) {
      return options;
    }
    return options.toBuilder().evaluationsPerSample(1)
        .estimator(options.estimator() == io.github.nanometer.Estimator.MINIMUM
            ? io.github.nanometer.Estimator.MINIMUM : io.github.nanometer.Estimator.MEDIAN).build();
  }

  /**
   * Makes the states, runs the trial setups, measures, runs the trial teardowns. The {@code
   * Nanometer} is created first: its measuring thread's activity probe (100-300 ms of sleeping
   * windows, see {@code Nanometer.create}) runs while the states are made and the trial setups run.
   */
  static Result measure(Class<?> type, Method method, JmhBenchmark b, boolean fixed, Options options)
      throws Exception {
    boolean fixedSchedule = fixed || b.mode() == JmhMode.SINGLE_SHOT_TIME;
    Options runOptions = fixedSchedule ? options.toBuilder().clock(ClockChoice.NANOTIME).build()
        : sampleMode(b, options);
    Result r;
    try (Nanometer nm = Nanometer.create(runOptions)) {
      StatePlan plan = StatePlan.of(type, method);
      StateInstances states = new StateInstances(plan, b.params());
      Object target = Modifier.isStatic(method.getModifiers()) ? null : states.instance(type);
      states.run("Trial", true);
      PhaseLog.mark("states-ready");
      IterationCycle cycle = plan.hasLevel("Iteration") ? new IterationCycle(states) : null;
      boolean perInvocation = plan.hasLevel("Invocation");
      Object bound = MethodCalls.bind(method, target, states.arguments(method));
      String name = b.runName();
      if (fixedSchedule) {
        r = FixedSchedule.run(name, b, MethodCalls.boxed(bound), cycle, states.fixtures("Invocation", true),
            states.fixtures("Invocation", false), runOptions, nm.clockFacts(), Optional.of(nm.doctor()));
      } else {
        r = nm.run(JmhBody.of(name, bound, cycle, states, perInvocation));
        if (cycle != null) {
          cycle.close();
        }
      }
      states.run("Trial", false);
      states.evaporate();
    }
    // The benchmark method's own code: the engine's body is a wrapper (fixtures, a bound call) around it.
    return r.withParameters(b.params()).withBodyFingerprint(BodyFingerprint.hex(method));
  }
}
