package io.github.nanometer.report;

import io.github.nanometer.CounterEvent;
import io.github.nanometer.CounterSample;
import io.github.nanometer.counters.CounterAvailability;
import io.github.nanometer.counters.CounterProbe;
import io.github.nanometer.counters.PerfAccess;
import io.github.nanometer.counters.ReadOverhead;
import io.github.nanometer.json.DocumentHeader;
import io.github.nanometer.json.JsonWriter;
import io.github.nanometer.os.PinResult;
import java.io.PrintStream;
import java.util.LinkedHashSet;
import java.util.Locale;
import java.util.Set;

/**
 * Writes the perf counter probe ({@link CounterProbe.Report}, {@code nanometer counters}) as text
 * and as the JSON document {@code nanometer-counters} (header {@link DocumentHeader#COUNTERS}).
 * Members, in order:
 *
 * <ul>
 *   <li>{@code schema}, {@code version}; {@code perfEventParanoid} and {@code seccomp} (null when unread);
 *   <li>{@code pin}: pinned, cpu, choice, reason, fix, threadId, affinityAfter, statusCpusAllowedList;
 *   <li>{@code events}: [{name, available, errno, reason, fix}];
 *   <li>{@code overhead}: readCostNanos (null when not measured), perRead {event: count per read};
 *   <li>{@code demos}: [{workload, deltas {event: scaled count, null when not counted},
 *       contextSwitched, migrated, raw {event: raw count}, runningFraction {event: 0..1 or null}}].
 * </ul>
 *
 * {@link CountersReader} reads it back. Numbers are Locale.ROOT; non-finite numbers are null.
 */
public final class CountersWriter {
  private CountersWriter() {}

  /** The whole document, to {@code out}. */
  public static void json(CounterProbe.Report r, PrintStream out) {
    StringBuilder sb = new StringBuilder();
    JsonWriter w = new JsonWriter(sb, true);
    DocumentHeader.COUNTERS.write(w.beginObject());
    PerfAccess a = r.access();
    unknownOr(w.name("perfEventParanoid"), a.paranoid());
    unknownOr(w.name("seccomp"), a.seccompMode());
    PinResult p = r.pin();
    w.name("pin").beginObject().field("pinned", p.pinned()).field("cpu", p.cpu()).field("choice", p.choice())
        .field("reason", p.reason()).field("fix", p.fix()).field("threadId", p.threadId())
        .field("affinityAfter", p.affinityAfter()).field("statusCpusAllowedList", p.statusCpusAllowedList())
        .endObject();
    w.name("events").beginArray();
    for (CounterAvailability c : r.availability()) {
      w.beginObject().field("name", c.event().perfName()).field("available", c.available())
          .field("errno", c.errno()).field("reason", c.reason()).field("fix", c.fix()).endObject();
    }
    w.endArray();
    ReadOverhead o = r.overhead();
    w.name("overhead").beginObject().field("readCostNanos", o.readCostNanos()).name("perRead").beginObject();
    for (CounterEvent e : o.events()) {
      w.field(e.perfName(), o.of(e));
    }
    w.endObject().endObject();
    w.name("demos").beginArray();
    for (CounterProbe.Demo d : r.demos()) {
      CounterSample deltas = d.deltas();
      w.beginObject().field("workload", d.workload()).name("deltas").beginObject();
      long[] raw = deltas.raw();
      double[] running = deltas.runningFraction();
      for (CounterEvent e : deltas.events()) {
        w.field(e.perfName(), deltas.get(e)); // NaN (not counted) becomes null
      }
      w.endObject().field("contextSwitched", deltas.contextSwitched()).field("migrated", deltas.migrated());
      w.name("raw").beginObject();
      for (int i = 0; i < raw.length; i++) {
        w.field(deltas.events().get(i).perfName(), raw[i]);
      }
      w.endObject().name("runningFraction").beginObject();
      for (int i = 0; i < running.length; i++) {
        w.field(deltas.events().get(i).perfName(), running[i]);
      }
      w.endObject().endObject();
    }
    w.endArray().endObject();
    w.finish();
    out.print(sb);
  }

  private static void unknownOr(JsonWriter w, int value) {
    if (value == PerfAccess.UNKNOWN) {
      w.nullValue();
    } else {
      w.value(value);
    }
  }

  /** The table for people: every event with why not, the fixes once, the read overhead and the demos. */
  public static void text(CounterProbe.Report r, PrintStream out) {
    PerfAccess a = r.access();
    out.println("perf counters of the measuring thread (" + a.paranoidText() + ", seccomp "
        + (a.seccompMode() == PerfAccess.UNKNOWN ? "unknown" : a.seccompMode()) + ")");
    out.println("measuring thread: " + r.pin().summary());
    out.printf(Locale.ROOT, "  %-17s %-9s %s%n", "event", "available", "how / why not");
    Set<String> fixes = new LinkedHashSet<>();
    for (CounterAvailability c : r.availability()) {
      out.printf(Locale.ROOT, "  %-17s %-9s %s%n", c.event().perfName(), c.available() ? "yes" : "no", c.reason());
      if (!c.fix().isEmpty()) {
        fixes.add(c.fix());
      }
    }
    for (String fix : fixes) {
      out.println("  fix: " + fix);
    }
    ReadOverhead o = r.overhead();
    out.printf(Locale.ROOT, "read overhead: %.0f ns per read of the group(s)%n", o.readCostNanos());
    for (CounterEvent e : o.events()) {
      out.printf(Locale.ROOT, "  %-17s %.0f %s per read, subtracted from every delta%n", e.perfName(), o.of(e), e.unit());
    }
    out.println("demo deltas (scaled, overhead subtracted):");
    for (CounterProbe.Demo d : r.demos()) {
      StringBuilder line = new StringBuilder(String.format(Locale.ROOT, "  %-28s", d.workload()));
      CounterSample deltas = d.deltas();
      for (CounterEvent e : deltas.events()) {
        line.append(String.format(Locale.ROOT, " %s=%s", e.perfName(), number(deltas.get(e))));
      }
      if (deltas.disturbed()) {
        line.append("  [disturbed:").append(deltas.contextSwitched() ? " context switch" : "")
            .append(deltas.migrated() ? " migration" : "").append(']');
      }
      out.println(line);
    }
  }

  private static String number(double v) {
    return Double.isNaN(v) ? "not-counted" : String.format(Locale.ROOT, "%.0f", v);
  }
}
