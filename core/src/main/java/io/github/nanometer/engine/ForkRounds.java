package io.github.nanometer.engine;

import io.github.nanometer.ForkPlan;
import io.github.nanometer.Result;
import io.github.nanometer.os.PhaseLog;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
import java.util.function.LongSupplier;
import java.util.function.Predicate;

/**
 * The one fork driver: runs fresh JVMs for several benchmarks in rounds, fork 1 of every
 * benchmark, then fork 2 of those still going, and so on, so that a slow phase of the host
 * spreads over the benchmarks instead of landing on one benchmark's forks. A fixed plan runs its
 * count, no test asked. Otherwise a benchmark stops once
 * it has {@link ForkPlan#minForks()} forks and its {@code enough} test says so, when it has
 * {@link ForkPlan#maxForks()} forks, or when another fork would take its forks' wall time (JVM
 * starts included; a class-data archive's training JVM excluded, see {@link ChildClassArchive}) past
 * {@link ForkPlan#maxWallNanos()}; the minimum is always run, so that the
 * interval over forks exists whatever the cap. A benchmark whose JVM fails is not forked again.
 *
 * @param <B> what a benchmark is to the caller
 */
public final class ForkRounds<B> {

  /** Launches one fork of a benchmark and returns its result. */
  @FunctionalInterface
  public interface Launcher<B> {
    /**
     * Runs fork {@code fork} (from 1) of {@code benchmark} in a fresh JVM.
     *
     * @throws IllegalStateException when the JVM fails, with its reason
     */
    Result fork(B benchmark, int fork);
  }

  /**
   * What happened to one benchmark.
   *
   * @param benchmark the caller's benchmark
   * @param forks each finished fork's result, in fork order
   * @param wallNanos the wall time its forks took, JVM starts included
   * @param failure why its last JVM failed, or {@code null}
   * @param stop why it stopped forking
   */
  public record Outcome<B>(B benchmark, List<Result> forks, long wallNanos, String failure, Stop stop) {
    /** Copies the list. */
    public Outcome {
      forks = List.copyOf(forks);
    }
  }

  /** Why a benchmark stopped forking. */
  public enum Stop {
    /** The stopping test was satisfied at or after the minimum. */
    PRECISE,
    /** It reached the plan's most forks. */
    MAX_FORKS,
    /** Another fork would have passed the plan's wall cap. */
    MAX_WALL,
    /** A JVM failed. */
    FAILED,
    /** The run was interrupted; the forks finished so far are kept. */
    INTERRUPTED;

    /** The word documents and text print: {@code precise}, {@code max-forks}, {@code max-wall}, ... */
    public String word() {
      return name().toLowerCase(java.util.Locale.ROOT).replace('_', '-');
    }
  }

  private final ForkPlan plan;
  private final Launcher<B> launcher;
  private final Predicate<List<Result>> enough;
  private final LongSupplier nanoClock;

  /**
   * @param plan the fork counts and the wall cap
   * @param launcher runs one fork
   * @param enough whether a benchmark's forks so far suffice (asked only from the minimum on)
   * @param nanoClock the wall clock, {@code System::nanoTime} outside tests
   */
  public ForkRounds(ForkPlan plan, Launcher<B> launcher, Predicate<List<Result>> enough, LongSupplier nanoClock) {
    if (plan == null || launcher == null || enough == null || nanoClock == null) {
      throw new IllegalArgumentException("plan, launcher, enough and nanoClock must not be null");
    }
    this.plan = plan;
    this.launcher = launcher;
    this.enough = enough;
    this.nanoClock = nanoClock;
  }

  /**
   * Runs the rounds over {@code benchmarks}.
   *
   * @param progress receives one line before each fork: the benchmark's label, "fork k of at most n"
   * @param label how a benchmark is named in progress lines
   * @return one outcome per benchmark, in the order given
   */
  public List<Outcome<B>> run(List<B> benchmarks, java.util.function.Function<B, String> label,
      Consumer<String> progress) {
    return run(benchmarks, label, progress, outcomes -> { });
  }

  /**
   * Runs the rounds over {@code benchmarks}, telling {@code afterEachFork} the outcomes so far after
   * every fork (finished or failed), so that a caller can keep them if the run is cut short.
   *
   * @param afterEachFork receives one outcome per benchmark: its forks so far; a benchmark still
   *     going is reported as {@link Stop#INTERRUPTED} until it stops
   * @return one outcome per benchmark, in the order given
   */
  public List<Outcome<B>> run(List<B> benchmarks, java.util.function.Function<B, String> label,
      Consumer<String> progress, Consumer<List<Outcome<B>>> afterEachFork) {
    int n = benchmarks.size();
    List<List<Result>> forks = new ArrayList<>();
    long[] wall = new long[n];
    String[] failure = new String[n];
    Stop[] stop = new Stop[n];
    for (int i = 0; i < n; i++) {
      forks.add(new ArrayList<>());
    }
    for (int fork = 1; fork <= plan.maxForks(); fork++) {
      for (int i = 0; i < n; i++) {
        if (stop[i] != null) {
          continue;
        }
        if (Thread.currentThread().isInterrupted()) {
          stop[i] = Stop.INTERRUPTED;
          continue;
        }
        B b = benchmarks.get(i);
        progress.accept("[" + (i + 1) + "/" + n + "] " + label.apply(b) + " (fork " + fork + " of "
            + (plan.minForks() == plan.maxForks() ? "" : "at most ") + plan.maxForks() + ")");
        PhaseLog.mark("fork-begin");
        long start = nanoClock.getAsLong();
        long trainedBefore = ChildClassArchive.trainingNanos();
        try {
          forks.get(i).add(launcher.fork(b, fork));
        } catch (IllegalStateException e) {
          failure[i] = e.getMessage();
          stop[i] = Thread.currentThread().isInterrupted() ? Stop.INTERRUPTED : Stop.FAILED;
        }
        // a class-data archive's training JVM, run before a benchmark's first fork, is no fork's time
        wall[i] += nanoClock.getAsLong() - start - (ChildClassArchive.trainingNanos() - trainedBefore);
        if (stop[i] == null) {
          stop[i] = nextStop(forks.get(i), wall[i]);
        }
        PhaseLog.mark("fork-stop-decided");
        afterEachFork.accept(outcomes(benchmarks, forks, wall, failure, stop, Stop.INTERRUPTED));
        PhaseLog.mark("fork-end");
        PhaseLog.flush();
      }
    }
    return outcomes(benchmarks, forks, wall, failure, stop, Stop.MAX_FORKS);
  }

  private static <B> List<Outcome<B>> outcomes(List<B> benchmarks, List<List<Result>> forks, long[] wall,
      String[] failure, Stop[] stop, Stop stillGoing) {
    List<Outcome<B>> out = new ArrayList<>();
    for (int i = 0; i < benchmarks.size(); i++) {
      out.add(new Outcome<>(benchmarks.get(i), forks.get(i), wall[i], failure[i],
          stop[i] == null ? stillGoing : stop[i]));
    }
    return out;
  }

  /** Why a benchmark with {@code done} forks, having taken {@code wallNanos}, stops now, or null to go on. */
  private Stop nextStop(List<Result> done, long wallNanos) {
    int k = done.size();
    if (k < plan.minForks()) {
      return null;
    }
    if (k >= plan.maxForks()) {
      return Stop.MAX_FORKS;
    }
    if (enough.test(done)) {
      return Stop.PRECISE;
    }
    long perFork = wallNanos / k;
    return wallNanos + perFork > plan.maxWallNanos() ? Stop.MAX_WALL : null;
  }
}
