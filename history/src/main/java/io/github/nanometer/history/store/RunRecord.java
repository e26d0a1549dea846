package io.github.nanometer.history.store;

import java.time.Instant;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * One run as the history records it: where and when it was measured, why, from which document, and
 * its results. The run id identifies the run across stores: recording a run whose id a store already
 * holds adds nothing, so two histories merge without duplicates.
 *
 * @param runId the document's run id (a UUID, or a content hash for a JMH file); one line, not
 *     blank, at most 200 characters
 * @param commit the commit that was measured
 * @param branch the branch it was measured on, e.g. {@code "main"}; one line, not blank
 * @param machine the machine
 * @param jvm the measuring JVM
 * @param toolVersion the nanometer (or JMH) version that measured it; one line, not blank
 * @param reason why the run was made
 * @param startTime when measuring began, kept to the microsecond
 * @param endTime when it ended, not before {@code startTime}, kept to the microsecond
 * @param sourceDocumentHash the hash of the document the run was read from, 16 to 128 lowercase hex
 *     digits (SHA-256 in practice)
 * @param results the results, at most one per benchmark and measure
 */
public record RunRecord(String runId, CommitFacts commit, String branch, MachineIdentity machine, JvmIdentity jvm,
    String toolVersion, RunReason reason, Instant startTime, Instant endTime, String sourceDocumentHash,
    List<ResultRecord> results) {

  /** The longest run id. */
  public static final int MAX_RUN_ID_CHARS = 200;

  /** Checks every part and that no benchmark's measure appears twice. */
  public RunRecord {
    Checks.text("runId", runId);
    if (runId.length() > MAX_RUN_ID_CHARS) {
      throw new IllegalArgumentException("runId must have at most " + MAX_RUN_ID_CHARS + " characters, got "
          + runId.length());
    }
    Checks.present("commit", commit);
    Checks.text("branch", branch);
    Checks.present("machine", machine);
    Checks.present("jvm", jvm);
    Checks.text("toolVersion", toolVersion);
    Checks.present("reason", reason);
    startTime = Checks.micros("startTime", startTime);
    endTime = Checks.micros("endTime", endTime);
    if (endTime.isBefore(startTime)) {
      throw new IllegalArgumentException("endTime must not be before startTime, got " + endTime + " < " + startTime);
    }
    Checks.hex("sourceDocumentHash", sourceDocumentHash, 16, 128);
    results = Checks.list("results", results);
    Set<String> seen = new HashSet<>();
    for (ResultRecord r : results) {
      if (!seen.add(r.benchmark().id() + " " + r.measure())) {
        throw new IllegalArgumentException("results must hold one result per benchmark and measure, got two of "
            + r.benchmark().name() + " " + r.benchmark().parameters() + " (" + r.measure() + ")");
      }
    }
  }
}
