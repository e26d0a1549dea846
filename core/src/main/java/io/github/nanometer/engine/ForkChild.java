package io.github.nanometer.engine;

import io.github.nanometer.BenchmarkFactory;
import io.github.nanometer.Nanometer;
import io.github.nanometer.Options;
import io.github.nanometer.Result;
import io.github.nanometer.os.PhaseLog;
import java.io.IOException;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The main class of a forked JVM: {@code ForkChild FACTORY_CLASS OUT_FILE NAME=VALUE...}. Measures
 * the factory's benchmark once with exactly the run options given, one {@code NAME=VALUE} pair for
 * each of {@link ChildOptions#NAMES} (every option of {@code Options}), and writes the complete
 * {@code nanometer-results} document (every raw sample, the options it actually used, its
 * environment) to {@code OUT_FILE}. The parent reads it back with {@code results.ResultReader}.
 * Exit 0 on success, 1 with a message otherwise. As a class-data archive's training JVM ({@link
 * ChildClassArchive#training}) it measures with a 10 ms budget; its result is thrown away.
 *
 * <p>The parent ({@code ForkedRun}) gives the run's options with the fork's seed and the compiled
 * copies resolved, so that it can check every option against the child's result.
 */
public final class ForkChild {

  private ForkChild() {}

  /** Entry point; see the class comment for the arguments. */
  public static void main(String[] args) {
    PhaseLog.mark("child-main");
    ParentWatch.startIfAsked();
    try {
      run(args);
      ParentWatch.stop(); // a watch blocked in its read would hold this JVM's exit for 300 ms
    } catch (ReflectiveOperationException | IOException | RuntimeException e) {
      System.err.println("nanometer fork failed: " + e);
      System.exit(1);
    }
  }

  /**
   * The options of a fork: exactly {@code pairs}, read by {@link ChildOptions#read}.
   *
   * @throws IllegalArgumentException naming the options missing, or the keys that are no option,
   *     or a refused value
   */
  static Options options(Map<String, String> pairs) {
    if (!pairs.keySet().equals(new java.util.HashSet<>(ChildOptions.NAMES))) {
      java.util.Set<String> extra = new java.util.TreeSet<>(pairs.keySet());
      ChildOptions.NAMES.forEach(extra::remove);
      if (extra.isEmpty()) {
        return ChildOptions.read(pairs); // refuses, naming the first missing option
      }
      throw new IllegalArgumentException("fork options must be exactly " + ChildOptions.NAMES + ", got "
          + pairs.keySet() + " (not options: " + extra + ")");
    }
    return ChildOptions.read(pairs);
  }

  /** The options a fork's command line gives (see the class comment), read by {@link #options(Map)}. */
  static Options options(String[] args) {
    if (args.length != 2 + ChildOptions.NAMES.size()) {
      throw new IllegalArgumentException("usage: ForkChild FACTORY OUT_FILE "
          + String.join("=.. ", ChildOptions.NAMES) + "=..");
    }
    Map<String, String> pairs = new LinkedHashMap<>();
    for (int i = 2; i < args.length; i++) {
      int eq = args[i].indexOf('=');
      pairs.put(args[i].substring(0, Math.max(0, eq)), args[i].substring(eq + 1));
    }
    return options(pairs);
  }

  static void run(String[] args) throws ReflectiveOperationException, IOException {
    Options options = ChildClassArchive.forTraining(options(args));
    BenchmarkFactory factory = (BenchmarkFactory) Class.forName(args[0]).getConstructor().newInstance();
    PhaseLog.mark("benchmark-ready");
    Result r;
    try (Nanometer nm = Nanometer.create(options)) {
      r = nm.run(factory.create());
    }
    PhaseLog.mark("measured");
    ResultDocuments.load().write(r, Path.of(args[1]));
    PhaseLog.mark("document-written");
    PhaseLog.flush();
  }
}
