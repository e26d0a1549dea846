package io.github.nanometer.history.chart;

import io.github.nanometer.history.store.SeriesPoint;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;

/**
 * A change of the environment between two consecutive points of a series that does not start a new
 * series (the machine's kernel, the JVM's update release), drawn as a dashed vertical rule between
 * them so that a step there is read with it in mind.
 *
 * @param before the last point with the old value
 * @param after the first point with the new value
 * @param what what changed: {@link #KERNEL} or {@link #JVM}
 * @param from the old value
 * @param to the new value, not equal to {@code from}
 */
public record EnvironmentRule(SeriesPoint before, SeriesPoint after, String what, String from, String to) {

  /** {@link #what()} of a change of the machine's kernel. */
  public static final String KERNEL = "kernel";

  /** {@link #what()} of a change of the JVM's full version (an update release). */
  public static final String JVM = "JVM";

  /** Checks that nothing is missing and that the value changed. */
  public EnvironmentRule {
    if (before == null || after == null || what == null || from == null || to == null || from.equals(to)) {
      throw new IllegalArgumentException("a rule needs both points, what changed and two different values, got "
          + what + ": " + from + " -> " + to);
    }
  }

  /** The label drawn at the rule, e.g. {@code "kernel 6.1.0-18 → 6.1.0-20"}. */
  public String label() {
    return what + " " + from + " \u2192 " + to;
  }

  /**
   * The rules of {@code points}: one wherever the kernel or the JVM's version differs from the point
   * before (a point where both change gets two rules, the kernel's first).
   *
   * @param points every point of the series, excluded ones too, in commit order (runs of one commit
   *     by their start)
   */
  public static List<EnvironmentRule> between(List<SeriesPoint> points) {
    List<EnvironmentRule> rules = new ArrayList<>();
    for (int i = 1; i < points.size(); i++) {
      SeriesPoint before = points.get(i - 1);
      SeriesPoint after = points.get(i);
      addIfChanged(rules, before, after, KERNEL, SeriesPoint::kernel);
      addIfChanged(rules, before, after, JVM, SeriesPoint::jvmVersion);
    }
    return List.copyOf(rules);
  }

  private static void addIfChanged(List<EnvironmentRule> rules, SeriesPoint before, SeriesPoint after, String what,
      Function<SeriesPoint, String> value) {
    String from = value.apply(before);
    String to = value.apply(after);
    if (!from.equals(to)) {
      rules.add(new EnvironmentRule(before, after, what, from, to));
    }
  }
}
