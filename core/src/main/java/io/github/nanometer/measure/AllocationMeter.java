package io.github.nanometer.measure;

import java.util.function.LongSupplier;

/**
 * Counts the bytes the measuring thread allocates inside timed loops: read the thread's counter
 * right before and after the loop ({@link #around}), subtract the calibrated cost of the reads,
 * and accumulate bytes and evaluations while {@link #recording()}. The engine turns recording on
 * after warm-up and tuning, so only measured samples count. Not thread-safe: one thread uses it.
 */
public final class AllocationMeter {

  private final LongSupplier reader;
  private final long readOverheadBytes;
  private final String unavailableReason;
  private boolean recording;
  private long bytes;
  private long evaluations;

  AllocationMeter(LongSupplier reader, long readOverheadBytes) {
    this.reader = reader;
    this.readOverheadBytes = readOverheadBytes;
    this.unavailableReason = "";
  }

  private AllocationMeter(String unavailableReason) {
    this.reader = null;
    this.readOverheadBytes = 0;
    this.unavailableReason = unavailableReason;
  }

  /** A meter that never records, for the given reason. */
  public static AllocationMeter unavailable(String reason) {
    return new AllocationMeter(reason);
  }

  /** Starts (or stops) counting the loops run through {@link #around}. */
  public void recording(boolean on) {
    this.recording = on;
  }

  /** True while loops are counted. */
  public boolean recording() {
    return recording;
  }

  /**
   * Runs {@code loop} for {@code evaluations} and returns its elapsed ticks; while recording, the
   * bytes it allocated are added. The reads sit directly around the loop, outside its timed region.
   */
  public long around(TimedLoop loop, int evaluations) {
    if (!recording || reader == null) {
      return loop.runTicks(evaluations);
    }
    long before = reader.getAsLong();
    long ticks = loop.runTicks(evaluations);
    long after = reader.getAsLong();
    bytes += Math.max(0, after - before - readOverheadBytes);
    this.evaluations += evaluations;
    return ticks;
  }

  /** The calibrated allocation of one read pair, in bytes (normally 0). */
  public long readOverheadBytes() {
    return readOverheadBytes;
  }

  /** Bytes counted so far. */
  public long bytes() {
    return bytes;
  }

  /** Evaluations counted so far. */
  public long evaluations() {
    return evaluations;
  }

  /** Bytes per evaluation so far; NaN when nothing was counted or the counter is unavailable. */
  public double bytesPerEvaluation() {
    return reader == null || evaluations == 0 ? Double.NaN : (double) bytes / evaluations;
  }

  /** Why nothing is counted; empty when the counter is available. */
  public String unavailableReason() {
    return unavailableReason;
  }
}
