package io.github.nanometer;

import java.util.SplittableRandom;

/**
 * Draws one benchmark input from a seeded random source. Called outside the timed region to fill
 * a batch of inputs that is redrawn for every sample, so branch predictors and caches cannot learn
 * one fixed input. Must be deterministic in the random source: the same seed gives the same inputs.
 *
 * @param <I> the input type
 */
@FunctionalInterface
public interface InputGenerator<I> {
  /** Returns the next input, drawing randomness only from {@code random}. */
  I next(SplittableRandom random);
}
