package io.github.nanometer.report;

import io.github.nanometer.CounterEvent;
import io.github.nanometer.CounterSample;
import io.github.nanometer.counters.CounterAvailability;
import io.github.nanometer.counters.CounterProbe;
import io.github.nanometer.counters.PerfAccess;
import io.github.nanometer.counters.ReadOverhead;
import io.github.nanometer.json.DocumentHeader;
import io.github.nanometer.json.JsonReader;
import io.github.nanometer.json.JsonValue;
import io.github.nanometer.os.PinResult;
import io.github.nanometer.text.Messages;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Reads a {@code nanometer-counters} document ({@link CountersWriter#json}) back into the {@link
 * CounterProbe.Report} it was written from; writing what it reads gives the same bytes. A demo's
 * {@code contextSwitched} and {@code migrated} derive from its deltas, so they are not read. A
 * header of another schema or a newer version is refused ({@link DocumentHeader#check}); a missing
 * or mistyped member is refused with its path, e.g. {@code demos[1].raw.page-faults}.
 */
public final class CountersReader {
  private CountersReader() {}

  /**
   * Reads {@code file} (UTF-8).
   *
   * @throws IOException when it cannot be read
   * @throws IllegalArgumentException when it is not a readable {@code nanometer-counters} document
   */
  public static CounterProbe.Report read(Path file) throws IOException {
    return parse(JsonReader.readFile(file));
  }

  /**
   * Parses the text of a {@code nanometer-counters} document.
   *
   * @throws IllegalArgumentException naming the header that is not accepted, or the path of the
   *     member that is missing, mistyped or out of range
   */
  public static CounterProbe.Report parse(String text) {
    JsonValue top = DocumentHeader.COUNTERS.parseChecked(text);
    PerfAccess access = new PerfAccess(unknownOr(top.get("perfEventParanoid")), unknownOr(top.get("seccomp")));
    JsonValue p = top.get("pin");
    PinResult pin = p.build(() -> new PinResult(p.get("pinned").bool(), p.get("cpu").integer(),
        p.get("threadId").integer(), p.get("choice").string(), p.get("reason").string(), p.get("fix").string(),
        p.get("affinityAfter").string(), p.get("statusCpusAllowedList").string()));
    List<CounterAvailability> availability = new ArrayList<>();
    for (JsonValue e : top.get("events").elements()) {
      availability.add(e.build(() -> new CounterAvailability(event(e.get("name"), e.get("name").string()),
          e.get("available").bool(), e.get("errno").integer(), e.get("reason").string(), e.get("fix").string())));
    }
    JsonValue o = top.get("overhead");
    JsonValue perRead = o.get("perRead");
    List<CounterEvent> overheadEvents = events(perRead);
    double[] counts = new double[overheadEvents.size()];
    for (int i = 0; i < counts.length; i++) {
      counts[i] = perRead.get(overheadEvents.get(i).perfName()).number();
    }
    ReadOverhead overhead = new ReadOverhead(overheadEvents, counts, o.get("readCostNanos").number());
    List<CounterProbe.Demo> demos = new ArrayList<>();
    for (JsonValue d : top.get("demos").elements()) {
      demos.add(new CounterProbe.Demo(d.get("workload").string(), deltas(d)));
    }
    return new CounterProbe.Report(access, pin, availability, overhead, demos);
  }

  /** A demo's deltas: its {@code deltas}, {@code raw} and {@code runningFraction} name the same events in order. */
  private static CounterSample deltas(JsonValue d) {
    JsonValue scaledValues = d.get("deltas");
    JsonValue rawValues = d.get("raw");
    JsonValue runningValues = d.get("runningFraction");
    List<CounterEvent> events = events(scaledValues);
    if (!events(rawValues).equals(events) || !events(runningValues).equals(events)) {
      throw d.error("must name the same events in the same order in deltas, raw and runningFraction");
    }
    long[] raw = new long[events.size()];
    double[] scaled = new double[events.size()];
    double[] running = new double[events.size()];
    for (int i = 0; i < raw.length; i++) {
      String name = events.get(i).perfName();
      raw[i] = rawValues.get(name).longValue();
      scaled[i] = scaledValues.get(name).number();
      running[i] = runningValues.get(name).number();
    }
    return d.build(() -> new CounterSample(events, raw, scaled, running));
  }

  /** The events an object's members name, in order. */
  private static List<CounterEvent> events(JsonValue object) {
    List<CounterEvent> events = new ArrayList<>();
    for (String name : object.objectMap().keySet()) {
      events.add(event(object.get(name), name));
    }
    return events;
  }

  private static CounterEvent event(JsonValue at, String name) {
    CounterEvent event = CounterEvent.byPerfName(name);
    if (event == null) {
      throw at.error("names \"" + Messages.escape(name) + "\", not a perf event nanometer counts");
    }
    return event;
  }

  private static int unknownOr(JsonValue v) {
    return v.isNull() ? PerfAccess.UNKNOWN : v.integer();
  }
}
