package io.github.nanometer.history.scan;

import io.github.nanometer.history.record.Direction;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.nanometer.history.HistoryFixture;
import io.github.nanometer.history.changes.ChangeSettings;
import io.github.nanometer.history.store.Annotation;
import io.github.nanometer.history.store.ChangeStatus;
import java.nio.file.Path;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class HistoryScanTest {
  @TempDir Path dir;
  private HistoryFixture history;
  private final HistoryScan scan = new HistoryScan(ChangeSettings.defaults(), 2);
  private static final Instant NOW = Instant.parse("2026-04-01T00:00:00Z");

  @AfterEach
  void close() {
    if (history != null) {
      history.store.close();
    }
  }

  private ScanReport scanMain() {
    return scan.scan(history.store, "main", Optional.empty(), NOW);
  }

  @Test
  void aStepIsFoundAtItsCommitAndAlertsOnce() {
    history = new HistoryFixture(dir).commits(20, 100, 0.005, "ns").commits(12, 110, 0.005, "ns");
    ScanReport first = scanMain();
    assertEquals(1, first.series().size());
    List<FoundChange> found = first.series().get(0).found();
    assertEquals(1, found.size(), found.toString());
    FoundChange change = found.get(0);
    assertEquals(HistoryFixture.sha(20), change.recorded().latest().firstBadSha());
    assertEquals(HistoryFixture.sha(19), change.recorded().latest().lastGoodSha());
    assertTrue(change.newlyFound() && change.regression() && change.confirmed(), change.toString());
    assertEquals(0.10, change.recorded().latest().relativeChange(), 0.01);
    assertEquals(12, change.runsAfter());
    assertEquals(ScanReport.NEW_REGRESSION, first.exitStatus());

    history.commit(110, 0.005, "ns");
    ScanReport second = scanMain();
    FoundChange again = second.series().get(0).found().get(0);
    assertEquals(change.recorded().id(), again.recorded().id());
    assertFalse(again.newlyFound(), "a change point alerts once");
    assertEquals(ScanReport.NO_NEW_REGRESSION, second.exitStatus());
    assertEquals(1, history.store.changePoints().size());
  }

  @Test
  void aStatusIsKeptAcrossScans() {
    history = new HistoryFixture(dir).commits(15, 100, 0.005, "ns").commits(10, 120, 0.005, "ns");
    String id = scanMain().series().get(0).found().get(0).recorded().id();
    history.store.setChangePointStatus(id, ChangeStatus.ACKNOWLEDGED, Optional.of("known: new parser"));
    FoundChange after = scanMain().series().get(0).found().get(0);
    assertEquals(ChangeStatus.ACKNOWLEDGED, after.recorded().status());
    assertEquals(Optional.of("known: new parser"), after.recorded().note());
  }

  @Test
  void aFasterThroughputIsAnImprovementNotARegression() {
    history = new HistoryFixture(dir).commits(15, 1000, 0.005, "ops/s").commits(10, 1200, 0.005, "ops/s");
    ScanReport report = scanMain();
    FoundChange change = report.series().get(0).found().get(0);
    assertTrue(change.newlyFound());
    assertFalse(change.regression());
    assertEquals(Direction.HIGHER_IS_BETTER, report.series().get(0).direction());
    assertEquals(ScanReport.NO_NEW_REGRESSION, report.exitStatus());
  }

  @Test
  void aSlowerThroughputIsARegression() {
    history = new HistoryFixture(dir).commits(15, 1000, 0.005, "ops/s").commits(10, 800, 0.005, "ops/s");
    assertEquals(ScanReport.NEW_REGRESSION, scanMain().exitStatus());
  }

  @Test
  void anExpectedChangeDoesNotAlert() {
    history = new HistoryFixture(dir).commits(15, 100, 0.005, "ns").commits(10, 120, 0.005, "ns");
    history.store.annotate(new Annotation.ExpectedChange(Optional.empty(), HistoryFixture.sha(15), "bounds checks added",
        NOW));
    ScanReport report = scanMain();
    assertEquals(Optional.of("bounds checks added"), report.series().get(0).found().get(0).expected());
    assertEquals(ScanReport.NO_NEW_REGRESSION, report.exitStatus());
  }

  @Test
  void aChangeWithTooFewRunsAfterItIsListedUnsavedUntilConfirmed() {
    history = new HistoryFixture(dir).commits(15, 100, 0.002, "ns").commits(5, 130, 0.002, "ns");
    HistoryScan strict = new HistoryScan(ChangeSettings.defaults(), 4);
    ScanReport early = strict.scan(history.store, "main", Optional.empty(), NOW);
    FoundChange pending = early.series().get(0).found().get(0);
    assertFalse(pending.confirmed());
    assertEquals(ScanReport.NO_NEW_REGRESSION, early.exitStatus());
    assertTrue(history.store.changePoints().isEmpty(), "an unconfirmed change point is not stored");
    history.commits(2, 130, 0.002, "ns");
    ScanReport confirmed = strict.scan(history.store, "main", Optional.empty(), NOW);
    assertTrue(confirmed.series().get(0).found().get(0).alertsAsRegression());
    assertEquals(1, history.store.changePoints().size());
  }

  @Test
  void sinceLeavesOutChangesAtOrBeforeItsCommit() {
    history = new HistoryFixture(dir).commits(15, 100, 0.005, "ns").commits(10, 120, 0.005, "ns");
    ScanReport report = scan.scan(history.store, "main", Optional.of(HistoryFixture.sha(15)), NOW);
    assertTrue(report.series().get(0).found().isEmpty());
    ScanReport before = scan.scan(history.store, "main", Optional.of(HistoryFixture.sha(14)), NOW);
    assertEquals(1, before.series().get(0).found().size());
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
        () -> scan.scan(history.store, "main", Optional.of(HistoryFixture.sha(99)), NOW));
    assertTrue(e.getMessage().contains("is not on branch main"), e.getMessage());
  }

  @Test
  void tooShortAHistoryExits3AndAnUnknownBranchIsRefused() {
    history = new HistoryFixture(dir).commits(4, 100, 0.005, "ns");
    assertEquals(ScanReport.NOT_ENOUGH_HISTORY, scanMain().exitStatus());
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
        () -> scan.scan(history.store, "release", Optional.empty(), NOW));
    assertTrue(e.getMessage().startsWith("branch release has no recorded commit order"), e.getMessage());
  }

  @Test
  void aStationarySeriesHasNoChangePoint() {
    history = new HistoryFixture(dir).commits(40, 100, 0.01, "ns");
    ScanReport report = scanMain();
    assertTrue(report.series().get(0).found().isEmpty(), report.series().get(0).found().toString());
    assertEquals(ScanReport.NO_NEW_REGRESSION, report.exitStatus());
  }

  @Test
  void regressionFollowsTheDirection() {
    assertEquals(Direction.LOWER_IS_BETTER, Direction.of("time", "ns"));
    assertEquals(Direction.HIGHER_IS_BETTER, Direction.of("time", "ops/ms"));
    assertTrue(Direction.LOWER_IS_BETTER.isRegression(0.01));
    assertFalse(Direction.HIGHER_IS_BETTER.isRegression(0.01));
  }
}
