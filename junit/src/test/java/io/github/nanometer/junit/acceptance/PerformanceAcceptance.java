package io.github.nanometer.junit.acceptance;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import org.junit.platform.engine.TestExecutionResult;
import org.junit.platform.engine.discovery.DiscoverySelectors;
import org.junit.platform.launcher.Launcher;
import org.junit.platform.launcher.TestExecutionListener;
import org.junit.platform.launcher.TestIdentifier;
import org.junit.platform.launcher.core.LauncherDiscoveryRequestBuilder;
import org.junit.platform.launcher.core.LauncherFactory;

/**
 * The measured acceptance of the JUnit performance tests (issues 14 and 20): runs {@link
 * AaPerformanceCheck}, {@link KnownSlowdownPerformanceCheck} and {@link
 * ThreefoldRegressionPerformanceCheck} in turn, N times each, through
 * the JUnit Platform launcher in this JVM (a fresh extension state, noise guard included, every
 * time), and prints how many passed, failed and aborted, and the time per test, as a Markdown
 * table. Run it with {@code scripts/junit-acceptance.sh [--runs N] [--busy]}.
 */
public final class PerformanceAcceptance {
  private PerformanceAcceptance() {}

  /** Outcomes and times of one test class over all runs. */
  static final class Tally {
    final String name;
    int passed;
    int failed;
    int caughtSlower;
    int abortedByGuard;
    int abortedByWarmup;
    int abortedInconclusive;
    final java.util.Map<String, String> exampleAbort = new java.util.LinkedHashMap<>();
    final List<Double> seconds = new ArrayList<>();
    final List<String> failures = new ArrayList<>();

    Tally(String name) {
      this.name = name;
    }

    void add(TestExecutionResult result, double elapsedSeconds) {
      seconds.add(elapsedSeconds);
      String message = result.getThrowable().map(Throwable::getMessage).orElse("");
      switch (result.getStatus()) {
        case SUCCESSFUL -> passed++;
        case FAILED -> {
          failed++;
          if (message.contains(" is slower than ")) {
            caughtSlower++;
          } else {
            failures.add(message);
          }
        }
        case ABORTED -> {
          String kind;
          if (message.contains("noise floor of")) {
            abortedByGuard++;
            kind = "noise guard";
          } else if (message.contains("warm-up did not settle")) {
            abortedByWarmup++;
            kind = "warm-up";
          } else {
            abortedInconclusive++;
            kind = "inconclusive";
          }
          exampleAbort.putIfAbsent(kind, message);
        }
        default -> throw new IllegalStateException(result.getStatus().name());
      }
    }

    String row() {
      double[] s = seconds.stream().mapToDouble(Double::doubleValue).sorted().toArray();
      return String.format(Locale.ROOT, "| %s | %d | %d | %d (%d caught as slower) | %d (%d noise guard, %d warm-up, "
          + "%d inconclusive) | %.2f | %.2f |", name, s.length, passed, failed, caughtSlower,
          abortedByGuard + abortedByWarmup + abortedInconclusive, abortedByGuard, abortedByWarmup, abortedInconclusive,
          s.length == 0 ? Double.NaN : s[s.length / 2],
          s.length == 0 ? Double.NaN : s[s.length - 1]);
    }
  }

  /** Usage: {@code PerformanceAcceptance [--runs N]}, N in [1, 1000] (default 50). */
  public static void main(String[] args) throws IOException {
    int runs = parseRuns(args);
    if (runs < 0) {
      System.err.println("usage: PerformanceAcceptance [--runs N] (N in [1, 1000], default 50); got "
          + Arrays.toString(args));
      System.exit(2);
    }
    Tally aa = new Tally("A/A, 2% threshold (assertNotSlower)");
    Tally slowdown = new Tally("+5% work, 2% threshold (assertNotSlower)");
    Tally threefold = new Tally("3x work, 2% threshold (assertNotSlower)");
    Launcher launcher = LauncherFactory.create();
    String loadBefore = load();
    long start = System.nanoTime();
    for (int i = 1; i <= runs; i++) {
      runOnce(launcher, AaPerformanceCheck.class, aa);
      runOnce(launcher, KnownSlowdownPerformanceCheck.class, slowdown);
      runOnce(launcher, ThreefoldRegressionPerformanceCheck.class, threefold);
      System.err.printf(Locale.ROOT, "run %d/%d: A/A %d passed %d failed; +5%% %d caught; 3x %d caught%n", i, runs,
          aa.passed, aa.failed, slowdown.caughtSlower, threefold.caughtSlower);
    }
    double totalSeconds = (System.nanoTime() - start) / 1e9;
    System.out.println("| test | runs | passed | failed | aborted | median s/test | max s/test |");
    System.out.println("|---|---|---|---|---|---|---|");
    System.out.println(aa.row());
    System.out.println(slowdown.row());
    System.out.println(threefold.row());
    System.out.printf(Locale.ROOT, "%ntotal %.0f s; load average before: %s; after: %s%n", totalSeconds, loadBefore,
        load());
    for (Tally t : List.of(aa, slowdown, threefold)) {
      t.failures.forEach(f -> System.out.println("unexpected failure in " + t.name + ": " + f));
      t.exampleAbort.forEach((kind, m) -> System.out.println("first " + kind + " abort in " + t.name + ": " + m));
    }
  }

  private static void runOnce(Launcher launcher, Class<?> testClass, Tally tally) {
    long[] startedAt = new long[1];
    TestExecutionListener listener = new TestExecutionListener() {
      @Override
      public void executionStarted(TestIdentifier id) {
        if (id.isTest()) {
          startedAt[0] = System.nanoTime();
        }
      }

      @Override
      public void executionFinished(TestIdentifier id, TestExecutionResult result) {
        if (id.isTest()) {
          tally.add(result, (System.nanoTime() - startedAt[0]) / 1e9);
        }
      }
    };
    launcher.execute(LauncherDiscoveryRequestBuilder.request()
        .selectors(DiscoverySelectors.selectClass(testClass)).build(), listener);
  }

  private static int parseRuns(String[] args) {
    if (args.length == 0) {
      return 50;
    }
    if (args.length != 2 || !args[0].equals("--runs")) {
      return -1;
    }
    try {
      int n = Integer.parseInt(args[1]);
      return n >= 1 && n <= 1000 ? n : -1;
    } catch (NumberFormatException e) {
      return -1;
    }
  }

  private static String load() throws IOException {
    Path p = Path.of("/proc/loadavg");
    return Files.isReadable(p) ? Files.readString(p).trim() : "unknown (no /proc/loadavg)";
  }
}
