package io.github.nanometer;

import java.util.List;
import java.util.Objects;

/**
 * How {@link Nanometer#forked} runs a benchmark in fresh JVMs: how many ({@link ForkPlan}: by
 * default at least {@link ForkPlan#DEFAULT_MIN_FORKS}, more until the interval over forks is
 * precise, within {@link ForkPlan#DEFAULT_MAX_WALL} of wall time) and the extra JVM flags of each
 * fork. Each fork measures with the run's own options (its budget is measuring time per fork, its
 * estimator the fork's). Built with {@link #builder()}; every instance is valid.
 */
public final class ForkOptions {

  /** The adaptive default plan ({@link ForkPlan#adaptive(java.time.Duration)}), no extra flags. */
  public static final ForkOptions DEFAULTS = builder().build();

  private final ForkPlan plan;
  private final List<String> jvmArgs;

  private ForkOptions(Builder b) {
    this.plan = b.plan;
    this.jvmArgs = List.copyOf(b.jvmArgs);
  }

  /** A builder starting from {@link #DEFAULTS}' values. */
  public static Builder builder() {
    return new Builder();
  }

  /** A builder starting from these options. */
  public Builder toBuilder() {
    return new Builder().plan(plan).jvmArgs(jvmArgs);
  }

  /** How many fresh JVMs, and when to stop adding them. */
  public ForkPlan plan() {
    return plan;
  }

  /** Extra JVM flags for the forks (the compiler-blackhole flags are always added); unmodifiable. */
  public List<String> jvmArgs() {
    return jvmArgs;
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof ForkOptions f && f.plan.equals(plan) && f.jvmArgs.equals(jvmArgs);
  }

  @Override
  public int hashCode() {
    return Objects.hash(plan, jvmArgs);
  }

  @Override
  public String toString() {
    return "ForkOptions[plan=" + plan + ", jvmArgs=" + jvmArgs + "]";
  }

  /** Builds {@link ForkOptions}; each method checks its argument. */
  public static final class Builder {
    private ForkPlan plan = ForkPlan.adaptive(ForkPlan.DEFAULT_MAX_WALL);
    private List<String> jvmArgs = List.of();

    private Builder() {}

    /**
     * Exactly {@code n} fresh JVMs ({@link OptionSpecs#FORKS}: 1 to 1000; one measures one JVM and
     * says that the spread between JVMs was not measured).
     */
    public Builder forks(int n) {
      this.plan = ForkPlan.fixed(OptionSpecs.FORKS.check(n));
      return this;
    }

    /** The fork plan: fixed ({@link ForkPlan#fixed}) or adaptive ({@link ForkPlan#adaptive(int, java.time.Duration)}). */
    public Builder plan(ForkPlan p) {
      if (p == null) {
        throw new IllegalArgumentException("plan must not be null (accepted: ForkPlan.fixed(n) or ForkPlan.adaptive(..))");
      }
      this.plan = p;
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
