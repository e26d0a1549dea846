package io.github.nanometer.suite;

import io.github.nanometer.spi.DocumentValue;
import io.github.nanometer.spi.JournalFile;
import io.github.nanometer.spi.PluginSchema;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Reads the suite's JSON Lines journal ({@code FILE.partial.jsonl}, written by {@link SuiteJournal}
 * through {@link JournalFile}) back into typed {@link Measurement}s, so the measurements of a
 * run that died before writing its document can be reported.
 *
 * <p>The first line is the header {@code {"schema": "nanometer-suite-journal", "version": N,
 * "journalOf": FILE}} ({@link PluginSchema#check}: another schema or a newer version is refused);
 * every further line is one element of the suite document's {@code measurements} ({@link
 * SuiteReader#measurement}). The journal holds no doctor report, so the results' environments carry
 * none. A last line without its newline was cut off mid-write by the crash the journal exists for:
 * it is left out and {@link Contents#cutOffLastLine()} says so. Any other bad line is refused with
 * its line number and the path of the bad member, e.g. {@code line 3: result.samples.evaluations}.
 */
public final class SuiteJournalReader {
  private SuiteJournalReader() {}

  /**
   * What a journal holds.
   *
   * @param version the journal's version (1 up to {@link SuiteSchemas#JOURNAL}'s)
   * @param journalOf the absolute path of the document the journal stands in for, as recorded
   * @param measurements the finished measurements, in the order they were recorded
   * @param cutOffLastLine whether an unfinished last line was left out
   */
  public record Contents(int version, String journalOf, List<Measurement> measurements, boolean cutOffLastLine) {

    /** Copies the list. */
    public Contents {
      measurements = List.copyOf(measurements);
    }
  }

  /**
   * Reads {@code file} (UTF-8).
   *
   * @throws IOException when it cannot be read
   * @throws IllegalArgumentException when it is not a readable suite journal
   */
  public static Contents read(Path file) throws IOException {
    return parse(DocumentValue.readText(file));
  }

  /**
   * Reads the newest journal of the document {@code outFile} (the {@code --out} of the run): each
   * run writes its own {@code FILE.PID.partial.jsonl}, and the most recently written is the one of
   * the latest run.
   *
   * @throws java.nio.file.NoSuchFileException when {@code outFile} has no journal
   * @throws IOException when it cannot be read
   * @throws IllegalArgumentException when it is not a readable suite journal
   */
  public static Contents readNewest(Path outFile) throws IOException {
    Path journal = JournalFile.newest(outFile).orElseThrow(() ->
        new java.nio.file.NoSuchFileException(outFile + ".PID.partial.jsonl", null, "no journal of this file"));
    return read(journal);
  }

  /**
   * Parses the text of a suite journal.
   *
   * @throws IllegalArgumentException naming the line and the member that is not accepted
   */
  public static Contents parse(String text) {
    List<String> lines = new ArrayList<>(List.of(text.split("\n", -1)));
    // split leaves "" after a final newline; anything else there is a line cut off mid-write
    String last = lines.remove(lines.size() - 1);
    boolean cutOff = !last.isEmpty();
    if (lines.isEmpty()) {
      throw new IllegalArgumentException("line 1: the journal has no complete header line");
    }
    DocumentValue header = line(lines.get(0), 1);
    int version = atLine(1, () -> SuiteSchemas.JOURNAL.check(header));
    String journalOf = atLine(1, () -> header.get("journalOf").string());
    List<Measurement> measurements = new ArrayList<>();
    for (int i = 1; i < lines.size(); i++) {
      DocumentValue m = line(lines.get(i), i + 1);
      measurements.add(atLine(i + 1, () -> SuiteReader.measurement(m, Optional.empty())));
    }
    return new Contents(version, journalOf, measurements, cutOff);
  }

  private static DocumentValue line(String text, int number) {
    return atLine(number, () -> DocumentValue.parseObject(text));
  }

  private static <T> T atLine(int number, java.util.function.Supplier<T> read) {
    try {
      return read.get();
    } catch (IllegalArgumentException e) {
      throw new IllegalArgumentException("line " + number + ": " + e.getMessage(), e);
    }
  }
}
