package io.github.nanometer.report;

import io.github.nanometer.ClockSummary;
import io.github.nanometer.json.DocumentHeader;
import io.github.nanometer.json.JsonValue;
import java.util.ArrayList;
import java.util.List;

/**
 * Reads clock objects as {@link ClockFactsWriter} writes them (alone in a {@code nanometer-timer}
 * document or embedded, as in each result) back into {@link ClockSummary}; failures name the path.
 */
public final class ClockFactsReader {
  private ClockFactsReader() {}

  /** One clock object at {@code c}. */
  public static ClockSummary read(JsonValue c) {
    return c.build(() -> new ClockSummary(c.get("name").string(), c.get("readCostNanos").number(),
        c.get("precisionNanos").number(), c.get("accuracyNanos").number(), c.get("pairDeltaMedianNanos").number(),
        c.get("pairDeltaP99Nanos").number()));
  }

  /** A whole {@code nanometer-timer} document (header checked): its clocks in order. */
  public static List<ClockSummary> document(String text) {
    JsonValue top = DocumentHeader.TIMER.parseChecked(text);
    List<ClockSummary> clocks = new ArrayList<>();
    for (JsonValue c : top.get("clocks").elements()) {
      clocks.add(read(c));
    }
    return clocks;
  }
}
