package io.github.nanometer;

import io.github.nanometer.options.OptionSpecs;
import java.time.Duration;
import java.util.List;
import java.util.Objects;

/**
 * Shape of a forked experiment: {@code forks} fresh JVMs, each measuring {@code iterations}
 * iterations after its own warm-up. Built with {@link #builder()} (two of its members are ints, so
 * there is no positional constructor to swap them in); every instance is valid.
 */
public final class ForkOptions {

  /**
   * {@link Defaults#FORKS} forks x {@link Defaults#ITERATIONS} iterations of {@link
   * Defaults#ITERATION_BUDGET}, no extra flags.
   */
  public static final ForkOptions DEFAULTS = builder().build();

  private final int forks;
  private final int iterations;
  private final Duration iterationBudget;
  private final List<String> jvmArgs;

  private ForkOptions(Builder b) {
    this.forks = OptionSpecs.FORKS.check(b.forks);
    this.iterations = OptionSpecs.ITERATIONS.check(b.iterations);
    this.iterationBudget = OptionSpecs.ITERATION_BUDGET.check(b.iterationBudget);
    this.jvmArgs = List.copyOf(b.jvmArgs);
  }

  /** A builder starting from {@link Defaults}. */
  public static Builder builder() {
    return new Builder();
  }

  /** A builder starting from these options. */
  public Builder toBuilder() {
    return new Builder().forks(forks).iterations(iterations).iterationBudget(iterationBudget).jvmArgs(jvmArgs);
  }

  /** Fresh JVMs, in {@link OptionSpecs#FORKS}' range (two at least, for a fork-level variance). */
  public int forks() {
    return forks;
  }

  /** Measured iterations per fork, in {@link OptionSpecs#ITERATIONS}' range. */
  public int iterations() {
    return iterations;
  }

  /** Measuring time per iteration, in {@link OptionSpecs#ITERATION_BUDGET}'s range. */
  public Duration iterationBudget() {
    return iterationBudget;
  }

  /** Extra JVM flags for the forks (the compiler-blackhole flags are always added); unmodifiable. */
  public List<String> jvmArgs() {
    return jvmArgs;
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof ForkOptions f && f.forks == forks && f.iterations == iterations
        && f.iterationBudget.equals(iterationBudget) && f.jvmArgs.equals(jvmArgs);
  }

  @Override
  public int hashCode() {
    return Objects.hash(forks, iterations, iterationBudget, jvmArgs);
  }

  @Override
  public String toString() {
    return "ForkOptions[forks=" + forks + ", iterations=" + iterations + ", iterationBudget=" + iterationBudget
        + ", jvmArgs=" + jvmArgs + "]";
  }

  /** Builds {@link ForkOptions}; each method checks its argument against {@link OptionSpecs}. */
  public static final class Builder {
    private int forks = Defaults.FORKS;
    private int iterations = Defaults.ITERATIONS;
    private Duration iterationBudget = Defaults.ITERATION_BUDGET;
    private List<String> jvmArgs = List.of();

    private Builder() {}

    /** Fresh JVMs ({@link OptionSpecs#FORKS}). */
    public Builder forks(int n) {
      this.forks = OptionSpecs.FORKS.check(n);
      return this;
    }

    /** Measured iterations per fork ({@link OptionSpecs#ITERATIONS}). */
    public Builder iterations(int n) {
      this.iterations = OptionSpecs.ITERATIONS.check(n);
      return this;
    }

    /** Measuring time per iteration ({@link OptionSpecs#ITERATION_BUDGET}). */
    public Builder iterationBudget(Duration d) {
      this.iterationBudget = OptionSpecs.ITERATION_BUDGET.check(d);
      return this;
    }

    /** Extra JVM flags for the forks; null entries are refused, a null list means none. */
    public Builder jvmArgs(List<String> args) {
      List<String> list = args == null ? List.of() : args;
      for (int i = 0; i < list.size(); i++) {
        if (list.get(i) == null) {
          throw new IllegalArgumentException("jvmArgs: entry " + i + " is null (accepted: JVM flags as strings)");
        }
      }
      this.jvmArgs = List.copyOf(list);
      return this;
    }

    /** The options (every member was checked when set). */
    public ForkOptions build() {
      return new ForkOptions(this);
    }
  }
}
