package io.github.nanometer.measure;

import java.util.SplittableRandom;
import java.util.function.Function;
import java.util.function.ToLongFunction;

/**
 * The inputs a timed loop cycles through: a power-of-two batch drawn from a seeded generator
 * outside the timed region and redrawn, in place, before every sample. A sample of {@code n}
 * evaluations reads {@link #objects} or {@link #longs} at {@code (cursor + i) & mask} for {@code i}
 * in {@code 0..n-1}, and leaves {@link #cursor} where it stopped: a redraw puts it back at 0, so a
 * fresh sample reads exactly the inputs just drawn; without redraws (the replayed regime) the next
 * sample carries on from there, so the whole batch is cycled across samples, as a JMH benchmark's
 * index over its array is, whatever the sample length.
 *
 * <p>A batch without a generator (no inputs, or one fixed input from a setup) never changes.
 */
public final class InputBatch {

  /** The inputs; replaced (never resized in place) by {@link #grow}, which loops see at their next sample. */
  Object[] objects;
  long[] longs;
  /**
   * Where the next sample starts reading, in {@code [0, size)}: set by the loops after each sample
   * (outside the timed region), reset to 0 by every redraw.
   */
  int cursor;
  private final Function<SplittableRandom, ?> objectGenerator;
  private final ToLongFunction<SplittableRandom> longGenerator;
  private final SplittableRandom random;
  private final long seed;

  private InputBatch(Object[] objects, long[] longs, Function<SplittableRandom, ?> og,
      ToLongFunction<SplittableRandom> lg, long seed) {
    this.objects = objects;
    this.longs = longs;
    this.objectGenerator = og;
    this.longGenerator = lg;
    this.seed = seed;
    this.random = new SplittableRandom(seed);
  }

  /** A batch of one fixed input (null when the benchmark takes none). */
  public static InputBatch fixed(Object input) {
    return new InputBatch(new Object[] {input}, new long[1], null, null, 0);
  }

  /**
   * A batch of {@code size} objects drawn by {@code generator} from a {@link SplittableRandom}
   * seeded with {@code seed}.
   *
   * @throws IllegalArgumentException when size is not a power of two in [1, 2^20]
   */
  public static InputBatch ofObjects(Function<SplittableRandom, ?> generator, int size, long seed) {
    requirePowerOfTwo(size);
    InputBatch b = new InputBatch(new Object[size], null, generator, null, seed);
    b.redraw();
    return b;
  }

  /** As {@link #ofObjects}, for primitive long inputs. */
  public static InputBatch ofLongs(ToLongFunction<SplittableRandom> generator, int size, long seed) {
    requirePowerOfTwo(size);
    InputBatch b = new InputBatch(null, new long[size], null, generator, seed);
    b.redraw();
    return b;
  }

  private static void requirePowerOfTwo(int size) {
    if (size < 1 || size > (1 << 20) || Integer.bitCount(size) != 1) {
      throw new IllegalArgumentException("batchSize must be a power of two in [1, 1048576], got " + size);
    }
  }

  /** Redraws every input from the generator; a fixed batch is left as is. */
  public void redraw() {
    redraw(Integer.MAX_VALUE);
  }

  /**
   * Redraws the first {@code count} inputs (all of them when {@code count} is at least the size)
   * and moves the cursor back to 0: the next sample of {@code n} evaluations reads inputs {@code
   * 0..n-1} (cycling past the end), so redrawing those suffices and a short sample does not pay for
   * a whole batch. A fixed batch is left as is.
   */
  public void redraw(int count) {
    cursor = 0;
    if (objectGenerator != null) {
      int n = Math.min(Math.max(count, 0), objects.length);
      for (int i = 0; i < n; i++) {
        objects[i] = objectGenerator.apply(random);
      }
    } else if (longGenerator != null) {
      int n = Math.min(Math.max(count, 0), longs.length);
      for (int i = 0; i < n; i++) {
        longs[i] = longGenerator.applyAsLong(random);
      }
    }
  }

  /**
   * Grows a randomized batch to {@code size} inputs (a power of two, at most 2^20) and draws them, so
   * that a sample of up to {@code size} evaluations sees no input twice. A fixed batch, or a size not
   * larger than the current one, leaves the batch as it is.
   *
   * @throws IllegalArgumentException when size is not a power of two in [1, 2^20]
   */
  public void grow(int size) {
    requirePowerOfTwo(size);
    if (!randomized() || size <= size()) {
      return;
    }
    if (objects != null) {
      objects = new Object[size];
    } else {
      longs = new long[size];
    }
    redraw();
  }

  /** True when {@link #redraw()} changes the inputs. */
  public boolean randomized() {
    return objectGenerator != null || longGenerator != null;
  }

  /** The number of inputs the loop cycles through. */
  public int size() {
    return objects != null ? objects.length : longs.length;
  }

  /** Where the next sample starts reading: 0 after a redraw, else where the last sample stopped. */
  public int cursor() {
    return cursor;
  }

  /**
   * Sets where the next sample starts reading: a paired run gives both sides of a pair the same
   * window of inputs (and a retried pair the same window again).
   *
   * @throws IllegalArgumentException when {@code cursor} is not in {@code [0, size)}
   */
  public void startAt(int cursor) {
    if (cursor < 0 || cursor >= size()) {
      throw new IllegalArgumentException("cursor must be in [0, " + size() + "), got " + cursor);
    }
    this.cursor = cursor;
  }

  /** The seed the generator started from. */
  public long seed() {
    return seed;
  }

  /** A copy of the current object inputs (for tests and reproducibility checks). */
  public Object[] objectsSnapshot() {
    return objects == null ? new Object[0] : objects.clone();
  }

  /** A copy of the current long inputs. */
  public long[] longsSnapshot() {
    return longs == null ? new long[0] : longs.clone();
  }
}
