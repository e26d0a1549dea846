package io.github.nanometer.history.scan;

import io.github.nanometer.history.record.Direction;

import io.github.nanometer.history.changes.ChangeDetector;
import io.github.nanometer.history.changes.ChangePoint;
import io.github.nanometer.history.changes.ChangeSettings;
import io.github.nanometer.history.changes.SeriesChanges;
import io.github.nanometer.history.store.Annotation;
import io.github.nanometer.history.store.BranchSeries;
import io.github.nanometer.history.store.ChangeStatus;
import io.github.nanometer.history.store.CommitFacts;
import io.github.nanometer.history.store.DetectedChange;
import io.github.nanometer.history.store.HistoryStore;
import io.github.nanometer.history.store.RecordedChangePoint;
import io.github.nanometer.history.store.SeriesPoint;
import io.github.nanometer.history.store.SeriesKey;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;

/**
 * Finds the change points of every series of one branch and stores the new ones: {@code nanometer
 * history changes}. Each series' estimates, in the branch's first-parent order (push and manual runs,
 * excluded results left out), go through the {@link ChangeDetector}; a change point found again at
 * or near a stored one (within the settings' minimum segment length of runs) is that one, with its
 * status and note, so it alerts once; a stored change point not found again is still listed while it
 * is open ({@link ChangeStatus#NEW} or {@link ChangeStatus#ACKNOWLEDGED}).
 */
public final class HistoryScan {

  /**
   * The runs of a series each scan searches by default: its latest 200. An older change point was
   * stored by an earlier scan and stays listed while open; the window bounds a scan's cost and keeps
   * each scan's false-alarm chance that of a series of at most this length.
   */
  public static final int DEFAULT_WINDOW = 200;

  /**
   * The chance, per scan, that the search reports a change point in a change-free series, that
   * {@code history changes} uses: chosen by the online simulation (a scan after every commit, every
   * nuisance at once: docs/lab/issue44-history.md), lower than the detector's own default, which is
   * calibrated for one search of one series.
   */
  public static final double DEFAULT_FALSE_ALARM_RATE = 0.001;

  /**
   * The least change {@code history changes} reports, in noise scales of the series' run-to-run
   * differences: chosen by the same simulation, where serially correlated and bimodal runs made
   * shifts of one to two noise scales the usual false alarm.
   */
  public static final double DEFAULT_MINIMUM_SHIFT_NOISE_SCALES = 2.0;

  /**
   * The detector's settings {@code history changes} scans with by default: {@link
   * #DEFAULT_FALSE_ALARM_RATE} and {@link #DEFAULT_MINIMUM_SHIFT_NOISE_SCALES}, the rest the detector's
   * defaults.
   */
  public static ChangeSettings defaultSettings() {
    return ChangeSettings.defaults().withFalseAlarmRate(DEFAULT_FALSE_ALARM_RATE)
        .withMinimumShiftNoiseScales(DEFAULT_MINIMUM_SHIFT_NOISE_SCALES);
  }

  private final ChangeSettings settings;
  private final int confirmRuns;
  private final int window;

  /**
   * A scan with the detector's {@code settings}, where a change point needs {@code confirmRuns} runs
   * from its first bad commit on beyond the search's minimum segment length before it is stored and
   * alerts ({@link #runsToConfirm()}).
   *
   * @throws IllegalArgumentException when {@code confirmRuns} is not in 0..1000
   */
  public HistoryScan(ChangeSettings settings, int confirmRuns) {
    this(settings, confirmRuns, DEFAULT_WINDOW);
  }

