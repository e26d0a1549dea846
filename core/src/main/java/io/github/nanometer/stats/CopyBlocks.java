package io.github.nanometer.stats;

/**
 * Which separately compiled copy of a timed loop took which sample: the copies take turns in
 * blocks of consecutive samples, sample {@code i} on copy {@code (i / block) mod copies}. Short
 * samples go in blocks of {@value #SHORT_SAMPLES}, so a body's branches stay learned across
 * samples (each copy is other machine code, learned by the predictor on its own); long samples
 * (millions of evaluations each) take turns one by one ({@code block} 1, the rule of documents
 * written before blocks, which readers assume when a document does not say).
 */
public final class CopyBlocks {
  private CopyBlocks() {}

  /** Consecutive short samples one copy takes before the next copy's turn. */
  public static final int SHORT_SAMPLES = 64;

  /** The block for a trial's samples: 1 when they are long (each amortizes a copy switch), else {@link #SHORT_SAMPLES}. */
  public static int block(boolean longSamples) {
    return longSamples ? 1 : SHORT_SAMPLES;
  }

  /**
   * The copy that took sample {@code sample} (counted from 0).
   *
   * @throws IllegalArgumentException when {@code sample} is negative or {@code block} or {@code
   *     copies} is below 1
   */
  public static int copyOf(int sample, int block, int copies) {
    if (sample < 0 || block < 1 || copies < 1) {
      throw new IllegalArgumentException("need sample >= 0, block >= 1 and copies >= 1; got sample " + sample
          + ", block " + block + ", copies " + copies);
    }
    return (sample / block) % copies;
  }
}
