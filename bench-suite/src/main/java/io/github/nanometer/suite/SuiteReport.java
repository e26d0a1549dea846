package io.github.nanometer.suite;

import io.github.nanometer.RunIdentity;
import java.util.List;
import java.util.Optional;

/**
 * The outcome of a suite run: its configuration, the machine, every measurement (with raw
 * samples), the implementations skipped and why, and remarks said once.
 *
 * @param config the configuration
 * @param machine the machine facts
 * @param measurements every measurement, in the order taken
 * @param buffers the buffer plan of each function, in the order of the configuration
 * @param skipped selected implementations that did not run, with reasons
 * @param notes one-line remarks (assumed cache sizes, unsettled warm-ups, the cycle source)
 * @param wallNanos wall time of the whole run, nanoseconds
 * @param run the run that wrote the report's document, for a report read back from one that says
 *     (version 4 on); empty for a report measured in this JVM, whose document records this JVM's run
 *     ({@link RunIdentity#ofThisJvm()}) when it is written
 */
public record SuiteReport(SuiteConfig config, MachineFacts machine, List<Measurement> measurements,
    List<BufferPlan> buffers, List<Skipped> skipped, List<String> notes, long wallNanos, Optional<RunIdentity> run) {

  /** Copies the lists; rejects a null run. */
  public SuiteReport {
    measurements = List.copyOf(measurements);
    buffers = List.copyOf(buffers);
    skipped = List.copyOf(skipped);
    notes = List.copyOf(notes);
    if (run == null) {
      throw new IllegalArgumentException("run must not be null (Optional.empty() for this JVM's run)");
    }
  }

  /** A report measured in this JVM: its document records this JVM's run when it is written. */
  public SuiteReport(SuiteConfig config, MachineFacts machine, List<Measurement> measurements,
      List<BufferPlan> buffers, List<Skipped> skipped, List<String> notes, long wallNanos) {
    this(config, machine, measurements, buffers, skipped, notes, wallNanos, Optional.empty());
  }
}
