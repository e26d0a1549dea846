package io.github.nanometer.doctor;

import io.github.nanometer.ClockSummary;
import io.github.nanometer.clock.ClockCalibration;
import io.github.nanometer.clock.NanoTimeClock;
import io.github.nanometer.os.CpuInfo;
import io.github.nanometer.os.CpuList;
import io.github.nanometer.os.CpuTopology;
import io.github.nanometer.os.HostFiles;
import io.github.nanometer.os.ProcessTable;
import java.time.Duration;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.List;
import java.util.Optional;

/**
 * The environment doctor: answers whether this machine is fit to benchmark on, and if not, exactly
 * what to change. It runs every {@link Check} over a host tree and returns an immutable {@link
 * DoctorReport}. It only reads; it never changes the system.
 *
 * <p>A {@code Doctor} is an immutable configuration; each option method returns a changed copy:
 * <pre>{@code
 * DoctorReport full = Doctor.forHost(HostFiles.real()).run();    // activity window + noise probe
 * DoctorReport fast = Doctor.quick(clockFacts);                  // neither, for use before measuring
 * }</pre>
 * Everything measured (JVM facts, clock facts, the activity window, the noise samples) can be
 * injected, so tests over fake trees are deterministic.
 */
public final class Doctor {

  /** How long the full doctor watches cpu activity. */
  public static final Duration DEFAULT_ACTIVITY_WINDOW = Duration.ofMillis(100);

  private final HostFiles files;
  private final JvmFacts jvm;
  private final ClockSummary clock;
  private final Integer measuringCpu;
  private final Duration activityWindow;
  private final Duration noiseBudget;
  private final ActivitySample activity;
  private final double[] noiseSamplesNanos;
  private final long selfPid;

  private Doctor(HostFiles files, JvmFacts jvm, ClockSummary clock, Integer measuringCpu, Duration activityWindow,
      Duration noiseBudget, ActivitySample activity, double[] noiseSamplesNanos, long selfPid) {
    this.files = files;
    this.jvm = jvm;
    this.clock = clock;
    this.measuringCpu = measuringCpu;
    this.activityWindow = activityWindow;
    this.noiseBudget = noiseBudget;
    this.activity = activity;
    this.noiseSamplesNanos = noiseSamplesNanos;
    this.selfPid = selfPid;
  }

  /**
   * The full doctor over the given host tree: this JVM's facts, a freshly calibrated nanoTime, a
   * {@link #DEFAULT_ACTIVITY_WINDOW} activity window and a {@link NoiseProbe#DEFAULT_BUDGET} noise probe.
   *
   * @throws IllegalArgumentException when {@code files} is null
   */
  public static Doctor forHost(HostFiles files) {
    if (files == null) {
      throw new IllegalArgumentException("files must not be null");
    }
    return new Doctor(files, null, null, null, DEFAULT_ACTIVITY_WINDOW, NoiseProbe.DEFAULT_BUDGET, null, null,
        ProcessHandle.current().pid());
  }

  /**
   * The quick doctor on the real host, for the suite and the API to run before measuring: no
   * activity window, no noise probe; calibrates nanoTime (a few tens of milliseconds).
   */
  public static DoctorReport quick() {
    return forHost(HostFiles.real()).activityWindow(Duration.ZERO).noiseBudget(Duration.ZERO).run();
  }

  /** {@link #quick()} reusing clock facts the caller already measured. */
  public static DoctorReport quick(ClockSummary clockFacts) {
    return forHost(HostFiles.real()).clockFacts(clockFacts).activityWindow(Duration.ZERO)
        .noiseBudget(Duration.ZERO).run();
  }

  /** Judges these JVM facts instead of the running JVM's. */
  public Doctor jvm(JvmFacts facts) {
    return new Doctor(files, requireNonNull(facts, "jvm"), clock, measuringCpu, activityWindow, noiseBudget,
        activity, noiseSamplesNanos, selfPid);
  }

  /** Uses these clock facts instead of calibrating nanoTime. */
  public Doctor clockFacts(ClockSummary facts) {
    return new Doctor(files, jvm, requireNonNull(facts, "clockFacts"), measuringCpu, activityWindow, noiseBudget,
        activity, noiseSamplesNanos, selfPid);
  }

  /**
   * Judges SMT siblings, isolation and IRQs for this cpu instead of the default (the highest-numbered
   * cpu this process may use).
   *
   * @throws IllegalArgumentException when {@code cpu} is outside 0..{@link CpuList#MAX_CPU}
   */
  public Doctor measuringCpu(int cpu) {
    if (cpu < 0 || cpu > CpuList.MAX_CPU) {
      throw new IllegalArgumentException("measuringCpu must be in 0.." + CpuList.MAX_CPU + ", got " + cpu);
    }
    return new Doctor(files, jvm, clock, cpu, activityWindow, noiseBudget, activity, noiseSamplesNanos, selfPid);
  }

  /**
   * How long to watch cpu activity (busy siblings, busiest processes); zero skips it. Replaces an
   * {@link #activity injected sample}: the last of the two calls wins.
   *
   * @throws IllegalArgumentException when negative or longer than 10 s
   */
  public Doctor activityWindow(Duration window) {
    requireRange("activityWindow", window, Duration.ofSeconds(10));
    return new Doctor(files, jvm, clock, measuringCpu, window, noiseBudget, null, noiseSamplesNanos, selfPid);
  }

