package io.github.nanometer.doctor;

import java.util.List;

/** The doctor's checks in report order: frequency, cpus, interrupts, kernel, memory, clock, confinement, load, power, JVM, noise. */
public final class Checks {
  private Checks() {}

  /** Every check, in the order their findings are reported. */
  public static List<Check> all() {
    return List.of(
        new GovernorCheck(),
        new FrequencyRangeCheck(),
        new TurboCheck(),
        new SmtCheck(),
        new IsolationCheck(),
        new IrqCheck(),
        new AslrCheck(),
        new PerfCheck(),
        new NmiWatchdogCheck(),
        new ThpCheck(),
        new SwapCheck(),
        new ClocksourceCheck(),
        new TscCheck(),
        new VirtualizationCheck(),
        new CgroupCheck(),
        new LoadCheck(),
        new TopProcessesCheck(),
        new NeighbourCheck(),
        new PowerCheck(),
        new TemperatureCheck(),
        new JvmAgentCheck(),
        new JvmCompilerCheck(),
        new JvmMemoryCheck(),
        new NoiseCheck());
  }
}
