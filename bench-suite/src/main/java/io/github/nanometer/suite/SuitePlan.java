package io.github.nanometer.suite;

import java.util.ArrayList;
import java.util.List;

/**
 * A suite run resolved before anything is measured: for each function its buffer plan and
 * workloads, the implementations to run, and the ones skipped with their reasons. Every
 * inconsistency (unknown distribution or implementation, a sweep that does not fit the buffer) is
 * found here, so a bad command line fails before work starts.
 *
 * @param config the configuration
 * @param functions one entry per function, in order
 * @param skipped selected implementations that cannot run, with reasons
 * @param notes one-line remarks for the reader (e.g. cache sizes assumed)
 */
public record SuitePlan(SuiteConfig config, List<FunctionPlan> functions, List<Skipped> skipped, List<String> notes) {

  /**
   * What runs for one function.
   *
   * @param function the function
   * @param buffers the buffer plan shared by its workloads
   * @param workloads the size sources, one measurement each (per implementation, trial, estimator)
   * @param implementations the available implementations selected
   */
  public record FunctionPlan(MemoryFunction function, BufferPlan buffers, List<SizeSource> workloads,
      List<Implementation> implementations) {
    /** Copies the lists. */
    public FunctionPlan {
      workloads = List.copyOf(workloads);
      implementations = List.copyOf(implementations);
    }
  }

  /** Copies the lists. */
  public SuitePlan {
    functions = List.copyOf(functions);
    skipped = List.copyOf(skipped);
    notes = List.copyOf(notes);
  }

  /**
   * Resolves {@code config} against the machine's caches.
   *
   * @throws IllegalArgumentException with a one-line message for an unknown distribution or
   *     implementation (listing the valid names), a sweep beyond the buffer (naming the largest
   *     allowed size), or a selection that leaves nothing to run
   */
  public static SuitePlan resolve(SuiteConfig config, CacheSizes caches) {
    List<FunctionPlan> plans = new ArrayList<>();
    List<Skipped> skipped = new ArrayList<>();
    List<String> notes = new ArrayList<>(caches.warnings());
    for (MemoryFunction f : config.functions()) {
      BufferPlan buffers = buffers(config, caches, f);
      List<SizeSource> workloads = workloads(config, f, buffers, caches);
      List<Implementation> available = new ArrayList<>();
      for (Implementation i : Implementations.select(f, config.implementations())) {
        if (i.isAvailable()) {
          available.add(i);
        } else {
          skipped.add(new Skipped(f, i.name(), i.unavailableReason().orElseThrow()));
        }
      }
      plans.add(new FunctionPlan(f, buffers, workloads, available));
    }
    if (plans.stream().allMatch(p -> p.implementations().isEmpty())) {
      StringBuilder why = new StringBuilder("no selected implementation can run");
      for (Skipped s : skipped) {
        why.append("; ").append(s.implementation()).append(' ').append(s.function()).append(": ").append(s.reason());
      }
      throw new IllegalArgumentException(why.toString());
    }
    return new SuitePlan(config, plans, skipped, notes);
  }

  /** The number of measurements the plan makes. */
  public int measurementCount() {
    int n = 0;
    for (FunctionPlan p : functions) {
      n += p.workloads().size() * p.implementations().size();
    }
    return n * config.trials() * config.estimators().size();
  }

  private static BufferPlan buffers(SuiteConfig c, CacheSizes caches, MemoryFunction f) {
    if (c.mode() == SuiteMode.LARGE) {
      int call = largeCallBytes(caches.lastLevelBytesOrDefault());
      long share = Math.min(2L * call, (Integer.MAX_VALUE - BufferPlan.MAX_ALIGNMENT) / (f == MemoryFunction.MEMMOVE ? 3 : 1));
      return BufferPlan.forLarge(f, (int) share, c.alignment(), c.independentOffsets());
    }
    return BufferPlan.forL1(f, caches.l1DataBytesOrDefault(), c.batchEntries(), c.alignment(), c.independentOffsets());
  }

  /** Large mode's call size: {@link SuiteDefaults#LARGE_LLC_MULTIPLE} times the LLC, clamped to the large bounds. */
  public static int largeCallBytes(long lastLevelBytes) {
    long wanted = lastLevelBytes * SuiteDefaults.LARGE_LLC_MULTIPLE;
    return (int) Math.max(SuiteDefaults.LARGE_MIN_BYTES, Math.min(SuiteDefaults.LARGE_MAX_BYTES, wanted));
  }

  /**
   * The distributions of {@code f} that {@code names} asks for: a comma-separated list of names as
   * {@link SizeDistributions#named} reads them ({@code "Google A,Google B"}, {@code "A,B"}), or
   * {@code all}, in the order given.
   *
   * @throws IllegalArgumentException naming the first unknown name and the valid ones
   */
  static List<SizeDistribution> distributions(String names, MemoryFunction f) {
    List<SizeDistribution> out = new ArrayList<>();
    for (String name : names.split(",")) {
      if (name.strip().equalsIgnoreCase("all")) {
        out.addAll(SizeDistributions.forFunction(f));
        continue;
      }
      SizeDistribution d = SizeDistributions.named(f, name);
      if (d == null) {
        throw new IllegalArgumentException("unknown distribution '" + name.strip() + "' for " + f + "; valid: all, "
            + String.join(", ", SizeDistributions.shortNames()) + " (a comma-separated list of them)");
      }
      out.add(d);
    }
    return out;
  }

  private static List<SizeSource> workloads(SuiteConfig c, MemoryFunction f, BufferPlan buffers, CacheSizes caches) {
    List<SizeSource> list = new ArrayList<>();
    switch (c.mode()) {
      case DISTRIBUTION -> {
        for (SizeDistribution d : distributions(c.distribution(), f)) {
          if (!list.contains(d)) {
            list.add(d);
          }
        }
        for (SizeSource s : list) {
          requireFits(s.maxSizeBytes(), buffers, "distribution '" + s.label() + "'");
        }
      }
      case SWEEP -> {
        SweepSpec sweep = c.sweep().orElseThrow();
        requireFits(sweep.maxBytes(), buffers, "--sweep " + sweep.text());
        for (int size : sweep.sizes()) {
          list.add(new FixedSize(size));
        }
      }
      case LARGE -> list.add(new FixedSize(Math.min(largeCallBytes(caches.lastLevelBytesOrDefault()),
          buffers.shareBytes())));
    }
    return list;
  }

  private static void requireFits(int maxSize, BufferPlan buffers, String what) {
    if (maxSize > buffers.maxSizeBytes()) {
      throw new IllegalArgumentException(what + " reaches " + maxSize + " bytes, beyond the " + buffers.function()
          + " buffer of " + buffers.shareBytes() + " bytes; the largest allowed size is " + buffers.maxSizeBytes());
    }
  }
}
