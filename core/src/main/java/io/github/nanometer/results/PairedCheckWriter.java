package io.github.nanometer.results;

import io.github.nanometer.Comparison;
import io.github.nanometer.json.DocumentHeader;
import io.github.nanometer.json.JsonWriter;
import java.io.PrintStream;
import java.util.Locale;

/**
 * Writes a {@link PairedCheckReport} ({@code nanometer paired-check}) as text and as the JSON
 * document {@code nanometer-paired-check} (header {@link DocumentHeader#PAIRED_CHECK}). Members, in
 * order: {@code schema}, {@code version}, {@code runs}, {@code confidence}, {@code changeFraction},
 * {@code steps}, {@code background}, {@code placement}, {@code summary} {falseAlarms,
 * noiseFloorHalfWidth, signRight, significant, medianMeasuredChange, medianSecondsPerComparison},
 * {@code aa} and {@code known} (comparison objects of {@link PairedComparisonWriter}), and {@code
 * secondsPerComparison}. Fractions stay fractions in JSON; percent appears in the text only.
 * {@link PairedCheckReader} reads the document back.
 */
public final class PairedCheckWriter {
  private PairedCheckWriter() {}

  /** The whole document, to {@code out}. */
  public static void json(PairedCheckReport r, PrintStream out) {
    StringBuilder sb = new StringBuilder();
    JsonWriter w = new JsonWriter(sb, true);
    DocumentHeader.PAIRED_CHECK.write(w.beginObject())
        .field("runs", r.runs()).field("confidence", r.confidence()).field("changeFraction", r.changeFraction())
        .field("steps", r.steps()).field("background", r.background()).field("placement", r.placement());
    w.name("summary").beginObject()
        .field("falseAlarms", r.falseAlarms())
        .field("noiseFloorHalfWidth", r.noiseFloorHalfWidth())
        .field("signRight", r.signRight())
        .field("significant", r.significant())
        .field("medianMeasuredChange", r.medianMeasuredChange())
        .field("medianSecondsPerComparison", r.medianSecondsPerComparison())
        .endObject();
    w.name("aa").beginArray();
    r.aa().forEach(c -> PairedComparisonWriter.write(w, c));
    w.endArray();
    w.name("known").beginArray();
    r.known().forEach(c -> PairedComparisonWriter.write(w, c));
    w.endArray();
    w.name("secondsPerComparison").array(r.secondsPerComparison());
    w.endObject().finish();
    out.print(sb);
  }

  /**
   * One line per comparison, then the aggregates, the neighbour and the thread placement; the
   * intervals, of comparisons measured in this one JVM, say {@link OneJvmLabel#WORDS}.
   */
  public static void text(PairedCheckReport r, PrintStream out) {
    int runs = r.runs();
    for (int i = 0; i < runs; i++) {
      out.println("A/A   " + PairedComparisonWriter.line(r.aa().get(i)));
      out.println("known " + PairedComparisonWriter.line(r.known().get(i)));
    }
    out.printf(Locale.ROOT, "%nA/A false alarms:      %d of %d at %.1f%% confidence (expected about %.1f)%n",
        r.falseAlarms(), runs, 100 * r.confidence(), runs * (1 - r.confidence()));
    out.printf(Locale.ROOT, "A/A noise floor:       +-%.2f%% (median interval half-width%s)%n",
        100 * r.noiseFloorHalfWidth(), r.aa().stream().allMatch(Comparison::oneJvm) ? ", " + OneJvmLabel.WORDS : "");
    out.printf(Locale.ROOT, "+%.1f%% work, sign right: %d of %d; significant: %d of %d; median measured %+.2f%%%n",
        100 * r.changeFraction(), r.signRight(), runs, r.significant(), runs, 100 * r.medianMeasuredChange());
    out.printf(Locale.ROOT, "time per comparison:   %.2f s (median, warm-up and tuning included)%n",
        r.medianSecondsPerComparison());
    out.println("background:            " + r.background());
    out.println("measuring thread:      " + r.placement());
  }
}
