package io.github.nanometer.clock;

import java.util.ArrayList;
import java.util.List;

/**
 * The clocks this JVM can use, best first. {@code System.nanoTime} is always present; native
 * clocks (the timestamp counter) join when the native helper loads.
 */
public final class Clocks {
  private Clocks() {}

  /** Every usable clock, nanoTime last as the floor. */
  public static List<Clock> available() {
    List<Clock> clocks = new ArrayList<>();
    TscClock.usable().ifPresent(clocks::add);
    clocks.add(NanoTimeClock.INSTANCE);
    return List.copyOf(clocks);
  }
}
