package io.github.nanometer.doctor;

import java.util.List;

/** The noise probe's verdict: how much one fixed workload's time varied just now (full doctor only). */
final class NoiseCheck implements Check {

  static final String ID = "noise.probe";
  private static final String WHY = "the spread of a fixed workload's time is the noise floor: "
      + "differences smaller than it cannot be resolved now";
  /** MdAPE (fraction) at or below which the machine counts as quiet. */
  static final double QUIET_MDAPE = 0.01;
  /** MdAPE (fraction) above which the machine counts as noisy. */
  static final double NOISY_MDAPE = 0.05;

  @Override
  public String id() {
    return ID;
  }

  @Override
  public List<Finding> run(DoctorContext context) {
    if (context.noise().isEmpty()) {
      return List.of(); // the quick doctor does not measure this
    }
    NoiseProbe.NoiseSummary r = context.noise().get();
    String observed = "MdAPE " + Text.percent(r.mdape()) + ", min/median " + Text.decimal(r.minOverMedian(), 3)
        + " over " + r.samples() + " runs of " + Text.decimal(r.medianNanos() / 1000, 1) + " us";
    Status status = r.mdape() > NOISY_MDAPE ? Status.FAIL : r.mdape() > QUIET_MDAPE ? Status.WARN : Status.OK;
    Finding f = Finding.of(ID, status, observed, WHY, LinuxTips.NOISE);
    if (status == Status.OK) {
      return List.of(f);
    }
    return List.of(f.withLabel("noise " + Text.percent(r.mdape()))
        .withFix("fix the other findings first, then rerun: nanometer doctor", ""));
  }
}
