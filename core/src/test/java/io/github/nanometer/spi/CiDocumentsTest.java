package io.github.nanometer.spi;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.nanometer.Interval;
import io.github.nanometer.report.CiFormats;
import io.github.nanometer.report.GoldenText;
import java.io.PrintStream;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.function.Consumer;
import org.junit.jupiter.api.Test;

/** A plug-in's CI documents are the library's, byte for byte, with its intervals. */
class CiDocumentsTest {

  private static String printed(Consumer<PrintStream> write) {
    return GoldenText.written(Locale.ROOT, write);
  }

  private static final List<CiDocuments.Row> ROWS = List.of(
      new CiDocuments.Row("a", "ns/call", "latency", 10, Optional.of(new Interval(9, 12, 0.95, "c", "m")), "extra"),
      new CiDocuments.Row("b", "ns/call", "latency", 5, Optional.empty(), ""),
      new CiDocuments.Row("nan", "ns/call", "latency", Double.NaN, Optional.empty(), ""));

  private static final List<CiFormats.Row> LIBRARY = List.of(
      new CiFormats.Row("a", "ns/call", "latency", 10, Optional.of(new Interval(9, 12, 0.95, "c", "m")),
          "extra"),
      new CiFormats.Row("b", "ns/call", "latency", 5, Optional.empty(), ""),
      new CiFormats.Row("nan", "ns/call", "latency", Double.NaN, Optional.empty(), ""));

  @Test
  void ghActionIsTheLibrarysDocument() {
    String mine = printed(out -> CiDocuments.ghAction(ROWS, out));
    assertEquals(printed(out -> CiFormats.ghAction(LIBRARY, out)), mine);
    assertEquals(true, mine.contains("\"range\": \"\u00b1 2\""), mine);
  }

  @Test
  void bmfIsTheLibrarysDocument() {
    String mine = printed(out -> CiDocuments.bmf(ROWS, out));
    assertEquals(printed(out -> CiFormats.bmf(LIBRARY, out)), mine);
    assertEquals(true, mine.contains("\"upper_value\": 12"), mine);
  }
}
