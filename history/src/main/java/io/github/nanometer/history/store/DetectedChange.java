package io.github.nanometer.history.store;

import io.github.nanometer.Interval;
import java.time.Instant;
import java.util.Map;
import java.util.SortedMap;

/**
 * A step that change-point detection found in one series, as it hands it to the store. The same
 * series and the same first bad commit are the same change point ({@link #changePointId()}), so a
 * re-detection updates it and keeps its status.
 *
 * @param seriesId the series' {@link SeriesKey#id()}
 * @param lastGoodSha the last commit before the step
 * @param firstBadSha the first commit after the step
 * @param relativeChange the step as a fraction of the level before it: {@code after / before - 1},
 *     e.g. 0.03 for 3% slower in a time measure; finite
 * @param relativeChangeInterval its interval (covering {@code relativeChange})
 * @param method the detection method, e.g. {@code "e-divisive means + Welch t"}; one line, not blank
 * @param parameters the method's parameters, name to value (e.g. {@code alpha=0.001}); names not
 *     blank and without {@code '='}
 * @param detectedAt when this detection ran, kept to the microsecond
 */
public record DetectedChange(String seriesId, String lastGoodSha, String firstBadSha, double relativeChange,
    Interval relativeChangeInterval, String method, SortedMap<String, String> parameters, Instant detectedAt) {

  /** Checks the parts and keeps a sorted copy of the parameters. */
  public DetectedChange {
    Checks.hex("seriesId", seriesId, ContentHash.ID_DIGITS, ContentHash.ID_DIGITS);
    Checks.sha("lastGoodSha", lastGoodSha);
    Checks.sha("firstBadSha", firstBadSha);
    Checks.finite("relativeChange", relativeChange);
    Checks.interval("relativeChangeInterval", relativeChangeInterval);
    Checks.text("method", method);
    parameters = Columns.checkedEntries("parameter", parameters);
    detectedAt = Checks.micros("detectedAt", detectedAt);
  }

  /** The change with parameters given in any map (copied and sorted by name). */
  public static DetectedChange of(String seriesId, String lastGoodSha, String firstBadSha, double relativeChange,
      Interval relativeChangeInterval, String method, Map<String, String> parameters, Instant detectedAt) {
    return new DetectedChange(seriesId, lastGoodSha, firstBadSha, relativeChange, relativeChangeInterval, method,
        Columns.checkedEntries("parameter", parameters), detectedAt);
  }

  /** The id of the change point this is a detection of: a content hash of the series and the first bad commit. */
  public String changePointId() {
    return ContentHash.of("change_point", seriesId, firstBadSha);
  }
}
