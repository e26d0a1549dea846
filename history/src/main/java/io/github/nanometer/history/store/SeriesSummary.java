package io.github.nanometer.history.store;

import java.time.Instant;

/**
 * One series as {@link HistoryStore#listSeries()} lists it.
 *
 * @param key the series
 * @param resultCount how many results it holds, over every run reason and branch; at least 1
 * @param latestRunStart the start of its latest run
 */
public record SeriesSummary(SeriesKey key, long resultCount, Instant latestRunStart) {

  /** Checks the parts. */
  public SeriesSummary {
    Checks.present("key", key);
    Checks.atLeast("resultCount", resultCount, 1);
    Checks.present("latestRunStart", latestRunStart);
  }
}
