package io.github.nanometer.history.store;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;

/**
 * One result's raw samples as a document held them, kept only when asked ({@code history record
 * --samples}) and prunable ({@code history prune}): every sample's value in {@link #unit()}, in
 * parts, one part per fork (a JVM of its own), per trial in one JVM, or per JMH fork's row of
 * iterations, in document order. Immutable; the arrays it takes and gives are copies.
 *
 * <p>Stored as {@link #BYTES_PER_SAMPLE} bytes a sample: IEEE 754 doubles, little-endian, the parts
 * one after another ({@link #encoded()}), with the parts' sizes beside them.
 */
public final class RawSamples {

  /** The unit of nanometer's samples: the time of one evaluation (one call of the body) in nanoseconds. */
  public static final String NANOS_PER_OPERATION = "ns/op";

  /** What one sample takes in the database: one little-endian double. */
  public static final int BYTES_PER_SAMPLE = Double.BYTES;

  private final String unit;
  private final double[] values;
  private final int[] partSizes;

  private RawSamples(String unit, double[] values, int[] partSizes) {
    this.unit = unit;
    this.values = values;
    this.partSizes = partSizes;
  }

  /**
   * The samples of {@code parts}, each part's values in order.
   *
   * @param unit the values' unit, e.g. {@link #NANOS_PER_OPERATION}; one line, not blank
   * @param parts at least one part, each of at least one finite value
   * @throws IllegalArgumentException naming the first part or value refused
   */
  public static RawSamples of(String unit, List<double[]> parts) {
    Checks.text("unit", unit);
    Checks.list("parts", parts);
    if (parts.isEmpty()) {
      throw new IllegalArgumentException("parts must hold at least one part, got none");
    }
    int[] sizes = new int[parts.size()];
    long total = 0;
    for (int p = 0; p < parts.size(); p++) {
      sizes[p] = parts.get(p).length;
      if (sizes[p] == 0) {
        throw new IllegalArgumentException("part " + p + " must hold at least one sample, got none");
      }
      total += sizes[p];
    }
    if (total > Integer.MAX_VALUE / BYTES_PER_SAMPLE) {
      throw new IllegalArgumentException("raw samples must number at most " + Integer.MAX_VALUE / BYTES_PER_SAMPLE
          + ", got " + total);
    }
    double[] values = new double[(int) total];
    int at = 0;
    for (int p = 0; p < parts.size(); p++) {
      double[] part = parts.get(p);
      for (int i = 0; i < part.length; i++) {
        if (!Double.isFinite(part[i])) {
          throw new IllegalArgumentException("sample " + i + " of part " + p + " must be finite, got " + part[i]);
        }
        values[at++] = part[i];
      }
    }
    return new RawSamples(unit, values, sizes);
  }

  /**
   * The samples of several results' worth of parts as one: the parts of each, in order (a
   * benchmark's forks recorded as one result).
   *
   * @throws IllegalArgumentException when {@code samples} is empty or its units differ
   */
  public static RawSamples concat(List<RawSamples> samples) {
    Checks.list("samples", samples);
    if (samples.isEmpty()) {
      throw new IllegalArgumentException("samples must hold at least one, got none");
    }
    String unit = samples.get(0).unit;
    List<double[]> parts = new ArrayList<>();
    for (RawSamples s : samples) {
      if (!s.unit.equals(unit)) {
        throw new IllegalArgumentException("samples must share one unit, got " + unit + " and " + s.unit);
      }
      for (int p = 0; p < s.partSizes.length; p++) {
        parts.add(s.part(p));
      }
    }
    return of(unit, parts);
  }

  /** The values' unit. */
  public String unit() {
    return unit;
  }

  /** How many samples, over every part. */
  public int count() {
    return values.length;
  }

  /** Each part's number of samples, in order. */
  public List<Integer> partSizes() {
    return Arrays.stream(partSizes).boxed().toList();
  }

  /** Every sample, part after part (a copy). */
  public double[] values() {
    return values.clone();
  }

  /**
   * The samples of part {@code index} (a copy).
   *
   * @throws IndexOutOfBoundsException when there is no such part
   */
  public double[] part(int index) {
    Objects.checkIndex(index, partSizes.length);
    int from = 0;
    for (int p = 0; p < index; p++) {
      from += partSizes[p];
    }
    return Arrays.copyOfRange(values, from, from + partSizes[index]);
  }

  /** The bytes the values take stored: {@link #BYTES_PER_SAMPLE} a sample. */
  public long storedBytes() {
    return (long) values.length * BYTES_PER_SAMPLE;
  }

  /** The values as stored: little-endian doubles, part after part. */
  byte[] encoded() {
    ByteBuffer buffer = ByteBuffer.allocate(values.length * BYTES_PER_SAMPLE).order(ByteOrder.LITTLE_ENDIAN);
    buffer.asDoubleBuffer().put(values);
    return buffer.array();
  }

  /** The parts' sizes as stored: decimal numbers separated by one space. */
  String encodedPartSizes() {
    return Columns.words(Arrays.stream(partSizes).mapToObj(Integer::toString).toList());
  }

  /**
   * The samples {@link #encoded()} and {@link #encodedPartSizes()} wrote.
   *
   * @throws IllegalArgumentException when the sizes do not add up to the bytes
   */
  static RawSamples decode(String unit, String partSizes, byte[] encoded) {
    if (encoded.length % BYTES_PER_SAMPLE != 0) {
      throw new IllegalArgumentException("stored raw samples must be whole doubles, got " + encoded.length + " bytes");
    }
    double[] all = new double[encoded.length / BYTES_PER_SAMPLE];
    ByteBuffer.wrap(encoded).order(ByteOrder.LITTLE_ENDIAN).asDoubleBuffer().get(all);
    List<double[]> parts = new ArrayList<>();
    int at = 0;
    for (String size : Columns.words(partSizes)) {
      int n = Integer.parseInt(size);
      if (n < 0 || at + n > all.length) {
        throw new IllegalArgumentException("stored part sizes " + partSizes + " exceed the " + all.length
            + " stored samples");
      }
      parts.add(Arrays.copyOfRange(all, at, at + n));
      at += n;
    }
    if (at != all.length) {
      throw new IllegalArgumentException("stored part sizes " + partSizes + " add up to " + at + ", not the "
          + all.length + " stored samples");
    }
    return of(unit, parts);
  }

  /** Equal when the unit, the parts' sizes and every value (as {@link Double#equals}) are. */
  @Override
  public boolean equals(Object o) {
    return o instanceof RawSamples other && unit.equals(other.unit) && Arrays.equals(partSizes, other.partSizes)
        && Arrays.equals(values, other.values);
  }

  @Override
  public int hashCode() {
    return 31 * (31 * unit.hashCode() + Arrays.hashCode(partSizes)) + Arrays.hashCode(values);
  }

  /** The count, parts and unit, e.g. {@code RawSamples[6 samples in 3 parts, ns/op]}. */
  @Override
  public String toString() {
    return "RawSamples[" + values.length + " samples in " + partSizes.length + " parts, " + unit + "]";
  }
}