  /**
   * How long the noise probe runs, warm-up included; zero skips it. Replaces {@link
   * #noiseSamplesNanos injected samples}: the last of the two calls wins.
   *
   * @throws IllegalArgumentException when negative, between 0 and 10 ms, or longer than 10 s
   */
  public Doctor noiseBudget(Duration budget) {
    requireRange("noiseBudget", budget, Duration.ofSeconds(10));
    if (!budget.isZero() && budget.compareTo(Duration.ofMillis(10)) < 0) {
      throw new IllegalArgumentException("noiseBudget must be zero or at least 10ms, got " + budget);
    }
    return new Doctor(files, jvm, clock, measuringCpu, activityWindow, budget, activity, null, selfPid);
  }

  /** Uses this activity sample instead of watching the machine (until {@link #activityWindow} is called). */
  public Doctor activity(ActivitySample sample) {
    return new Doctor(files, jvm, clock, measuringCpu, activityWindow, noiseBudget, requireNonNull(sample, "activity"),
        noiseSamplesNanos, selfPid);
  }

  /** Uses these probe times (nanoseconds) instead of running the noise probe (until {@link #noiseBudget} is called). */
  public Doctor noiseSamplesNanos(double[] samples) {
    NoiseProbe.summarize(requireNonNull(samples, "noiseSamplesNanos")); // validates
    return new Doctor(files, jvm, clock, measuringCpu, activityWindow, noiseBudget, activity, samples.clone(), selfPid);
  }

  /** The pid left out of the busiest-process list (default: this JVM). */
  public Doctor selfPid(long pid) {
    return new Doctor(files, jvm, clock, measuringCpu, activityWindow, noiseBudget, activity, noiseSamplesNanos, pid);
  }

  /** The default measuring cpu: the highest-numbered cpu this process may use, else the highest online, else 0. */
  public static int defaultMeasuringCpu(CpuTopology topology) {
    BitSet allowed = topology.allowed();
    if (allowed.isEmpty()) {
      allowed = topology.online();
    }
    return allowed.isEmpty() ? 0 : allowed.previousSetBit(allowed.length());
  }

  /** Runs every check and returns the report; never throws for anything it reads. */
  public DoctorReport run() {
    long start = System.nanoTime();
    CpuTopology topology = CpuTopology.read(files);
    int cpu = measuringCpu != null ? measuringCpu : defaultMeasuringCpu(topology);
    JvmFacts jvmFacts = jvm != null ? jvm : JvmFacts.current();
    Optional<ClockSummary> clockFacts = clock != null ? Optional.of(clock) : calibrate();
    ProcessTable processes = ProcessTable.read(files);
    Optional<ActivitySample> act = activity != null ? Optional.of(activity)
        : activityWindow.isZero() ? Optional.empty()
        : Optional.of(ActivitySample.measure(files, activityWindow, selfPid, onlineOrAllowed(topology, cpu), processes));
    Optional<NoiseProbe.NoiseSummary> noise = noiseSamplesNanos != null
        ? Optional.of(NoiseProbe.summarize(noiseSamplesNanos))
        : noiseBudget.isZero() ? Optional.empty()
        : Optional.of(NoiseProbe.summarize(NoiseProbe.measureNanos(noiseBudget)));
    DoctorContext context = new DoctorContext(files, topology, cpu, CpuInfo.read(files), processes,
        jvmFacts, clockFacts, act, noise);
    List<Finding> findings = new ArrayList<>();
    for (Check check : Checks.all()) {
      findings.addAll(runGuarded(check, context));
    }
    return new DoctorReport(findings, cpu, measuringCpu != null, act.isPresent(), noise.isPresent(),
        System.nanoTime() - start);
  }

  /**
   * Runs one check, turning an exception into an unknown finding: a check must not throw, and if
   * one does, its fact is unknown rather than the doctor broken.
   */
  static List<Finding> runGuarded(Check check, DoctorContext context) {
    try {
      return check.run(context);
    } catch (RuntimeException e) {
      return List.of(Finding.of(check.id(), Status.UNKNOWN, "the check failed: " + e, WHY_CRASH, LinuxTips.DOCTOR));
    }
  }

  private static final String WHY_CRASH = "a fact that cannot be read cannot be judged";

  private static BitSet onlineOrAllowed(CpuTopology topology, int cpu) {
    BitSet cpus = topology.online();
    cpus.or(topology.allowed());
    cpus.set(cpu);
    return cpus;
  }

  private static Optional<ClockSummary> calibrate() {
    try {
      return Optional.of(ClockCalibration.calibrate(NanoTimeClock.INSTANCE));
    } catch (RuntimeException e) {
      return Optional.empty(); // the clocksource finding then reports no read cost
    }
  }

  private static <T> T requireNonNull(T v, String what) {
    if (v == null) {
      throw new IllegalArgumentException(what + " must not be null");
    }
    return v;
  }

  private static void requireRange(String what, Duration d, Duration max) {
    if (d == null || d.isNegative() || d.compareTo(max) > 0) {
      throw new IllegalArgumentException(what + " must be between 0s and " + max.toSeconds() + "s, got " + d);
    }
  }
}
