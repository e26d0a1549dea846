package io.github.nanometer.stats;

/**
 * Whether an interval's endpoints are two-sided or one-sided confidence bounds.
 *
 * <p>With {@link #TWO_SIDED} at confidence {@code c}, the interval covers the true value with
 * probability {@code c}. With {@link #ONE_SIDED}, each endpoint on its own is a one-sided bound at
 * confidence {@code c} (the true value lies below {@code high}, and separately above {@code low},
 * each with probability {@code c}); the interval is the two-sided one at confidence {@code 2c - 1}.
 * That is what a regression gate needs: "wholly below the threshold" and "wholly above the
 * threshold" are then each a one-sided test at level {@code 1 - c} (cbdr METHOD.md, "Choosing
 * alpha").
 */
public enum Sides {
  /** Both tails share the error probability {@code 1 - c}: quantile {@code 1 - (1 - c) / 2}. */
  TWO_SIDED,
  /** Each endpoint is a one-sided bound: quantile {@code c}. */
  ONE_SIDED;

  /** The upper-tail probability whose quantile gives the half-width, for confidence {@code c}. */
  public double quantileProbability(double confidence) {
    return this == TWO_SIDED ? 1 - (1 - confidence) / 2 : confidence;
  }
}
