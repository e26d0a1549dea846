package io.github.nanometer.history.store;

import java.time.Instant;
import java.util.Optional;

/**
 * A change point as the store keeps it: the latest detection of it, where it stands with the people
 * who own the series, and when it was first found.
 *
 * @param id the change point's id, {@link DetectedChange#changePointId()}
 * @param latest the latest detection (its magnitude, interval, last good commit and time)
 * @param status its status, kept across re-detections
 * @param note the note given with the status, when one was; one line, not blank
 * @param firstDetectedAt when it was first found, not after {@code latest.detectedAt()}
 */
public record RecordedChangePoint(String id, DetectedChange latest, ChangeStatus status, Optional<String> note,
    Instant firstDetectedAt) {

  /** Checks the parts. */
  public RecordedChangePoint {
    Checks.present("latest", latest);
    if (!latest.changePointId().equals(id)) {
      throw new IllegalArgumentException("id must be the detection's change point id " + latest.changePointId()
          + ", got " + id);
    }
    Checks.present("status", status);
    Checks.present("note", note).ifPresent(n -> Checks.text("note", n));
    Checks.present("firstDetectedAt", firstDetectedAt);
    if (firstDetectedAt.isAfter(latest.detectedAt())) {
      throw new IllegalArgumentException("firstDetectedAt must not be after the latest detection, got "
          + firstDetectedAt + " > " + latest.detectedAt());
    }
  }
}
