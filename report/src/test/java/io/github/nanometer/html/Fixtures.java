package io.github.nanometer.html;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;

/**
 * The saved documents the report tests draw, each a valid document of its schema (the typed readers
 * accept it, as {@code nanometer report} requires), read as the report reads them ({@link
 * ReportInputs#parse}). reference.json ({@code nanometer-results} v2), suite.json and sweep.json
 * are real runs of this machine (samples trimmed to keep them small), compare.json a real {@code
 * compare} run; judge.json follows the {@code nanometer-judge} v1 schema with chosen ratios covering
 * every verdict, made-up samples and a hostile benchmark name; jmh.json is a real JMH 1.37 {@code -rf
 * json} file (two forks of three iterations per benchmark, throughput and average time);
 * threaded.json a {@code nanometer-threaded} document of two threads; jmh-forks.json a {@code
 * nanometer-jmh} v3 document that {@code nanometer jmh}'s writer wrote from made-up forks (one run
 * in three forks, one with a warm-up, and one run in one fork). The suite's documents need
 * the suite's reader, so they are drawn by bench-suite's tests ({@code HtmlSuiteTest}), not here.
 */
final class Fixtures {

  /** The documents the core's readers read, in the order the tests expect. */
  static final List<String> ALL = List.of("reference.json", "compare.json", "judge.json", "jmh.json",
      "threaded.json", "jmh-forks.json");

  private Fixtures() {}

  static String text(String name) throws IOException {
    try (InputStream in = Fixtures.class.getResourceAsStream(name)) {
      if (in == null) {
        throw new IOException("missing test resource " + name);
      }
      return new String(in.readAllBytes(), StandardCharsets.UTF_8);
    }
  }

  static ReportDocument document(String name) throws IOException {
    try {
      return ReportInputs.parse(name, text(name));
    } catch (RefusedDocument e) {
      throw new IOException(e.getMessage(), e);
    }
  }

  static List<ReportDocument> all() throws IOException {
    java.util.ArrayList<ReportDocument> list = new java.util.ArrayList<>();
    for (String n : ALL) {
      list.add(document(n));
    }
    return list;
  }
}
