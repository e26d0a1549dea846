package io.github.nanometer.jmh;

import io.github.nanometer.Allocation;
import io.github.nanometer.Estimates;
import io.github.nanometer.Estimator;
import io.github.nanometer.GcActivity;
import io.github.nanometer.Interval;
import io.github.nanometer.Isolation;
import io.github.nanometer.MeasurementPlan;
import io.github.nanometer.Mode;
import io.github.nanometer.Nanometer;
import io.github.nanometer.Note;
import io.github.nanometer.NoteKind;
import io.github.nanometer.Options;
import io.github.nanometer.Regime;
import io.github.nanometer.Result;
import io.github.nanometer.StopReason;
import io.github.nanometer.ThreadState;
import io.github.nanometer.ThreadedBenchmark;
import io.github.nanometer.ThreadedOptions;
import io.github.nanometer.ThreadedResult.GroupSummary;
import io.github.nanometer.ThreadedResult.ThreadSamples;
import io.github.nanometer.ThreadedResult.ThreadSummary;
import io.github.nanometer.ThreadedResult;
import io.github.nanometer.TuningSource;
import io.github.nanometer.WarmupSummary;
import io.github.nanometer.stats.Descriptive;
import io.github.nanometer.stats.MedianInterval;
import io.github.nanometer.text.DecimalText;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Supplier;

/**
 * A JMH benchmark of several threads ({@code @Threads(N)}, or a {@code @Group} of methods with
 * their {@code @GroupThreads}) run through nanometer's threaded runs ({@link
 * Nanometer#runThreaded}), and its {@link ThreadedResult} as the one {@link Result} a {@code nanometer
 * jmh} run reports.
 *
 * <p>States: one instance of each {@code Scope.Benchmark} state (and {@code Scope.Group} state in a
 * group, since one instance of the group runs) for all threads, made with their {@code Level.Trial}
 * setups before the threads start and torn down after the last sample; every other state once per
 * thread, made and set up on that thread before its first sample and torn down on it after its
 * last; a JMH {@code Blackhole} per thread. Only {@code Level.Trial} fixtures exist here ({@link
 * BenchmarkReader} refuses the others with threads).
 *
 * <p>The result's samples are the run's aggregate series, one per synchronized sample: for {@code
 * avgt} the mean over threads of each thread's time per operation (JMH's average time over threads),
 * for {@code thrpt} the inverse of the summed operations per second (so the score, operations per
 * time unit, is the sum over threads as JMH's); each sample's evaluations are every operation of
 * every thread in it, and its elapsed time that count times the aggregate value. The estimate is
 * the median over samples with its order-statistic interval. Per-method and per-thread figures, the
 * spread between threads, the barrier skew and the placement are the result's notes.
 */
final class ThreadedJmh {

  /** The longest synchronized sample nanometer's default runs use: 20 ms ({@link ThreadedOptions}). */
  static final Duration SAMPLE_LENGTH = ThreadedOptions.DEFAULT_SAMPLE_LENGTH;

  private ThreadedJmh() {}

  /** One thread's own states and its bound call, made on that thread. */
  record Local(StateInstances states, Supplier<Object> call) {}

