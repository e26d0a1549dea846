package io.github.nanometer.report;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.regex.Pattern;

/**
 * Turns nanometer benchmark names into JMH's {@code package.Class.method} shape plus JMH
 * parameters. JMH tools split the benchmark name at its dots (jmh-visualizer groups by
 * everything before the last dot, the class), so the method part must be one Java identifier.
 *
 * <p>A name such as {@code "lcg k=100"} becomes method {@code lcg} with parameter {@code k=100}:
 * every space-separated {@code key=value} token becomes a JMH parameter (values as strings, as
 * JMH writes them), the other tokens form the method name with every character outside {@code
 * [A-Za-z0-9_]} replaced by {@code _}.
 */
public final class JmhNames {

  /**
   * The member of a JMH benchmark object where nanometer keeps its own result object; JMH tools
   * ignore it, and {@link JmhJsonReader} recognizes nanometer's files by it.
   */
  public static final String EXTRA_KEY = "nanometer";

  /** The class prefix used when the caller gives none. */
  public static final String DEFAULT_CLASS = "nanometer.Benchmarks";

  private static final Pattern QUALIFIED = Pattern.compile("[A-Za-z_$][A-Za-z0-9_$]*(\\.[A-Za-z_$][A-Za-z0-9_$]*)+");
  private static final Pattern PARAM = Pattern.compile("([A-Za-z_][A-Za-z0-9_]*)=(\\S+)");

  private JmhNames() {}

  /**
   * A JMH benchmark name and its parameters.
   *
   * @param benchmark {@code package.Class.method}
   * @param params parameter names to string values, in the order they appeared; empty when none
   */
  public record Split(String benchmark, Map<String, String> params) {
    /** Copies the parameters. */
    public Split {
      params = Collections.unmodifiableMap(new LinkedHashMap<>(params));
    }
  }

  /**
   * Splits {@code name} into a JMH benchmark name under {@code classPrefix} and its parameters.
   *
   * @param classPrefix {@code package.Class}: at least two dot-separated Java identifiers
   * @param name the nanometer benchmark name (any text)
   * @throws IllegalArgumentException when {@code classPrefix} is not a qualified class name
   */
  public static Split split(String classPrefix, String name) {
    requireClassPrefix(classPrefix);
    Map<String, String> params = new LinkedHashMap<>();
    StringBuilder method = new StringBuilder();
    for (String token : name.trim().split("\\s+")) {
      var m = PARAM.matcher(token);
      if (m.matches() && !params.containsKey(m.group(1))) {
        params.put(m.group(1), m.group(2));
      } else if (!token.isEmpty()) {
        method.append(method.length() == 0 ? "" : "_").append(token);
      }
    }
    return new Split(classPrefix + "." + identifier(method.toString()), params);
  }

  /** {@code text} as one Java identifier: other characters become {@code _}, runs collapse. */
  public static String identifier(String text) {
    String s = text.replaceAll("[^A-Za-z0-9_]+", "_").replaceAll("_+", "_");
    s = s.replaceAll("^_+|_+$", "");
    if (s.isEmpty()) {
      return "benchmark";
    }
    return Character.isDigit(s.charAt(0)) ? "_" + s : s;
  }

  /**
   * Checks that {@code classPrefix} is a qualified class name such as {@code com.example.MyBench}.
   *
   * @throws IllegalArgumentException naming the value and the accepted shape
   */
  public static void requireClassPrefix(String classPrefix) {
    if (classPrefix == null || !QUALIFIED.matcher(classPrefix).matches()) {
      throw new IllegalArgumentException("classPrefix must be a qualified class name such as com.example.MyBench "
          + "(Java identifiers separated by dots), got '" + classPrefix + "'");
    }
  }
}
