package io.github.nanometer.history.store;

import java.time.Instant;
import java.util.Optional;

/**
 * A person's word on the history, with a reason: a run or one result excluded from detection (a
 * noisy neighbour, a broken machine), or a change expected at a commit (an intended trade-off), which
 * detection reports as expected rather than as a regression.
 *
 * <p>An annotation's {@link #id()} is a content hash of what it says (not of when), so annotating
 * the same thing with the same reason twice, or merging two stores, adds it once.
 */
public sealed interface Annotation permits Annotation.ExcludedRun, Annotation.ExcludedResult,
    Annotation.ExpectedChange {

  /** Why; one line, not blank. */
  String reason();

  /** When it was made, kept to the microsecond. */
  Instant createdAt();

  /** The annotation's id, 32 hex digits. */
  String id();

  /**
   * Every result of a run excluded.
   *
   * @param runId the run
   * @param reason why; one line, not blank
   * @param createdAt when
   */
  record ExcludedRun(String runId, String reason, Instant createdAt) implements Annotation {
    /** Checks the parts. */
    public ExcludedRun {
      Checks.text("runId", runId);
      Checks.text("reason", reason);
      createdAt = Checks.micros("createdAt", createdAt);
    }

    @Override
    public String id() {
      return ContentHash.of("exclude_run", runId, reason);
    }
  }

  /**
   * One result of a run excluded: the run's result in one series.
   *
   * @param runId the run
   * @param seriesId the series ({@link SeriesKey#id()}) whose result of that run is excluded
   * @param reason why; one line, not blank
   * @param createdAt when
   */
  record ExcludedResult(String runId, String seriesId, String reason, Instant createdAt) implements Annotation {
    /** Checks the parts. */
    public ExcludedResult {
      Checks.text("runId", runId);
      Checks.hex("seriesId", seriesId, ContentHash.ID_DIGITS, ContentHash.ID_DIGITS);
      Checks.text("reason", reason);
      createdAt = Checks.micros("createdAt", createdAt);
    }

    @Override
    public String id() {
      return ContentHash.of("exclude_result", runId, seriesId, reason);
    }
  }

  /**
   * A change expected at a commit, in one series or, when none is named, in every series.
   *
   * @param seriesId the series ({@link SeriesKey#id()}), or empty for every series
   * @param sha the commit expected to change the numbers
   * @param reason why; one line, not blank
   * @param createdAt when
   */
  record ExpectedChange(Optional<String> seriesId, String sha, String reason, Instant createdAt)
      implements Annotation {
    /** Checks the parts. */
    public ExpectedChange {
      Checks.present("seriesId", seriesId)
          .ifPresent(s -> Checks.hex("seriesId", s, ContentHash.ID_DIGITS, ContentHash.ID_DIGITS));
      Checks.sha("sha", sha);
      Checks.text("reason", reason);
      createdAt = Checks.micros("createdAt", createdAt);
    }

    @Override
    public String id() {
      return ContentHash.of("expected_change", seriesId.orElse(""), sha, reason);
    }
  }
}
