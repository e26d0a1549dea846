package io.github.nanometer.history.record;

import io.github.nanometer.history.store.CommitFacts;
import io.github.nanometer.history.store.JvmIdentity;
import io.github.nanometer.history.store.MachineIdentity;
import io.github.nanometer.history.store.RawSamples;
import io.github.nanometer.history.store.ResultRecord;
import io.github.nanometer.history.store.RunReason;
import io.github.nanometer.history.store.RunRecord;
import java.nio.file.Path;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * One saved document read as the run it records, before git says which commit and branch it
 * measured and the user why: a {@link RunRecord} without its commit, branch and reason ({@link
 * #toRunRecord} adds them). {@link RunDocuments#read} makes one.
 *
 * @param document the file it was read from
 * @param kind what kind of document it is
 * @param version its version; 0 for a JMH file, which has none
 * @param runId the document's {@code run.id} (version 4), else its content hash
 * @param startTime the document's {@code run.startTime} (version 4), else the file's modification time
 * @param endTime the document's {@code run.endTime} (version 4), else the file's modification time
 * @param machine the machine, labelled when the user named it ({@code --machine})
 * @param jvm the measuring JVM
 * @param toolVersion what wrote the document: {@code "JMH 1.37"}, or for nanometer's documents,
 *     which do not carry nanometer's version, the schema and version ({@code "nanometer
 *     (nanometer-results version 4)"})
 * @param contentHash the SHA-256 of the file's bytes, 64 lowercase hex digits
 * @param results one result per benchmark and measure, in document order; not empty
 * @param notes what the document lacked and what was recorded instead, one line each, to be said
 *     once (e.g. no run id: the content hash stands in); empty for a complete version-4 document
 * @param samples the raw samples of results, by index into {@code results}: empty unless they were
 *     asked for ({@link RunDocuments#read(Path, Optional, boolean)}), then those of the results whose
 *     document holds them
 */
public record DocumentRun(Path document, DocumentKind kind, int version, String runId, Instant startTime,
    Instant endTime, MachineIdentity machine, JvmIdentity jvm, String toolVersion, String contentHash,
    List<ResultRecord> results, List<String> notes, Map<Integer, RawSamples> samples) {

  /**
   * The body fingerprint recorded for a benchmark whose document states none (before version 4, a
   * JMH file, the suite, or a body nanometer could not fingerprint), so its series continues from
   * run to run; an edit of such a benchmark does not start a new series.
   */
  public static final String UNKNOWN_FINGERPRINT = "unknown";

  /** Copies the lists and the samples; checks that there is at least one result and samples only of results. */
  public DocumentRun {
    if (document == null || kind == null || runId == null || startTime == null || endTime == null || machine == null
        || jvm == null || toolVersion == null || contentHash == null || results == null || notes == null
        || samples == null) {
      throw new IllegalArgumentException("every part of a document run must be given, got a null");
    }
    results = List.copyOf(results);
    notes = List.copyOf(notes);
    samples = Map.copyOf(samples);
    for (int index : samples.keySet()) {
      if (index < 0 || index >= results.size()) {
        throw new IllegalArgumentException("samples must be keyed by an index of the " + results.size()
            + " results, got " + index);
      }
    }
    if (results.isEmpty()) {
      throw new IllegalArgumentException("a document run must hold at least one result, got none from " + document);
    }
  }

  /**
   * The run as the history records it: measured at {@code commit} on {@code branch}, made for
   * {@code reason}; its source document hash is {@link #contentHash()}.
   *
   * @throws IllegalArgumentException as {@link RunRecord}'s checks do, e.g. for a blank branch
   */
  public RunRecord toRunRecord(CommitFacts commit, String branch, RunReason reason) {
    return new RunRecord(runId, commit, branch, machine, jvm, toolVersion, reason, startTime, endTime, contentHash,
        results);
  }
}
