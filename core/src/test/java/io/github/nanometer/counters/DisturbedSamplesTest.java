package io.github.nanometer.counters;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.nanometer.CounterEvent;
import io.github.nanometer.CounterSample;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Which samples the estimates use, on scripted disturbance marks. */
class DisturbedSamplesTest {

  static CounterSample switches(long n) {
    return new CounterSample(List.of(CounterEvent.CONTEXT_SWITCHES, CounterEvent.CPU_MIGRATIONS), new long[] {n, 0},
        new double[] {n, 0}, new double[] {1, 1});
  }

  static CounterSample migrated() {
    return new CounterSample(List.of(CounterEvent.CONTEXT_SWITCHES, CounterEvent.CPU_MIGRATIONS), new long[] {0, 1},
        new double[] {0, 1}, new double[] {1, 1});
  }

  private static List<CounterSample> marks(String pattern) {
    List<CounterSample> out = new ArrayList<>();
    for (char c : pattern.toCharArray()) {
      out.add(c == 's' ? switches(1) : c == 'm' ? migrated() : switches(0));
    }
    return out;
  }

  @Test
  void disturbedSamplesAreLeftOutAndCounted() {
    List<CounterSample> m = marks("..s..m....");
    assertArrayEquals(new int[] {0, 1, 3, 4, 6, 7, 8, 9}, DisturbedSamples.keptIndices(m, 10));
    assertEquals(2, DisturbedSamples.droppedCount(m, 10));
    String note = DisturbedSamples.note(m, 10);
    assertTrue(note.startsWith("2 of 10 samples were disturbed"), note);
    assertTrue(note.contains("left out of the estimates; the raw data keeps them"), note);
  }

  @Test
  void everySampleIsKeptWhenTooFewCleanOnesWouldRemain() {
    // 1 clean of 5: below MIN_KEPT; 2 clean of 30: below 10%
    assertEquals(5, DisturbedSamples.keptIndices(marks("ss.ss"), 5).length);
    assertEquals(30, DisturbedSamples.keptIndices(marks("..ssssssssssssssssssssssssssss"), 30).length);
    assertEquals(0, DisturbedSamples.droppedCount(marks("ss.ss"), 5));
    assertTrue(DisturbedSamples.note(marks("ss.ss"), 5).contains("kept: too few undisturbed"));
    // 3 clean of 30 is exactly 10%: dropped
    assertEquals(3, DisturbedSamples.keptIndices(marks("...sssssssssssssssssssssssssss"), 30).length);
  }

  @Test
  void withoutOneMarkPerSampleNothingIsDropped() {
    assertEquals(4, DisturbedSamples.keptIndices(List.of(), 4).length);
    assertEquals(4, DisturbedSamples.keptIndices(marks("s."), 4).length);
    assertEquals("", DisturbedSamples.note(List.of(), 4));
    assertEquals("", DisturbedSamples.note(marks("...."), 4));
  }

  @Test
  void theMarksAloneKeepTheSameSamples() {
    for (String pattern : List.of("..s..m....", "ss.ss", "..ssssssssssssssssssssssssssss",
        "...sssssssssssssssssssssssssss", "....", "", "mmmm")) {
      List<CounterSample> m = marks(pattern);
      boolean[] disturbed = new boolean[m.size()];
      for (int i = 0; i < disturbed.length; i++) {
        disturbed[i] = m.get(i).disturbed();
      }
      assertArrayEquals(DisturbedSamples.keptIndices(m, pattern.length()),
          DisturbedSamples.keptIndices(disturbed, pattern.length()), pattern);
    }
    assertArrayEquals(new int[] {0, 1, 2}, DisturbedSamples.keptIndices(new boolean[] {true}, 3), "no mark per sample");
  }
}
