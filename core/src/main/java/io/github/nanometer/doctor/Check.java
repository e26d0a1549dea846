package io.github.nanometer.doctor;

import java.util.List;

/**
 * One concept the doctor examines (the governor, SMT, the cgroup quota, ...), turned into one or
 * more {@link Finding}s. Contract: a check only reads (through the context's {@code HostFiles} and
 * facts), never changes the system, and never throws for missing or malformed input; a fact it
 * cannot read becomes a finding with {@link Status#UNKNOWN} saying why.
 */
public interface Check {

  /** The id prefix of the findings this check produces, e.g. {@code "cpufreq.governor"}; used if it crashes. */
  String id();

  /**
   * Examines the machine described by {@code context}. The result is empty only for a check that
   * judges a measurement the doctor did not take (the quick doctor skips the activity window and
   * the noise probe).
   */
  List<Finding> run(DoctorContext context);
}
