package io.github.nanometer.cli;

import io.github.nanometer.Benchmark;
import io.github.nanometer.Estimator;
import io.github.nanometer.ForkPlan;
import io.github.nanometer.Options;
import io.github.nanometer.Result;
import io.github.nanometer.cli.spi.UsageException;
import io.github.nanometer.engine.ForkRounds;
import io.github.nanometer.engine.ForkSteadyStates;
import io.github.nanometer.engine.OneJvm;
import java.io.IOException;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;

/**
 * {@code nanometer reference} in fresh JVMs, its default (issue 41): the fork plan its flags ask
 * for, and the run of its benchmarks on the engine's one fork driver ({@link ForkRounds}) with the
 * stopping test {@code nanometer jmh} uses ({@link ForkSteadyStates#enough}), so both commands fork
 * alike: at least 5 forks per benchmark and at most 10, fewer than 10 once the interval over its
 * forks is precise or another fork would pass {@code --max-wall}; {@code --forks N} exactly N.
 */
final class ReferenceForks {
  private ReferenceForks() {}

  /** Measures one fork of a benchmark in a fresh JVM. */
  @FunctionalInterface
  interface Fork {
    /**
     * Measures {@code benchmark} with estimator {@code estimator} and input seed {@code seed} in a
     * JVM of its own, returning its result.
     *
     * @throws IOException naming the benchmark when the JVM fails
     */
    Result measure(Benchmark<?> benchmark, Estimator estimator, long seed) throws IOException;
  }

  /**
   * The fork plan of a run of the chains or inputs: the fork flags' ({@link ForkPlanFlags#plan}: by
   * default the adaptive plan, as {@code nanometer jmh}'s), or one JVM per benchmark when the run
   * measures in this JVM ({@code inThisJvm}: {@code --isolation shared-jvm}, {@code --jfr}, {@code
   * --profile}) and no fork flag was given.
   *
   * @throws UsageException when a fork flag asks for fresh JVMs in a run that measures in this JVM,
   *     or {@link ForkPlanFlags#plan} refuses the flags
   */
  static ForkPlan plan(ParsedArgs a, boolean inThisJvm) throws UsageException {
    ForkPlan plan = ForkPlanFlags.plan(a);
    if (!inThisJvm || plan.maxForks() == 1) {
      return plan;
    }
    for (String flag : ForkPlanFlags.NAMES) {
      if (a.has(flag)) {
        throw new UsageException("--" + flag + " " + a.string(flag, "") + " measures each benchmark in fresh JVMs; "
            + "it cannot be combined with --isolation shared-jvm, --jfr or --profile, which measure in this JVM "
            + "(--forks 1: one JVM per benchmark)");
      }
    }
    return ForkPlan.fixed(1);
  }

  /**
   * Measures every benchmark in fresh JVMs as {@code plan} asks: fork 1 of every benchmark, then
   * fork 2 of those still going, ..., each fork with a seed of its own (the run's + fork - 1), one
   * estimator after the other. The first fork that fails ends the run: no further JVM is started.
   * Each fork's result loses its {@code ONE_JVM} note ({@link OneJvm#asFork}): it is one fork of an
   * answer over forks, which says itself whether one JVM was all.
   *
   * @param base the run's options: its seed and confidence (the stopping test's level)
   * @param results receives each fork's result as it finishes (a list the interrupt hook may read)
   * @param stops receives, per benchmark ({@link ForkSummary#key}), why it stopped forking
   *     ({@code precise}, {@code max-forks}, {@code max-wall}, ...)
   * @param progress receives one line before each fork
   * @return why a fork failed, or {@code null} when every fork ran
   */
  static String run(List<Benchmark<?>> benchmarks, List<Estimator> estimators, ForkPlan plan, Options base,
      Fork fork, List<Result> results, Map<String, String> stops, Consumer<String> progress) {
    String[] failure = new String[1];
    for (Estimator e : estimators) {
      ForkSteadyStates steady = new ForkSteadyStates();
      ForkRounds<Benchmark<?>> rounds = new ForkRounds<>(plan, (b, k) -> {
        if (failure[0] != null) {
          throw new IllegalStateException("not run: an earlier fork failed");
        }
        try {
          // one fork of an answer over forks, which says itself whether one JVM was all (as jmh's forks)
          Result r = OneJvm.asFork(fork.measure(b, e, base.seed() + k - 1));
          results.add(r);
          return r;
        } catch (IOException ex) {
          failure[0] = ex.getMessage();
          throw new IllegalStateException(ex.getMessage(), ex);
        }
      }, steady.enough(plan.minForks(), base.confidence()), System::nanoTime);
      List<ForkRounds.Outcome<Benchmark<?>>> outcomes = rounds.run(benchmarks, b -> ReferenceCommand.label(b, e),
          line -> {
            if (failure[0] == null) {
              progress.accept(line);
            }
          });
      if (failure[0] != null) {
        return failure[0];
      }
      for (ForkRounds.Outcome<Benchmark<?>> o : outcomes) {
        if (!o.forks().isEmpty()) {
          stops.put(ForkSummary.key(o.forks().get(0)), o.stop().word());
        }
      }
    }
    return null;
  }
}
