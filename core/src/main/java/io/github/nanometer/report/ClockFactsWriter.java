package io.github.nanometer.report;

import io.github.nanometer.ClockSummary;
import io.github.nanometer.json.DocumentHeader;
import io.github.nanometer.json.JsonWriter;
import java.io.PrintStream;
import java.util.List;
import java.util.Locale;

/** Writes calibrated clock facts as a text table or as JSON. */
public final class ClockFactsWriter {
  private ClockFactsWriter() {}

  /** A text table, one clock a row, with units. */
  public static void text(List<ClockSummary> facts, PrintStream out) {
    out.printf(Locale.ROOT, "%-10s %14s %14s %14s %12s %12s%n",
        "clock", "read cost", "precision", "accuracy", "pair p50", "pair p99");
    for (ClockSummary f : facts) {
      out.printf(Locale.ROOT, "%-10s %11.2f ns %11.2f ns %11.0f ns %9.1f ns %9.1f ns%n",
          f.name(), f.readCostNanos(), f.precisionNanos(), f.accuracyNanos(),
          f.pairDeltaMedianNanos(), f.pairDeltaP99Nanos());
    }
  }

  /** {@code {"schema":"nanometer-timer","version":1,"clocks":[...]}} as a whole document. */
  public static void json(List<ClockSummary> facts, PrintStream out) {
    StringBuilder sb = new StringBuilder();
    JsonWriter w = new JsonWriter(sb, true);
    DocumentHeader.TIMER.write(w.beginObject()).name("clocks");
    writeArray(w, facts);
    w.endObject().finish();
    out.print(sb);
  }

  /** Writes the array of clock objects at the writer's position (for embedding in larger documents). */
  public static void writeArray(JsonWriter w, List<ClockSummary> facts) {
    w.beginArray();
    for (ClockSummary f : facts) {
      write(w, f);
    }
    w.endArray();
  }

  /** Writes one clock object at the writer's position. */
  public static void write(JsonWriter w, ClockSummary f) {
    w.beginObject()
        .field("name", f.name())
        .field("readCostNanos", f.readCostNanos())
        .field("precisionNanos", f.precisionNanos())
        .field("accuracyNanos", f.accuracyNanos())
        .field("pairDeltaMedianNanos", f.pairDeltaMedianNanos())
        .field("pairDeltaP99Nanos", f.pairDeltaP99Nanos())
        .endObject();
  }
}
