package io.github.nanometer.resultjson;

import io.github.nanometer.CounterEvent;
import io.github.nanometer.CounterSample;
import io.github.nanometer.Result;
import io.github.nanometer.counters.CounterDeltas;
import io.github.nanometer.json.JsonValue;
import io.github.nanometer.json.JsonWriter;
import java.util.ArrayList;
import java.util.List;

/**
 * The {@code counters} member of a result object: every sample's perf-counter deltas, written so
 * that they read back value for value.
 *
 * <p>Written (version 3 of {@code nanometer-results}): {@code events}, {@code disturbedSamples},
 * {@code droppedSamples}, {@code readOverhead} (one count per event), {@code raw} (one row of raw
 * deltas per sample), {@code disturbedAt} (the indices of the disturbed samples) and {@code
 * explicitSamples}. A sample that is not listed in {@code explicitSamples} ran every event the whole
 * time (running fraction 1) and its per-sample count of event e is {@code max(0, raw[e] -
 * readOverhead[e])}; a listed sample ({@code {"sample": i, "perSample": [...], "runningFraction":
 * [...]}}, null for NaN) carries its own, because its counters were multiplexed, not read, or
 * corrected by another overhead. Most runs list none, which keeps a document of 50,000 samples at a
 * third of the size of the three full tables it replaces.
 *
 * <p>Read: that form, and the form of versions 1 and 2 ({@code perSample}, {@code raw} and {@code
 * runningFraction}, each a full table), told apart by the members present.
 */
final class CountersJson {

  private CountersJson() {}

  /** {@code "counters": {...}} of {@code r}, or {@code "counters": null} when nothing was counted. */
  static void write(JsonWriter w, Result r) {
    w.name("counters");
    List<CounterSample> samples = r.counterDeltas();
    if (samples.isEmpty()) {
      w.nullValue();
      return;
    }
    List<CounterEvent> events = samples.get(0).events();
    w.beginObject();
    w.name("events").beginArray();
    for (CounterEvent e : events) {
      w.value(e.perfName());
    }
    w.endArray();
    w.field("disturbedSamples", r.disturbedSamples());
    w.field("droppedSamples", r.droppedSamples());
    double[] overhead = readOverhead(samples);
    w.name("readOverhead").array(overhead);
    long[][] raw = new long[samples.size()][];
    int[] disturbed = new int[raw.length];
    int disturbedCount = 0;
    List<Integer> explicit = new ArrayList<>();
    for (int i = 0; i < raw.length; i++) {
      CounterSample s = samples.get(i);
      raw[i] = s.raw();
      if (s.disturbed()) {
        disturbed[disturbedCount++] = i;
      }
      // samples share one events list (CounterSample keeps an unmodifiable one): identity first
      if ((s.events() != events && !s.events().equals(events))
          || !followsRule(raw[i], s.scaled(), s.runningFraction(), overhead)) {
        explicit.add(i);
      }
    }
    w.name("raw").rows(raw);
    w.name("disturbedAt").array(java.util.Arrays.copyOf(disturbed, disturbedCount));
    w.name("explicitSamples").beginArray();
    for (int i : explicit) {
      CounterSample s = samples.get(i);
      w.beginObject().field("sample", i);
      w.name("perSample").array(s.scaled());
      w.name("runningFraction").array(s.runningFraction());
      w.endObject();
    }
    w.endArray();
    w.endObject();
  }

  /**
   * The per-sample count of one event for a sample that ran it the whole time: the raw delta less
   * the read overhead, never below 0 (as {@code counters.CounterSample} computes it).
   */
  static double perSample(long raw, double readOverhead) {
    return CounterDeltas.lessReadOverhead(raw, readOverhead);
  }

  /**
   * Per event, the overhead the run subtracted, recovered from the first sample that ran the event
   * the whole time and counted more than it: {@code raw - perSample} there (exact, since both are
   * whole or half counts far below 2^52); 0 for an event with no such sample. Samples the value does
   * not describe are written out in full, so the choice affects the size, never the values.
   */
  static double[] readOverhead(List<CounterSample> samples) {
    List<CounterEvent> events = samples.get(0).events();
    double[] overhead = new double[events.size()];
    boolean[] found = new boolean[overhead.length];
    int missing = overhead.length;
    // One pass, each sample's arrays copied once; most runs settle every event on the first sample.
    for (int i = 0; i < samples.size() && missing > 0; i++) {
      CounterSample s = samples.get(i);
      if (!s.events().equals(events)) {
        continue;
      }
      long[] raw = s.raw();
      double[] scaled = s.scaled();
      double[] fraction = s.runningFraction();
      for (int e = 0; e < overhead.length; e++) {
        if (!found[e] && fraction[e] == 1.0 && scaled[e] > 0 && Double.isFinite(scaled[e])) {
          overhead[e] = raw[e] - scaled[e];
          found[e] = true;
          missing--;
        }
      }
    }
    return overhead;
  }

