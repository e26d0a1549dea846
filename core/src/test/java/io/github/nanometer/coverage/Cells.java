package io.github.nanometer.coverage;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;

/**
 * The cells of one coverage test: each checked against its band, those outside collected so that
 * one run names them all, every row printed in the long run.
 */
final class Cells {
  private final boolean print;
  private final List<String> failures = new ArrayList<>();

  /** {@code print}: every cell's table row to stdout (the long run). */
  Cells(boolean print) {
    this.print = print;
  }

  /** The random numbers of one cell, seeded by its name. */
  static Random seeded(String cell) {
    return new Random(cell.hashCode());
  }

  void check(Tally t, boolean ok) {
    if (print) {
      System.out.println(t.row());
    }
    if (!ok) {
      failures.add(t.row());
    }
  }

  void assertNoFailures() {
    assertTrue(failures.isEmpty(), () -> "outside the band:\n" + String.join("\n", failures));
  }
}
