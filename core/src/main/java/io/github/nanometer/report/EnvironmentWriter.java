package io.github.nanometer.report;

import io.github.nanometer.Blackhole;
import io.github.nanometer.json.JsonWriter;

/** Writes the {@code environment} object of result documents: JVM, OS and blackhole facts. */
public final class EnvironmentWriter {
  private EnvironmentWriter() {}

  /** Writes {@code "environment": {...}} at the writer's position inside an object. */
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
        .field("blackhole", Blackhole.kind())
        .endObject();
  }
}
