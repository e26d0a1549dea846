package io.github.nanometer.engine;

import io.github.nanometer.ClockChoice;
import io.github.nanometer.ClockSummary;
import io.github.nanometer.clock.Clock;
import io.github.nanometer.clock.ClockCalibration;
import io.github.nanometer.clock.NanoTimeClock;
import io.github.nanometer.clock.TscClock;
import io.github.nanometer.nativelib.NativeAvailability;
import io.github.nanometer.text.DecimalText;
import java.util.Optional;
import java.util.function.Supplier;

/**
 * Chooses the clock of a {@code Nanometer} instance from {@link ClockChoice}: nanoTime, the
 * timestamp counter where it is usable, or, for {@code AUTO}, the one with the smaller accuracy
 * tau_acc after calibrating both (within 10%, the cheaper read). The reason travels into every
 * result as a note, so a number always says which clock produced it.
 */
public final class ClockSelection {

  /** Accuracies within this fraction of each other count as equal; the cheaper read then wins. */
  static final double ACCURACY_TIE = 0.10;

  private ClockSelection() {}

  /**
   * A calibrated clock.
   *
   * @param clock the clock
   * @param facts its calibration
   */
  public record Candidate(Clock clock, ClockSummary facts) {}

  /**
   * The chosen clock and why.
   *
   * @param clock the clock
   * @param facts its calibration
   * @param reason why this clock, for the results' notes; empty when nanoTime was asked for
   */
  public record Selected(Clock clock, ClockSummary facts, Optional<String> reason) {}

  /**
   * Chooses on this machine, calibrating the candidates it needs (about 0.1 s each); the native
   * helper and the counter are not touched when nanoTime is asked for.
   */
  public static Selected choose(ClockChoice choice) {
    Clock nanoTime = NanoTimeClock.INSTANCE;
    Supplier<Candidate> nano = () -> new Candidate(nanoTime, ClockCalibration.calibrate(nanoTime));
    if (choice == ClockChoice.NANOTIME) {
      return decide(choice, nano, Optional.empty(), "");
    }
    NativeAvailability tsc = TscClock.availability();
    Optional<Supplier<Candidate>> counter = TscClock.usable()
        .map(c -> () -> new Candidate(c, ClockCalibration.calibrate(c)));
    return decide(choice, nano, counter, tsc.available() ? "" : tsc.describe("timestamp counter clock"));
  }

  /**
   * The decision from its inputs (calibrations are made only when needed).
   *
   * @param nanoTime calibrates nanoTime
   * @param counter calibrates the timestamp counter, when it is usable
   * @param counterUnavailable why the counter is not usable (with how to enable it), when it is not
   */
  public static Selected decide(ClockChoice choice, Supplier<Candidate> nanoTime,
      Optional<Supplier<Candidate>> counter, String counterUnavailable) {
    if (choice == ClockChoice.NANOTIME) {
      Candidate n = nanoTime.get();
      return new Selected(n.clock(), n.facts(), Optional.empty());
    }
    if (counter.isEmpty()) {
      Candidate n = nanoTime.get();
      String why = choice == ClockChoice.TSC ? "clock tsc requested but unavailable, measured with nanoTime: "
          : "clock auto: nanoTime, since ";
      return new Selected(n.clock(), n.facts(), Optional.of(why + counterUnavailable));
    }
    Candidate c = counter.get().get();
    if (choice == ClockChoice.TSC) {
      return new Selected(c.clock(), c.facts(), Optional.of("clock tsc as requested: " + describe(c)));
    }
    Candidate n = nanoTime.get();
    Candidate best = better(c, n);
    Candidate other = best == c ? n : c;
    String why = "clock auto: " + best.facts().name() + " (" + describe(best) + ") over "
        + other.facts().name() + " (" + describe(other) + ")";
    return new Selected(best.clock(), best.facts(), Optional.of(why));
  }

  /** The candidate with the smaller tau_acc; within {@link #ACCURACY_TIE}, the cheaper read (a first on a full tie). */
  static Candidate better(Candidate a, Candidate b) {
    double accA = a.facts().accuracyNanos();
    double accB = b.facts().accuracyNanos();
    if (Math.abs(accA - accB) > ACCURACY_TIE * Math.min(accA, accB)) {
      return accA < accB ? a : b;
    }
    return b.facts().readCostNanos() < a.facts().readCostNanos() ? b : a;
  }

  private static String describe(Candidate c) {
    return "accuracy " + DecimalText.significant(c.facts().accuracyNanos(), 4) + " ns, read "
        + DecimalText.significant(c.facts().readCostNanos(), 3) + " ns, tick "
        + DecimalText.significant(c.clock().nanosPerTick(), 4) + " ns";
  }
}
