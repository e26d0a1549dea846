package io.github.nanometer.history.store;

/**
 * A point of a series that an annotation excludes from detection, with why: a chart draws it hollow
 * and says the reason.
 *
 * @param point the point
 * @param reason the annotations' reasons, joined by {@code "; "} when more than one applies
 */
public record ExcludedPoint(SeriesPoint point, String reason) {

  /** Checks the parts. */
  public ExcludedPoint {
    Checks.present("point", point);
    Checks.text("reason", reason);
  }
}
