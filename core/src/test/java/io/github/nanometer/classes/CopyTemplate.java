package io.github.nanometer.classes;

import java.util.function.IntUnaryOperator;

/** A template for {@link ClassCopiesTest}: doubles its argument. */
public final class CopyTemplate implements IntUnaryOperator {

  /** A new instance. */
  public CopyTemplate() {}

  @Override
  public int applyAsInt(int x) {
    return 2 * x;
  }
}
