package io.github.nanometer.doctor;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Counts, exit status and the one-line summary. */
class DoctorReportTest {

  private static Finding f(String id, Status s, String label) {
    return Finding.of(id, s, "seen", "matters", LinuxTips.LOAD).withLabel(label).withFix(s == Status.OK ? "" : "cmd", "");
  }

  @Test
  void summaryNamesFailuresBeforeWarningsAndCountsTheRest() {
    DoctorReport r = new DoctorReport(List.of(
        f("a.one", Status.WARN, "governor=powersave"), f("a.two", Status.OK, ""), f("a.three", Status.FAIL, "on battery"),
        f("a.four", Status.WARN, "turbo on"), f("a.five", Status.UNKNOWN, ""), f("a.six", Status.WARN, "SMT on"),
        f("a.seven", Status.WARN, "")), 3, false, false, false, 1);
    assertEquals("doctor: 4 warn, 1 fail, 1 unknown (on battery, governor=powersave, turbo on, SMT on, +1 more)"
        + " - run 'nanometer doctor'", r.oneLineSummary());
    assertEquals(1, r.exitStatus(false));
  }

  @Test
  void warningsFailOnlyWhenStrict() {
    DoctorReport r = new DoctorReport(List.of(f("a.one", Status.WARN, "x"), f("a.two", Status.OK, "")), 0, false, false, false, 1);
    assertEquals(0, r.exitStatus(false));
    assertEquals(1, r.exitStatus(true));
    assertEquals("doctor: 1 warn, 0 fail (x) - run 'nanometer doctor'", r.oneLineSummary());
  }

  @Test
  void allOkSummary() {
    DoctorReport r = new DoctorReport(List.of(f("a.one", Status.OK, ""), f("a.two", Status.UNKNOWN, "")), 0, false, false, false, 1);
    assertEquals("doctor: ok (1 ok, 1 unknown)", r.oneLineSummary());
    assertEquals(0, r.exitStatus(true));
  }

  @Test
  void findingsRejectMissingFields() {
    assertThrows(IllegalArgumentException.class, () -> Finding.of(" ", Status.OK, "x", "why", "doc"));
    assertThrows(IllegalArgumentException.class, () -> Finding.of("a.b", null, "x", "why", "doc"));
    assertThrows(IllegalArgumentException.class, () -> Finding.of("a.b", Status.OK, null, "why", "doc"));
    assertThrows(IllegalArgumentException.class, () -> Finding.of("a.b", Status.OK, "x", "", "doc"));
    assertEquals("a", Finding.of("a.b", Status.OK, "x", "why", "doc").group());
  }

  @Test
  void doctorOptionsAreValidated() {
    Doctor d = FakeHosts.doctor("vm");
    assertThrows(IllegalArgumentException.class, () -> d.measuringCpu(-1));
    assertThrows(IllegalArgumentException.class, () -> d.activityWindow(Duration.ofSeconds(-1)));
    assertThrows(IllegalArgumentException.class, () -> d.noiseBudget(Duration.ofMillis(5)));
    assertThrows(IllegalArgumentException.class, () -> d.noiseSamplesNanos(new double[] {1}));
    assertThrows(IllegalArgumentException.class, () -> Doctor.forHost(null));
  }
}
