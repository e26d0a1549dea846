package io.github.nanometer.report;

import io.github.nanometer.doctor.DoctorReport;
import io.github.nanometer.doctor.Finding;
import io.github.nanometer.doctor.Status;
import io.github.nanometer.json.DocumentHeader;
import io.github.nanometer.json.JsonWriter;
import java.io.PrintStream;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Writes the doctor's findings: a grouped, readable text report (ANSI colour only when asked), a
 * JSON document {@code {"schema","version","findings":[{"id","status","observed","why","fix","undo","doc",
 * "label"}],"summary":{...}}}, and the same pieces for embedding in other JSON documents.
 */
public final class FindingsWriter {
  private FindingsWriter() {}

  private static final Map<String, String> GROUP_TITLES = Map.ofEntries(
      Map.entry("cpufreq", "CPU frequency"),
      Map.entry("cpu", "CPUs and isolation"),
      Map.entry("irq", "Interrupts"),
      Map.entry("kernel", "Kernel"),
      Map.entry("mem", "Memory"),
      Map.entry("clock", "Clock"),
      Map.entry("virt", "Virtualization"),
      Map.entry("cgroup", "Control group"),
      Map.entry("load", "Load"),
      Map.entry("power", "Power and temperature"),
      Map.entry("jvm", "JVM"),
      Map.entry("noise", "Noise"));

  private static final String RESET = "\u001b[0m";

  /**
   * The text report: a header naming the measuring cpu, the findings grouped by the first segment of
   * their id, and for every finding that is not ok its reason, fix, undo and section.
   *
   * @param colour true to colour the status tags with ANSI escapes (only for a terminal)
   */
  public static void text(DoctorReport report, PrintStream out, boolean colour) {
    out.println("nanometer doctor: is this machine fit to benchmark on?");
    out.println("measuring cpu " + report.measuringCpu() + (report.measuringCpuChosen() ? " (chosen with --cpu)"
        : " (the highest-numbered cpu this process may use; choose another with --cpu N)"));
    int width = 0;
    for (Finding f : report.findings()) {
      width = Math.max(width, f.id().length());
    }
    Map<String, List<Finding>> groups = new LinkedHashMap<>();
    for (Finding f : report.findings()) {
      groups.computeIfAbsent(f.group(), g -> new java.util.ArrayList<>()).add(f);
    }
    for (Map.Entry<String, List<Finding>> g : groups.entrySet()) {
      out.println();
      out.println(GROUP_TITLES.getOrDefault(g.getKey(), g.getKey()));
      for (Finding f : g.getValue()) {
        writeText(out, f, width, colour);
      }
    }
    out.println();
    out.printf(Locale.ROOT, "summary: %d ok, %d warn, %d fail, %d unknown; %s; took %d ms%n",
        report.count(Status.OK), report.count(Status.WARN), report.count(Status.FAIL), report.count(Status.UNKNOWN),
        skipped(report), report.elapsedNanos() / 1_000_000);
  }

  private static String skipped(DoctorReport report) {
    if (report.activitySampled() && report.noiseProbed()) {
      return "activity sampled and noise probed";
    }
    if (!report.activitySampled() && !report.noiseProbed()) {
      return "quick: no activity window, no noise probe";
    }
    return report.activitySampled() ? "activity sampled, no noise probe" : "noise probed, no activity window";
  }

  private static void writeText(PrintStream out, Finding f, int width, boolean colour) {
    String tag = String.format(Locale.ROOT, "%-7s", f.status() == Status.OK ? "ok" : f.status().jsonName().toUpperCase(Locale.ROOT));
    if (colour) {
      tag = colourOf(f.status()) + tag + RESET;
    }
    out.println("  " + tag + " " + pad(f.id(), width) + "  " + f.observed());
    if (f.status() == Status.OK) {
      return;
    }
    String indent = "  " + " ".repeat(8);
    out.println(indent + "why:  " + f.why());
    if (!f.fix().isEmpty()) {
      out.println(indent + "fix:  " + f.fix());
    }
    if (!f.undo().isEmpty()) {
      out.println(indent + "undo: " + f.undo());
    }
    out.println(indent + "see:  " + f.doc());
  }

  private static String colourOf(Status s) {
    switch (s) {
      case OK:
        return "\u001b[32m";
      case WARN:
        return "\u001b[33m";
      case FAIL:
        return "\u001b[1;31m";
      default:
        return "\u001b[2m";
    }
  }

  private static String pad(String s, int width) {
    return s + " ".repeat(Math.max(0, width - s.length()));
  }

  /** The whole report as one JSON document, pretty-printed. */
  public static void json(DoctorReport report, PrintStream out) {
    StringBuilder sb = new StringBuilder();
    JsonWriter w = new JsonWriter(sb, true);
    DocumentHeader.DOCTOR.write(w.beginObject());
    writeMembers(w, report);
    w.endObject().finish();
    out.print(sb);
  }

  /** Writes {@code {"findings":[...],"summary":{...}}} at the writer's position (for embedding). */
  public static void write(JsonWriter w, DoctorReport report) {
    w.beginObject();
    writeMembers(w, report);
    w.endObject();
  }

  private static void writeMembers(JsonWriter w, DoctorReport report) {
    w.name("findings");
    writeArray(w, report.findings());
    w.name("summary");
    writeSummary(w, report);
  }

  /** Writes the array of finding objects at the writer's position (for embedding in larger documents). */
  public static void writeArray(JsonWriter w, List<Finding> findings) {
    w.beginArray();
    for (Finding f : findings) {
      w.beginObject()
          .field("id", f.id())
          .field("status", f.status().jsonName())
          .field("observed", f.observed())
          .field("why", f.why())
          .field("fix", f.fix())
          .field("undo", f.undo())
          .field("doc", f.doc())
          .field("label", f.label())
          .endObject();
    }
    w.endArray();
  }

  /** Writes the summary object: counts per status, how the doctor ran, and the one-line summary. */
  public static void writeSummary(JsonWriter w, DoctorReport report) {
    w.beginObject()
        .field("ok", report.count(Status.OK))
        .field("warn", report.count(Status.WARN))
        .field("fail", report.count(Status.FAIL))
        .field("unknown", report.count(Status.UNKNOWN))
        .field("measuringCpu", report.measuringCpu())
        .field("measuringCpuChosen", report.measuringCpuChosen())
        .field("activitySampled", report.activitySampled())
        .field("noiseProbed", report.noiseProbed())
        .field("elapsedNanos", report.elapsedNanos())
        .field("line", report.oneLineSummary())
        .endObject();
  }
}
