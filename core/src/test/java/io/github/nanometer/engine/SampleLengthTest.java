package io.github.nanometer.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

class SampleLengthTest {

  @Test
  void oracleCountForMicrosecondWorkIsCappedToTenAccuracies() {
    // tau_acc 3100 ns, 1100 ns per evaluation: the logistic oracle answers about 3048 (3.3 ms samples);
    // 10 x 3100 / 1100 = 28.2, so 29 evaluations (31.9 us) is the longest useful sample.
    assertEquals(29, SampleLength.cap(3048, 1100, 3100, 10));
  }

  @Test
  void countsBelowTheCapAndUnknownTimesStand() {
    assertEquals(5, SampleLength.cap(5, 1100, 3100, 10));
    assertEquals(3048, SampleLength.cap(3048, Double.NaN, 3100, 10));
    assertEquals(3048, SampleLength.cap(3048, 0, 3100, 10));
    assertEquals(3048, SampleLength.cap(3048, Double.POSITIVE_INFINITY, 3100, 10));
  }

  @Test
  void workLongerThanTheCapKeepsOneEvaluation() {
    assertEquals(1, SampleLength.cap(3, 1e6, 3100, 10));
  }
}