  /**
   * Runs {@code b} on {@code type} with its threads and returns the aggregate result.
   *
   * @param fixed true for JMH's schedule ({@code --jmh-iterations}): {@code @Warmup} and
   *     {@code @Measurement} iterations become warm-up and measured synchronized samples of the
   *     iteration's length
   * @throws Exception when a state cannot be made, a fixture or the benchmark throws
   */
  static Result measure(Class<?> type, JmhBenchmark b, boolean fixed, Options options) throws Exception {
    List<Method> methods = new ArrayList<>();
    for (String name : b.threads().keySet()) {
      methods.add(UserClasses.benchmarkMethod(type, name).orElseThrow(() -> new IllegalArgumentException(
          "no @Benchmark method " + name + " in " + type.getName())));
    }
    StatePlan plan = StatePlan.of(type, methods);
    StateInstances shared = StateInstances.shared(plan, b.params(), b.group());
    shared.run("Trial", true);
    ThreadedBenchmark.Builder<StateInstances> builder = ThreadedBenchmark.builder(b.runName(), () -> shared);
    for (Method m : methods) {
      builder.group(ThreadedBenchmark.Group.<StateInstances, Local>of(m.getName(), b.threads().get(m.getName()),
          () -> local(type, m, plan, b, shared), (ThreadState<StateInstances, Local> t) -> t.local().call().get())
          .localTeardown(l -> {
            l.states().run("Trial", false);
            l.states().evaporate();
          }));
    }
    ThreadedOptions threaded = options(b, fixed, options);
    ThreadedResult r;
    Thread watchdog = watchdog(b, deadline(threaded));
    try (Nanometer nm = Nanometer.create(options)) {
      r = nm.runThreaded(builder.build(), threaded);
    } finally {
      watchdog.interrupt();
    }
    shared.run("Trial", false);
    shared.evaporate();
    return toResult(r, b, options, fixed);
  }

  /**
   * How long a threaded run may take before its threads count as blocked: twice its warm-up and
   * budget, plus {@link #GRACE}.
   */
  static Duration deadline(ThreadedOptions t) {
    return t.warmup().plus(t.budget()).multipliedBy(2).plus(GRACE);
  }

  /** The slack of {@link #deadline}: 10 s (states, compilation, a slow call). */
  static final Duration GRACE = Duration.ofSeconds(10);

  /** The line the child prints last before it exits with {@link #BLOCKED_STATUS}; see {@link #refusal}. */
  static final String REFUSED_PREFIX = "nanometer jmh: refused: ";
  /** The child's exit status when its threads blocked. */
  static final int BLOCKED_STATUS = 3;

  /**
   * A daemon that ends this JVM (the child) when the run outlives {@code deadline}: threads that wait
   * on each other (a group's producer and consumer over a blocking queue, JMH's sample 30) block
   * once one of them has stopped its sample; JMH interrupts them, nanometer's threaded runs do not,
   * so the run is refused at run time by {@link #REFUSED_PREFIX}. Interrupt it when the run ends.
   */
  private static Thread watchdog(JmhBenchmark b, Duration deadline) {
    Thread t = new Thread(() -> {
      try {
        Thread.sleep(deadline.toMillis());
      } catch (InterruptedException e) {
        return;
      }
      System.err.println(REFUSED_PREFIX + (b.group() ? "@Group(\"" + b.methodName() + "\")" : "@Threads("
          + b.totalThreads() + ")") + " on " + b.className() + " | its threads did not finish within " + deadline
          .toSeconds() + " s: they block on each other (e.g. a blocking queue between the group's methods) once one "
          + "has stopped its sample; JMH interrupts such threads, nanometer's synchronized samples do not");
      System.err.flush();
      Runtime.getRuntime().halt(BLOCKED_STATUS);
    }, "nanometer-jmh-watchdog");
    t.setDaemon(true);
    t.start();
    return t;
  }

  /**
   * The refusal a failed run's message stands for, when the child refused it at run time (its last
   * stderr line starts with {@link #REFUSED_PREFIX}: {@code FEATURE | REASON}).
   */
  static Optional<JmhRefusal> refusal(String benchmark, String failure) {
    String last = JmhTable.lastLine(failure);
    int at = last.indexOf(REFUSED_PREFIX);
    if (at < 0) {
      return Optional.empty();
    }
    String rest = last.substring(at + REFUSED_PREFIX.length());
    int bar = rest.indexOf(" | ");
    return Optional.of(bar < 0 ? new JmhRefusal(benchmark, rest, "refused at run time")
        : new JmhRefusal(benchmark, rest.substring(0, bar), rest.substring(bar + 3)));
  }

