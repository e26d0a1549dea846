package io.github.nanometer.report;

import io.github.nanometer.compare.SavedBenchmark;
import io.github.nanometer.json.JsonReader;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Reads JMH's {@code -rf json} documents (a top-level array of benchmark objects, as JMH 1.x and
 * nanometer's {@code --format jmh} write them) into {@link SavedBenchmark}s. Reads {@code benchmark}, {@code
 * mode}, {@code forks}, {@code params} and {@code primaryMetric} ({@code score}, {@code scoreUnit},
 * {@code rawData}); everything else is ignored. Times are converted to {@code ns/op} and
 * throughputs to {@code ops/s}; other units are kept as written. JMH's {@code "NaN"} strings read
 * as missing values. {@code sample} mode keeps a histogram instead of {@code rawData}: such a
 * benchmark has a score but no raw values. A benchmark nanometer wrote (it carries the {@value
 * JmhNames#EXTRA_KEY} member, nanometer's whole result) is read from that result instead, exactly
 * as the {@code nanometer-results} document it was exported beside: same name, variant, samples
 * and compiled copies, so {@code judge} matches a nanometer document against its own export; where
 * that member is an array (a run measured in several fresh JVMs), its results are read as the forks
 * of one benchmark.
 * JMH's non-finite spellings ({@code "NaN"}, {@code "+INF"}, {@code "-INF"}, and the older {@code
 * "Infinity"}) are read as such. {@link #benchmarks} reads the same files as JMH wrote them ({@link
 * JmhFileEntry}: JMH's units, score error and interval), for the HTML report.
 */
public final class JmhJsonReader {
  private JmhJsonReader() {}

  /**
   * The benchmarks of a parsed JMH document.
   *
   * @param document the value {@link JsonReader#parse} returned for the file
   * @throws IllegalArgumentException naming the element and member when the shape is not JMH's
   */
  public static List<SavedBenchmark> read(Object document) {
    List<?> list = array(document);
    List<SavedBenchmark> out = new ArrayList<>();
    for (int i = 0; i < list.size(); i++) {
      String where = "benchmark [" + i + "]";
      Map<?, ?> b = object(list.get(i), where);
      if (b.get(JmhNames.EXTRA_KEY) instanceof Map<?, ?> own) {
        // nanometer's own export: its result object is the whole truth (name, samples, compiled
        // copies), so the file matches the nanometer document it was exported beside.
        String at = where + " " + JmhNames.EXTRA_KEY;
        out.add(SavedResultReader.fromResult(own, at, string(own, "name", at), Map.of(), 1));
        continue;
      }
      if (b.get(JmhNames.EXTRA_KEY) instanceof List<?> forks && !forks.isEmpty()) {
        // nanometer's export of a run measured in several fresh JVMs: one result per fork, read as
        // the forks of one benchmark, as the nanometer-jmh document it was exported beside.
        List<SavedBenchmark> each = new ArrayList<>();
        for (int f = 0; f < forks.size(); f++) {
          String at = where + " " + JmhNames.EXTRA_KEY + "[" + f + "]";
          Map<?, ?> own = object(forks.get(f), at);
          each.add(SavedResultReader.fromResult(own, at, string(own, "name", at), Map.of(), 1));
        }
        out.add(each.size() > 1 ? SavedResultReader.forks(each) : each.get(0));
        continue;
      }
      JmhFileEntry e = entry(b, where);
      Unit u = Unit.of(e.scoreUnit(), e.mode());
      double[][] rows = e.rawData();
      for (int r = 0; r < rows.length; r++) {
        rows[r] = java.util.Arrays.stream(rows[r]).filter(Double::isFinite).map(v -> v * u.factor).toArray();
      }
      out.add(new SavedBenchmark(e.benchmark(), e.params(), e.mode(), u.name, u.higherIsBetter, e.score() * u.factor,
          rows, e.forks() >= 1, false));
    }
    return out;
  }

  /**
   * The benchmarks of a parsed JMH document as JMH wrote them (JMH's units, its error and interval),
   * for the report; nanometer's own exports are read as the JMH members they carry.
   *
   * @param document the value {@link JsonReader#parse} returned for the file
   * @throws IllegalArgumentException naming the element and member when the shape is not JMH's: a
   *     missing or mistyped member, a negative score or measurement
   */
  public static List<JmhFileEntry> benchmarks(Object document) {
    List<?> list = array(document);
    List<JmhFileEntry> out = new ArrayList<>();
    for (int i = 0; i < list.size(); i++) {
      String where = "benchmark [" + i + "]";
      out.add(entry(object(list.get(i), where), where));
    }
    return out;
  }

  private static List<?> array(Object document) {
    if (!(document instanceof List<?> list)) {
      throw new IllegalArgumentException("a JMH result file is a JSON array of benchmarks");
    }
    return list;
  }

