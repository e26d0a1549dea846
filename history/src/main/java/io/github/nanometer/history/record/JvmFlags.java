package io.github.nanometer.history.record;

import java.util.List;

/**
 * The JVM flags that key a series: a run's input arguments without those that change from one run
 * to the next without changing the measured code, which would otherwise split a series at every run:
 * nanometer's and JMH's own properties ({@code -Dnanometer.*}, {@code -Djmh.*}: a fork's cpu activity
 * file, its child port), class-data-sharing archives ({@code -XX:SharedArchiveFile=...}, {@code
 * -Xshare:...}) and logging ({@code -Xlog:...}, {@code -verbose:...}).
 */
final class JvmFlags {
  private JvmFlags() {}

  private static final List<String> PLUMBING = List.of("-Dnanometer.", "-Djmh.", "-XX:SharedArchiveFile=",
      "-XX:ArchiveClassesAtExit=", "-XX:+AutoCreateSharedArchive", "-XX:-AutoCreateSharedArchive", "-Xshare:",
      "-Xlog:", "-verbose:");

  /** {@code arguments} without the run-to-run plumbing above, in their order. */
  static List<String> significant(List<String> arguments) {
    return arguments.stream().filter(a -> PLUMBING.stream().noneMatch(a::startsWith)).toList();
  }
}
