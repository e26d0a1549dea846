package io.github.nanometer.measure;

import io.github.nanometer.text.DecimalText;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.LongSupplier;

/**
 * Brings a fresh JVM's heap to the size it grows to under allocation, once per JVM, by allocating
 * and dropping short-lived arrays until eden stops growing. A fresh JVM's G1 grows eden in steps
 * seconds apart, and after every step an allocating benchmark runs several times slower for about
 * half a second while it touches the new memory for the first time (docs/lab/corpus-heap.md, "The
 * heap's start-up transient"); allocating a few GiB of garbage at full speed takes eden through the same
 * steps in well under a second (on this project's VM: 3 GiB in 0.3 s grew eden from 32 to 972 MiB,
 * unchanged over the next 13 GiB), after which an allocating loop ran at its steady speed from the
 * start.
 *
 * <p>Warm-up calls it once the code being timed is compiled, when the body allocates; it does its
 * work at most once per JVM, and never in a JVM whose heap is fixed and pre-touched ({@code -Xms}
 * equal to {@code -Xmx} with {@code -XX:+AlwaysPreTouch}, as {@code engine.ChildJvm} starts its
 * children): there every page of the heap was touched at start-up, so eden's growth costs nothing.
 */
public final class HeapConditioner {
  /** Arrays this big are ordinary young objects under every collector (G1 treats half a region and up as humongous). */
  static final int CHUNK_BYTES = 64 * 1024;
  /** Eden's size and the clock are read after every this many bytes allocated. */
  static final long CHECK_EVERY_BYTES = 32L << 20;
  /** Conditioning stops once eden kept its size over this many bytes allocated. */
  static final long STEADY_OVER_BYTES = 4L << 30;

  private static final AtomicBoolean DONE_IN_THIS_JVM = new AtomicBoolean();
  @SuppressWarnings("unused") // written so that no allocation is optimized away
  private static volatile Object sink;

  private final YoungGeneration eden;
  private final LongSupplier wallNanos;
  private final AtomicBoolean done;
  private final long checkEveryBytes;
  private final long steadyOverBytes;

  private HeapConditioner(YoungGeneration eden, LongSupplier wallNanos, AtomicBoolean done, long checkEveryBytes,
      long steadyOverBytes) {
    this.eden = eden;
    this.wallNanos = wallNanos;
    this.done = done;
    this.checkEveryBytes = checkEveryBytes;
    this.steadyOverBytes = steadyOverBytes;
  }

  /**
   * This JVM's conditioner over {@code eden} (this JVM's, as the caller already reads it), the real
   * clock, one run per JVM; {@link #none()} when this JVM's heap is fixed and pre-touched.
   */
  public static HeapConditioner ofThisJvm(YoungGeneration eden) {
    return PreTouchedHeap.ofThisJvm() ? none()
        : new HeapConditioner(eden, System::nanoTime, DONE_IN_THIS_JVM, CHECK_EVERY_BYTES, STEADY_OVER_BYTES);
  }

  /** A conditioner that never runs (scripted clocks in tests, or where eden cannot be read). */
  public static HeapConditioner none() {
    return new HeapConditioner(YoungGeneration.unknown(), System::nanoTime, new AtomicBoolean(true), CHECK_EVERY_BYTES,
        STEADY_OVER_BYTES);
  }

  /**
   * A conditioner over the given eden and clock, with its own once-only flag, reading eden after
   * every {@code checkEveryBytes} (a multiple of {@link #CHUNK_BYTES}) and stopping once it kept its
   * size over {@code steadyOverBytes} (tests use small amounts).
   */
  static HeapConditioner of(YoungGeneration eden, LongSupplier wallNanos, long checkEveryBytes, long steadyOverBytes) {
    return new HeapConditioner(eden, wallNanos, new AtomicBoolean(), checkEveryBytes, steadyOverBytes);
  }

  /**
   * Conditions the heap unless that was done already (in this JVM, for {@link #ofThisJvm}) or eden
   * cannot be read: allocates and drops {@value #CHUNK_BYTES}-byte arrays, reading eden's committed
   * size after every {@link #CHECK_EVERY_BYTES} (this JVM's conditioner), until it has not changed
   * over {@link #STEADY_OVER_BYTES} or {@code maxNanos} have passed.
   *
   * @param maxNanos the longest it may take (warm-up gives it its own bound, half of {@code maxWarmup})
   * @return what was done, for the warm-up's reason ({@link Done#describe()}); empty when nothing
   */
  public Optional<Done> conditionOnce(long maxNanos) {
    long before = eden.committedBytes();
    if (before < 0 || !done.compareAndSet(false, true)) {
      return Optional.empty();
    }
    long start = wallNanos.getAsLong();
    long allocated = 0;
    long sinceChange = 0;
    long last = before;
    long now = start;
    while (sinceChange < steadyOverBytes && now - start < maxNanos) {
      for (long b = 0; b < checkEveryBytes; b += CHUNK_BYTES) {
        sink = new byte[CHUNK_BYTES];
      }
      allocated += checkEveryBytes;
      long size = eden.committedBytes();
      sinceChange = size == last ? sinceChange + checkEveryBytes : 0;
      last = size;
      now = wallNanos.getAsLong();
    }
    sink = null;
    return Optional.of(new Done(allocated, now - start, before, last, sinceChange < steadyOverBytes));
  }

  /**
   * One conditioning, as numbers; {@link #describe()} renders them (after measurement, see {@code
   * WarmupFacts}).
   *
   * @param allocatedBytes bytes allocated and dropped
   * @param elapsedNanos how long it took
   * @param edenBeforeBytes eden's committed size before
   * @param edenAfterBytes eden's committed size after
   * @param stillGrowing whether eden still grew when the time bound ended it
   */
  public record Done(long allocatedBytes, long elapsedNanos, long edenBeforeBytes, long edenAfterBytes,
      boolean stillGrowing) {

    /** {@code "heap conditioned: 6624 MiB allocated and dropped in 383 ms, eden 36 MiB to 1160 MiB"}. */
    public String describe() {
      return "heap conditioned: " + (allocatedBytes >> 20) + " MiB allocated and dropped in "
          + DecimalText.fixed(elapsedNanos / 1e6, 0) + " ms, eden " + (edenBeforeBytes >> 20) + " MiB to "
          + (edenAfterBytes >> 20) + " MiB" + (stillGrowing ? " (still growing at the bound)" : "");
    }
  }
}
