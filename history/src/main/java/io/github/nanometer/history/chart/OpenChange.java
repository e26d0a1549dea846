package io.github.nanometer.history.chart;

import io.github.nanometer.history.store.ChangeStatus;
import io.github.nanometer.history.store.RecordedChangePoint;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * One row of the table of open change points at the top of the history page: a change point whose
 * status is {@code new} or {@code acknowledged}, with the chart it belongs to.
 *
 * @param chart the series' chart (the row links to its anchor)
 * @param changePoint the change point
 */
public record OpenChange(SeriesChart chart, RecordedChangePoint changePoint) {

  /** Checks that both are given. */
  public OpenChange {
    if (chart == null || changePoint == null) {
      throw new IllegalArgumentException("chart and changePoint must be given, got " + chart + " and "
          + changePoint);
    }
  }

  /** Whether a change point with {@code status} is open: new or acknowledged. */
  public static boolean isOpen(ChangeStatus status) {
    return status == ChangeStatus.NEW || status == ChangeStatus.ACKNOWLEDGED;
  }

  /** Whether the change is a regression in its series' direction. */
  public boolean isWorse() {
    return chart.isWorse(changePoint.latest().relativeChange());
  }

  /**
   * The open change points of {@code charts}, largest first: by the size of the relative change
   * ({@code |after / before - 1|}) descending, then by benchmark name, series id and first bad commit,
   * so the order is the same on every run.
   */
  public static List<OpenChange> listed(List<SeriesChart> charts) {
    List<OpenChange> open = new ArrayList<>();
    for (SeriesChart chart : charts) {
      for (RecordedChangePoint c : chart.changePoints()) {
        if (isOpen(c.status())) {
          open.add(new OpenChange(chart, c));
        }
      }
    }
    open.sort(Comparator.comparingDouble((OpenChange o) -> -Math.abs(o.changePoint().latest().relativeChange()))
        .thenComparing(o -> o.chart().key().benchmark().name())
        .thenComparing(o -> o.chart().key().id())
        .thenComparing(o -> o.changePoint().latest().firstBadSha()));
    return List.copyOf(open);
  }
}