  /** Whether a sample's counts are what {@link #perSample} gives for every event at running fraction 1. */
  static boolean followsRule(long[] raw, double[] scaled, double[] runningFraction, double[] overhead) {
    if (raw.length != overhead.length) {
      return false;
    }
    for (int e = 0; e < raw.length; e++) {
      if (runningFraction[e] != 1.0 || Double.compare(perSample(raw[e], overhead[e]), scaled[e]) != 0) {
        return false;
      }
    }
    return true;
  }

  /** The samples of a {@code counters} member in either form; empty for null. */
  static List<CounterSample> read(JsonValue c) {
    if (c.isNull()) {
      return List.of();
    }
    List<CounterEvent> events = events(c.get("events"));
    return c.has("perSample") ? readTables(c, events) : readCompact(c, events);
  }

  private static List<CounterEvent> events(JsonValue list) {
    List<CounterEvent> events = new ArrayList<>();
    for (JsonValue e : list.elements()) {
      CounterEvent event = CounterEvent.byPerfName(e.string());
      if (event == null) {
        throw e.error("is not a perf event nanometer counts");
      }
      events.add(event);
    }
    return List.copyOf(events);
  }

  /** Version 3: raw rows, the read overhead, and the samples written out in full. */
  private static List<CounterSample> readCompact(JsonValue c, List<CounterEvent> events) {
    JsonValue overheadValue = c.get("readOverhead");
    double[] overhead = overheadValue.numbers();
    if (overhead.length != events.size()) {
      throw overheadValue.error("must have one count per event (" + events.size() + "), got " + overhead.length);
    }
    JsonValue rawValue = c.get("raw");
    long[][] raw = rawValue.longRows();
    double[][] scaled = new double[raw.length][];
    double[][] running = new double[raw.length][];
    for (JsonValue s : c.get("explicitSamples").elements()) {
      JsonValue index = s.get("sample");
      int i = index.integer();
      if (i < 0 || i >= raw.length) {
        throw index.error("must be a sample index from 0 to " + (raw.length - 1) + ", got " + i);
      }
      if (scaled[i] != null) {
        throw index.error("lists sample " + i + " a second time");
      }
      scaled[i] = s.get("perSample").numbers();
      running[i] = s.get("runningFraction").numbers();
    }
    double[] wholeTime = new double[events.size()];
    java.util.Arrays.fill(wholeTime, 1.0);
    List<CounterSample> samples = new ArrayList<>(raw.length);
    for (int i = 0; i < raw.length; i++) {
      long[] row = raw[i];
      if (row.length != events.size()) {
        throw rawValue.error("row " + i + " must have one count per event (" + events.size() + "), got "
            + row.length);
      }
      double[] scaledRow = scaled[i];
      if (scaledRow == null) {
        scaledRow = new double[row.length];
        for (int e = 0; e < row.length; e++) {
          scaledRow[e] = perSample(row[e], overhead[e]);
        }
      }
      double[] rowScaled = scaledRow;
      double[] runningRow = running[i] == null ? wholeTime : running[i];
      samples.add(rawValue.build(() -> new CounterSample(events, row, rowScaled, runningRow)));
    }
    return samples;
  }

  /** Versions 1 and 2: three full tables. */
  private static List<CounterSample> readTables(JsonValue c, List<CounterEvent> events) {
    List<JsonValue> scaled = c.get("perSample").elements();
    List<JsonValue> raw = c.get("raw").elements();
    List<JsonValue> running = c.get("runningFraction").elements();
    if (raw.size() != scaled.size() || running.size() != scaled.size()) {
      throw c.error("has perSample, raw and runningFraction of different lengths");
    }
    List<CounterSample> deltas = new ArrayList<>();
    for (int i = 0; i < scaled.size(); i++) {
      JsonValue row = scaled.get(i);
      long[] rawRow = raw.get(i).longs();
      double[] runningRow = running.get(i).numbers();
      deltas.add(row.build(() -> new CounterSample(events, rawRow, row.numbers(), runningRow)));
    }
    return deltas;
  }
}
