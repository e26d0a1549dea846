package io.github.nanometer.examples;

import java.util.function.ToLongFunction;

/**
 * The class under test in {@link PreviousVersionPerformanceTest}: a Fletcher-style checksum. It
 * implements a JDK interface, so a copy loaded from another jar by its own class loader can be
 * called through the same type.
 */
public final class Checksum implements ToLongFunction<byte[]> {

  /** Public, no arguments: the old version is created by reflection. */
  public Checksum() {}

  @Override
  public long applyAsLong(byte[] data) {
    long a = 1;
    long b = 0;
    for (byte x : data) {
      a = (a + (x & 0xff)) % 65521;
      b = (b + a) % 65521;
    }
    return (b << 16) | a;
  }
}
