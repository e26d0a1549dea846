package io.github.nanometer.measure;

import java.lang.constant.ConstantDescs;
import java.lang.invoke.MethodHandles;

/** The class data of a timed loop's hidden copy: its {@link ConstantBody}, read by the copy's static initialiser. */
final class LoopConstants {
  private LoopConstants() {}

  /**
   * The body {@link LoopFactory} gave the hidden class of {@code loopLookup} as class data, or null
   * when it gave none (an ordinary body, or the template class itself).
   *
   * @param loopLookup {@code MethodHandles.lookup()} in the loop template's static initialiser
   */
  static Object body(MethodHandles.Lookup loopLookup) {
    if (!loopLookup.lookupClass().isHidden()) {
      return null;
    }
    try {
      return MethodHandles.classData(loopLookup, ConstantDescs.DEFAULT_NAME, Object.class);
    } catch (IllegalAccessException e) {
      throw new IllegalStateException("a loop's own lookup lacks access to its class data", e);
    }
  }
}
