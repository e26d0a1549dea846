package io.github.nanometer.sidebyside;

import java.lang.management.ManagementFactory;
import java.util.Locale;
import java.util.stream.Collectors;
import javax.management.MBeanServer;
import javax.management.ObjectName;

/**
 * Uses of shared JDK code of one kind, run in JMH's fork before its benchmark (CorpusJmh's {@code
 * -Dcorpus.pollute=jdk-KIND}): which of nanometer's start-up activities changes a JDK-heavy body.
 */
final class Pollution {
  private Pollution() {}

  static void run(String kind) {
    long sink = 0;
    switch (kind) {
      case "regex" -> {
        for (int i = 0; i < 400; i++) {
          String line = "cpu" + (i % 8) + " " + i + " 0 " + (i * 7) + "  12 0 0 3 0 0 0";
          sink += line.split("\\s+").length;
          sink += String.valueOf(i).matches("\\d{1,9}") ? 1 : 0;
        }
      }
      case "format" -> {
        for (int i = 0; i < 400; i++) {
          sink += String.format(Locale.ROOT, "%.1f%% of %.0f ms, %d", i / 7.0, i * 1.5, i).length();
        }
      }
      case "mbean" -> {
        try {
          MBeanServer s = ManagementFactory.getPlatformMBeanServer();
          ObjectName name = new ObjectName("com.sun.management:type=DiagnosticCommand");
          for (int i = 0; i < 40; i++) {
            Object text = s.invoke(name, "compilerQueue", new Object[] {null}, new String[] {String[].class.getName()});
            sink += String.valueOf(text).length();
          }
        } catch (Exception e) {
          throw new IllegalStateException(e);
        }
      }
      case "stream" -> {
        java.util.List<String> words = java.util.List.of("cpu0", "cpu1", "tsc", "hpet", "acpi_pm", "mperf", "aperf");
        for (int i = 0; i < 400; i++) {
          int k = i;
          sink += words.stream().filter(w -> w.length() > k % 5).map(w -> w + k).collect(Collectors.toList()).size();
          sink += words.stream().map(w -> w.length() + ":" + w).collect(Collectors.joining(",", "[", "]")).length();
          sink += java.util.stream.IntStream.range(0, 8).filter(c -> c != k % 8).mapToObj(c -> "cpu " + c).toList().size();
          sink += java.util.Arrays.stream(new long[] {k, 2L * k, 3}).map(x -> x + 1).sum();
        }
      }
      default -> throw new IllegalArgumentException("pollution kind must be regex, format, mbean or stream, got '"
          + kind + "'");
    }
    System.err.println("pollution " + kind + ": " + sink);
  }
}
