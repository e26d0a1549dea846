package io.github.nanometer.doctor;

import io.github.nanometer.Diagnosis;
import java.time.Duration;
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
    return diagnosis().oneLineSummary();
  }

  /** The API's report of this one: every finding, member for member, in order. */
  public Diagnosis diagnosis() {
    List<Diagnosis.Observation> observations = findings.stream().map(Finding::observation).toList();
    return new Diagnosis(observations, measuringCpu, measuringCpuChosen, activitySampled, noiseProbed,
        Duration.ofNanos(elapsedNanos));
  }

  /** The doctor's report of the API's: every finding, member for member, in order. */
  public static DoctorReport of(Diagnosis d) {
    List<Finding> findings = d.findings().stream().map(Finding::of).toList();
    return new DoctorReport(findings, d.measuringCpu(), d.measuringCpuChosen(), d.activitySampled(), d.noiseProbed(),
        d.elapsed().toNanos());
  }
}
