package io.github.nanometer.history.changes;

/**
 * The settings of the change-point detector ({@link ChangeDetector}), checked once here; {@link
 * #defaults()} are the values it was calibrated with (docs/lab/history-changes.md).
 *
 * @param minimumSegmentLength the fewest values on each side of a change point, and so the fewest
 *     values a step near either end of the series needs before it can be found; in [{@value
 *     #MIN_SEGMENT_LENGTH_FLOOR}, {@value #MIN_SEGMENT_LENGTH_CEILING}]; default {@value
 *     #DEFAULT_MINIMUM_SEGMENT_LENGTH}
 * @param falseAlarmRate the probability, on a stretch of the series without a change, that the
 *     detector reports a change point there anyway: the sum of the levels of the search-corrected
 *     rank-sum tests that confirm a segment's candidates (three quarters for its single split, a
 *     quarter for its inner stretch); a fraction in [{@value #FALSE_ALARM_RATE_FLOOR}, {@value
 *     #FALSE_ALARM_RATE_CEILING}]; default {@value #DEFAULT_FALSE_ALARM_RATE}
 * @param minimumShiftNoiseScales the smallest change of the median, in noise scales of the series
 *     (the robust scale of its run-to-run differences), that is reported; in [0, {@value
 *     #MINIMUM_SHIFT_CEILING}]; default {@value #DEFAULT_MINIMUM_SHIFT_NOISE_SCALES}
 * @param confidence the level of each change's interval, a fraction in [{@value
 *     #CONFIDENCE_FLOOR}, {@value #CONFIDENCE_CEILING}]; default {@value #DEFAULT_CONFIDENCE}
 */
public record ChangeSettings(int minimumSegmentLength, double falseAlarmRate, double minimumShiftNoiseScales,
    double confidence) {

  /**
   * Three values a side by default: a step three runs before the newest one can be reported (on 50
   * runs, three slow ones after 47 fast ones have the exact rank-sum p-value {@code 2 / C(50, 3) =
   * 1.0e-4}, 0.0020 once corrected for the search, below the single split's level of 0.0075), and
   * two would gain nothing there: two slow runs after 48 have at best {@code 2 / C(50, 2) = 0.0016},
   * 0.028 once corrected.
   */
  public static final int DEFAULT_MINIMUM_SEGMENT_LENGTH = 3;

  /** The smallest minimum segment length: the energy statistic needs two values on each side. */
  public static final int MIN_SEGMENT_LENGTH_FLOOR = 2;

  /** The largest minimum segment length. */
  public static final int MIN_SEGMENT_LENGTH_CEILING = 1000;

  /**
   * One stretch without a change in a hundred reports a change anyway, by default: the rate the
   * detector was calibrated for (FalseAlarmCalibrationTest; docs/lab/history-changes.md).
   */
  public static final double DEFAULT_FALSE_ALARM_RATE = 0.01;

  /** The smallest false-alarm rate. */
  public static final double FALSE_ALARM_RATE_FLOOR = 1e-6;

  /** The largest false-alarm rate. */
  public static final double FALSE_ALARM_RATE_CEILING = 0.5;

  /**
   * One noise scale by default: over hundreds of runs the rank test confirms shifts far smaller
   * than the run-to-run noise, which no paired bisection at half the step's size could chase and no
   * reader would act on; one noise scale costs no power on the steps of two noise scales and more
   * that the calibration simulates.
   */
  public static final double DEFAULT_MINIMUM_SHIFT_NOISE_SCALES = 1.0;

  /** The largest minimum shift, in noise scales. */
  public static final double MINIMUM_SHIFT_CEILING = 100;

  /** 95% intervals by default. */
  public static final double DEFAULT_CONFIDENCE = 0.95;

  /** The lowest confidence level. */
  public static final double CONFIDENCE_FLOOR = 0.5;

  /** The highest confidence level. */
  public static final double CONFIDENCE_CEILING = 0.9999;

  /** Checks every field; a message names the field, its value and the accepted range. */
  public ChangeSettings {
    Checks.within("minimumSegmentLength", minimumSegmentLength, MIN_SEGMENT_LENGTH_FLOOR, MIN_SEGMENT_LENGTH_CEILING);
    Checks.within("falseAlarmRate", falseAlarmRate, FALSE_ALARM_RATE_FLOOR, FALSE_ALARM_RATE_CEILING);
    Checks.within("minimumShiftNoiseScales", minimumShiftNoiseScales, 0, MINIMUM_SHIFT_CEILING);
    Checks.within("confidence", confidence, CONFIDENCE_FLOOR, CONFIDENCE_CEILING);
  }

  /** The defaults: 3 values a side, a false-alarm rate of 0.01, 1 noise scale, 95% intervals. */
  public static ChangeSettings defaults() {
    return new ChangeSettings(DEFAULT_MINIMUM_SEGMENT_LENGTH, DEFAULT_FALSE_ALARM_RATE,
        DEFAULT_MINIMUM_SHIFT_NOISE_SCALES, DEFAULT_CONFIDENCE);
  }

  /** A copy with another minimum segment length, checked as the constructor checks it. */
  public ChangeSettings withMinimumSegmentLength(int values) {
    return new ChangeSettings(values, falseAlarmRate, minimumShiftNoiseScales, confidence);
  }

  /** A copy with another false-alarm rate, checked as the constructor checks it. */
  public ChangeSettings withFalseAlarmRate(double fraction) {
    return new ChangeSettings(minimumSegmentLength, fraction, minimumShiftNoiseScales, confidence);
  }

  /** A copy with another minimum shift in noise scales, checked as the constructor checks it. */
  public ChangeSettings withMinimumShiftNoiseScales(double noiseScales) {
    return new ChangeSettings(minimumSegmentLength, falseAlarmRate, noiseScales, confidence);
  }

  /** A copy with another confidence level, checked as the constructor checks it. */
  public ChangeSettings withConfidence(double fraction) {
    return new ChangeSettings(minimumSegmentLength, falseAlarmRate, minimumShiftNoiseScales, fraction);
  }

  /**
   * The method and these parameters in one line, as a stored change point keeps them, so that it
   * can say how it was found; for example {@code "e-divisive means (alpha 1, minimum segment 3) and
   * circular binary segmentation of ranks, rank-sum confirmation (false-alarm rate 0.01,
   * search-corrected), minimum shift 1.0 noise scales, 0.95 Moses interval"}.
   */
  public String method() {
    return "e-divisive means (alpha 1, minimum segment " + minimumSegmentLength
        + ") and circular binary segmentation of ranks, rank-sum confirmation (false-alarm rate " + falseAlarmRate
        + ", search-corrected), minimum shift " + minimumShiftNoiseScales + " noise scales, " + confidence
        + " Moses interval";
  }
}
