package io.github.nanometer.html;

import io.github.nanometer.report.SavedResultReader;

/**
 * The saved result files {@code judge} compares (and {@code reference --baseline}, {@code judge
 * --list-baselines} read): each document is read through the same strict reader as {@code report}
 * ({@link ReportInputs#parse}: the typed reader of its schema, {@code results.ResultReader} for
 * {@code nanometer-results}, {@code results.JmhDocument}, the suite's {@code spi.DocumentReader},
 * {@code report.JmhJsonReader} for JMH's files), so the two commands accept and refuse the same
 * documents with the same message naming the member (a fractional evaluation count, a newer
 * version, a missing member); only then is it reduced to the benchmarks {@code judge} compares by
 * {@link SavedResultReader}. A document of a schema {@code judge} does not compare ({@code
 * nanometer-compare}, {@code -judge}, {@code -threaded}) is refused by that reduction, naming the
 * schemas it reads.
 */
public final class JudgeInputs {
  private JudgeInputs() {}

  /**
   * Reads the file {@code name} ({@link ReportInputs#text}, the gate every saved document passes).
   *
   * @throws RefusedDocument naming the file and why it is refused: not a valid path, missing,
   *     unreadable, or what {@link #parse} refuses
   */
  public static SavedResultReader.SavedFile read(String name) throws RefusedDocument {
    return parse(name, ReportInputs.text(name));
  }

  /**
   * Reads a document held in memory (a file's text, or the JSON a run just wrote), named {@code
   * source} in messages.
   *
   * @throws RefusedDocument naming {@code source} and the refusal: not JSON, a schema {@code judge}
   *     does not compare, or the member the strict reader refuses (with its path)
   */
  public static SavedResultReader.SavedFile parse(String source, String text) throws RefusedDocument {
    Object parsed = ReportInputs.json(source, text);
    try {
      SavedResultReader.requireResults(parsed);
    } catch (IllegalArgumentException e) {
      throw new RefusedDocument(source + ": " + e.getMessage());
    }
    ReportInputs.parse(source, text, parsed);
    try {
      return SavedResultReader.read(parsed);
    } catch (IllegalArgumentException e) {
      throw new RefusedDocument(source + ": " + e.getMessage());
    }
  }
}
