package io.github.nanometer;

/** What a {@link Note} is about, so tools can act on notes without parsing their text. */
public enum NoteKind {
  /** The timed loop shares its class with other benchmarks (profiles may mix). */
  LOOP_NOT_ISOLATED,
  /** Warm-up hit its limit before the JIT settled. */
  WARMUP_UNSETTLED,
  /**
   * The series had no steady state when the budget ran out (a changepoint in its last 20%), so
   * measuring went on, up to {@code maxWarmup} more: how long, and whether a steady state showed.
   */
  STEADY_STATE_EXTENDED,
  /** No perf counter could be opened; per-sample counters are missing. */
  NO_COUNTERS,
  /** The tuning cache could not be read or written. */
  TUNING_CACHE,
  /** Long work: single evaluations were repeated instead of the estimator's own loop. */
  LONG_WORK,
  /** The minimum has not converged (its halves disagree, or it sits far below a low quantile). */
  MINIMUM_NOT_CONVERGED,
  /** Which clock timed the samples and why (auto choice, or a requested clock that was unavailable). */
  CLOCK_CHOICE,
  /** The primary estimate has no interval; the message says why. */
  NO_INTERVAL,
  /** A self-timed body reported 0 ns for some samples: its clock is coarser than the work. */
  ZERO_TIME,
  /** Samples saw a context switch or cpu migration: how many, and whether they were left out of the estimates. */
  DISTURBED_SAMPLES,
  /** The separately compiled copies of the timed loop ran at different speeds: each copy's median. */
  COMPILATION_SPREAD,
  /** The benchmark was measured after others in the same JVM, which can change it: how many, and how to avoid it. */
  SHARED_JVM,
  /** The samples were serially correlated and the median's interval was widened for it. */
  SERIAL_CORRELATION,
  /** Garbage collection took a noticeable share of sampling time: how much, and the GC-inclusive weighted mean. */
  GC,
  /**
   * The measuring thread took page faults while sampling (first use of memory the JVM had not
   * touched, such as a heap still growing): how many, and the JVM flags that remove them.
   */
  PAGE_FAULTS,
  /** The input regime bounded the sample length (fresh inputs: a sample never outgrows its batch). */
  REGIME_BOUND,
  /** Replayed inputs read differently from fresh ones beyond both intervals: by how much. */
  INPUT_HISTORY,
  /**
   * Where a threaded benchmark's threads ran: pinning that failed, threads sharing a cpu, or threads
   * taking every cpu this process may use (leaving none for the JIT compiler and GC).
   */
  THREAD_PLACEMENT,
  /** A threaded benchmark's threads left the start barrier or stopped far apart against the sample length. */
  BARRIER_SKEW,
  /**
   * The measured samples ran under a profiler or a JDK Flight Recorder recording: what that is
   * measured to change, so the estimate is read as a look inside rather than as a figure.
   */
  OBSERVED,
  /**
   * The JIT's compile queue did not go quiet around the body's first calls: how many compilations
   * were left, and that the body's methods may have been compiled without type profiles.
   */
  BUSY_JIT,
  /**
   * The result's interval comes from one JVM's samples: the spread between JVMs (JIT decisions,
   * memory layout, the host), which further runs see, was not measured, so further runs may
   * disagree with it. A forked run measures that spread: {@code Nanometer.forked}, {@code nanometer
   * jmh} or {@code --forks N}. Every result measured in the calling JVM carries one such note; a
   * fork's result, read back by a parent that answers over its forks, does not.
   */
  ONE_JVM
}
