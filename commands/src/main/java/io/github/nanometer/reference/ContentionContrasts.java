package io.github.nanometer.reference;

import io.github.nanometer.Interval;
import io.github.nanometer.ThreadedResult;
import io.github.nanometer.toolstats.MedianRatioBootstrap;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;
import java.util.stream.Collectors;

/**
 * The comparisons the contention family exists for, each a ratio of per-thread time per operation
 * with a bootstrap interval: each body at n threads against 1 thread ({@code "atomic x2 / atomic
 * x1"}), and unpadded against padded counters at the same thread count. A difference is claimed
 * only where the interval excludes 1.
 */
public final class ContentionContrasts {
  private ContentionContrasts() {}

  /**
   * One contrast.
   *
   * @param numerator the benchmark on top
   * @param denominator the benchmark below
   * @param ratio the ratio of the medians over samples of the mean per-thread time per operation
   * @param interval its percentile-bootstrap interval
   */
  public record Contrast(String numerator, String denominator, double ratio, Interval interval) {

    /** True when the interval lies wholly above or below 1. */
    public boolean differs() {
      return interval.low() > 1 || interval.high() < 1;
    }
  }

  /**
   * The contrasts among {@code results} (names as {@link ThreadedWorkloads} gives them); pairs
   * whose members are missing, or that have fewer than 2 samples, are left out.
   */
  public static List<Contrast> of(List<ThreadedResult> results, double confidence, long seed) {
    Map<String, ThreadedResult> byName = results.stream()
        .collect(Collectors.toMap(ThreadedResult::name, Function.identity(), (a, b) -> a));
    List<Contrast> out = new ArrayList<>();
    for (ThreadedResult r : results) {
      String[] parts = r.name().split(" x");
      if (parts.length != 2 || parts[1].equals("1")) {
        continue;
      }
      contrast(r, byName.get(parts[0] + " x1"), confidence, seed).ifPresent(out::add);
      if (parts[0].equals("unpadded")) {
        contrast(r, byName.get("padded x" + parts[1]), confidence, seed).ifPresent(out::add);
      }
    }
    return out;
  }

  private static Optional<Contrast> contrast(ThreadedResult top, ThreadedResult bottom, double confidence, long seed) {
    if (bottom == null) {
      return Optional.empty();
    }
    double[] num = ThreadedResult.meanNanosPerOperation(top.threads());
    double[] den = ThreadedResult.meanNanosPerOperation(bottom.threads());
    if (num.length < 2 || den.length < 2) {
      return Optional.empty();
    }
    Interval ci = MedianRatioBootstrap.interval(num, den, confidence, MedianRatioBootstrap.DEFAULT_RESAMPLES,
        seed).described("ratio of median per-thread time per operation, " + top.name() + " / " + bottom.name(),
            "percentile bootstrap of the ratio of medians, " + MedianRatioBootstrap.DEFAULT_RESAMPLES + " resamples");
    return Optional.of(new Contrast(top.name(), bottom.name(), MedianRatioBootstrap.ratio(num, den), ci));
  }
}