  private static Local local(Class<?> type, Method m, StatePlan plan, JmhBenchmark b, StateInstances shared) {
    try {
      StateInstances mine = StateInstances.forThread(plan, b.params(), b.group(), shared);
      mine.run("Trial", true);
      Object target = Modifier.isStatic(m.getModifiers()) ? null : mine.instance(type);
      return new Local(mine, MethodCalls.boxed(MethodCalls.bind(m, target, mine.arguments(m))));
    } catch (ReflectiveOperationException e) {
      throw new IllegalStateException("cannot make the states of " + type.getName() + "." + m.getName()
          + " for a thread: " + e, e);
    }
  }

  /**
   * The threaded options of a run: nanometer's budget and {@code maxWarmup} (as a fixed warm-up),
   * at least {@code minSamples} and {@link ThreadedOptions#DEFAULT_MIN_SAMPLES} samples (enough for
   * the median's 95% interval), each of at most {@link #SAMPLE_LENGTH} and at least 1 ms, the
   * budget's share where it allows; under JMH's schedule its iterations. Threads may share cpus (JMH runs
   * whatever threads it is asked for; the result says when they shared).
   */
  static ThreadedOptions options(JmhBenchmark b, boolean fixed, Options o) {
    ThreadedOptions.Builder t = ThreadedOptions.builder().pinning(o.pinning()).shareCpus(true);
    if (fixed) {
      Duration length = clamp(b.measurement().time());
      int n = Math.max(2, b.measurement().iterations());
      return t.sampleLength(length).budget(length.multipliedBy(n)).minSamples(n).maxSamples(n)
          .warmup(clamp(b.warmup().time()).multipliedBy(b.warmup().iterations())).build();
    }
    int min = Math.max(o.minSamples(), ThreadedOptions.DEFAULT_MIN_SAMPLES);
    Duration length = clamp(o.budget().dividedBy(min));
    Duration budget = o.budget().compareTo(ThreadedOptions.MIN_BUDGET) < 0 ? ThreadedOptions.MIN_BUDGET : o.budget();
    return t.sampleLength(length.compareTo(SAMPLE_LENGTH) > 0 ? SAMPLE_LENGTH : length).budget(budget)
        .minSamples(min).warmup(o.maxWarmup()).build();
  }

  private static Duration clamp(Duration d) {
    return d.compareTo(ThreadedOptions.MIN_SAMPLE_LENGTH) < 0 ? ThreadedOptions.MIN_SAMPLE_LENGTH
        : d.compareTo(ThreadedOptions.MAX_SAMPLE_LENGTH) > 0 ? ThreadedOptions.MAX_SAMPLE_LENGTH : d;
  }

  /**
   * Per sample, the aggregate nanoseconds per invocation of {@code threads}: the mean of their
   * times per operation ({@code avgt}), or one second over their summed operations per second
   * ({@code thrpt}).
   */
  static double[] aggregate(List<ThreadSamples> threads, JmhMode mode) {
    if (mode != JmhMode.THROUGHPUT) {
      return ThreadedResult.meanNanosPerOperation(threads);
    }
    double[] sum = new double[threads.get(0).size()];
    for (ThreadSamples t : threads) {
      double[] ops = t.operationsPerSecond();
      for (int i = 0; i < sum.length; i++) {
        sum[i] += ops[i];
      }
    }
    double[] x = new double[sum.length];
    for (int i = 0; i < x.length; i++) {
      x[i] = 1e9 / sum[i];
    }
    return x;
  }