  /**
   * A scan as {@link #HistoryScan(ChangeSettings, int)} that searches the latest {@code window} runs of
   * each series.
   *
   * @throws IllegalArgumentException when {@code confirmRuns} is not in 0..1000 or {@code window} not in
   *     {@code 2 * minimumSegmentLength .. ChangeDetector.MAX_LENGTH}
   */
  public HistoryScan(ChangeSettings settings, int confirmRuns, int window) {
    if (settings == null) {
      throw new IllegalArgumentException("settings must be given");
    }
    if (confirmRuns < 0 || confirmRuns > 1000) {
      throw new IllegalArgumentException("confirmRuns must be in 0..1000, got " + confirmRuns);
    }
    if (window < 2 * settings.minimumSegmentLength() || window > ChangeDetector.MAX_LENGTH) {
      throw new IllegalArgumentException("window must be in " + 2 * settings.minimumSegmentLength() + ".."
          + ChangeDetector.MAX_LENGTH + " runs, got " + window);
    }
    this.settings = settings;
    this.confirmRuns = confirmRuns;
    this.window = window;
  }

  /**
   * Scans {@code branch} of {@code store}, saving the confirmed new change points.
   *
   * @param sinceSha when present, only change points whose first bad commit comes after this commit
   *     in the branch's order are reported (it must be on the branch)
   * @param now the detection time stored with new change points
   * @throws IllegalArgumentException when the branch has no recorded order, or {@code sinceSha} is not on it
   */
  public ScanReport scan(HistoryStore store, String branch, Optional<String> sinceSha, Instant now) {
    List<CommitFacts> order = store.branchOrder(branch);
    if (order.isEmpty()) {
      throw new IllegalArgumentException("branch " + branch + " has no recorded commit order: record a run of it first"
          + " (nanometer history record --branch " + branch + ")");
    }
    Map<String, Integer> orderPosition = new HashMap<>();
    for (int i = 0; i < order.size(); i++) {
      orderPosition.put(order.get(i).sha(), i);
    }
    int sincePosition = sinceSha.map(s -> {
      Integer p = orderPosition.get(s);
      if (p == null) {
        throw new IllegalArgumentException("--since commit " + s + " is not on branch " + branch + "'s recorded order");
      }
      return p;
    }).orElse(-1);
    List<Annotation> annotations = store.annotations();
    List<SeriesScan> scans = new ArrayList<>();
    for (SeriesKey key : store.seriesKeys()) {
      BranchSeries series = store.readSeries(key, branch);
      if (!series.points().isEmpty()) {
        scans.add(scanOne(store, series, annotations, orderPosition, sincePosition, now));
      }
    }
    return new ScanReport(branch, settings, confirmRuns, scans);
  }

