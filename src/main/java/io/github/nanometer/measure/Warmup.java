package io.github.nanometer.measure;

import io.github.nanometer.stats.Descriptive;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.function.LongSupplier;

/**
 * Warm-up that ends when JIT compilation has settled, not after a fixed count.
 *
 * <p>Rounds are single samples whose size doubles until a round lasts {@code roundTarget}. Warm-up
 * stops once, over full-length rounds, the JIT's total compilation time has not moved for {@code
 * quietRounds} rounds and the median time per evaluation of those rounds is within {@code
 * stableWithin} of the median of the rounds before them, and no compilation has finished for
 * {@code minQuiet} of wall time; or at {@code maxDuration}, reporting that it did not settle.
 *
 * <p>Implementation notes: compilation time is JVM-wide, so compilation on other threads delays
 * settling (never shortens it). On a JVM that does not report compilation time, only the estimate's
 * stability is used, and the reason says so.
 */
public final class Warmup {
  private static final int MAX_ROUND_EVALUATIONS = 1 << 24;

  private Warmup() {}

  /** Warms up the loop behind {@code source}. */
  public static WarmupFacts run(SampleSource source, JitActivity jit, LongSupplier wallNanos, WarmupSettings s) {
    long start = wallNanos.getAsLong();
    long deadline = start + s.maxDuration().toNanos();
    double target = s.roundTarget().toNanos();
    long compileStart = jit.totalCompilationMillis();
    boolean jitKnown = compileStart >= 0;
    long lastCompile = compileStart;
    List<Double> estimates = new ArrayList<>();
    int rounds = 0;
    long evaluations = 0;
    int quiet = 0;
    long quietSince = start;
    int n = 1;
    while (true) {
      double t = source.sampleNanos(n);
      rounds++;
      evaluations += n;
      long compile = jit.totalCompilationMillis();
      long now = wallNanos.getAsLong();
      if (compile != lastCompile) {
        quietSince = now;
      }
      boolean fullLength = t >= target || n >= MAX_ROUND_EVALUATIONS;
      if (fullLength) {
        estimates.add(t / n);
        quiet = (compile == lastCompile) ? quiet + 1 : 0;
      } else {
        n = (int) Math.min(MAX_ROUND_EVALUATIONS, (long) n * 2);
        quiet = 0;
      }
      lastCompile = compile;
      if (fullLength && estimates.size() >= s.minRounds() && quiet >= s.quietRounds()
          && now - quietSince >= s.minQuiet().toNanos()
          && stable(estimates, s.quietRounds(), s.stableWithin())) {
        String why = jitKnown ? "JIT quiet for " + quiet + " rounds and estimate stable"
            : "estimate stable (this JVM does not report JIT compilation time)";
        return facts(rounds, evaluations, now - start, jitKnown ? compile - compileStart : -1, true, why, estimates);
      }
      if (now >= deadline) {
        String why = String.format(Locale.ROOT, "not settled after %.2f s (%s)", (now - start) / 1e9,
            quiet < s.quietRounds() && jitKnown ? "JIT still compiling" : "estimate still drifting");
        return facts(rounds, evaluations, now - start, jitKnown ? compile - compileStart : -1, false, why, estimates);
      }
    }
  }

  /** True when the median of the last {@code w} values is within {@code within} of the median of the {@code w} before. */
  static boolean stable(List<Double> estimates, int w, double within) {
    int size = estimates.size();
    if (size < 2 * w) {
      return false;
    }
    double recent = Descriptive.median(toArray(estimates.subList(size - w, size)));
    double before = Descriptive.median(toArray(estimates.subList(size - 2 * w, size - w)));
    return Math.abs(recent / before - 1) <= within;
  }

  private static double[] toArray(List<Double> list) {
    double[] a = new double[list.size()];
    for (int i = 0; i < a.length; i++) {
      a[i] = list.get(i);
    }
    return a;
  }

  private static WarmupFacts facts(int rounds, long evaluations, long wall, long compile, boolean settled,
      String reason, List<Double> estimates) {
    double last = estimates.isEmpty() ? Double.NaN : estimates.get(estimates.size() - 1);
    return new WarmupFacts(rounds, evaluations, wall, compile, settled, reason, last);
  }
}
