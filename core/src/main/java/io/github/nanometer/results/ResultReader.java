package io.github.nanometer.results;

import io.github.nanometer.Diagnosis;
import io.github.nanometer.Result;
import io.github.nanometer.RunIdentity;
import io.github.nanometer.json.DocumentHeader;
import io.github.nanometer.json.JsonReader;
import io.github.nanometer.json.JsonValue;
import io.github.nanometer.resultjson.EnvironmentJson;
import io.github.nanometer.resultjson.ResultJsonReader;
import io.github.nanometer.resultjson.RunJson;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Reads a {@code nanometer-results} document ({@link ResultWriter#json}) back into typed {@link
 * Result}s: every raw sample, the options, the environment captured at measurement time, the clock,
 * the warm-up, the typed notes and the per-sample counters. Writing what it reads gives the same
 * bytes.
 *
 * <p>The document's {@code doctor} report belongs to every result's environment (the writer keeps
 * one copy per document). Members the writer derives ({@code estimateNanos}, {@code sampleCount},
 * per-result {@code blackhole} and {@code threadPlacement}, counter {@code disturbed},
 * {@code disturbedSamples} and {@code droppedSamples}) are recomputed, not read; {@code
 * estimateNanos} must still be present and a time (a number of at least 0, or null). Every sample
 * needs at least 1 evaluation and a finite time of at least 0 ns. A header of another schema or a
 * newer version is refused ({@link DocumentHeader#check}); a missing or mistyped member is refused
 * with its path.
 */
public final class ResultReader {
  private ResultReader() {}

  /**
   * A {@code nanometer-results} document as read: its results in document order and the doctor
   * report it embeds (also in each result's environment), kept here too so that a document without
   * results keeps it.
   *
   * @param results the results, in document order
   * @param doctor the document's doctor report, when it has one
   * @param run the run that wrote the document (its {@code "run"} member), when it says (from
   *     version 4)
   */
  public record Document(List<Result> results, Optional<Diagnosis> doctor, Optional<RunIdentity> run) {

    /** Copies the list; rejects nulls. */
    public Document {
      if (results == null || doctor == null || run == null) {
        throw new IllegalArgumentException("results, doctor and run must not be null (Optional.empty() for none)");
      }
      results = List.copyOf(results);
    }
  }

  /**
   * Reads {@code file} (UTF-8).
   *
   * @throws IOException when it cannot be read
   * @throws IllegalArgumentException when it is not a readable {@code nanometer-results} document
   */
  public static List<Result> read(Path file) throws IOException {
    return parse(JsonReader.readFile(file));
  }

  /**
   * Parses the text of a {@code nanometer-results} document.
   *
   * @throws IllegalArgumentException naming the member (as a path such as {@code results[2].options.seed})
   *     that is missing, mistyped or out of range, or the header that is not accepted
   */
  public static List<Result> parse(String text) {
    return document(text).results();
  }

  /**
   * Parses the text of a {@code nanometer-results} document into its results, doctor report and run.
   *
   * @throws IllegalArgumentException as {@link #parse} does
   */
  public static Document document(String text) {
    JsonValue top = DocumentHeader.RESULTS.parseChecked(text);
    Optional<Diagnosis> doctor = top.has("doctor") ? Optional.of(EnvironmentJson.readDoctor(top.get("doctor")))
        : Optional.empty();
    List<Result> results = new ArrayList<>();
    for (JsonValue r : top.get("results").elements()) {
      results.add(ResultJsonReader.result(r, doctor));
    }
    return new Document(results, doctor, RunJson.read(top));
  }

  /**
   * Parses the text of a {@code nanometer-jmh} document ({@code nanometer jmh --format json}) into
   * the nanometer result of each run, named as the run (benchmark, mode and parameters); such a
   * document keeps no doctor report.
   *
   * @throws IllegalArgumentException naming the member (e.g. {@code runs[1].result.samples}) that is
   *     missing, mistyped or out of range, or the header that is not accepted
   */
  public static Document jmhDocument(String text) {
    return jmhRuns(DocumentHeader.JMH.parseChecked(text));
  }

  /** The results of the runs of a parsed, checked {@code nanometer-jmh} document. */
  static Document jmhRuns(JsonValue top) {
    List<Result> results = new ArrayList<>();
    for (JsonValue run : top.get("runs").elements()) {
      results.add(ResultJsonReader.result(run.get("result"), Optional.empty()));
    }
    return new Document(results, Optional.empty(), RunJson.read(top));
  }
}
