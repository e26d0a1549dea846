package io.github.nanometer.suite;

import io.github.nanometer.Interval;
import java.io.PrintStream;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/**
 * Writes a {@link SuiteReport}'s measurements as CSV, one row per measurement (Locale.ROOT numbers,
 * RFC 4180 quoting). Raw samples are not included; use JSON to keep them. The {@code *_per_call} quantiles
 * are of the row's own samples; {@code minimum_ns}, {@code median_ns} and {@code weighted_mean_ns}
 * are the kernel's estimates per evaluation ({@code calls_per_evaluation} calls). {@code
 * nanos_per_call_low}/{@code _high} bound the 95% interval of {@code nanos_per_call} ({@link
 * Measurement#intervalPerCall()}; empty for the minimum), {@code median_ns_per_call_low}/{@code
 * _high} that of {@code median_ns_per_call} ({@link Measurement#medianIntervalPerCall()}); {@code
 * estimators_disagree} is {@code true} on both measurements of a row's trial whose median and
 * weighted-mean intervals do not overlap, {@code false} when they overlap, empty when the trial has
 * no such pair ({@link EstimatorAgreement}). Those five columns were appended after {@code
 * stop_reason}, so a reader of the older header finds its columns where they were. Columns:
 * {@value #HEADER}.
 */
public final class SuiteCsvWriter {

  /** The header row. */
  public static final String HEADER = "function,implementation,kind,workload,size_bytes,mean_bytes_per_call,trial,"
      + "estimator,regime,batch_length,runs_per_batch,calls_per_evaluation,timer,input_seed,nanos_per_call,"
      + "min_ns_per_call,median_ns_per_call,p90_ns_per_call,bytes_per_ns,cycles_per_call,instructions_per_call,"
      + "branch_misses_per_call,minimum_ns,median_ns,weighted_mean_ns,samples,stop_reason,"
      + "nanos_per_call_low,nanos_per_call_high,median_ns_per_call_low,median_ns_per_call_high,estimators_disagree";

  private SuiteCsvWriter() {}

  /** Writes the header and one row per measurement; empty cells for absent values. */
  public static void write(SuiteReport r, PrintStream out) {
    out.print(HEADER + "\n");
    Map<Measurement, EstimatorAgreement> agreement =
        EstimatorAgreement.byMeasurement(EstimatorAgreement.ofAll(r.measurements()));
    for (Measurement m : r.measurements()) {
      Optional<Interval> own = m.intervalPerCall();
      Optional<Interval> median = m.medianIntervalPerCall();
      EstimatorAgreement a = agreement.get(m);
      out.print(String.join(",",
          quote(m.function().cliName()), quote(m.implementation()), quote(m.kind()), quote(m.workload()),
          m.sizeBytes() >= 0 ? String.valueOf(m.sizeBytes()) : "",
          number(m.meanBytesPerCall()), String.valueOf(m.trial()), m.estimator().cliName(),
          m.regime().name(), String.valueOf(m.regime().batchLength()), String.valueOf(m.regime().runsPerBatch()),
          String.valueOf(m.callsPerEvaluation()), quote(m.timing().timer()),
          String.valueOf(m.inputSeed()), number(m.nanosPerCall()), number(m.quantileNanosPerCall(0)),
          number(m.quantileNanosPerCall(0.5)), number(m.quantileNanosPerCall(0.9)), number(m.bytesPerNanosecond()),
          number(m.counts().cyclesPerCall()), number(m.counts().instructionsPerCall()),
          number(m.counts().branchMissesPerCall()), number(m.result().estimates().minimumNanos()),
          number(m.result().estimates().medianNanos()), number(m.result().estimates().weightedMeanNanos()),
          String.valueOf(m.result().sampleCount()), quote(m.result().stopReason().name()),
          own.map(i -> number(i.low())).orElse(""), own.map(i -> number(i.high())).orElse(""),
          median.map(i -> number(i.low())).orElse(""), median.map(i -> number(i.high())).orElse(""),
          a == null ? "" : String.valueOf(a.disagree())) + "\n");
    }
  }

  static String number(double v) {
    return Double.isFinite(v) ? String.format(Locale.ROOT, "%.6g", v) : "";
  }

  /** RFC 4180: quote a field holding a comma, quote or line break, doubling inner quotes. */
  static String quote(String s) {
    if (s.indexOf(',') < 0 && s.indexOf('"') < 0 && s.indexOf('\n') < 0 && s.indexOf('\r') < 0) {
      return s;
    }
    return '"' + s.replace("\"", "\"\"") + '"';
  }
}
