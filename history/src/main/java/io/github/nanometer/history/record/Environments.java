package io.github.nanometer.history.record;

import io.github.nanometer.history.store.JvmIdentity;
import io.github.nanometer.json.JsonValue;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.OptionalLong;

/**
 * The machine and JVM facts of a nanometer document's {@code environment} object: {@code
 * availableProcessors}, {@code osName} and {@code osVersion}, {@code javaVersion}, and from version
 * 4 {@code cpuModel}, {@code memoryBytes} and {@code onlineCpus} (each may be null or absent:
 * unknown), {@code jvmVendor} and {@code jvmArguments}.
 */
final class Environments {
  private Environments() {}

  /** The JVM vendor recorded for a document that does not state one (before version 4, JMH's). */
  static final String UNKNOWN_VENDOR = "unknown";

  /**
   * The machine facts of {@code environment}; {@code cpuName} (the suite's {@code machine.cpuName})
   * stands in for a CPU model the environment does not state. The cores are {@code onlineCpus}, the
   * machine's, where the document has them; else {@code availableProcessors}, which counts the
   * capturing thread's affinity (1 on a pinned measuring thread), so such documents key on what
   * they measured with.
   */
  static MachineFacts machine(JsonValue environment, boolean version4, Optional<String> cpuName) {
    int cores = environment.get("availableProcessors").integer();
    if (cores < 1) {
      throw environment.get("availableProcessors").error("must be at least 1, got " + cores);
    }
    Optional<JsonValue> online = version4 ? nullable(environment, "onlineCpus") : Optional.empty();
    if (online.isPresent()) {
      cores = online.get().integer();
      if (cores < 1) {
        throw online.get().error("must be at least 1, or null when unknown, got " + cores);
      }
    }
    String kernel = environment.get("osName").string() + " " + environment.get("osVersion").string();
    Optional<String> cpuModel = version4 ? nullable(environment, "cpuModel").map(JsonValue::string) : Optional.empty();
    OptionalLong memory = OptionalLong.empty();
    if (version4) {
      Optional<JsonValue> bytes = nullable(environment, "memoryBytes");
      if (bytes.isPresent()) {
        long value = bytes.get().longValue();
        if (value < 1) {
          throw bytes.get().error("must be at least 1 byte, or null when unknown, got " + value);
        }
        memory = OptionalLong.of(value);
      }
    }
    return new MachineFacts(cpuModel.filter(s -> !s.isBlank()).or(() -> cpuName.filter(s -> !s.isBlank())),
        OptionalInt.of(cores), memory, Optional.of(kernel.strip()).filter(s -> !s.isBlank()));
  }

  /**
   * The JVM of {@code environment}: its {@code javaVersion}, and from version 4 its {@code
   * jvmVendor} and {@code jvmArguments} ({@link JvmFlags#significant}); before, the vendor {@value
   * #UNKNOWN_VENDOR} and no flags.
   */
  static JvmIdentity jvm(JsonValue environment, boolean version4) {
    String version = environment.get("javaVersion").string();
    String vendor = version4 ? environment.get("jvmVendor").string() : UNKNOWN_VENDOR;
    List<String> flags = version4 ? JvmFlags.significant(strings(environment.get("jvmArguments"))) : List.of();
    return environment.build(() -> new JvmIdentity(vendor, version, flags));
  }

  /** The strings of an array. */
  static List<String> strings(JsonValue array) {
    List<String> out = new ArrayList<>();
    for (JsonValue v : array.elements()) {
      out.add(v.string());
    }
    return out;
  }

  /** The member {@code name} when present and not null. */
  static Optional<JsonValue> nullable(JsonValue object, String name) {
    if (!object.has(name)) {
      return Optional.empty();
    }
    JsonValue v = object.get(name);
    return v.isNull() ? Optional.empty() : Optional.of(v);
  }
}
