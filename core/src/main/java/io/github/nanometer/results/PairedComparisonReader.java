package io.github.nanometer.results;

import io.github.nanometer.Comparison;
import io.github.nanometer.ComparisonOptions;
import io.github.nanometer.Estimator;
import io.github.nanometer.Options;
import io.github.nanometer.PairedEstimand;
import io.github.nanometer.compare.PairedAnalysis;
import io.github.nanometer.json.JsonValue;
import io.github.nanometer.resultjson.EnvironmentJson;
import io.github.nanometer.resultjson.ResultJsonReader;
import java.util.ArrayList;
import java.util.List;

/**
 * Reads a comparison object as {@link PairedComparisonWriter#write} writes it back into a typed
 * {@link Comparison}: names, options, comparison options, environment (with its clock), evaluations per sample, every pair
 * and the notes.
 *
 * <p>The analysis, its intervals and the verdict derive from the pairs, {@code copiesPerSide} (1 when
 * absent, as in documents written before it) and the comparison options
 * ({@link PairedAnalysis#of}, {@link io.github.nanometer.Verdict#judge}, as the paired run computes them), so they are
 * recomputed, not read; so are {@code pairs}, {@code judged} and the {@code seed} beside the
 * options. A missing, mistyped or out-of-range member is refused with its path, e.g. {@code
 * known[2].candidateNanos[7]}.
 */
public final class PairedComparisonReader {
  private PairedComparisonReader() {}

  /**
   * The comparison at {@code c}.
   *
   * @throws IllegalArgumentException naming the path of a member that is missing, mistyped or out
   *     of range, or of the pairs when they cannot be analysed (different lengths, too few)
   */
  static Comparison read(JsonValue c) {
    ComparisonOptions co = c.build(() -> ComparisonOptions.builder()
        .thresholdFraction(c.get("thresholdFraction").number()).confidence(c.get("confidence").number())
        .trimOutliers(c.get("trimOutliers").bool())
        // Documents written before the estimand was part of the plan judged the mean unless delays showed.
        .estimand(c.has("estimand") ? c.get("estimand").choice(PairedEstimand.values(), PairedEstimand::cliName)
            : PairedEstimand.MEAN)
        .build());
    Estimator estimator = c.get("estimator").choice(Estimator.values(), Estimator::cliName);
    Options options = ResultJsonReader.options(c.get("options"), estimator);
    double[] baseline = c.get("baselineNanos").numbers();
    double[] candidate = c.get("candidateNanos").numbers();
    List<JsonValue> firstValues = c.get("candidateFirst").elements();
    boolean[] candidateFirst = new boolean[firstValues.size()];
    for (int i = 0; i < candidateFirst.length; i++) {
      candidateFirst[i] = firstValues.get(i).bool();
    }
    if (candidate.length != baseline.length || candidateFirst.length != baseline.length) {
      throw c.error("has baselineNanos, candidateNanos and candidateFirst of different lengths ("
          + baseline.length + ", " + candidate.length + ", " + candidateFirst.length + ")");
    }
    List<String> notes = new ArrayList<>();
    for (JsonValue n : c.get("notes").elements()) {
      notes.add(n.string());
    }
    // Documents written before copies were compiled per side have no copiesPerSide: one copy each.
    int copies = c.has("copiesPerSide") ? c.get("copiesPerSide").integer() : 1;
    if (copies < 1) {
      throw c.get("copiesPerSide").error("must be at least 1, got " + copies);
    }
    PairedAnalysis analysis = c.build(() -> PairedAnalysis.of(baseline, candidate, co.thresholdFraction(),
        co.confidence(), co.trimOutliers(), copies, co.estimand() == PairedEstimand.TYPICAL_PAIR));
    return c.build(() -> new Comparison(c.get("baseline").string(), c.get("candidate").string(), options, co,
        EnvironmentJson.read(c.get("environment")), c.get("evaluationsPerSample").integer(), baseline, candidate,
        candidateFirst, analysis.comparisonAnalysis(), analysis.judgement(), notes));
  }
}
