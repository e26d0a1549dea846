package io.github.nanometer;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * The environment doctor's report of a machine: every finding, in report order, and how the doctor
 * ran. {@link Nanometer#doctor()} gives this JVM's quick report (no noise probe); every result
 * document embeds one, and an {@link Environment} carries the one its samples were measured with.
 *
 * @param findings every finding, in report order
 * @param measuringCpu the cpu judged for SMT siblings, isolation and interrupts
 * @param measuringCpuChosen true when the caller chose that cpu ({@code --cpu}), false for the default
 * @param activitySampled true when the activity window ran (busy sibling, busiest processes)
 * @param noiseProbed true when the noise probe ran
 * @param elapsed how long the doctor took, JVM start excluded; not negative
 */
public record Diagnosis(List<Observation> findings, int measuringCpu, boolean measuringCpuChosen,
    boolean activitySampled, boolean noiseProbed, Duration elapsed) {

  /** How many failing or warning labels {@link #oneLineSummary()} names before "+N more". */
  static final int SUMMARY_LABELS = 4;

  /**
   * How a finding judges one fact of the machine, from harmless to harmful, with {@link #UNKNOWN}
   * last: the fact could not be read, which is not to say it is bad.
   */
  public enum Severity {
    /** The fact is as a benchmark wants it. */
    OK,
    /** The fact adds noise or bias; fix it when you can. */
    WARN,
    /** The fact makes timings untrustworthy; fix it before measuring. */
    FAIL,
    /** The fact could not be read; the finding's {@code observed} says why. */
    UNKNOWN;

    /** The lower-case name the documents and the text report use: {@code "ok"}, {@code "warn"}, ... */
    public String jsonName() {
      return name().toLowerCase(Locale.ROOT);
    }
  }

  /**
   * One fact the doctor judged: what it saw, why it matters for timing, the exact command that
   * fixes it and the one that undoes the fix, and the section of {@code linuxtips.md} that explains it.
   *
   * @param id stable dotted identifier, e.g. {@code "cpufreq.governor"}; its first segment is the group; not blank
   * @param status the judgement; not null
   * @param label a few words for the one-line summary, e.g. {@code "governor=powersave"}; may be empty
   * @param observed what was read or measured, or why it could not be (for {@link Severity#UNKNOWN})
   * @param why one line on why the fact matters for timing; not blank
   * @param fix the exact command that fixes it; empty when nothing needs fixing; for facts that cannot
   *     be changed from where nanometer runs, a sentence saying so and what to do instead
   * @param undo the exact command that undoes {@code fix}; empty when there is nothing to undo
   * @param doc the explaining section, e.g. {@code "linuxtips.md#governor-and-turbo"}; not blank
   */
  public record Observation(String id, Severity status, String label, String observed, String why, String fix,
      String undo, String doc) {

    /**
     * Checks every member by the doctor's own rules and messages: {@code fix}, {@code undo} and
     * {@code label} may be empty, none may be null.
     *
     * @throws IllegalArgumentException naming the bad member
     */
    public Observation {
      requireText("id", id);
      if (status == null) {
        throw new IllegalArgumentException("status must not be null (finding " + id + ")");
      }
      requireNonNull("label", label, id);
      requireNonNull("observed", observed, id);
      requireText("why", why);
      requireNonNull("fix", fix, id);
      requireNonNull("undo", undo, id);
      requireText("doc", doc);
    }

    /** The label, or the id when no label was given. */
    public String labelOrId() {
      return label.isEmpty() ? id : label;
    }

    private static void requireText(String what, String v) {
      if (v == null || v.isBlank()) {
        throw new IllegalArgumentException(what + " must not be blank, got " + (v == null ? "null" : "'" + v + "'"));
      }
    }

    private static void requireNonNull(String what, String v, String id) {
      if (v == null) {
        throw new IllegalArgumentException(what + " must not be null (finding " + id + ")");
      }
    }
  }

  /**
   * Copies the findings and checks the time taken.
   *
   * @throws IllegalArgumentException when a member is null or {@code elapsed} is negative
   */
  public Diagnosis {
    if (findings == null || elapsed == null) {
      throw new IllegalArgumentException("findings and elapsed must not be null");
    }
    if (elapsed.isNegative()) {
      throw new IllegalArgumentException("elapsed must not be negative, got " + elapsed);
    }
    findings = List.copyOf(findings);
  }

  /** How many findings have the given status. */
  public int count(Severity status) {
    return (int) findings.stream().filter(f -> f.status() == status).count();
  }

  /** The finding with this id, if the doctor produced one. */
  public Optional<Observation> find(String id) {
    return findings.stream().filter(f -> f.id().equals(id)).findFirst();
  }

  /**
   * The line printed before measuring, e.g. {@code "doctor: 3 warn, 1 fail (on battery,
   * governor=powersave, turbo on, SMT on) - run 'nanometer doctor'"}: failures named before warnings.
   */
  public String oneLineSummary() {
    int warn = count(Severity.WARN);
    int fail = count(Severity.FAIL);
    int unknown = count(Severity.UNKNOWN);
    String unknownText = unknown > 0 ? ", " + unknown + " unknown" : "";
    if (warn + fail == 0) {
      return "doctor: ok (" + count(Severity.OK) + " ok" + unknownText + ")";
    }
    List<String> labels = new ArrayList<>();
    for (Severity s : new Severity[] {Severity.FAIL, Severity.WARN}) {
      for (Observation f : findings) {
        if (f.status() == s) {
          labels.add(f.labelOrId());
        }
      }
    }
    StringBuilder sb = new StringBuilder("doctor: ").append(warn).append(" warn, ").append(fail).append(" fail")
        .append(unknownText).append(" (");
    sb.append(String.join(", ", labels.subList(0, Math.min(SUMMARY_LABELS, labels.size()))));
    if (labels.size() > SUMMARY_LABELS) {
      sb.append(", +").append(labels.size() - SUMMARY_LABELS).append(" more");
    }
    return sb.append(") - run 'nanometer doctor'").toString();
  }
}
