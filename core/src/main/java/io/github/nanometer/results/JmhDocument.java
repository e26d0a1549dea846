package io.github.nanometer.results;

import io.github.nanometer.json.DocumentHeader;
import io.github.nanometer.json.JsonValue;
import io.github.nanometer.stats.SteadyStateClass;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * A {@code nanometer-jmh} document ({@code nanometer jmh --format json}) as read: the nanometer
 * result of every run's fork ({@link ResultReader#jmhDocument}) and, from version 3, each run's
 * answer over its forks ({@code forkSummaries}, {@link JmhForkSummary}); versions 1 and 2, which
 * lack it, read with none. A newer version, or a missing, mistyped or out-of-range member, is
 * refused with its path (e.g. {@code forkSummaries[0].forkSteadyStates[1].class}).
 *
 * @param runs every run's fork results, in document order
 * @param forkSummaries each run's answer over its forks, in document order; empty before version 3
 */
public record JmhDocument(ResultReader.Document runs, List<JmhForkSummary> forkSummaries) {

  /** Copies the list; rejects nulls. */
  public JmhDocument {
    if (runs == null || forkSummaries == null) {
      throw new IllegalArgumentException("runs and forkSummaries must not be null (an empty list for none)");
    }
    forkSummaries = List.copyOf(forkSummaries);
  }

  /**
   * Parses the text of a {@code nanometer-jmh} document of version 1 to 4 (from version 4 with the
   * run that wrote it, {@code runs().run()}).
   *
   * @throws IllegalArgumentException naming the member that is missing, mistyped or out of range, or
   *     the header that is not accepted
   */
  public static JmhDocument parse(String text) {
    JsonValue top = DocumentHeader.JMH.parseChecked(text);
    ResultReader.Document runs = ResultReader.jmhRuns(top);
    List<JmhForkSummary> summaries = new ArrayList<>();
    if (top.has("forkSummaries")) {
      for (JsonValue s : top.get("forkSummaries").elements()) {
        summaries.add(summary(s));
      }
    }
    return new JmhDocument(runs, summaries);
  }

  private static JmhForkSummary summary(JsonValue s) {
    JsonValue ci = s.get("scoreConfidence");
    double[] bounds = ci.isNull() ? new double[] {Double.NaN, Double.NaN} : ci.numbers();
    if (bounds.length != 2) {
      throw ci.error("must be [low, high], got " + bounds.length + " numbers");
    }
    List<JmhForkSummary.ForkMode> modes = new ArrayList<>();
    for (JsonValue m : s.get("modes").elements()) {
      modes.add(m.build(() -> new JmhForkSummary.ForkMode(m.get("estimateNanos").number(), m.get("forks").integer())));
    }
    List<JmhForkSummary.Fork> forks = new ArrayList<>();
    for (JsonValue f : s.get("forkSteadyStates").elements()) {
      forks.add(fork(f));
    }
    Optional<String> stop = s.has("stop") ? Optional.of(s.get("stop").string()) : Optional.empty();
    return s.build(() -> new JmhForkSummary(s.get("run").string(), s.get("forks").integer(), s.get("oneJvm").bool(),
        s.get("score").number(), s.get("scoreUnit").string(), bounds[0], bounds[1], s.get("confidence").number(),
        s.get("estimateNanos").number(), s.get("consistent").bool(), s.get("betweenJvmVariance").number(),
        s.get("withinJvmVariance").number(), modes, stop, forks));
  }

  private static JmhForkSummary.Fork fork(JsonValue f) {
    String c = f.get("class").choice(SteadyStateClass.values(), SteadyStateClass::label).label();
    double[] blocks = f.get("blockNanos").numbers();
    for (int i = 0; i < blocks.length; i++) {
      if (!(blocks[i] >= 0) || Double.isInfinite(blocks[i])) {
        throw f.get("blockNanos").elements().get(i).error("must be a time of at least 0 ns, got " + blocks[i]);
      }
    }
    int[] starts = f.get("segmentStarts").ints();
    return f.build(() -> new JmhForkSummary.Fork(f.get("estimateNanos").number(), f.get("standardErrorNanos").number(),
        c, f.get("steadySamples").integer(), starts, blocks));
  }
}
