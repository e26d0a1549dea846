package io.github.nanometer.doctor;

/** Deterministic reports for the writer's golden-file tests (in another package). */
public final class GoldenReports {
  private GoldenReports() {}

  /** The Intel laptop tree with fixed facts, a fixed activity sample and a fixed elapsed time. */
  public static DoctorReport laptop() {
    DoctorReport r = FakeHosts.doctor("intel-laptop")
        .activity(new ActivitySample(100_000_000L, java.util.Map.of(3, 0.25), java.util.List.of(
            new io.github.nanometer.os.ProcessTable.Usage(3518, "firefox", 0.42, false))))
        .noiseSamplesNanos(new double[] {20_000, 20_400, 19_800, 21_000, 20_100})
        .run();
    return new DoctorReport(r.findings(), r.measuringCpu(), r.measuringCpuChosen(), r.activitySampled(),
        r.noiseProbed(), 412_000_000L);
  }
}
