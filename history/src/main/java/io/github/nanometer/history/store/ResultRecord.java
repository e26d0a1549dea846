package io.github.nanometer.history.store;

import io.github.nanometer.Interval;
import java.util.OptionalDouble;

/**
 * One benchmark's answer in one run, as the history keeps it: the estimate with its interval, how
 * many forks (fresh JVMs) and samples it rests on, and the spread between forks (the honest
 * intervals' between-JVM component) where the run had more than one fork. Raw samples are not part
 * of it: a run's are recorded beside it when asked ({@link RawSamples}, {@link
 * HistoryStore#recordRun(RunRecord, java.util.Map)}).
 *
 * @param benchmark the benchmark's identity
 * @param measure what the estimate is, e.g. {@code "median time per evaluation"}; one line, not blank
 * @param unit the estimate's unit, e.g. {@code "ns"} or {@code "ops/s"}; one line, not blank
 * @param estimate the estimate, finite
 * @param interval its interval (bounds in {@code unit}; an end may be infinite)
 * @param forks the fresh JVMs it was measured over; at least 1
 * @param betweenForkSpread the standard deviation between forks' answers in {@code unit}, finite and
 *     non-negative; empty for one fork, or where the document carries none
 * @param sampleCount the samples it rests on, over all forks; at least 1
 */
public record ResultRecord(BenchmarkIdentity benchmark, String measure, String unit, double estimate,
    Interval interval, int forks, OptionalDouble betweenForkSpread, long sampleCount) {

  /** Checks every part. */
  public ResultRecord {
    Checks.present("benchmark", benchmark);
    Checks.text("measure", measure);
    Checks.text("unit", unit);
    Checks.finite("estimate", estimate);
    Checks.interval("interval", interval);
    Checks.atLeast("forks", forks, 1);
    Checks.present("betweenForkSpread", betweenForkSpread);
    if (betweenForkSpread.isPresent() && !(betweenForkSpread.getAsDouble() >= 0
        && Double.isFinite(betweenForkSpread.getAsDouble()))) {
      throw new IllegalArgumentException("betweenForkSpread must be finite and >= 0, got "
          + betweenForkSpread.getAsDouble());
    }
    Checks.atLeast("sampleCount", sampleCount, 1);
  }

  /** The series this result belongs to when measured on {@code machine} and {@code jvm}. */
  public SeriesKey seriesOn(MachineIdentity machine, JvmIdentity jvm) {
    return SeriesKey.of(benchmark, measure, machine, jvm);
  }
}
