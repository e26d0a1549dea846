package io.github.nanometer.judge;

import io.github.nanometer.compare.SavedBenchmark;
import io.github.nanometer.report.JmhNames;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;

/**
 * How {@code judge} pairs the benchmarks of two files ({@code --match}).
 *
 * <p>{@link #EXACT} (the default) pairs by name, parameters and variant (mode and estimator).
 * {@link #METHOD} pairs a JMH file with a nanometer one: a JMH name {@code pkg.Class.method} keeps
 * {@code method}; a nanometer name becomes what {@code --format jmh} writes ({@link JmhNames#split}:
 * {@code key=value} words become parameters, the other words the method); the variant is ignored.
 * So {@code lcg k=100} matches {@code org.example.Ref.lcg} with parameter {@code k=100}.
 */
public enum MatchRule {
  /** Name, parameters and variant, as written. */
  EXACT,
  /** Method name and parameters, variant ignored (JMH against nanometer). */
  METHOD;

  /** The variant every benchmark gets under {@link #METHOD}, so that only name and parameters match. */
  public static final String ANY_VARIANT = "any mode";

  private static final Pattern QUALIFIED = Pattern.compile("[A-Za-z_$][A-Za-z0-9_$]*(\\.[A-Za-z_$][A-Za-z0-9_$]*)+");

  /** The benchmarks as this rule matches them: unchanged for {@link #EXACT}, renamed for {@link #METHOD}. */
  public List<SavedBenchmark> apply(List<SavedBenchmark> benchmarks) {
    return this == EXACT ? benchmarks : benchmarks.stream().map(MatchRule::byMethod).toList();
  }

  private static SavedBenchmark byMethod(SavedBenchmark b) {
    String name = b.name().trim();
    Map<String, String> params = new LinkedHashMap<>();
    String qualified = name;
    if (!QUALIFIED.matcher(name).matches()) {
      JmhNames.Split split = JmhNames.split(JmhNames.DEFAULT_CLASS, name);
      qualified = split.benchmark();
      params.putAll(split.params());
    }
    params.putAll(b.params());
    return new SavedBenchmark(qualified.substring(qualified.lastIndexOf('.') + 1), params, ANY_VARIANT, b.unit(),
        b.higherIsBetter(), b.estimate(), b.values(), b.forked(), b.shortSamples(), b.forkEstimates());
  }
}
