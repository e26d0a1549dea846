package io.github.nanometer.history.scan;

import io.github.nanometer.history.changes.ChangeDetector;
import io.github.nanometer.history.changes.ChangePoint;
import io.github.nanometer.history.changes.ChangeSettings;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;

/**
 * Issue 44's online protocol, simulated: {@code history changes} runs after every commit of a series
 * (one run per commit), over the last {@link HistoryScan#DEFAULT_WINDOW} runs, and each change point
 * it stores alerts once, as {@link HistoryScan} decides (confirmed after {@code confirmRuns}, matched
 * to an earlier alert within the minimum segment length). An alert more than {@value #NEAR} commits
 * from every injected step, or a second alert near a step already reported, is a false alarm.
 */
final class OnlineAlarms {

  /** How far (in commits) from an injected step an alert may lie and still report it. */
  static final int NEAR = 8;

  /** One simulated alert: when it was raised and the commit it names as first bad. */
  record Alert(int raisedAt, int firstBad, double relativeChange) {}

  /** What a batch of series gave. */
  record Tally(long seriesCommits, int falseAlarms, int steps, int reportedWithin8, int reportedWithin4, int exact,
      int withinOne) {
    Tally plus(Tally o) {
      return new Tally(seriesCommits + o.seriesCommits, falseAlarms + o.falseAlarms, steps + o.steps,
          reportedWithin8 + o.reportedWithin8, reportedWithin4 + o.reportedWithin4, exact + o.exact,
          withinOne + o.withinOne);
    }
  }

  private final ChangeDetector detector;
  private final int confirmRuns;
  private final int window;

  OnlineAlarms(ChangeSettings settings, int confirmRuns, int window) {
    this.detector = new ChangeDetector(settings);
    this.confirmRuns = confirmRuns;
    this.window = window;
  }

  /** The alerts raised over {@code x}, scanning after every value. */
  List<Alert> alerts(double[] x) {
    int tolerance = detector.settings().minimumSegmentLength();
    List<Alert> alerts = new ArrayList<>();
    for (int t = 2 * tolerance; t <= x.length; t++) {
      int from = Math.max(0, t - window);
      double[] seen = java.util.Arrays.copyOfRange(x, from, t);
      for (ChangePoint cp : detector.detect(seen).changePoints()) {
        int firstBad = from + cp.firstBadIndex();
        if (t - firstBad < tolerance + confirmRuns) {
          continue;
        }
        boolean known = alerts.stream().anyMatch(a -> Math.abs(a.firstBad() - firstBad) <= tolerance);
        if (!known) {
          alerts.add(new Alert(t - 1, firstBad, cp.relativeChange()));
        }
      }
    }
    return alerts;
  }

  /**
   * One series of {@code n} commits with noise {@code noise} and steps of {@code sizes} (relative, one
   * each) at {@code at} (ascending commit indices), tallied.
   */
  Tally series(Random random, OnlineNoise noise, int n, int[] at, double[] sizes) {
    double[] f = noise.factors(random, n);
    double[] x = new double[n];
    double level = 100;
    int k = 0;
    for (int i = 0; i < n; i++) {
      while (k < at.length && at[k] == i) {
        level *= 1 + sizes[k++];
      }
      x[i] = level * f[i];
    }
    List<Alert> alerts = alerts(x);
    boolean[] reported = new boolean[at.length];
    int falseAlarms = 0;
    int within8 = 0;
    int within4 = 0;
    int exact = 0;
    int withinOne = 0;
    for (Alert a : alerts) {
      int nearest = -1;
      for (int s = 0; s < at.length; s++) {
        if (Math.abs(a.firstBad() - at[s]) <= NEAR && (nearest < 0 || Math.abs(a.firstBad() - at[s])
            < Math.abs(a.firstBad() - at[nearest]))) {
          nearest = s;
        }
      }
      if (nearest < 0 || reported[nearest]) {
        falseAlarms++;
        if (Boolean.getBoolean("nanometer.online.explain")) {
          int d = Integer.MAX_VALUE;
          for (int st : at) {
            d = Math.min(d, Math.abs(a.firstBad() - st));
          }
          System.err.printf(java.util.Locale.ROOT, "false alarm: raised at %d, first bad %d, change %+.2f%%, %s,"
              + " steps %s of %s%n", a.raisedAt(), a.firstBad(), 100 * a.relativeChange(),
              nearest >= 0 ? "repeat of a reported step" : d + " commits from the nearest step",
              java.util.Arrays.toString(at), java.util.Arrays.toString(sizes));
        }
        continue;
      }
      reported[nearest] = true;
      int delay = a.raisedAt() - at[nearest];
      within8 += delay <= NEAR ? 1 : 0;
      within4 += delay <= 4 ? 1 : 0;
      exact += a.firstBad() == at[nearest] ? 1 : 0;
      withinOne += Math.abs(a.firstBad() - at[nearest]) <= 1 ? 1 : 0;
    }
    return new Tally(n, falseAlarms, at.length, within8, within4, exact, withinOne);
  }
}
