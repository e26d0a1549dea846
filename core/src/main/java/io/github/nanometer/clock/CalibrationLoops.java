package io.github.nanometer.clock;

import io.github.nanometer.classes.ClassCopies;
import java.io.UncheckedIOException;
import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;

/**
 * The read loops of {@link ClockCalibration}. {@link #run} executes them in a fresh hidden copy of
 * this class ({@link ClassCopies#hidden}), so their {@code clock.readTicks()} call sites see exactly one clock class.
 */
final class CalibrationLoops {
  private static final MethodType LOOPS =
      MethodType.methodType(double.class, Clock.class, int.class, int.class, int.class, long[].class);

  private CalibrationLoops() {}

  /**
   * Warms up, measures the read cost (least mean over rounds, nanoseconds) and fills {@code
   * deltas} with back-to-back pair differences in ticks. Falls back to this class when a hidden
   * copy cannot be defined.
   */
  static double run(Clock clock, int warmupReads, int rounds, int readsPerRound, long[] deltas) {
    MethodHandle loops;
    try {
      MethodHandles.Lookup hidden = ClassCopies.hidden(MethodHandles.lookup(), CalibrationLoops.class);
      loops = hidden.findStatic(hidden.lookupClass(), "loops", LOOPS);
    } catch (UncheckedIOException | IllegalAccessException | NoSuchMethodException | LinkageError e) {
      return loops(clock, warmupReads, rounds, readsPerRound, deltas);
    }
    try {
      return (double) loops.invokeExact(clock, warmupReads, rounds, readsPerRound, deltas);
    } catch (RuntimeException | Error e) {
      throw e;
    } catch (Throwable t) {
      throw new IllegalStateException(t);
    }
  }

  static double loops(Clock clock, int warmupReads, int rounds, int readsPerRound, long[] deltas) {
    long sink = 0;
    for (int i = 0; i < warmupReads; i++) {
      sink += clock.readTicks();
    }
    double readCost = Double.MAX_VALUE;
    for (int r = 0; r < rounds; r++) {
      long t0 = clock.readTicks();
      for (int i = 0; i < readsPerRound; i++) {
        sink += clock.readTicks();
      }
      long t1 = clock.readTicks();
      readCost = Math.min(readCost, clock.ticksToNanos(t1 - t0) / (readsPerRound + 1));
    }
    for (int i = 0; i < deltas.length; i++) {
      long a = clock.readTicks();
      long b = clock.readTicks();
      deltas[i] = b - a;
    }
    Blackholes.SINK.consume(sink);
    return readCost;
  }
}
