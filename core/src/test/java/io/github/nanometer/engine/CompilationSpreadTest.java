package io.github.nanometer.engine;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Optional;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;

/** Per-copy medians over interleaved samples, and the note when compiled copies disagree. */
class CompilationSpreadTest {

  /** {@code n} samples taken in turn from copies whose times per evaluation are {@code copyNanos}. */
  private static double[] interleaved(int n, double... copyNanos) {
    return IntStream.range(0, n).mapToDouble(i -> copyNanos[i % copyNanos.length] + (i % 7) * 0.001).toArray();
  }

  private static int[] all(int n) {
    return IntStream.range(0, n).toArray();
  }

  @Test
  void sampleIBelongsToCopyIModCopies() {
    double[] medians = CompilationSpread.medians(interleaved(300, 60, 66, 60), all(300), 3, 1);
    assertEquals(3, medians.length);
    assertEquals(60, medians[0], 0.01);
    assertEquals(66, medians[1], 0.01);
    assertEquals(60, medians[2], 0.01);
  }

  @Test
  void inBlocksSampleIBelongsToTheCopyWhoseBlockHoldsIt() {
    double[] x = new double[120];
    for (int i = 0; i < x.length; i++) {
      x[i] = (i / 20) % 2 == 0 ? 50 : 55; // blocks of 20 on copies 0 1 0 1 0 1
    }
    double[] medians = CompilationSpread.medians(x, all(120), 2, 20);
    assertEquals(50, medians[0], 0.01);
    assertEquals(55, medians[1], 0.01);
    assertEquals(52.5, CompilationSpread.medians(x, all(120), 2, 1)[0], 0.01, "read per sample, the copies mix");
  }

  @Test
  void droppedSamplesDoNotCountAndACopyWithTooFewIsUnknown() {
    double[] x = interleaved(60, 10, 20);
    // Keep every sample of copy 0 and only 5 of copy 1.
    int[] kept = IntStream.range(0, 60).filter(i -> i % 2 == 0 || i < 10).toArray();
    double[] medians = CompilationSpread.medians(x, kept, 2, 1);
    assertEquals(10, medians[0], 0.01);
    assertTrue(Double.isNaN(medians[1]), "5 samples are fewer than " + CompilationSpread.MIN_SAMPLES_PER_COPY);
    assertEquals(Optional.empty(), CompilationSpread.note(medians), "one comparable copy says nothing");
  }

  @Test
  void copiesWithinOnePercentGiveNoNote() {
    assertEquals(Optional.empty(), CompilationSpread.note(new double[] {100, 100.9, 100.5}));
    assertEquals(Optional.empty(), CompilationSpread.note(new double[] {100}));
  }

  @Test
  void copiesFartherApartAreNamedWithTheGap() {
    String note = CompilationSpread.note(new double[] {59.7, 66.4, 59.7}).orElseThrow();
    assertTrue(note.contains("3 times"), note);
    assertTrue(note.contains("11.2%"), note);
    assertTrue(note.contains("59.70 ns, 66.40 ns, 59.70 ns"), note);
    assertTrue(note.contains("forks"), note);
  }

  @Test
  void unknownCopiesAreSaidSo() {
    String note = CompilationSpread.note(new double[] {50, Double.NaN, 55}).orElseThrow();
    assertTrue(note.contains("too few samples"), note);
    assertTrue(note.contains("10.0%"), note);
  }

  @Test
  void copiesMustBePositive() {
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
        () -> CompilationSpread.medians(new double[1], new int[] {0}, 0, 1));
    assertTrue(e.getMessage().contains("got 0"), e.getMessage());
    assertArrayEquals(new double[] {Double.NaN}, CompilationSpread.medians(new double[] {1}, new int[] {0}, 1, 1));
  }
}
