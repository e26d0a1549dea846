package io.github.nanometer;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.function.Function;

/**
 * One benchmark definition over a list of parameter values (JMH's {@code @Param}): run it with
 * {@link Nanometer#sweep}, which measures the family in order and records the parameter in each
 * {@link Result#parameters()}, so the results print as one table.
 *
 * <pre>{@code
 * Sweep<Integer> sizes = Sweep.over("n", List.of(16, 256, 4096),
 *     n -> Benchmark.withInputs("sort", random -> random.ints(n).toArray(), a -> { Arrays.sort(a); return a; }));
 * ResultWriter.text(nm.sweep(sizes), System.out);
 * }</pre>
 *
 * @param <P> the parameter's type; its {@code toString} is the value recorded in results
 */
public final class Sweep<P> {

  private final String parameterName;
  private final List<P> values;
  private final Function<? super P, ? extends Benchmark<?>> definition;

  private Sweep(String parameterName, List<P> values, Function<? super P, ? extends Benchmark<?>> definition) {
    this.parameterName = parameterName;
    this.values = values;
    this.definition = definition;
  }

  /**
   * A sweep of {@code definition} over {@code values}.
   *
   * @throws IllegalArgumentException when the name is blank, the list is empty or holds null or two
   *     values with the same {@code toString}, or the definition is null
   */
  public static <P> Sweep<P> over(String parameterName, List<? extends P> values,
      Function<? super P, ? extends Benchmark<?>> definition) {
    if (parameterName == null || parameterName.isBlank()) {
      throw new IllegalArgumentException("parameterName must not be blank");
    }
    if (values == null || values.isEmpty()) {
      throw new IllegalArgumentException("values of parameter '" + parameterName + "' must hold at least one value");
    }
    if (definition == null) {
      throw new IllegalArgumentException("definition of the '" + parameterName + "' sweep must not be null");
    }
    Set<String> seen = new HashSet<>();
    List<P> copy = new ArrayList<>(values.size());
    for (P v : values) {
      if (v == null) {
        throw new IllegalArgumentException("values of parameter '" + parameterName + "' must not contain null");
      }
      if (!seen.add(v.toString())) {
        throw new IllegalArgumentException("values of parameter '" + parameterName + "' must be distinct, got '"
            + v + "' twice");
      }
      copy.add(v);
    }
    return new Sweep<>(parameterName, List.copyOf(copy), definition);
  }

  /** The parameter's name, e.g. {@code "n"}. */
  public String parameterName() {
    return parameterName;
  }

  /** The values, in the order they run. */
  public List<P> values() {
    return values;
  }

  /**
   * The benchmark for one value.
   *
   * @throws IllegalStateException when the definition returns null
   */
  public Benchmark<?> benchmarkFor(P value) {
    Benchmark<?> b = definition.apply(value);
    if (b == null) {
      throw new IllegalStateException("the '" + parameterName + "' sweep's definition returned null for " + value);
    }
    return b;
  }
}
