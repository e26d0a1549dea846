package io.github.nanometer.history.cli;

import io.github.nanometer.history.scan.FoundChange;
import io.github.nanometer.history.scan.ScanReport;
import io.github.nanometer.history.scan.SeriesScan;
import io.github.nanometer.history.store.DetectedChange;
import io.github.nanometer.json.DocumentHeader;
import io.github.nanometer.json.JsonWriter;
import java.io.PrintStream;

/**
 * {@code history changes --format json}: the document {@code nanometer-history-changes}, version 1.
 * Fractions on 0..1 ({@code relativeChange} 0.031 is 3.1% more), ids in full, every series listed
 * with whether it was searched.
 */
final class ChangesJson {
  private ChangesJson() {}

  /** This document's schema and version. */
  static final DocumentHeader HEADER = new DocumentHeader("nanometer-history-changes", 1);

  static void write(ScanReport report, PrintStream out) {
    JsonWriter w = new JsonWriter(out, true);
    HEADER.write(w.beginObject());
    w.field("branch", report.branch()).field("method", report.settings().method())
        .field("falseAlarmRate", report.settings().falseAlarmRate()).field("confirmRuns", report.confirmRuns())
        .field("exitStatus", report.exitStatus()).field("newRegressions", report.newRegressions());
    w.name("series").beginArray();
    for (SeriesScan s : report.series()) {
      w.beginObject();
      w.field("id", s.series().key().id());
      HistoryJson.keyFields(w, s.series().key());
      w.field("direction", s.direction().name().toLowerCase(java.util.Locale.ROOT)).field("runs",
          s.series().points().size()).field("excludedRuns", s.series().excluded().size())
          .field("searched", s.searched());
      w.name("noiseScale");
      if (Double.isFinite(s.changes().noiseScale())) {
        w.value(s.changes().noiseScale());
      } else {
        w.nullValue();
      }
      w.name("changePoints").beginArray();
      for (FoundChange f : s.found()) {
        changePoint(w, f);
      }
      w.endArray().endObject();
    }
    w.endArray().endObject().finish();
    out.println();
  }

  private static void changePoint(JsonWriter w, FoundChange f) {
    DetectedChange d = f.recorded().latest();
    w.beginObject().field("id", f.recorded().id()).field("lastGood", d.lastGoodSha()).field("firstBad", d.firstBadSha())
        .field("relativeChange", d.relativeChange());
    HistoryJson.interval(w, d.relativeChangeInterval());
    w.field("regression", f.regression()).field("newlyFound", f.newlyFound()).field("alerts", f.alertsAsRegression())
        .field("confirmed", f.confirmed()).field("runsAfter", f.runsAfter())
        .field("foundAgain", f.detection().isPresent()).field("status", f.recorded().status().text());
    HistoryJson.optional(w, "note", f.recorded().note());
    HistoryJson.optional(w, "expected", f.expected());
    w.field("firstDetectedAt", f.recorded().firstDetectedAt().toString()).field("method", d.method());
    if (f.detection().isPresent()) {
      // a shift over a noise scale of 0 is infinitely many noise scales: null, as JSON has no infinity
      w.field("pValue", f.detection().get().pValue()).name("shiftNoiseScales");
      double scales = f.detection().get().shiftNoiseScales();
      if (Double.isFinite(scales)) {
        w.value(scales);
      } else {
        w.nullValue();
      }
    }
    w.endObject();
  }
}
