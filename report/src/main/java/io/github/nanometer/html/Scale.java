package io.github.nanometer.html;

/** Maps data values onto pixel positions along one axis and says where the ticks go. */
public interface Scale {

  /** The pixel position of {@code value}; values outside the domain map outside the range. */
  double map(double value);

  /** Tick values inside the domain, ascending. */
  double[] ticks();

  /** The label of a tick value. */
  String label(double value);
}
