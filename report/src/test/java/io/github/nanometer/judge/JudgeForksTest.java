package io.github.nanometer.judge;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.nanometer.compare.SavedBenchmark;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * {@code judge} over nanometer forks ({@code reference --forks N}): one value per fork, the median
 * of its raw samples, so a fork's one descheduled sample does not move the verdict.
 */
class JudgeForksTest {

  /** Forks of raw samples: each fork's samples near {@code level} times its factor, one huge outlier each. */
  private static SavedBenchmark forks(double level, double... forkFactors) {
    double[][] rows = new double[forkFactors.length][];
    for (int f = 0; f < forkFactors.length; f++) {
      rows[f] = new double[] {level * forkFactors[f], level * forkFactors[f] * 1.001, level * forkFactors[f] * 0.999,
          level * 1000};
    }
    return new SavedBenchmark("chain", Map.of(), "throughput median", "ns/op", false, level, rows, true, true);
  }

  @Test
  void forksOfRawSamplesAreJudgedOnTheirMedians() {
    SavedBenchmark base = forks(100, 1.00, 1.002, 0.998, 1.001, 0.999);
    SavedBenchmark slower = forks(110, 1.00, 1.002, 0.998, 1.001, 0.999);
    Judgement j = Judge.judge(List.of(base), List.of(slower), 0.02, 0.95).judgements().get(0);
    assertTrue(j.method().contains("Fieller over fork medians (5 base, 5 new forks)"), j.method());
    assertTrue(j.jvmVariationIncluded());
    assertEquals(1.10, j.ratio(), 1e-3);
    assertEquals(Change.SLOWER, j.verdict(), "a 10% change with forks within 0.2% of each other is decided; with "
        + "means the outliers (1000x) would dominate");
    Judgement same = Judge.judge(List.of(base), List.of(forks(100, 1.001, 0.999, 1.0, 1.002, 0.998)), 0.02, 0.95)
        .judgements().get(0);
    assertEquals(Change.NO_CHANGE, same.verdict());
  }
}
