package io.github.nanometer.engine;

import io.github.nanometer.ClockSummary;
import io.github.nanometer.Diagnosis;
import io.github.nanometer.Environment;
import io.github.nanometer.os.HostHardware;
import java.util.Optional;

/**
 * The environment every result the engine measures carries: {@link Environment#capture} with the
 * host's CPU model, memory and online CPUs, read through the os layer ({@link HostHardware#real()}, once per
 * JVM), so each saved document says which machine it was measured on.
 */
public final class HostEnvironment {
  private HostEnvironment() {}

  /**
   * This JVM's environment now, on this host, with the given measuring setup.
   *
   * @throws IllegalArgumentException as {@link Environment}'s constructor does
   */
  public static Environment capture(String threadPlacement, ClockSummary clock, double tickNanos,
      Optional<Diagnosis> doctor) {
    HostHardware hardware = HostHardware.real();
    return Environment.capture(threadPlacement, clock, tickNanos, doctor, hardware.cpuModel(),
        hardware.memoryBytes(), hardware.onlineCpus());
  }
}
