package io.github.nanometer.jmh;

import io.github.nanometer.ClockChoice;
import io.github.nanometer.Nanometer;
import io.github.nanometer.Options;
import io.github.nanometer.options.OptionSpecs;
import io.github.nanometer.Result;
import io.github.nanometer.engine.ResultDocuments;
import io.github.nanometer.os.PinRequest;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/**
 * The main class of the fresh JVM that runs one JMH benchmark: {@code JmhChild NAME=VALUE...
 * OUT_FILE}. It reads the benchmark's annotations again (so parent and child agree by
 * construction), makes its states, runs the {@code Level.Trial} setups, measures with nanometer's
 * engine ({@link JmhBody}; {@link ThreadedJmh} for {@code @Threads} and {@code @Group}) or JMH's schedule ({@link FixedSchedule}: single shots, {@code
 * --jmh-iterations}), runs the teardowns, and writes the one result to {@code OUT_FILE} as a
 * {@code nanometer-results} document. Exit 0 on success, 1 with a message otherwise.
 *
 * <p>Arguments: {@code class=}, {@code method=}, {@code mode=} (JMH's short name), {@code fixed=}
 * (true for JMH's schedule), {@code param.NAME=VALUE} per parameter, and the run options by their
 * {@link OptionSpecs} names ({@link #optionArgs}).
 */
public final class JmhChild {

  private JmhChild() {}

  /** Entry point; see the class comment. */
  public static void main(String[] args) {
    try {
      run(args);
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

  /** The run options as {@code NAME=VALUE}, each shown and parsed by its {@link OptionSpecs} entry. */
  static List<String> optionArgs(Options o) {
    return List.of(
        "estimator=" + OptionSpecs.ESTIMATOR.show(o.estimator()),
        "budget=" + OptionSpecs.BUDGET.show(o.budget()),
        "maxWarmup=" + OptionSpecs.MAX_WARMUP.show(o.maxWarmup()),
        "seed=" + o.seed(),
        "oracle=" + OptionSpecs.ORACLE.show(o.oracle()),
        "useTuningCache=" + o.useTuningCache(),
        "isolateLoops=" + o.isolateLoops(),
        "compilations=" + o.compilations(),
        "clock=" + OptionSpecs.CLOCK.show(o.clock()),
        "pinning=" + pinningText(o.pinning()),
        // a percentage, as the spec parses it back (its show() writes the fraction)
        "confidence=" + OptionSpecs.CONFIDENCE.showInHelp(o.confidence()));
  }

  /** {@code auto}, {@code none} or the cpu number: what {@link OptionSpecs#PINNING} parses. */
  static String pinningText(PinRequest p) {
    return p.mode() == PinRequest.PinMode.CPU ? Integer.toString(p.cpu()) : p.mode().name().toLowerCase(Locale.ROOT);
  }

  static Options options(Map<String, String> a) {
    return Options.builder()
        .estimator(OptionSpecs.ESTIMATOR.parse(a.get("estimator")))
        .budget(OptionSpecs.BUDGET.parse(a.get("budget")))
        .maxWarmup(OptionSpecs.MAX_WARMUP.parse(a.get("maxWarmup")))
        .seed(Long.parseLong(a.get("seed")))
        .oracle(OptionSpecs.ORACLE.parse(a.get("oracle")))
        .useTuningCache(Boolean.parseBoolean(a.get("useTuningCache")))
        .isolateLoops(Boolean.parseBoolean(a.get("isolateLoops")))
        .compilations(Integer.parseInt(a.get("compilations")))
        .clock(OptionSpecs.CLOCK.parse(a.get("clock")))
        .pinning(OptionSpecs.PINNING.parse(a.get("pinning")))
        .confidence(OptionSpecs.CONFIDENCE.parse(a.get("confidence")))
        .build();
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
    boolean fixed = Boolean.parseBoolean(a.get("fixed"));
    Result r;
    if (b.threaded()) {
      r = ThreadedJmh.measure(type, b, fixed, options(a)).withParameters(b.params());
    } else {
      Method method = UserClasses.benchmarkMethod(type, b.methodName()).orElseThrow(() ->
          new IllegalArgumentException("no @Benchmark method " + b.methodName() + " in " + type.getName()));
      r = measure(type, method, b, fixed, options(a));
    }
    ResultDocuments.load().write(r, out);
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

  /** Makes the states, runs the trial setups, measures, runs the trial teardowns. */
  static Result measure(Class<?> type, Method method, JmhBenchmark b, boolean fixed, Options options)
      throws Exception {
    StatePlan plan = StatePlan.of(type, method);
    StateInstances states = new StateInstances(plan, b.params());
    Object target = Modifier.isStatic(method.getModifiers()) ? null : states.instance(type);
    states.run("Trial", true);
    IterationCycle cycle = plan.hasLevel("Iteration") ? new IterationCycle(states) : null;
    boolean perInvocation = plan.hasLevel("Invocation");
    Object bound = MethodCalls.bind(method, target, states.arguments(method));
    String name = b.runName();
    Result r;
    if (fixed || b.mode() == JmhMode.SINGLE_SHOT_TIME) {
      Options nanoTime = options.toBuilder().clock(ClockChoice.NANOTIME).build();
      try (Nanometer nm = Nanometer.create(nanoTime)) {
        r = FixedSchedule.run(name, b, MethodCalls.boxed(bound), cycle, states.fixtures("Invocation", true),
            states.fixtures("Invocation", false), nanoTime, nm.clockFacts(), Optional.of(nm.doctor()));
      }
    } else {
      try (Nanometer nm = Nanometer.create(sampleMode(b, options))) {
        r = nm.run(JmhBody.of(name, bound, cycle, states, perInvocation));
      }
      if (cycle != null) {
        cycle.close();
      }
    }
    states.run("Trial", false);
    states.evaporate();
    return r.withParameters(b.params());
  }
}
