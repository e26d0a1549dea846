package io.github.nanometer.counters;

import io.github.nanometer.CounterEvent;

/**
 * Whether one perf event can be counted here, and why not — as data, for the CLI or the kernel to
 * say once.
 *
 * @param event the event
 * @param available true when it was opened
 * @param errno the errno of the failed open (0 when available or never tried)
 * @param reason when available, how it counts (e.g. "user space only"); otherwise why not
 * @param fix how to make it available; empty when available
 */
public record CounterAvailability(CounterEvent event, boolean available, int errno, String reason, String fix) {

  /** Rejects nulls. */
  public CounterAvailability {
    if (event == null || reason == null || fix == null) {
      throw new IllegalArgumentException("event, reason and fix must not be null");
    }
  }

  /** An opened event. */
  public static CounterAvailability available(CounterEvent event, String how) {
    return new CounterAvailability(event, true, 0, how, "");
  }

  /** An event that cannot be counted. */
  public static CounterAvailability unavailable(CounterEvent event, int errno, String reason, String fix) {
    return new CounterAvailability(event, false, errno, reason, fix);
  }
}
