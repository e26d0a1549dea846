package io.github.nanometer.history.cli;

import io.github.nanometer.cli.spi.UsageException;
import io.github.nanometer.history.store.HistoryStore;
import io.github.nanometer.history.store.SeriesKey;
import io.github.nanometer.history.store.SeriesSummary;
import java.util.List;
import java.util.Locale;

/**
 * Picks series by what a user types: an id prefix of at least 6 hex digits (as the commands print
 * them), or text that the benchmark's name contains.
 */
final class SeriesSelector {
  private SeriesSelector() {}

  /** The least id prefix a user may give. */
  static final int MIN_PREFIX = 6;

  /**
   * The series whose id starts with {@code prefix}.
   *
   * @throws UsageException when the prefix is too short, not hex, or matches no series or several
   */
  static SeriesKey byId(HistoryStore store, String prefix) throws UsageException {
    String p = prefix.trim().toLowerCase(Locale.ROOT);
    if (p.length() < MIN_PREFIX || !p.chars().allMatch(c -> Character.digit(c, 16) >= 0)) {
      throw new UsageException("--series must be at least " + MIN_PREFIX + " hex digits of a series id (nanometer "
          + "history show lists them), got '" + prefix + "'");
    }
    List<SeriesKey> matches = store.listSeries().stream().map(SeriesSummary::key).filter(k -> k.id().startsWith(p))
        .toList();
    if (matches.isEmpty()) {
      throw new UsageException("--series " + prefix + " matches no series of " + store.location()
          + " (nanometer history show lists them)");
    }
    if (matches.size() > 1) {
      throw new UsageException("--series " + prefix + " matches " + matches.size() + " series; give more digits");
    }
    return matches.get(0);
  }

  /** The series whose benchmark name contains {@code text} (case-sensitive), in the store's order. */
  static List<SeriesKey> byName(HistoryStore store, String text) {
    return store.listSeries().stream().map(SeriesSummary::key).filter(k -> k.benchmark().name().contains(text))
        .toList();
  }
}