  /** One benchmark object, {@code where} naming it in messages. */
  private static JmhFileEntry entry(Map<?, ?> b, String where) {
    String name = string(b, "benchmark", where);
    String mode = string(b, "mode", where);
    Map<String, String> params = params(b, where);
    Map<?, ?> primary = object(b.get("primaryMetric"), where + " primaryMetric");
    String unit = string(primary, "scoreUnit", where + " primaryMetric");
    double score = number(primary.get("score"));
    if (score < 0) {
      throw new IllegalArgumentException(where + " primaryMetric.score: must not be negative, got " + score);
    }
    List<double[]> rows = new ArrayList<>();
    if (primary.get("rawData") instanceof List<?> raw) {
      for (int r = 0; r < raw.size(); r++) {
        if (!(raw.get(r) instanceof List<?> values)) {
          throw new IllegalArgumentException(where + " primaryMetric.rawData: expected an array of arrays");
        }
        double[] row = new double[values.size()];
        for (int k = 0; k < row.length; k++) {
          row[k] = number(values.get(k));
          if (row[k] < 0) {
            throw new IllegalArgumentException(where + " primaryMetric.rawData[" + r + "][" + k
                + "]: a measurement must not be negative, got " + row[k]);
          }
        }
        rows.add(row);
      }
    }
    double error = optionalNumber(primary, "scoreError", where + " primaryMetric");
    double low = Double.NaN;
    double high = Double.NaN;
    if (primary.get("scoreConfidence") instanceof List<?> ci && ci.size() == 2) {
      low = numberAt(ci.get(0), where + " primaryMetric.scoreConfidence[0]");
      high = numberAt(ci.get(1), where + " primaryMetric.scoreConfidence[1]");
    }
    return new JmhFileEntry(name, mode, (int) whole(b, "threads", where), (int) whole(b, "forks", where), params,
        score, error, low, high, unit, rows.toArray(new double[0][]), optionalString(b, "jdkVersion", where),
        optionalString(b, "vmName", where));
  }

  /** A whole number of at least 0 and at most {@link Integer#MAX_VALUE}; 0 when absent. */
  private static long whole(Map<?, ?> m, String member, String where) {
    Object v = m.get(member);
    if (v == null) {
      return 0;
    }
    if (!(v instanceof Long n) || n < 0 || n > Integer.MAX_VALUE) {
      throw new IllegalArgumentException(where + " " + member + ": must be a whole number from 0 to "
          + Integer.MAX_VALUE + ", got " + v);
    }
    return n;
  }

  private static double optionalNumber(Map<?, ?> m, String member, String where) {
    return numberAt(m.get(member), where + "." + member);
  }

  /** A number or one of JMH's non-finite spellings at {@code path}; null reads as NaN. */
  private static double numberAt(Object v, String path) {
    try {
      return v == null ? Double.NaN : number(v);
    } catch (IllegalArgumentException e) {
      throw new IllegalArgumentException(path + ": " + e.getMessage(), e);
    }
  }

  private static String optionalString(Map<?, ?> m, String member, String where) {
    return m.get(member) == null ? "" : string(m, member, where);
  }

  /** A JMH score unit converted to nanometer's canonical one. */
  private record Unit(String name, double factor, boolean higherIsBetter) {
    static Unit of(String unit, String mode) {
      String u = unit.trim().toLowerCase(Locale.ROOT);
      if (u.endsWith("/op")) {
        Double nanos = nanosOf(u.substring(0, u.length() - 3));
        if (nanos != null) {
          return new Unit("ns/op", nanos, false);
        }
      }
      if (u.startsWith("ops/")) {
        Double nanos = nanosOf(u.substring(4));
        if (nanos != null) {
          return new Unit("ops/s", 1e9 / nanos, true);
        }
      }
      return new Unit(unit, 1, mode.equals("thrpt"));
    }

    private static Double nanosOf(String timeUnit) {
      return switch (timeUnit) {
        case "ns" -> 1.0;
        case "us" -> 1e3;
        case "ms" -> 1e6;
        case "s" -> 1e9;
        case "min" -> 60e9;
        case "hr" -> 3600e9;
        case "day" -> 86400e9;
        default -> null;
      };
    }
  }

  private static double number(Object v) {
    if (v instanceof Number n) {
      return n.doubleValue();
    }
    if (v instanceof String s) {
      return switch (s) {
        case "NaN" -> Double.NaN;
        case "Infinity", "+INF", "INF" -> Double.POSITIVE_INFINITY;
        case "-Infinity", "-INF" -> Double.NEGATIVE_INFINITY;
        default -> throw new IllegalArgumentException("expected a number, got '" + s + "'");
      };
    }
    throw new IllegalArgumentException("expected a number, got " + v);
  }

  static Map<?, ?> object(Object v, String where) {
    if (!(v instanceof Map<?, ?> m)) {
      throw new IllegalArgumentException(where + ": expected a JSON object");
    }
    return m;
  }

  /** A benchmark's {@code params} member (JMH's shape: names to values), empty when absent. */
  static Map<String, String> params(Map<?, ?> b, String where) {
    Map<String, String> params = new LinkedHashMap<>();
    if (b.get("params") != null) {
      object(b.get("params"), where + " params").forEach((k, v) -> params.put(String.valueOf(k), String.valueOf(v)));
    }
    return params;
  }

  static String string(Map<?, ?> m, String member, String where) {
    if (!(m.get(member) instanceof String s)) {
      throw new IllegalArgumentException(where + ": member '" + member + "' must be a string");
    }
    return s;
  }
}
