package io.github.nanometer.history.scan;

import io.github.nanometer.history.changes.ChangeSettings;
import java.util.Locale;
import java.util.Random;

/**
 * The recorded run of issue 44's online targets (BENCHMARKS.md): false alarms per series-commit with
 * every nuisance at CV 0.5, 1 and 3%, and the power and location of 3% and 5% steps at CV 1%.
 * Arguments: series per cell (default 400), commits per series (500), false-alarm rate (the
 * scan's default), window ({@link HistoryScan#DEFAULT_WINDOW}), seed offset (0; disjoint from the
 * calibration tests' seeds), cells to run (digits 0-7, default 0-5; 6 is single-fork histories whose
 * JVMs fall into modes 1.8x apart, with a 3% step; 7 the same without a step), minimum shift in noise scales.
 */
final class OnlineAlarmsMain {
  private OnlineAlarmsMain() {}

  public static void main(String[] args) {
    int series = args.length > 0 ? Integer.parseInt(args[0]) : 400;
    int commits = args.length > 1 ? Integer.parseInt(args[1]) : 500;
    double rate = args.length > 2 ? Double.parseDouble(args[2]) : HistoryScan.DEFAULT_FALSE_ALARM_RATE;
    int window = args.length > 3 ? Integer.parseInt(args[3]) : HistoryScan.DEFAULT_WINDOW;
    long seed = args.length > 4 ? Long.parseLong(args[4]) : 0;
    String cells = args.length > 5 ? args[5] : "012345";
    double minShift = args.length > 6 ? Double.parseDouble(args[6]) : HistoryScan.DEFAULT_MINIMUM_SHIFT_NOISE_SCALES;
    OnlineAlarms online = new OnlineAlarms(ChangeSettings.defaults().withFalseAlarmRate(rate)
        .withMinimumShiftNoiseScales(minShift), 2, window);
    System.out.printf(Locale.ROOT, "false-alarm rate per scan %.4g, minimum shift %.2f noise scales, window %d, %d"
        + " series x %d commits per cell, --confirm 2%n", rate, minShift, window, series, commits);
    System.out.println("| scenario | series-commits | false alarms | per 1,000 | 95% upper | steps | within 8 | within 4"
        + " | exact | within 1 | seconds |");
    System.out.println("|---|---|---|---|---|---|---|---|---|---|---|");
    double[] sizes = {0.01, 0.02, 0.03, 0.05, 0.10};
    double[] cvs = {0.005, 0.01, 0.03};
    for (int c = 0; c < 3; c++) {
      double cv = cvs[c];
      if (cells.indexOf('0' + c) < 0) {
        continue;
      }
      cell("every nuisance, steps of 1-10% at 2 random commits", OnlineNoise.everyNuisance(cv), online, series,
          commits, seed + 44_000 + Math.round(cv * 1000), (random, n) -> twoSteps(random, n, sizes));
    }
    if (cells.indexOf('3') >= 0) cell("3% step at CV 1%", OnlineNoise.normal(0.01), online, series, commits, seed + 45_000,
        (random, n) -> oneStep(random, n, 0.03));
    if (cells.indexOf('4') >= 0) cell("5% step at CV 1%", OnlineNoise.normal(0.01), online, series, commits, seed + 46_000,
        (random, n) -> oneStep(random, n, 0.05));
    if (cells.indexOf('5') >= 0) cell("3% step at CV 1%, every nuisance", OnlineNoise.everyNuisance(0.01), online, series, commits, seed + 47_000,
        (random, n) -> oneStep(random, n, 0.03));
    if (cells.indexOf('6') >= 0) cell("3% step at CV 1%, single-fork JVM modes", OnlineNoise.singleForkModes(0.01),
        online, series, commits, seed + 48_000, (random, n) -> oneStep(random, n, 0.03));
    if (cells.indexOf('7') >= 0) cell("no step, single-fork JVM modes", OnlineNoise.singleForkModes(0.01), online,
        series, commits, seed + 49_000, (random, n) -> new Object[] {new int[0], new double[0]});
  }

  interface Steps {
    Object[] draw(Random random, int n);
  }

  static Object[] oneStep(Random random, int n, double size) {
    return new Object[] {new int[] {n / 5 + random.nextInt(3 * n / 5)}, new double[] {size}};
  }

  static Object[] twoSteps(Random random, int n, double[] sizes) {
    int a = 50 + random.nextInt(n / 2 - 100);
    int b = n / 2 + random.nextInt(n / 2 - 50);
    double sa = sizes[random.nextInt(sizes.length)] * (random.nextBoolean() ? 1 : -1);
    double sb = sizes[random.nextInt(sizes.length)] * (random.nextBoolean() ? 1 : -1);
    return new Object[] {new int[] {a, b}, new double[] {sa, sb}};
  }

  static void cell(String name, OnlineNoise noise, OnlineAlarms online, int series, int commits, long seed,
      Steps steps) {
    long t0 = System.nanoTime();
    // one seeded generator per series, so the cell's outcome does not depend on how the series are spread over threads
    OnlineAlarms.Tally total = java.util.stream.IntStream.range(0, series).parallel().mapToObj(s -> {
      Random random = new Random(seed * 1_000_003L + s);
      Object[] drawn = steps.draw(random, commits);
      return online.series(random, noise, commits, (int[]) drawn[0], (double[]) drawn[1]);
    }).reduce(new OnlineAlarms.Tally(0, 0, 0, 0, 0, 0, 0), OnlineAlarms.Tally::plus);
    double perCommit = (double) total.falseAlarms() / total.seriesCommits();
    double upper = upperBound(total.falseAlarms(), total.seriesCommits());
    System.out.printf(Locale.ROOT, "| %s, %s | %d | %d | %.3f | %.3f | %d | %.1f%% | %.1f%% | %.1f%% | %.1f%% | %.0f |%n",
        name, noise, total.seriesCommits(), total.falseAlarms(), 1000 * perCommit, 1000 * upper, total.steps(),
        pct(total.reportedWithin8(), total.steps()), pct(total.reportedWithin4(), total.steps()),
        pct(total.exact(), total.steps()), pct(total.withinOne(), total.steps()), (System.nanoTime() - t0) / 1e9);
  }

  static double pct(int k, int n) {
    return n == 0 ? Double.NaN : 100.0 * k / n;
  }

  /** The one-sided 95% upper bound of a Poisson rate from {@code k} events in {@code n} trials (exact, chi-square). */
  static double upperBound(int k, long n) {
    return new org.apache.commons.math3.distribution.ChiSquaredDistribution(2.0 * (k + 1))
        .inverseCumulativeProbability(0.95) / 2 / n;
  }
}
