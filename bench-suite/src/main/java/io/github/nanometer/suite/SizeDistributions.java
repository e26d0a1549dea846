package io.github.nanometer.suite;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The size distributions shipped with the suite: llvm-libc's measured tables ({@code memcpy Google
 * A} ... {@code memcmp Google W}, data of the LLVM Project, Apache-2.0 WITH LLVM-exception; see
 * NOTICE), read from the resource {@value #RESOURCE}, plus the synthetic {@value #UNIFORM_NAME}
 * for every function.
 */
public final class SizeDistributions {

  /** The classpath resource holding {@code name,size,probability} rows. */
  public static final String RESOURCE = "/io/github/nanometer/suite/size-distributions.csv";

  /** The synthetic distribution's name: every size from 384 to 4096 bytes, equally likely. */
  public static final String UNIFORM_NAME = "uniform 384 to 4096";

  /** Smallest size of the uniform distribution. */
  public static final int UNIFORM_MIN = 384;

  /** Largest size of the uniform distribution. */
  public static final int UNIFORM_MAX = 4096;

  private static final class Holder {
    static final Map<MemoryFunction, List<SizeDistribution>> ALL = load();
  }

  private SizeDistributions() {}

  /** The distributions of {@code function}: its nine measured tables, then the uniform one. */
  public static List<SizeDistribution> forFunction(MemoryFunction function) {
    return Holder.ALL.get(function);
  }

  /**
   * The distribution of {@code function} called {@code name}: the full name ({@code "memcpy Google
   * A"}), the name without the function prefix ({@code "Google A"}), or the letter alone ({@code
   * "A"}), case-insensitive; null when there is none.
   */
  public static SizeDistribution named(MemoryFunction function, String name) {
    String wanted = name.trim();
    for (SizeDistribution d : forFunction(function)) {
      String full = d.name();
      String withoutFunction = full.startsWith(function.cliName() + " ")
          ? full.substring(function.cliName().length() + 1) : full;
      String letter = withoutFunction.startsWith("Google ") ? withoutFunction.substring("Google ".length()) : null;
      if (wanted.equalsIgnoreCase(full) || wanted.equalsIgnoreCase(withoutFunction)
          || (letter != null && wanted.equalsIgnoreCase(letter))) {
        return d;
      }
    }
    return null;
  }

  /** The short names accepted by {@link #named} for every function ({@code Google A}, ..., the uniform one). */
  public static List<String> shortNames() {
    List<String> names = new ArrayList<>();
    for (SizeDistribution d : forFunction(MemoryFunction.MEMCPY)) {
      String full = d.name();
      names.add(full.startsWith("memcpy ") ? full.substring("memcpy ".length()) : full);
    }
    return names;
  }

  private static Map<MemoryFunction, List<SizeDistribution>> load() {
    try (InputStream in = SizeDistributions.class.getResourceAsStream(RESOURCE)) {
      if (in == null) {
        throw new IllegalStateException("resource " + RESOURCE + " is missing from the classpath (a broken build)");
      }
      return parse(new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8)));
    } catch (IOException e) {
      throw new UncheckedIOException("cannot read " + RESOURCE, e);
    }
  }

  /** Parses the CSV ({@code name,size,probability} with a header; rows grouped by name, sizes increasing). */
  static Map<MemoryFunction, List<SizeDistribution>> parse(BufferedReader reader) throws IOException {
    Map<String, List<double[]>> rows = new LinkedHashMap<>();
    String header = reader.readLine();
    if (header == null || !header.trim().equals("name,size,probability")) {
      throw new IllegalStateException(RESOURCE + ": expected header 'name,size,probability', got '" + header + "'");
    }
    String line;
    int lineNumber = 1;
    while ((line = reader.readLine()) != null) {
      lineNumber++;
      if (line.isBlank()) {
        continue;
      }
      String[] f = line.split(",");
      if (f.length != 3) {
        throw new IllegalStateException(RESOURCE + " line " + lineNumber + ": expected 3 fields, got '" + line + "'");
      }
      try {
        rows.computeIfAbsent(f[0].trim(), k -> new ArrayList<>())
            .add(new double[] {Integer.parseInt(f[1].trim()), Double.parseDouble(f[2].trim())});
      } catch (NumberFormatException e) {
        throw new IllegalStateException(RESOURCE + " line " + lineNumber + ": bad number in '" + line + "'", e);
      }
    }
    Map<MemoryFunction, List<SizeDistribution>> byFunction = new LinkedHashMap<>();
    for (MemoryFunction fn : MemoryFunction.values()) {
      byFunction.put(fn, new ArrayList<>());
    }
    for (Map.Entry<String, List<double[]>> e : rows.entrySet()) {
      String name = e.getKey();
      MemoryFunction fn = MemoryFunction.parse(name.split(" ")[0]);
      if (fn == null) {
        throw new IllegalStateException(RESOURCE + ": distribution '" + name + "' names no known function");
      }
      List<double[]> entries = e.getValue();
      int[] sizes = new int[entries.size()];
      double[] p = new double[entries.size()];
      for (int i = 0; i < sizes.length; i++) {
        sizes[i] = (int) entries.get(i)[0];
        p[i] = entries.get(i)[1];
      }
      byFunction.get(fn).add(SizeDistribution.of(name, fn, sizes, p));
    }
    for (MemoryFunction fn : MemoryFunction.values()) {
      byFunction.get(fn).add(SizeDistribution.uniform(UNIFORM_NAME, fn, UNIFORM_MIN, UNIFORM_MAX));
      byFunction.put(fn, List.copyOf(byFunction.get(fn)));
    }
    return Map.copyOf(byFunction);
  }
}