  private SeriesScan scanOne(HistoryStore store, BranchSeries series, List<Annotation> annotations,
      Map<String, Integer> orderPosition, int sincePosition, Instant now) {
    List<SeriesPoint> all = series.points();
    List<SeriesPoint> points = all.subList(Math.max(0, all.size() - window), all.size());
    double[] values = points.stream().mapToDouble(p -> p.result().estimate()).toArray();
    Direction direction = Direction.of(points.get(0).result());
    SeriesChanges changes = new ChangeDetector(settings).detect(values);
    String seriesId = series.key().id();
    Map<String, Integer> firstIndex = new HashMap<>();
    for (int i = points.size() - 1; i >= 0; i--) {
      firstIndex.put(points.get(i).commitSha(), i);
    }
    List<RecordedChangePoint> stored = store.changePoints(seriesId);
    Map<String, FoundChange> found = new TreeMap<>();
    List<DetectedChange> toSave = new ArrayList<>();
    List<ChangePoint> savedDetections = new ArrayList<>();
    for (ChangePoint raw : changes.changePoints()) {
      Optional<ChangePoint> atCommit = CommitBoundary.of(raw, points);
      if (atCommit.isEmpty()) {
        continue;
      }
      ChangePoint cp = atCommit.get();
      Optional<RecordedChangePoint> same = stored.stream()
          .filter(r -> near(firstIndex.get(r.latest().firstBadSha()), cp.firstBadIndex()))
          .min(Comparator.comparingInt(r -> Math.abs(firstIndex.get(r.latest().firstBadSha()) - cp.firstBadIndex())));
      int runsAfter = points.size() - cp.firstBadIndex();
      if (same.isPresent()) {
        found.put(same.get().id(), decide(same.get(), Optional.of(cp), false, direction, runsAfter, points, annotations));
        continue;
      }
      DetectedChange detected = DetectedChange.of(seriesId, points.get(cp.lastGoodIndex()).commitSha(),
          points.get(cp.firstBadIndex()).commitSha(), cp.relativeChange(), cp.relativeChangeInterval(), cp.method(),
          parameters(), now);
      if (runsAfter >= runsToConfirm()) {
        toSave.add(detected);
        savedDetections.add(cp);
      } else {
        RecordedChangePoint pending = new RecordedChangePoint(detected.changePointId(), detected, ChangeStatus.NEW,
            Optional.empty(), now);
        found.put(pending.id(), decide(pending, Optional.of(cp), true, direction, runsAfter, points, annotations));
      }
    }
    List<RecordedChangePoint> saved = toSave.isEmpty() ? List.of() : store.saveChangePoints(toSave);
    for (int i = 0; i < saved.size(); i++) {
      ChangePoint cp = savedDetections.get(i);
      found.put(saved.get(i).id(), decide(saved.get(i), Optional.of(cp), true, direction, points.size()
          - cp.firstBadIndex(), points, annotations));
    }
    for (RecordedChangePoint r : stored) {
      boolean open = r.status() == ChangeStatus.NEW || r.status() == ChangeStatus.ACKNOWLEDGED;
      Integer at = firstIndex.get(r.latest().firstBadSha());
      if (open && !found.containsKey(r.id()) && at != null) {
        found.put(r.id(), decide(r, Optional.empty(), false, direction, points.size() - at, points, annotations));
      }
    }
    List<FoundChange> reported = found.values().stream()
        .filter(f -> orderPosition.getOrDefault(f.recorded().latest().firstBadSha(), -1) > sincePosition)
        .sorted(Comparator.comparingInt(f -> firstIndex.getOrDefault(f.recorded().latest().firstBadSha(), -1)))
        .toList();
    return new SeriesScan(series, direction, changes, reported);
  }

  /**
   * The runs a change point needs from its first bad commit on before it is stored and alerts: the
   * search's minimum segment length plus {@code confirmRuns}, so a change the search found at the
   * series' end alerts only if {@code confirmRuns} more runs keep it (a few slow runs at the end of
   * a series, which would not, never alert).
   */
  public int runsToConfirm() {
    return settings.minimumSegmentLength() + confirmRuns;
  }

  private boolean near(Integer storedFirstBad, int detectedFirstBad) {
    return storedFirstBad != null && Math.abs(storedFirstBad - detectedFirstBad) <= settings.minimumSegmentLength();
  }

  private FoundChange decide(RecordedChangePoint recorded, Optional<ChangePoint> detection, boolean newlyFound,
      Direction direction, int runsAfter, List<SeriesPoint> points, List<Annotation> annotations) {
    String seriesId = recorded.latest().seriesId();
    String firstBad = recorded.latest().firstBadSha();
    Optional<String> expected = annotations.stream()
        .filter(a -> a instanceof Annotation.ExpectedChange)
        .map(a -> (Annotation.ExpectedChange) a)
        .filter(e -> e.sha().equals(firstBad) && e.seriesId().map(seriesId::equals).orElse(true))
        .map(Annotation.ExpectedChange::reason)
        .findFirst();
    return new FoundChange(recorded, detection, newlyFound, direction.isRegression(recorded.latest().relativeChange()),
        runsAfter, runsAfter >= runsToConfirm(), expected);
  }

  private Map<String, String> parameters() {
    Map<String, String> p = new TreeMap<>();
    p.put("minimumSegmentLength", Integer.toString(settings.minimumSegmentLength()));
    p.put("falseAlarmRate", Double.toString(settings.falseAlarmRate()));
    p.put("minimumShiftNoiseScales", Double.toString(settings.minimumShiftNoiseScales()));
    p.put("confidence", Double.toString(settings.confidence()));
    p.put("confirmRuns", Integer.toString(confirmRuns));
    return p;
  }
}
