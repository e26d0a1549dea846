package io.github.nanometer.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.nanometer.Estimator;
import io.github.nanometer.NoteKind;
import io.github.nanometer.measure.Samples;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** The budget's deadline, extended in quarter-budget steps while the series shows no steady state. */
class SteadyTailTest {

  private long now;

  /** {@code n} samples of 1 ms each at 10 ns per evaluation, then {@code tail} samples at 15 ns; 2% noise. */
  private static Samples series(int n, int tail) {
    Samples s = new Samples();
    SplittableRandom r = new SplittableRandom(3);
    for (int i = 0; i < n + tail; i++) {
      double perEvaluation = (i < n ? 10 : 15) * (1 + 0.02 * (r.nextDouble() - 0.5));
      s.add(100_000, perEvaluation * 100_000);
    }
    return s;
  }

  @Test
  void aSteadySeriesStopsAtTheDeadline() {
    SteadyTail t = new SteadyTail(() -> now, 0, 1_000_000_000L, 2_000_000_000L, Estimator.MEDIAN);
    now = 999_999_999L;
    assertFalse(t.test(series(1000, 0)), "before the deadline");
    now = 1_000_000_000L;
    assertTrue(t.test(series(1000, 0)));
    assertEquals(0, t.extendedNanos());
    assertTrue(t.note("b").isEmpty());
  }

  @Test
  void aLateChangepointExtendsByQuarterBudgetStepsUntilASteadyStateShows() {
    SteadyTail t = new SteadyTail(() -> now, 0, 1_000_000_000L, 2_000_000_000L, Estimator.MEDIAN);
    now = 1_000_000_000L;
    assertFalse(t.test(series(900, 100)), "a changepoint in the last 10%: measure on");
    assertEquals(250_000_000L, t.extendedNanos());
    now = 1_200_000_000L;
    assertFalse(t.test(series(900, 300)), "before the step's end");
    now = 1_250_000_000L;
    assertTrue(t.test(series(900, 600)), "the 15 ns level now spans 40% of the series: steady");
    assertEquals(NoteKind.STEADY_STATE_EXTENDED, t.note("b").orElseThrow().kind());
    assertTrue(t.note("b").orElseThrow().message().contains("measured 250 ms more; a steady state showed"),
        t.note("b").orElseThrow().message());
  }

  @Test
  void theAllowanceIsTheMostItMeasuresOnAndTheNoteSaysNoneShowed() {
    SteadyTail t = new SteadyTail(() -> now, 0, 1_000_000_000L, 300_000_000L, Estimator.MEDIAN);
    now = 1_000_000_000L;
    assertFalse(t.test(series(900, 100)));
    now = 1_250_000_000L;
    assertFalse(t.test(series(1150, 100)), "a new late changepoint: the last 50 ms of the allowance");
    assertEquals(300_000_000L, t.extendedNanos());
    now = 1_300_000_000L;
    assertTrue(t.test(series(1200, 100)), "allowance spent");
    assertTrue(t.note("b").orElseThrow().message().contains("measured 300 ms more; still none after it"),
        t.note("b").orElseThrow().message());
  }

  @Test
  void aShortSeriesNeverExtends() {
    SteadyTail t = new SteadyTail(() -> now, 0, 5_000_000L, 2_000_000_000L, Estimator.MEDIAN);
    now = 5_000_000L;
    Samples s = new Samples();
    for (int i = 0; i < 5; i++) {
      s.add(100_000, (i < 4 ? 10 : 20) * 100_000.0);
    }
    assertTrue(t.test(s), "5 ms is one block: no changepoint can be found");
  }

  @Test
  void onlyForkChildrenGetTheAllowance() {
    SteadyTail none = new SteadyTail(() -> now, 0, 1_000_000_000L, SteadyTail.allowanceNanos(2_000_000_000L),
        Estimator.MEDIAN);
    now = 1_000_000_000L;
    assertTrue(none.test(series(900, 100)), "this JVM is no fork child: the deadline is the end");
    assertTrue(none.note("b").isEmpty());
    java.util.List<String> cmd = ChildJvm.javaCommand(java.util.List.of("-Xss2m"));
    String flag = "-D" + SteadyTail.PROPERTY + "=true";
    assertEquals(1, cmd.stream().filter(flag::equals).count(), cmd.toString());
    System.setProperty(SteadyTail.PROPERTY, "true");
    try {
      assertEquals(7L, SteadyTail.allowanceNanos(7));
    } finally {
      System.clearProperty(SteadyTail.PROPERTY);
    }
  }
}
