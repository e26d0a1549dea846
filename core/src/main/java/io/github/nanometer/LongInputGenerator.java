package io.github.nanometer;

import java.util.SplittableRandom;

/** The primitive form of {@link InputGenerator} for {@code long} inputs (no boxing in the timed loop). */
@FunctionalInterface
public interface LongInputGenerator {
  /** Returns the next input, drawing randomness only from {@code random}. */
  long next(SplittableRandom random);
}
