package io.github.nanometer.report;

import io.github.nanometer.Blackhole;
import io.github.nanometer.json.JsonWriter;
import io.github.nanometer.os.HostHardware;
import java.lang.management.ManagementFactory;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.OptionalLong;

/** Writes the {@code environment} object of result documents: JVM, OS, machine and blackhole facts. */
public final class EnvironmentWriter {
  private EnvironmentWriter() {}

  /**
   * Writes {@code "environment": {...}} at the writer's position inside an object: this JVM's and
   * this host's facts now (a results document without results has no captured environment).
   */
  public static void write(JsonWriter w) {
    Runtime rt = Runtime.getRuntime();
    w.name("environment").beginObject()
        .field("javaVersion", System.getProperty("java.version"))
        .field("vmName", System.getProperty("java.vm.name"))
        .field("vmVersion", System.getProperty("java.vm.version"))
        .field("osName", System.getProperty("os.name"))
        .field("osVersion", System.getProperty("os.version"))
        .field("arch", System.getProperty("os.arch"))
        .field("availableProcessors", rt.availableProcessors())
        .field("maxHeapBytes", rt.maxMemory())
        .field("blackhole", Blackhole.kind());
    HostHardware hardware = HostHardware.real();
    String vendor = System.getProperty("java.vm.vendor");
    writeHost(w, hardware.cpuModel(), hardware.memoryBytes(), vendor == null ? "" : vendor,
        ManagementFactory.getRuntimeMXBean().getInputArguments(), hardware.onlineCpus());
    w.endObject();
  }

  /**
   * Writes the machine and JVM members a history keys on, at the writer's position inside an open
   * {@code environment} object: {@code "cpuModel"} (a string, or null when unknown), {@code
   * "memoryBytes"} (a number, or null when unknown), {@code "jvmVendor"}, {@code "jvmArguments"}
   * (an array of strings, in the order given) and {@code "onlineCpus"} (a number, or null when
   * unknown).
   */
  public static void writeHost(JsonWriter w, Optional<String> cpuModel, OptionalLong memoryBytes, String jvmVendor,
      List<String> jvmArguments, OptionalInt onlineCpus) {
    w.field("cpuModel", cpuModel.orElse(null));
    w.name("memoryBytes");
    if (memoryBytes.isPresent()) {
      w.value(memoryBytes.getAsLong());
    } else {
      w.nullValue();
    }
    w.field("jvmVendor", jvmVendor);
    w.name("jvmArguments").beginArray();
    jvmArguments.forEach(w::value);
    w.endArray();
    w.name("onlineCpus");
    if (onlineCpus.isPresent()) {
      w.value(onlineCpus.getAsInt());
    } else {
      w.nullValue();
    }
  }
}
