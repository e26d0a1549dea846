package io.github.nanometer.results;

import io.github.nanometer.Comparison;
import io.github.nanometer.report.JsonWriter;
import io.github.nanometer.stats.Interval;
import java.util.Locale;

/** Writes a paired {@link Comparison} as JSON (every pair kept) and as one text line. */
public final class PairedComparisonWriter {
  private PairedComparisonWriter() {}

  /** One line: the summary sentence plus pair count and evaluations per sample. */
  public static String line(Comparison c) {
    return String.format(Locale.ROOT, "%s  [%d pairs x %d evals, %d trimmed per tail, min-based %+.2f%%]",
        c.summary(), c.pairCount(), c.evaluationsPerSample(), c.trimmedPerTail(), 100 * c.minimumChange());
  }

  /** One comparison object at the writer's position. */
  public static void write(JsonWriter w, Comparison c) {
    w.beginObject()
        .field("baseline", c.baselineName())
        .field("candidate", c.candidateName())
        .field("verdict", c.verdict().name().toLowerCase(Locale.ROOT))
        .field("summary", c.summary())
        .field("confidence", c.comparisonOptions().confidence())
        .field("thresholdFraction", c.comparisonOptions().thresholdFraction())
        .field("meanChange", c.meanChange());
    interval(w, "meanChangeInterval", c.meanChangeInterval());
    w.field("ratio", c.ratio());
    interval(w, "ratioInterval", c.ratioInterval());
    w.field("minimumChange", c.minimumChange())
        .field("z", c.z())
        .field("pairs", c.pairCount())
        .field("evaluationsPerSample", c.evaluationsPerSample())
        .field("trimmedPerTail", c.trimmedPerTail())
        .field("seed", c.options().seed());
    w.name("baselineNanos").array(c.baselineNanos());
    w.name("candidateNanos").array(c.candidateNanos());
    w.name("candidateFirst").beginArray();
    for (boolean b : c.candidateFirst()) {
      w.value(b);
    }
    w.endArray();
    w.name("notes").beginArray();
    for (String n : c.notes()) {
      w.value(n);
    }
    w.endArray().endObject();
  }

  private static void interval(JsonWriter w, String name, Interval i) {
    w.name(name).beginObject().field("low", i.low()).field("high", i.high()).endObject();
  }
}
