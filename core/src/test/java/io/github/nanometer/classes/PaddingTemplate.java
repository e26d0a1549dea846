package io.github.nanometer.classes;

import java.util.function.IntUnaryOperator;

/** A template for {@link ClassFilePaddingTest}: sums 1..x in a loop (a method with branches). */
public final class PaddingTemplate implements IntUnaryOperator {

  /** A new instance. */
  public PaddingTemplate() {}

  @Override
  public int applyAsInt(int x) {
    int sum = 0;
    for (int i = 1; i <= x; i++) {
      sum += i;
    }
    return sum;
  }

  /** No branch at all, so no stack-map table: cannot be padded. */
  public int straight(int x) {
    return x + 1;
  }
}
