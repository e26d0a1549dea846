package io.github.nanometer.history.store;

import static io.github.nanometer.history.store.SampleHistory.JDK17;
import static io.github.nanometer.history.store.SampleHistory.MACHINE;
import static io.github.nanometer.history.store.SampleHistory.MEASURE;
import static io.github.nanometer.history.store.SampleHistory.PARSE;
import static io.github.nanometer.history.store.SampleHistory.T0;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.nanometer.Interval;
import java.nio.file.Path;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/** Change points on both databases: saved as new, their status kept across re-detections. */
class ChangePointContractTest {

  @RegisterExtension static final HistoryDatabases DATABASES = new HistoryDatabases();

  @TempDir Path scratch;

  private final List<CommitFacts> main = SampleHistory.chain("cp", 6);
  private final String series = SeriesKey.of(PARSE, MEASURE, MACHINE, JDK17).id();

  private DetectedChange detection(int firstBad, double change, Instant at) {
    return DetectedChange.of(series, main.get(firstBad - 1).sha(), main.get(firstBad).sha(), change,
        Interval.around(change, 0.01, 0.95, "after / before - 1", "Welch t"), "e-divisive means + Welch t",
        Map.of("alpha", "0.001", "minSize", "5"), at);
  }

  private HistoryStore storeWithASeries(DatabaseKind kind) {
    HistoryStore store = DATABASES.openMigrated(kind, scratch);
    store.recordRun(SampleHistory.run("r0", main.get(0), 0, 100.0));
    return store;
  }

  @ParameterizedTest
  @EnumSource(DatabaseKind.class)
  void aNewChangePointIsSavedAsNewAndReadsBackEqual(DatabaseKind kind) {
    try (HistoryStore store = storeWithASeries(kind)) {
      DetectedChange d = detection(3, 0.031, T0);
      List<RecordedChangePoint> saved = store.saveChangePoints(List.of(d));
      RecordedChangePoint expected = new RecordedChangePoint(d.changePointId(), d, ChangeStatus.NEW, Optional.empty(), T0);
      assertEquals(List.of(expected), saved);
      assertEquals(Optional.of(expected), store.changePoint(d.changePointId()));
      assertEquals(List.of(expected), store.changePoints(series));
      assertEquals(List.of(), store.changePoints(SeriesKey.of(SampleHistory.COPY, MEASURE, MACHINE, JDK17).id()));
    }
  }

  @ParameterizedTest
  @EnumSource(DatabaseKind.class)
  void aReDetectionUpdatesTheMagnitudeAndKeepsStatusNoteAndFirstDetection(DatabaseKind kind) {
    try (HistoryStore store = storeWithASeries(kind)) {
      DetectedChange first = detection(3, 0.031, T0);
      store.saveChangePoints(List.of(first));
      store.setChangePointStatus(first.changePointId(), ChangeStatus.ACKNOWLEDGED, Optional.of("known, see #51"));
      DetectedChange again = detection(3, 0.027, T0.plusSeconds(3600));
      RecordedChangePoint kept = store.saveChangePoints(List.of(again)).get(0);
      assertEquals(new RecordedChangePoint(first.changePointId(), again, ChangeStatus.ACKNOWLEDGED,
          Optional.of("known, see #51"), T0), kept);
      DetectedChange moved = detection(4, 0.03, T0.plusSeconds(7200));
      RecordedChangePoint other = store.saveChangePoints(List.of(moved)).get(0);
      assertEquals(ChangeStatus.NEW, other.status());
      assertEquals(List.of(kept, other), store.changePoints());
    }
  }

  @ParameterizedTest
  @EnumSource(DatabaseKind.class)
  void anOlderDetectionFromAMergedHistoryChangesNothing(DatabaseKind kind) {
    try (HistoryStore store = storeWithASeries(kind)) {
      DetectedChange newer = detection(3, 0.031, T0.plusSeconds(60));
      store.saveChangePoints(List.of(newer));
      store.setChangePointStatus(newer.changePointId(), ChangeStatus.IGNORED, Optional.empty());
      RecordedChangePoint after = store.saveChangePoints(List.of(detection(3, 0.5, T0))).get(0);
      assertEquals(new RecordedChangePoint(newer.changePointId(), newer, ChangeStatus.IGNORED, Optional.empty(),
          T0.plusSeconds(60)), after);
    }
  }

  @ParameterizedTest
  @EnumSource(DatabaseKind.class)
  void everyStatusIsKeptAndANoteCanBeCleared(DatabaseKind kind) {
    try (HistoryStore store = storeWithASeries(kind)) {
      DetectedChange d = detection(2, -0.05, T0);
      store.saveChangePoints(List.of(d));
      for (ChangeStatus status : ChangeStatus.values()) {
        store.setChangePointStatus(d.changePointId(), status, Optional.of("note " + status.text()));
        RecordedChangePoint redetected = store.saveChangePoints(List.of(detection(2, -0.05, T0.plusSeconds(1)))).get(0);
        assertEquals(status, redetected.status());
        assertEquals(Optional.of("note " + status.text()), redetected.note());
      }
      assertEquals(Optional.empty(),
          store.setChangePointStatus(d.changePointId(), ChangeStatus.FIXED, Optional.empty()).note());
    }
  }

  @ParameterizedTest
  @EnumSource(DatabaseKind.class)
  void refusesAnUnknownSeriesOrChangePointAndSavesNothingOfAFailedBatch(DatabaseKind kind) {
    try (HistoryStore store = storeWithASeries(kind)) {
      DetectedChange good = detection(3, 0.031, T0);
      DetectedChange unknown = DetectedChange.of(ContentHash.of("no", "series"), main.get(1).sha(), main.get(2).sha(),
          0.1, Interval.around(0.1, 0.01, 0.95, "after / before - 1", "Welch t"), "m", Map.of(), T0);
      IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
          () -> store.saveChangePoints(List.of(good, unknown)));
      assertTrue(e.getMessage().contains("no series has id " + unknown.seriesId()), e.getMessage());
      assertEquals(List.of(), store.changePoints());
      IllegalArgumentException status = assertThrows(IllegalArgumentException.class,
          () -> store.setChangePointStatus("0123abcd", ChangeStatus.FIXED, Optional.empty()));
      assertEquals("no change point has id 0123abcd", status.getMessage());
    }
  }
}
