package io.github.nanometer.doctor;

import io.github.nanometer.Diagnosis;
/**
 * One fact the doctor judged: what it saw, why it matters for timing, the exact command that fixes
 * it and the one that undoes the fix, and the section of {@code linuxtips.md} that explains it.
 * Immutable; the {@code with...} methods return copies.
 *
 * @param id stable dotted identifier, e.g. {@code "cpufreq.governor"}; its first segment is the group
 * @param status the judgement
 * @param label a few words for the one-line summary, e.g. {@code "governor=powersave"}
 * @param observed what was read or measured, or why it could not be (for {@link Status#UNKNOWN})
 * @param why one line on why the fact matters for timing
 * @param fix the exact command that fixes it; empty when nothing needs fixing; for facts that cannot
 *     be changed from where nanometer runs, a sentence saying so and what to do instead
 * @param undo the exact command that undoes {@code fix}; empty when there is nothing to undo
 * @param doc the explaining section, e.g. {@code "linuxtips.md#governor-and-turbo"}
 */
public record Finding(String id, Status status, String label, String observed, String why,
    String fix, String undo, String doc) {

  /** Validates that every field is present; {@code fix}, {@code undo} and {@code label} may be empty. */
  public Finding {
    observation(id, status, label, observed, why, fix, undo, doc);
  }

  /** The API's observation of this finding, member for member. */
  public Diagnosis.Observation observation() {
    return observation(id, status, label, observed, why, fix, undo, doc);
  }

  /** The finding of the API's observation, member for member. */
  public static Finding of(Diagnosis.Observation o) {
    return new Finding(o.id(), Status.valueOf(o.status().name()), o.label(), o.observed(), o.why(), o.fix(),
        o.undo(), o.doc());
  }

  /** Checks the members by the API's rules ({@link Diagnosis.Observation}), with its messages. */
  private static Diagnosis.Observation observation(String id, Status status, String label, String observed,
      String why, String fix, String undo, String doc) {
    return new Diagnosis.Observation(id, status == null ? null : status.severity(), label, observed, why, fix,
        undo, doc);
  }

  /** A finding with no fix (yet); add one with {@link #withFix}. */
  public static Finding of(String id, Status status, String observed, String why, String doc) {
    return new Finding(id, status, "", observed, why, "", "", doc);
  }

  /** An {@link Status#UNKNOWN} finding for a fact whose host file is missing or unreadable. */
  public static Finding unreadable(String id, String hostPath, String why, String doc) {
    return of(id, Status.UNKNOWN, hostPath + " is unreadable", why, doc);
  }

  /** A copy with the given fix and undo commands. */
  public Finding withFix(String fixCommand, String undoCommand) {
    return new Finding(id, status, label, observed, why, fixCommand, undoCommand, doc);
  }

  /** A copy with the given summary label. */
  public Finding withLabel(String shortLabel) {
    return new Finding(id, status, shortLabel, observed, why, fix, undo, doc);
  }

  /** The group: the part of the id before the first dot ({@code "cpufreq"} for {@code "cpufreq.governor"}). */
  public String group() {
    int dot = id.indexOf('.');
    return dot < 0 ? id : id.substring(0, dot);
  }

  /** The label, or the id when no label was given. */
  public String labelOrId() {
    return label.isEmpty() ? id : label;
  }
}
