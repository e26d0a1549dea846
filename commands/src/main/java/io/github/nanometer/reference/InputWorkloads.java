package io.github.nanometer.reference;

import io.github.nanometer.Benchmark;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;

/**
 * The opt-in "inputs" set of {@code nanometer reference --set inputs}: small bodies whose inputs
 * are drawn at random through {@link Benchmark#withInputs}, so every sample sees a fresh batch.
 * Issue 9 asks that the weighted mean's run-to-run CV on such bodies be at most 1.5x the default
 * estimator's; {@code scripts/weighted-mean-cv.sh} measures that.
 *
 * <ul>
 *   <li>{@code sort 16 ints}: sorts a copy of 16 random ints (the copy keeps the input unsorted for
 *       its next use; the copy's cost is part of the body);
 *   <li>{@code parseInt}: {@link Integer#parseInt} of a random int's decimal text (1 to 11 chars),
 *       its int result fed to the blackhole unboxed ({@link Benchmark#withInputsAndBlackhole}, the
 *       same input batches as {@code withInputs});
 *   <li>{@code HashMap get}: a lookup of a random present key in a 1024-entry {@code HashMap<Integer,
 *       Integer>} (the boxed keys are drawn into the batch, so no boxing is timed).
 * </ul>
 */
public final class InputWorkloads {
  private InputWorkloads() {}

  /** Ints sorted per evaluation. */
  static final int SORT_LENGTH = 16;
  /** Entries in the looked-up map. */
  static final int MAP_ENTRIES = 1024;

  /** The three benchmarks, in the order above; each call builds fresh ones. */
  public static List<Benchmark<?>> all() {
    Map<Integer, Integer> map = new HashMap<>();
    Integer[] keys = new Integer[MAP_ENTRIES];
    SplittableRandom r = new SplittableRandom(11);
    for (int i = 0; i < MAP_ENTRIES; i++) {
      int key;
      do {
        key = r.nextInt();
      } while (map.containsKey(key));
      keys[i] = key;
      map.put(key, i);
    }
    return List.of(
        Benchmark.withInputs("sort 16 ints", InputWorkloads::randomInts, InputWorkloads::sortedCopy),
        Benchmark.withInputsAndBlackhole("parseInt", random -> Integer.toString(random.nextInt()),
            (text, blackhole) -> blackhole.consume(Integer.parseInt(text))),
        Benchmark.withInputs("HashMap get", random -> keys[random.nextInt(MAP_ENTRIES)], map::get));
  }

  static int[] randomInts(SplittableRandom random) {
    int[] a = new int[SORT_LENGTH];
    for (int i = 0; i < a.length; i++) {
      a[i] = random.nextInt();
    }
    return a;
  }

  static int[] sortedCopy(int[] input) {
    int[] copy = input.clone();
    Arrays.sort(copy);
    return copy;
  }
}
