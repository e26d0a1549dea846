package io.github.nanometer.suite;

import io.github.nanometer.Estimator;
import io.github.nanometer.GcActivity;
import io.github.nanometer.Interval;
import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/**
 * Whether one trial of a report row's estimators agree: the interval of the row's median (the
 * median of the per-call sample times of the measurement that gives the row's min, median and p90:
 * the minimum estimator's, else the weighted mean's own) beside the interval of the row's weighted
 * mean ({@link Measurement#intervalPerCall()}). They <em>disagree</em> when the two intervals do not
 * overlap. The usual cause: the weighted mean includes every kept sample's whole time, so page
 * faults, GC work, interrupts and preemption by other load land in it (its long samples are almost
 * all context-switched under load, too many to leave out), while the median leaves a few slow
 * samples out.
 *
 * @param trial the trial, from 1
 * @param median the interval of the row's median per call
 * @param weightedMean the interval of the row's weighted mean per call
 * @param medianMeasurement the measurement whose samples give the median (the weighted mean's own
 *     when no minimum ran)
 * @param weightedMeanMeasurement the weighted mean's measurement, whose {@link GcActivity} says
 *     whether page faults or GC happened while it sampled
 */
public record EstimatorAgreement(int trial, Interval median, Interval weightedMean,
    Measurement medianMeasurement, Measurement weightedMeanMeasurement) {

  /** The mark a report puts in a row whose estimators {@link #disagree() disagree}. */
  public static final String MARK = "!";

  /** True when the two intervals have no point in common. */
  public boolean disagree() {
    return median.high() < weightedMean.low() || weightedMean.high() < median.low();
  }

  /** Page faults the weighted mean's measuring thread took while sampling; -1 when not counted. */
  public long pageFaults() {
    return weightedMeanMeasurement.result().gc().pageFaults();
  }

  /** Garbage collections that finished while the weighted mean sampled (0 when not known). */
  public long collections() {
    GcActivity gc = weightedMeanMeasurement.result().gc();
    return gc.known() ? gc.collections() : 0;
  }

  /**
   * Samples of the weighted mean during which its thread was switched out or migrated (0 without
   * counters); the kernel leaves them out only while enough others remain.
   */
  public int contextSwitchedSamples() {
    return weightedMeanMeasurement.result().disturbedSamples();
  }

  /**
   * What was counted while the weighted mean sampled that would raise it, e.g. {@code "96 of 97
   * samples context-switched, 12 page faults, 1 GC"}; empty when none of these was counted.
   */
  public String disturbances() {
    List<String> parts = new ArrayList<>();
    if (contextSwitchedSamples() > 0) {
      parts.add(contextSwitchedSamples() + " of " + weightedMeanMeasurement.result().sampleCount()
          + " samples context-switched");
    }
    if (pageFaults() > 0) {
      parts.add(pageFaults() + " page fault" + (pageFaults() == 1 ? "" : "s"));
    }
    if (collections() > 0) {
      parts.add(collections() + " GC" + (collections() == 1 ? "" : "s"));
    }
    return String.join(", ", parts);
  }

  /**
   * One element per trial of a row's measurements ({@code items}: one workload and implementation)
   * that has both intervals, in trial order: the weighted mean's measurement of the trial paired
   * with the trial's minimum measurement (its samples give the row's median), or, when no minimum
   * ran, with the weighted mean's own samples. Trials without a weighted mean, or where either
   * interval is missing (too few samples), are left out.
   */
  public static List<EstimatorAgreement> of(List<Measurement> items) {
    List<EstimatorAgreement> out = new ArrayList<>();
    boolean anyMinimum = items.stream().anyMatch(m -> m.estimator() == Estimator.MINIMUM);
    for (Measurement w : items) {
      if (w.estimator() != Estimator.WEIGHTED_MEAN) {
        continue;
      }
      Optional<Measurement> samples = anyMinimum
          ? items.stream().filter(m -> m.estimator() == Estimator.MINIMUM && m.trial() == w.trial()).findFirst()
          : Optional.of(w);
      Optional<Interval> median = samples.flatMap(Measurement::medianIntervalPerCall);
      Optional<Interval> mean = w.intervalPerCall();
      if (median.isPresent() && mean.isPresent()) {
        out.add(new EstimatorAgreement(w.trial(), median.get(), mean.get(), samples.get(), w));
      }
    }
    return out;
  }

  /**
   * The agreements of every row of {@code measurements} (a report's, in any order), rows in order of
   * their first measurement, each row's trials in order ({@link #of}); a row is one function,
   * workload and implementation.
   */
  public static List<EstimatorAgreement> ofAll(List<Measurement> measurements) {
    Map<String, List<Measurement>> rows = new LinkedHashMap<>();
    for (Measurement m : measurements) {
      rows.computeIfAbsent(m.function().cliName() + "\u0000" + m.workload() + "\u0000" + m.implementation(),
          k -> new ArrayList<>()).add(m);
    }
    List<EstimatorAgreement> out = new ArrayList<>();
    rows.values().forEach(items -> out.addAll(of(items)));
    return out;
  }

  /**
   * Each measurement of {@code agreements} (its median's and its weighted mean's) to its agreement,
   * by identity; a measurement in none is absent.
   */
  public static Map<Measurement, EstimatorAgreement> byMeasurement(List<EstimatorAgreement> agreements) {
    Map<Measurement, EstimatorAgreement> out = new IdentityHashMap<>();
    for (EstimatorAgreement a : agreements) {
      out.put(a.medianMeasurement(), a);
      out.put(a.weightedMeanMeasurement(), a);
    }
    return out;
  }

  /** True when any of {@code agreements} {@link #disagree() disagrees}. */
  public static boolean anyDisagree(List<EstimatorAgreement> agreements) {
    return agreements.stream().anyMatch(EstimatorAgreement::disagree);
  }

  /**
   * The line a report prints under a table with marked rows: what the mark means, the likely
   * causes, and which marked rows' weighted means had page faults or GC counted while they sampled
   * (or, when none had, that interrupts or other load are the likely cause).
   *
   * @param confidence the intervals' level, e.g. 0.95
   * @param marked label of each marked row (e.g. {@code "Google A libc"}) with its disagreements
   */
  public static String explanation(double confidence, List<Labelled> marked) {
    StringBuilder sb = new StringBuilder(String.format(Locale.ROOT,
        "%s = median and weighted mean disagree beyond their %.0f%% intervals (%d row%s): the weighted mean "
            + "includes every sample's whole time, so page faults, GC, interrupts and preemption by other load land "
            + "in it, while the median leaves disturbed samples out", MARK, confidence * 100, marked.size(), marked.size() == 1 ? "" : "s"));
    List<String> counted = new ArrayList<>();
    boolean faultsUncounted = false;
    for (Labelled l : marked) {
      for (EstimatorAgreement a : l.agreements()) {
        if (!a.disagree()) {
          continue;
        }
        faultsUncounted |= a.pageFaults() < 0;
        String d = a.disturbances();
        if (!d.isEmpty()) {
          counted.add(l.label() + (l.agreements().size() > 1 ? " trial " + a.trial() : "") + ": " + d);
        }
      }
    }
    if (!counted.isEmpty()) {
      sb.append("; counted while the weighted mean sampled: ").append(String.join("; ", counted));
    } else {
      sb.append(faultsUncounted ? "; no GC or context switch counted while the weighted mean sampled (page faults "
          + "not counted here)" : "; no page faults, GC or context switches counted while the weighted mean sampled, "
          + "so interrupts are likely");
    }
    return sb.toString();
  }

  /**
   * A row's label with its agreements, for {@link #explanation}.
   *
   * @param label how the report names the row, e.g. {@code "Google A libc"}
   * @param agreements the row's agreements ({@link #of})
   */
  public record Labelled(String label, List<EstimatorAgreement> agreements) {
    /** Copies the list. */
    public Labelled {
      agreements = List.copyOf(agreements);
    }
  }
}
