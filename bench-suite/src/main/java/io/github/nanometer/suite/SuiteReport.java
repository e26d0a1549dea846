package io.github.nanometer.suite;

import java.util.List;

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
 */
public record SuiteReport(SuiteConfig config, MachineFacts machine, List<Measurement> measurements,
    List<BufferPlan> buffers, List<Skipped> skipped, List<String> notes, long wallNanos) {

  /** Copies the lists. */
  public SuiteReport {
    measurements = List.copyOf(measurements);
    buffers = List.copyOf(buffers);
    skipped = List.copyOf(skipped);
    notes = List.copyOf(notes);
  }
}
