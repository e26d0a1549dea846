package io.github.nanometer.doctor;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * What the doctor found: every finding in report order plus how it ran. Immutable.
 *
 * @param findings every finding, in report order
 * @param measuringCpu the cpu judged for SMT siblings, isolation and IRQs
 * @param measuringCpuChosen true when the caller chose the cpu ({@code --cpu}), false for the default
 * @param activitySampled true when the activity window ran (busy sibling, busiest processes)
 * @param noiseProbed true when the noise probe ran
 * @param elapsedNanos how long the doctor took, JVM start excluded
 */
public record DoctorReport(List<Finding> findings, int measuringCpu, boolean measuringCpuChosen,
    boolean activitySampled, boolean noiseProbed, long elapsedNanos) {

  /** How many labels the one-line summary names before "+N more". */
  static final int SUMMARY_LABELS = 4;

  /** Copies the findings. */
  public DoctorReport {
    findings = List.copyOf(findings);
  }

  /** How many findings have the given status. */
  public int count(Status status) {
    int n = 0;
    for (Finding f : findings) {
      if (f.status() == status) {
        n++;
      }
    }
    return n;
  }

  /** The finding with this id, if the doctor produced one. */
  public Optional<Finding> find(String id) {
    return findings.stream().filter(f -> f.id().equals(id)).findFirst();
  }

  /**
   * The process exit status the CLI uses: 0 when nothing fails (and, when {@code strict}, nothing
   * warns either), 1 otherwise. Unknown facts never fail.
   */
  public int exitStatus(boolean strict) {
    boolean bad = count(Status.FAIL) > 0 || (strict && count(Status.WARN) > 0);
    return bad ? 1 : 0;
  }

  /**
   * One line for the suite and the API to print before measuring, e.g. {@code "doctor: 3 warn, 1
   * fail (on battery, governor=powersave, turbo on, SMT on) - run 'nanometer doctor'"}; failures
   * are named before warnings.
   */
  public String oneLineSummary() {
    int warn = count(Status.WARN);
    int fail = count(Status.FAIL);
    int unknown = count(Status.UNKNOWN);
    String unknownText = unknown > 0 ? ", " + unknown + " unknown" : "";
    if (warn + fail == 0) {
      return "doctor: ok (" + count(Status.OK) + " ok" + unknownText + ")";
    }
    List<String> labels = new ArrayList<>();
    for (Status s : new Status[] {Status.FAIL, Status.WARN}) {
      for (Finding f : findings) {
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
