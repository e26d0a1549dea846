package io.github.nanometer.cli;

import io.github.nanometer.OptionSpec;
import io.github.nanometer.counters.CounterAvailability;
import io.github.nanometer.counters.CounterDeltas;
import io.github.nanometer.counters.CounterProbe;
import io.github.nanometer.counters.PerfAccess;
import io.github.nanometer.counters.PerfEvent;
import io.github.nanometer.counters.ReadOverhead;
import io.github.nanometer.os.CpuList;
import io.github.nanometer.os.PinRequest;
import io.github.nanometer.os.PinResult;
import io.github.nanometer.report.DocumentHeader;
import io.github.nanometer.report.JsonWriter;
import java.io.PrintStream;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * {@code nanometer counters}: which perf counters this machine offers and why not, the read overhead,
 * and the counter deltas of three small workloads on a measuring thread.
 */
final class CountersCommand implements Command {

  private static final int DEFAULT_PAIRS = 2000;

  @Override
  public String name() {
    return "counters";
  }

  @Override
  public String summary() {
    return "show which perf counters are available (and why not), their read cost, and a demo";
  }

  private static final OptionSpec<String> FORMAT = CommandSpecs.format("text", "json");
  private static final OptionSpec<Integer> CPU = OptionSpec.integer("cpu", "cpu", null, 0, CpuList.MAX_CPU,
      "pin the measuring thread to cpu N");
  private static final OptionSpec<Integer> PAIRS = OptionSpec.integer("pairs", "pairs", DEFAULT_PAIRS,
      ReadOverhead.MIN_PAIRS, ReadOverhead.MAX_PAIRS, "back-to-back read pairs for the overhead calibration");

  @Override
  public List<Option> options() {
    return List.of(
        Option.of(FORMAT),
        Option.of(CPU).withDefaultText("not pinned"),
        Option.of(PAIRS));
  }

  @Override
  public String details() {
    return """
        Counters are user space only (exclude_kernel=1) and per thread; they are opened on the
        measuring thread. A sample is "disturbed" when a context switch or migration happened in it.
        JSON: {"perfEventParanoid","seccomp","pin":{...},"events":[{"name","available","errno","reason","fix"}],
               "overhead":{"readCostNanos","perRead":{...}},"demos":[{"workload","deltas":{...},"disturbed"}]}
        """;
  }

  @Override
  public int run(ParsedArgs args, PrintStream out, PrintStream err) throws UsageException {
    String format = args.get(FORMAT);
    PinRequest pin = args.optional(CPU).map(PinRequest::cpu).orElse(PinRequest.none());
    int pairs = args.get(PAIRS);
    if (!args.positionals().isEmpty()) {
      throw new UsageException("unexpected argument '" + args.positionals().get(0) + "'");
    }
    CounterProbe.Report result;
    try {
      result = CounterProbe.run(pin, pairs);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      err.println("nanometer counters: interrupted");
      return 1;
    }
    if (format.equals("json")) {
      json(result, out);
    } else {
      text(result, out);
    }
    return 0;
  }

  private static void text(CounterProbe.Report r, PrintStream out) {
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
    for (PerfEvent e : o.events()) {
      out.printf(Locale.ROOT, "  %-17s %.0f %s per read, subtracted from every delta%n", e.perfName(), o.of(e), e.unit());
    }
    out.println("demo deltas (scaled, overhead subtracted):");
    for (CounterProbe.Demo d : r.demos()) {
      StringBuilder line = new StringBuilder(String.format(Locale.ROOT, "  %-28s", d.workload()));
      CounterDeltas deltas = d.deltas();
      for (PerfEvent e : deltas.events()) {
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

  private static void json(CounterProbe.Report r, PrintStream out) {
    StringBuilder sb = new StringBuilder();
    JsonWriter w = new JsonWriter(sb, true);
    DocumentHeader.COUNTERS.write(w.beginObject());
    PerfAccess a = r.access();
    w.name("perfEventParanoid");
    if (a.paranoid() == PerfAccess.UNKNOWN) {
      w.nullValue();
    } else {
      w.value(a.paranoid());
    }
    w.name("seccomp");
    if (a.seccompMode() == PerfAccess.UNKNOWN) {
      w.nullValue();
    } else {
      w.value(a.seccompMode());
    }
    PinResult p = r.pin();
    w.name("pin").beginObject().field("pinned", p.pinned()).field("cpu", p.cpu()).field("choice", p.choice())
        .field("reason", p.reason()).field("fix", p.fix()).endObject();
    w.name("events").beginArray();
    for (CounterAvailability c : r.availability()) {
      w.beginObject().field("name", c.event().perfName()).field("available", c.available())
          .field("errno", c.errno()).field("reason", c.reason()).field("fix", c.fix()).endObject();
    }
    w.endArray();
    ReadOverhead o = r.overhead();
    w.name("overhead").beginObject().field("readCostNanos", o.readCostNanos()).name("perRead").beginObject();
    for (PerfEvent e : o.events()) {
      w.field(e.perfName(), o.of(e));
    }
    w.endObject().endObject();
    w.name("demos").beginArray();
    for (CounterProbe.Demo d : r.demos()) {
      w.beginObject().field("workload", d.workload()).name("deltas").beginObject();
      for (PerfEvent e : d.deltas().events()) {
        w.field(e.perfName(), d.deltas().get(e)); // NaN (not counted) becomes null
      }
      w.endObject().field("contextSwitched", d.deltas().contextSwitched()).field("migrated", d.deltas().migrated())
          .endObject();
    }
    w.endArray().endObject();
    w.finish();
    out.print(sb);
  }
}
