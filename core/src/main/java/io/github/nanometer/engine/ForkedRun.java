package io.github.nanometer.engine;

import io.github.nanometer.BenchmarkFactory;
import io.github.nanometer.Environment;
import io.github.nanometer.ForkOptions;
import io.github.nanometer.ForkedResult;
import io.github.nanometer.Options;
import io.github.nanometer.Result;
import io.github.nanometer.stats.ForkLevels;
import io.github.nanometer.text.DecimalText;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.function.Consumer;

/**
 * Runs a benchmark factory in fresh JVMs on the engine's one fork driver ({@link ForkRounds}, the
 * plan of {@link ForkOptions#plan()}): each fork a {@link ForkChild} with this JVM's class path and
 * the compiler-blackhole flags, measuring with the run's options (seed + fork - 1); each fork's
 * steady state ({@link ForkSteadyState}) and the answer over forks ({@link ForkedEstimate}) as
 * {@code nanometer jmh} gives them. {@code io.github.nanometer.Nanometer#forked} is the public
 * entry; this class is public only so that the public API can delegate to it.
 */
public final class ForkedRun {
  private ForkedRun() {}

  /**
   * Runs the forks of {@code fo.plan()} and combines their steady states.
   *
   * @param parent this JVM's environment as it launches the forks, kept in the result
   * @param progress receives one line before each fork ("fork k of at most n")
   * @throws IllegalStateException when a fork fails, with its exit status and stderr tail, or the
   *     run is interrupted before its first fork finished
   */
  public static ForkedResult run(Class<? extends BenchmarkFactory> factory, ForkOptions fo, Options options,
      Environment parent, Consumer<String> progress) {
    ForkSteadyStates steady = new ForkSteadyStates();
    ForkRounds<Class<? extends BenchmarkFactory>> rounds = new ForkRounds<>(fo.plan(), (f, fork) -> {
      Options forkOptions = forkOptions(options, fork);
      Result r = ChildJvm.run(file -> command(f, fo, forkOptions, file), "fork " + fork + " of " + f.getName());
      requireCarried(forkOptions, r.options());
      return r;
    }, steady.enough(fo.plan().minForks(), options.confidence()), System::nanoTime);
    ForkRounds.Outcome<Class<? extends BenchmarkFactory>> o =
        rounds.run(List.of(factory), Class::getSimpleName, progress).get(0);
    if (o.failure() != null) {
      throw new IllegalStateException(o.failure());
    }
    if (o.forks().isEmpty()) {
      throw new IllegalStateException("interrupted before the first fork of " + factory.getName() + " finished");
    }
    ForkedEstimate e = ForkedEstimate.of(steady.of(o.forks()), options.confidence());
    return result(o.forks(), e, o.stop(), parent);
  }

  /** The public result of forks {@code forks} whose answer is {@code e}. */
  static ForkedResult result(List<Result> forks, ForkedEstimate e, ForkRounds.Stop stop, Environment parent) {
    List<ForkSteadyState> states = e.forks();
    double[] estimates = states.stream().mapToDouble(ForkSteadyState::estimateNanos).toArray();
    double[] errors = states.stream().mapToDouble(ForkSteadyState::standardErrorNanos).toArray();
    List<String> classes = states.stream().map(s -> s.steadyClass().label()).toList();
    double between = e.levels().map(ForkLevels::betweenVariance).orElse(Double.NaN);
    double within = e.levels().map(ForkLevels::withinVariance).orElse(errors[0] * errors[0]);
    String modes = e.levels().map(ForkedRun::modesText).orElse(nanos(e.estimateNanos()) + " x1");
    return new ForkedResult(forks.get(0).name(), e.estimateNanos(), e.interval(), estimates,
        errors, classes, between, within, modes, !e.inconsistent(), stop.name().toLowerCase(Locale.ROOT)
            .replace('_', '-'), parent, forks);
  }

  private static String modesText(ForkLevels levels) {
    return String.join(", ", levels.modes().stream().map(m -> nanos(m.centre()) + " x" + m.forks()).toList());
  }

  private static String nanos(double x) {
    return DecimalText.significant(x, 4) + " ns";
  }

  /**
   * The options fork number {@code fork} (from 1) measures with, every one of which its command line
   * carries: the run's, with the seed plus {@code fork - 1} and the compiled copies resolved as for
   * a single run (as the child's result records them).
   */
  static Options forkOptions(Options options, int fork) {
    return options.toBuilder().seed(options.seed() + fork - 1).compilations(options.compilationsOfRun()).build();
  }

  /**
   * Checks that the child measured with every option the parent passed (all of {@link
   * ChildOptions#NAMES}), reading them from the child's own result.
   *
   * @throws IllegalStateException naming the first option the child did not apply
   */
  static void requireCarried(Options sent, Options used) {
    List<String> sentArgs = ChildOptions.args(sent);
    List<String> usedArgs = ChildOptions.args(used);
    for (int i = 0; i < sentArgs.size(); i++) {
      if (!sentArgs.get(i).equals(usedArgs.get(i))) {
        throw new IllegalStateException("the fork did not apply option " + ChildOptions.NAMES.get(i) + ": sent "
            + sentArgs.get(i) + ", its result says " + usedArgs.get(i));
      }
    }
  }

  /**
   * A fork's command line ({@link ChildJvm#javaCommand}: this JVM's {@code nanometer.*} system
   * properties, then {@code fo}'s JVM arguments): {@code ForkChild FACTORY OUT_FILE}, then every
   * option of {@code options} ({@link ChildOptions#args}), which the child measures with as given.
   */
  static List<String> command(Class<? extends BenchmarkFactory> factory, ForkOptions fo, Options options,
      Path resultFile) {
    List<String> cmd = ChildJvm.javaCommand(fo.jvmArgs());
    cmd.add("-cp");
    cmd.add(System.getProperty("java.class.path"));
    cmd.add(ForkChild.class.getName());
    cmd.add(factory.getName());
    cmd.add(resultFile.toString());
    cmd.addAll(ChildOptions.args(options));
    return cmd;
  }
}
