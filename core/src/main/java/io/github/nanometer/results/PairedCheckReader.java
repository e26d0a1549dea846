package io.github.nanometer.results;

import io.github.nanometer.Comparison;
import io.github.nanometer.json.DocumentHeader;
import io.github.nanometer.json.JsonReader;
import io.github.nanometer.json.JsonValue;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Reads a {@code nanometer-paired-check} document ({@link PairedCheckWriter#json}) back into the
 * {@link PairedCheckReport} it was written from; writing what it reads gives the same bytes. The
 * {@code runs} count and the {@code summary} derive from the comparisons, so they are not read; each
 * comparison is read by {@link PairedComparisonReader}. A header of another schema or a newer
 * version is refused ({@link DocumentHeader#check}); a missing or mistyped member is refused with
 * its path, e.g. {@code aa[3].options.seed}.
 */
public final class PairedCheckReader {
  private PairedCheckReader() {}

  /**
   * Reads {@code file} (UTF-8).
   *
   * @throws IOException when it cannot be read
   * @throws IllegalArgumentException when it is not a readable {@code nanometer-paired-check} document
   */
  public static PairedCheckReport read(Path file) throws IOException {
    return parse(JsonReader.readFile(file));
  }

  /**
   * Parses the text of a {@code nanometer-paired-check} document.
   *
   * @throws IllegalArgumentException naming the header that is not accepted, or the path of the
   *     member that is missing, mistyped or out of range
   */
  public static PairedCheckReport parse(String text) {
    JsonValue top = DocumentHeader.PAIRED_CHECK.parseChecked(text);
    List<Comparison> aa = comparisons(top.get("aa"));
    List<Comparison> known = comparisons(top.get("known"));
    double[] seconds = top.get("secondsPerComparison").numbers();
    return top.build(() -> new PairedCheckReport(top.get("confidence").number(), top.get("changeFraction").number(),
        top.get("steps").integer(), top.get("background").string(), top.get("placement").string(), aa, known,
        seconds));
  }

  private static List<Comparison> comparisons(JsonValue array) {
    List<Comparison> out = new ArrayList<>();
    for (JsonValue c : array.elements()) {
      out.add(PairedComparisonReader.read(c));
    }
    return out;
  }
}
