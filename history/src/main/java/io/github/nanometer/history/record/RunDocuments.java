package io.github.nanometer.history.record;

import io.github.nanometer.json.IoReasons;
import io.github.nanometer.json.JsonReader;
import io.github.nanometer.json.JsonValue;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.time.Instant;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Reads saved documents into the runs they record ({@link DocumentRun}): {@code nanometer-results},
 * {@code nanometer-suite} and {@code nanometer-jmh} of versions 3 and 4, and JMH's {@code -rf json}
 * array ({@link DocumentKind}).
 *
 * <p>A version-4 document names its run ({@code "run": {"id", "startTime", "endTime"}}) and states
 * the machine's CPU model and memory, the JVM's vendor and flags and each benchmark's body
 * fingerprint. An older document or a JMH file does not: its run id is the SHA-256 of its bytes
 * (the same file recorded twice is one run), its start and end the file's modification time, its
 * JVM vendor {@code "unknown"} with no flags (a JMH file's {@code jvmArgs} are its flags), its body
 * fingerprints {@link DocumentRun#UNKNOWN_FINGERPRINT}, and where it lacks a machine fact (a JMH
 * file lacks all) the user must name the machine ({@code --machine LABEL}). Each such stand-in is
 * listed in {@link DocumentRun#notes()}.
 */
public final class RunDocuments {
  private RunDocuments() {}

  /**
   * Reads {@code document} without its raw samples ({@link #read(Path, Optional, boolean)}).
   *
   * @param machineLabel the user's name for the machine ({@code --machine}), when given
   * @throws DocumentException as {@link #read(Path, Optional, boolean)} does
   * @throws IllegalArgumentException when the label is blank or not one line
   */
  public static DocumentRun read(Path document, Optional<String> machineLabel) {
    return read(document, machineLabel, false);
  }

  /**
   * Reads {@code document}, with the raw samples of its results when {@code withSamples} ({@link
   * DocumentRun#samples()}): a nanometer result's samples as times per evaluation in {@code ns/op}
   * (the suite's calls per evaluation divided out; {@code nanometer-jmh}'s too, whatever the score's
   * unit), every fork's; a JMH file's {@code rawData} iteration scores in the score's unit.
   *
   * @param machineLabel the user's name for the machine ({@code --machine}), when given: the series
   *     then keys on it instead of the CPU model, cores and memory
   * @throws DocumentException one line naming the file and what was expected: it cannot be read, is
   *     not JSON, is of an unknown kind or an unsupported version, lacks or mistypes a member, or
   *     lacks a machine fact and no label was given, or (with {@code withSamples}) holds samples that
   *     are not counts of at least 1 and finite times
   * @throws IllegalArgumentException when the label is blank or not one line
   */
  public static DocumentRun read(Path document, Optional<String> machineLabel, boolean withSamples) {
    if (document == null || machineLabel == null) {
      throw new IllegalArgumentException("document and machineLabel must be given (Optional.empty() for no label)");
    }
    machineLabel.ifPresent(RunDocuments::checkLabel);
    String text;
    Instant modified;
    try {
      text = JsonReader.readFile(document);
      modified = Files.getLastModifiedTime(document).toInstant();
    } catch (IOException e) {
      throw new DocumentException(document, "cannot be read: " + IoReasons.of(e), e);
    }
    String hash = sha256(text);
    Object parsed;
    DocumentKind.Header header;
    try {
      parsed = JsonReader.parse(text);
      header = DocumentKind.of(parsed);
    } catch (IllegalArgumentException e) {
      String problem = e.getMessage().startsWith("JSON ") ? "not valid JSON (" + e.getMessage() + "); expected "
          + DocumentKind.ACCEPTED : e.getMessage();
      throw new DocumentException(document, problem, e);
    }
    String what = header.kind() == DocumentKind.JMH ? "a JMH file"
        : header.kind().label() + " version " + header.version();
    try {
      Contents contents = contents(parsed, header, withSamples);
      List<String> notes = new ArrayList<>();
      String runId = hash;
      Instant start = modified;
      Instant end = modified;
      if (header.hasRunFacts()) {
        JsonValue run = JsonValue.root(castObject(parsed)).get("run");
        runId = run.get("id").string();
        start = instant(run.get("startTime"));
        end = instant(run.get("endTime"));
        if (end.isBefore(start)) {
          throw run.error("endTime " + end + " is before startTime " + start);
        }
      } else {
        notes.add(what + " has no run id or times: its content hash is the run id, its modification time "
            + modified + " the start and end");
        if (header.kind() != DocumentKind.JMH) {
          notes.add(what + " states no JVM vendor or flags: recorded as vendor \"unknown\" with no flags");
        } else {
          notes.add(what + " states no JVM vendor: recorded as \"unknown\"");
        }
      }
      long unknown = contents.results().stream()
          .filter(r -> r.benchmark().bodyFingerprint().equals(DocumentRun.UNKNOWN_FINGERPRINT)).count();
      if (unknown > 0) {
        notes.add(what + ": " + unknown + " of " + contents.results().size() + " results have no body fingerprint,"
            + " recorded as \"" + DocumentRun.UNKNOWN_FINGERPRINT + "\" (an edit of such a benchmark does not start"
            + " a new series)");
      }
      return new DocumentRun(document, header.kind(), header.version(), runId, start, end,
          contents.machine().identity(machineLabel, document, what), contents.jvm(), contents.toolVersion(), hash,
          contents.results(), notes, contents.samples());
    } catch (IllegalArgumentException e) {
      throw new DocumentException(document, "as " + what + ": " + e.getMessage(), e);
    }
  }

  /** A machine label is one line of text, not blank: the series key and listings show it as given. */
  private static void checkLabel(String label) {
    if (label.isBlank() || !DocumentException.oneLine(label).equals(label)) {
      throw new IllegalArgumentException("a machine label (--machine) must be one line of text, not blank, got \""
          + DocumentException.oneLine(label) + "\"");
    }
  }

  private static Contents contents(Object parsed, DocumentKind.Header header, boolean withSamples) {
    if (header.kind() == DocumentKind.JMH) {
      // JsonValue's root is an object: the array is read as the member of one, named for messages
      return JmhArrayDocument.read(JsonValue.root(Map.of("the JMH array", parsed)).get("the JMH array"), withSamples);
    }
    JsonValue top = JsonValue.root(castObject(parsed));
    return switch (header.kind()) {
      case RESULTS -> ResultsDocument.read(top, header, withSamples);
      case SUITE -> SuiteDocument.read(top, header, withSamples);
      case NANOMETER_JMH -> NanometerJmhDocument.read(top, header, withSamples);
      case JMH -> throw new AssertionError("handled above");
    };
  }

  @SuppressWarnings("unchecked")
  private static Map<String, Object> castObject(Object parsed) {
    return (Map<String, Object>) parsed; // DocumentKind.of accepted it as a nanometer document: an object
  }

  private static Instant instant(JsonValue v) {
    String text = v.string();
    try {
      return Instant.parse(text);
    } catch (DateTimeParseException e) {
      throw v.error("must be an ISO-8601 UTC instant such as 2026-03-01T12:00:00Z, got \"" + text + "\"");
    }
  }

  /** The SHA-256 of the file's bytes: its text was read as strict UTF-8, so encoding it again gives them back. */
  private static String sha256(String text) {
    try {
      return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(text.getBytes(StandardCharsets.UTF_8)));
    } catch (NoSuchAlgorithmException e) {
      throw new IllegalStateException("every Java platform must provide SHA-256", e);
    }
  }
}