  /** The aggregate result of a threaded run; see the class comment. */
  static Result toResult(ThreadedResult r, JmhBenchmark b, Options options, boolean fixed) {
    List<ThreadSamples> threads = r.threads();
    double[] x = aggregate(threads, b.mode());
    int n = x.length;
    int[] evaluations = new int[n];
    double[] elapsed = new double[n];
    for (int i = 0; i < n; i++) {
      long ops = 0;
      for (ThreadSamples t : threads) {
        ops += t.evaluations()[i];
      }
      evaluations[i] = (int) Math.max(1, Math.min(Integer.MAX_VALUE, ops));
      elapsed[i] = x[i] * evaluations[i];
    }
    double confidence = r.options().confidence();
    String covers = "median over synchronized samples of the " + (b.mode() == JmhMode.THROUGHPUT
        ? "inverse summed operations per second" : "mean time per operation") + " of all " + b.totalThreads()
        + " threads (ns)";
    Optional<Interval> primary = MedianInterval.of(x, confidence)
        .map(m -> m.interval().described(covers, m.interval().method()));
    List<Note> notes = new ArrayList<>(r.notes());
    if (primary.isEmpty()) {
      notes.add(new Note(NoteKind.NO_INTERVAL, "no interval: too few synchronized samples (" + n + ")", b.runName()));
    }
    notes.add(new Note(NoteKind.THREAD_PLACEMENT, describe(r, b), b.runName()));
    Estimates e = new Estimates(Descriptive.min(x), Descriptive.median(x), Descriptive.mean(x),
        java.util.Arrays.stream(elapsed).sum() / java.util.Arrays.stream(evaluations).asDoubleStream().sum());
    Options used = options.toBuilder().estimator(Estimator.MEDIAN).build();
    String rule = fixed ? "JMH's schedule (--jmh-iterations): @Warmup " + b.warmup().text()
        + " as synchronized warm-up samples" : "a fixed warm-up of " + r.warmupSamples()
        + " synchronized samples (threaded runs do not measure a steady state)";
    WarmupSummary warmup = new WarmupSummary(r.warmupSamples(), 0, r.options().warmup(), Optional.empty(), false, rule,
        Double.NaN, List.of());
    MeasurementPlan plan = new MeasurementPlan(Estimator.MEDIAN, r.options().budget(), Regime.USER_MANAGED,
        r.environment().clock().name(), Isolation.OWN_JVM, 0, rule, r.options().warmup(), confidence, 0);
    return new Result(b.runName(), Mode.THROUGHPUT, Estimator.MEDIAN, used, r.environment(), warmup,
        evaluations[n - 1], TuningSource.NONE, evaluations, elapsed, e, primary, Optional.empty(),
        StopReason.MAX_SAMPLES, false, false, notes, List.of(),
        Allocation.unavailable("not measured in threaded runs"), Map.of(), plan, GcActivity.UNKNOWN);
  }

  /** Each method's and each thread's score in the benchmark's unit, the spread and the barrier skew, in words. */
  static String describe(ThreadedResult r, JmhBenchmark b) {
    StringBuilder sb = new StringBuilder(b.totalThreads() + " threads");
    String unit = JmhResult.unitOf(b);
    for (GroupSummary g : r.groups()) {
      List<ThreadSamples> members = r.threads().stream().filter(t -> t.group().equals(g.group())).toList();
      double score = JmhResult.inUnit(b, Descriptive.median(aggregate(members, b.mode())));
      sb.append(DecimalText.format("; %s x%d: %s %s, thread spread %.2f", g.group(), g.threads(),
          JmhTable.number(score), unit, g.threadSpread()));
    }
    sb.append("; per thread (median):");
    for (ThreadSummary t : r.threadSummaries()) {
      sb.append(' ').append(t.thread()).append('=').append(JmhTable.number(JmhResult.inUnit(b,
          b.mode() == JmhMode.THROUGHPUT ? 1e9 / t.operationsPerSecond() : t.nanosPerOperation())));
    }
    sb.append(DecimalText.format(" %s; barrier skew %.0f us start, %.0f us stop (medians) of %.2f ms samples",
        unit, r.skew().medianStartNanos() / 1e3, r.skew().medianEndNanos() / 1e3, r.skew().medianSampleNanos() / 1e6));
    return sb.toString();
  }
}
