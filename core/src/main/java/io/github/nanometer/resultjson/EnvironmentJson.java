package io.github.nanometer.resultjson;

import io.github.nanometer.BlackholeKind;
import io.github.nanometer.ClockSummary;
import io.github.nanometer.Diagnosis;
import io.github.nanometer.Environment;
import io.github.nanometer.doctor.DoctorReport;
import io.github.nanometer.json.JsonValue;
import io.github.nanometer.json.JsonWriter;
import io.github.nanometer.report.ClockFactsReader;
import io.github.nanometer.report.ClockFactsWriter;
import io.github.nanometer.report.DoctorReportReader;
import io.github.nanometer.report.EnvironmentWriter;
import io.github.nanometer.report.FindingsWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.OptionalLong;

/**
 * The JSON form of an {@link Environment}, written and read in one place. The results document
 * keeps the clock and the doctor report outside each result's {@code environment} object (one
 * {@code clock} per result, one {@code doctor} per document); a comparison's environment stands
 * alone ({@link #write}/{@link #read(JsonValue)}), with its {@code clock} and, when known, its
 * {@code doctor} inside.
 */
public final class EnvironmentJson {
  private EnvironmentJson() {}

  /**
   * Writes {@code name: {javaVersion, ..., tickNanos, clock, doctor}} at the writer's position inside
   * an object; {@code doctor} is left out when the run had no doctor report.
   */
  public static void write(JsonWriter w, String name, Environment e) {
    w.name(name).beginObject();
    writeMembers(w, e);
    w.name("clock");
    writeClock(w, e.clock());
    if (e.doctor().isPresent()) {
      w.name("doctor");
      writeDoctor(w, e.doctor().get());
    }
    w.endObject();
  }

  /**
   * Reads an environment written by {@link #write}.
   *
   * @throws IllegalArgumentException naming the member that is missing or mistyped
   */
  public static Environment read(JsonValue e) {
    Optional<Diagnosis> doctor = e.has("doctor") ? Optional.of(readDoctor(e.get("doctor"))) : Optional.empty();
    return read(e, readClock(e.get("clock")), doctor);
  }

  /**
   * Writes a clock's facts as one object at the writer's position, as {@code nanometer timer} writes
   * each clock (the {@code clock} of a result, an environment, the suite's machine).
   */
  public static void writeClock(JsonWriter w, ClockSummary clock) {
    ClockFactsWriter.write(w, clock);
  }

  /**
   * Reads a clock object written by {@link #writeClock}.
   *
   * @throws IllegalArgumentException naming the member that is missing, mistyped or out of range
   */
  public static ClockSummary readClock(JsonValue c) {
    return ClockFactsReader.read(c);
  }

  /**
   * Writes a doctor's report as one object at the writer's position, as {@code nanometer doctor
   * --json} writes its findings (the {@code doctor} of a document, an environment, the suite's machine).
   */
  public static void writeDoctor(JsonWriter w, Diagnosis doctor) {
    FindingsWriter.write(w, DoctorReport.of(doctor));
  }

  /**
   * Reads a doctor's report written by {@link #writeDoctor}.
   *
   * @throws IllegalArgumentException naming the member that is missing or mistyped
   */
  public static Diagnosis readDoctor(JsonValue d) {
    return DoctorReportReader.read(d).diagnosis();
  }

  /** The members every environment object has, at the writer's position inside an open object. */
  static void writeMembers(JsonWriter w, Environment e) {
    w.field("javaVersion", e.javaVersion())
        .field("vmName", e.vmName())
        .field("vmVersion", e.vmVersion())
        .field("osName", e.osName())
        .field("osVersion", e.osVersion())
        .field("arch", e.arch())
        .field("availableProcessors", e.availableProcessors())
        .field("maxHeapBytes", e.maxHeapBytes())
        .field("blackhole", e.blackhole().cliName())
        .field("threadPlacement", e.threadPlacement())
        .field("tickNanos", e.tickNanos());
    EnvironmentWriter.writeHost(w, e.cpuModel(), e.memoryBytes(), e.jvmVendor(), e.jvmArguments(), e.onlineCpus());
  }

  /** Reads the members {@link #writeMembers} writes, with the clock and doctor report kept elsewhere. */
  static Environment read(JsonValue e, ClockSummary clock, Optional<Diagnosis> doctor) {
    return e.build(() -> new Environment(e.get("javaVersion").string(), e.get("vmName").string(),
        e.get("vmVersion").string(), e.get("osName").string(), e.get("osVersion").string(), e.get("arch").string(),
        e.get("availableProcessors").integer(), e.get("maxHeapBytes").longValue(),
        e.get("blackhole").choice(BlackholeKind.values(), BlackholeKind::cliName), e.get("threadPlacement").string(),
        clock, e.get("tickNanos").number(), doctor, cpuModel(e), memoryBytes(e),
        jvmVendor(e), jvmArguments(e), onlineCpus(e)));
  }

  /**
   * An environment object's {@code onlineCpus}: a whole number of at least 1, or empty when it is
   * null or absent (documents written before it was saved).
   *
   * @throws IllegalArgumentException naming the member's path when it is mistyped or below 1
   */
  public static OptionalInt onlineCpus(JsonValue e) {
    if (!e.has("onlineCpus") || e.get("onlineCpus").isNull()) {
      return OptionalInt.empty();
    }
    int cpus = e.get("onlineCpus").integer();
    if (cpus < 1) {
      throw e.get("onlineCpus").error("must be at least 1 (or null when unknown), got " + cpus);
    }
    return OptionalInt.of(cpus);
  }

  /**
   * An environment object's {@code cpuModel}: a string, or empty when it is null or absent
   * (documents written before version 4).
   *
   * @throws IllegalArgumentException naming the member's path when it is neither a string nor null
   */
  public static Optional<String> cpuModel(JsonValue e) {
    return !e.has("cpuModel") || e.get("cpuModel").isNull() ? Optional.empty()
        : Optional.of(e.get("cpuModel").string());
  }

  /**
   * An environment object's {@code memoryBytes}: a whole number of at least 1, or empty when it is
   * null or absent.
   *
   * @throws IllegalArgumentException naming the member's path when it is mistyped or below 1
   */
  public static OptionalLong memoryBytes(JsonValue e) {
    if (!e.has("memoryBytes") || e.get("memoryBytes").isNull()) {
      return OptionalLong.empty();
    }
    long bytes = e.get("memoryBytes").longValue();
    if (bytes < 1) {
      throw e.get("memoryBytes").error("must be at least 1 byte (or null when unknown), got " + bytes);
    }
    return OptionalLong.of(bytes);
  }

  /**
   * An environment object's {@code jvmVendor}, or empty text when it is absent (documents written
   * before version 4).
   *
   * @throws IllegalArgumentException naming the member's path when it is not a string
   */
  public static String jvmVendor(JsonValue e) {
    return e.has("jvmVendor") ? e.get("jvmVendor").string() : "";
  }

  /**
   * An environment object's {@code jvmArguments}, in order; empty when absent (documents written
   * before version 4).
   *
   * @throws IllegalArgumentException naming the element's path when it is not an array of strings
   */
  public static List<String> jvmArguments(JsonValue e) {
    if (!e.has("jvmArguments")) {
      return List.of();
    }
    List<String> arguments = new ArrayList<>();
    for (JsonValue a : e.get("jvmArguments").elements()) {
      arguments.add(a.string());
    }
    return arguments;
  }
}
