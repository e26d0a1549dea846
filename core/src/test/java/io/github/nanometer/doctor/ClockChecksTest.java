package io.github.nanometer.doctor;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.nanometer.ClockSummary;
import io.github.nanometer.os.HostFiles;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The clocksource and invariant-TSC findings on small hand-made trees. */
class ClockChecksTest {

  private static final String CS = "sys/devices/system/clocksource/clocksource0/";

  private static Finding source(Path root, String current, String available, double readCostNanos) throws IOException {
    Files.createDirectories(root.resolve(CS));
    Files.writeString(root.resolve(CS + "current_clocksource"), current + "\n");
    Files.writeString(root.resolve(CS + "available_clocksource"), available + "\n");
    ClockSummary clock = new ClockSummary("nanoTime", readCostNanos, 1, 100 * readCostNanos, readCostNanos, readCostNanos);
    return Doctor.forHost(HostFiles.rootedAt(root)).jvm(FakeHosts.GOOD_JVM).clockFacts(clock)
        .activityWindow(Duration.ZERO).noiseBudget(Duration.ZERO).run().find("clock.source").orElseThrow();
  }

  @Test
  void hpetFailsAndTheFixSwitchesToTsc(@TempDir Path root) throws IOException {
    Finding f = source(root, "hpet", "tsc hpet acpi_pm", 600);
    assertEquals(Status.FAIL, f.status());
    assertEquals("echo tsc | sudo tee /sys/devices/system/clocksource/clocksource0/current_clocksource", f.fix());
    assertEquals("echo hpet | sudo tee /sys/devices/system/clocksource/clocksource0/current_clocksource", f.undo());
  }

  @Test
  void kvmClockWarnsOnlyWhenTscIsOffered(@TempDir Path a, @TempDir Path b) throws IOException {
    assertEquals(Status.WARN, source(a, "kvm-clock", "kvm-clock tsc acpi_pm", 30).status());
    assertEquals(Status.OK, source(b, "kvm-clock", "kvm-clock acpi_pm", 30).status());
  }

  @Test
  void slowReadsWarnEvenOnTsc(@TempDir Path a, @TempDir Path b) throws IOException {
    assertEquals(Status.WARN, source(a, "tsc", "tsc", ClocksourceCheck.SLOW_READ_NANOS + 1).status());
    assertEquals(Status.FAIL, source(b, "tsc", "tsc", ClocksourceCheck.VERY_SLOW_READ_NANOS + 1).status());
  }

  @Test
  void missingInvariantTscFlagsWarn(@TempDir Path root) throws IOException {
    Files.createDirectories(root.resolve("proc"));
    Files.writeString(root.resolve("proc/cpuinfo"), "processor\t: 0\nflags\t\t: fpu tsc constant_tsc msr\n");
    Finding f = Doctor.forHost(HostFiles.rootedAt(root)).jvm(FakeHosts.GOOD_JVM).clockFacts(FakeHosts.FAST_CLOCK)
        .activityWindow(Duration.ZERO).noiseBudget(Duration.ZERO).run().find("clock.invariant-tsc").orElseThrow();
    assertEquals(Status.WARN, f.status());
    assertEquals("missing nonstop_tsc", f.observed());
  }
}
