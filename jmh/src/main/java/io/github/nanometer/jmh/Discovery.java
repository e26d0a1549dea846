package io.github.nanometer.jmh;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.jar.JarEntry;
import java.util.jar.JarFile;
import java.util.stream.Stream;

/**
 * Finds the {@code @Benchmark} methods on a class path: from {@code META-INF/BenchmarkList} where
 * JMH's annotation processor wrote one (every uber {@code benchmarks.jar} has it), otherwise by
 * scanning the class files of the directories and jars for methods carrying {@code @Benchmark}.
 */
final class Discovery {

  /** The file JMH's annotation processor writes. */
  static final String BENCHMARK_LIST = "META-INF/BenchmarkList";

  /**
   * A benchmark method by the names JMH uses.
   *
   * @param className the user class ({@code Outer.Inner} for nested classes, as in the list)
   * @param methodName the method
   */
  record Found(String className, String methodName) {
    /** JMH's benchmark name. */
    String name() {
      return className.replace('$', '.') + "." + methodName;
    }
  }

  /**
   * What was found, and the classes scanning could not load (with the first failure).
   *
   * @param benchmarks the methods, sorted by name, without duplicates
   * @param source {@code META-INF/BenchmarkList} or {@code class scan}
   * @param unloadable classes the scan could not load
   * @param firstProblem the first such failure, or empty
   */
  record Outcome(List<Found> benchmarks, String source, int unloadable, String firstProblem) {}

  private Discovery() {}

  /** The benchmarks of {@code classPath}, loading classes through {@code loader} when scanning. */
  static Outcome find(List<Path> classPath, ClassLoader loader) throws IOException {
    Set<Found> listed = new LinkedHashSet<>();
    for (Path entry : classPath) {
      try (InputStream in = open(entry, BENCHMARK_LIST)) {
        if (in != null) {
          listed.addAll(parseList(in));
        }
      }
    }
    if (!listed.isEmpty()) {
      return new Outcome(sorted(listed), BENCHMARK_LIST, 0, "");
    }
    Set<Found> scanned = new LinkedHashSet<>();
    int unloadable = 0;
    String first = "";
    for (Path entry : classPath) {
      for (String className : classNames(entry)) {
        try {
          Class<?> c = Class.forName(className, false, loader);
          if (Modifier.isAbstract(c.getModifiers()) || c.isInterface()) {
            continue;
          }
          for (Method m : c.getMethods()) {
            if (JmhAnnotations.has(m, "Benchmark")) {
              scanned.add(new Found(c.getName().replace('$', '.'), m.getName()));
            }
          }
        } catch (ClassNotFoundException | LinkageError e) {
          unloadable++;
          if (first.isEmpty()) {
            first = className + ": " + e;
          }
        }
      }
    }
    return new Outcome(sorted(scanned), "class scan", unloadable, first);
  }

  private static List<Found> sorted(Set<Found> found) {
    List<Found> list = new ArrayList<>(found);
    list.sort(Comparator.comparing(Found::name));
    return list;
  }

  /**
   * The class and method of every line of a {@code BenchmarkList}: JMH 1.37 writes {@code JMH} and
   * then length-prefixed strings {@code S <length> <text>}, the first three being the user class,
   * the generated class and the method.
   *
   * @throws IllegalArgumentException naming the line when it is not in that shape
   */
  static List<Found> parseList(InputStream in) throws IOException {
    List<Found> list = new ArrayList<>();
    BufferedReader r = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
    String line;
    int number = 0;
    while ((line = r.readLine()) != null) {
      number++;
      if (line.isBlank()) {
        continue;
      }
      if (!line.startsWith("JMH ")) {
        throw new IllegalArgumentException(BENCHMARK_LIST + " line " + number + " does not start with 'JMH ': "
            + abbreviate(line));
      }
      int[] pos = {4};
      String userClass = lengthPrefixed(line, pos, number);
      lengthPrefixed(line, pos, number);
      String method = lengthPrefixed(line, pos, number);
      list.add(new Found(userClass, method));
    }
    return list;
  }

  private static String lengthPrefixed(String line, int[] pos, int number) {
    int p = pos[0];
    try {
      if (!line.startsWith("S ", p)) {
        throw new IllegalArgumentException("expected 'S ' at column " + (p + 1));
      }
      int space = line.indexOf(' ', p + 2);
      int length = Integer.parseInt(line.substring(p + 2, space));
      String text = line.substring(space + 1, space + 1 + length);
      pos[0] = space + 1 + length + 1;
      return text;
    } catch (RuntimeException e) {
      throw new IllegalArgumentException(BENCHMARK_LIST + " line " + number + " is not JMH 1.x's format ("
          + e.getMessage() + "): " + abbreviate(line), e);
    }
  }

  private static String abbreviate(String s) {
    return s.length() > 120 ? s.substring(0, 120) + "..." : s;
  }

  /** A resource of a directory or jar entry of the class path, or null when absent. */
  private static InputStream open(Path entry, String resource) throws IOException {
    if (Files.isDirectory(entry)) {
      Path p = entry.resolve(resource);
      return Files.isRegularFile(p) ? Files.newInputStream(p) : null;
    }
    if (!Files.isRegularFile(entry)) {
      return null;
    }
    JarFile jar = new JarFile(entry.toFile());
    JarEntry e = jar.getJarEntry(resource);
    if (e == null) {
      jar.close();
      return null;
    }
    InputStream in = jar.getInputStream(e);
    return new java.io.FilterInputStream(in) {
      @Override
      public void close() throws IOException {
        super.close();
        jar.close();
      }
    };
  }

  /** The binary names of the class files under a directory or in a jar, JMH's generated code left out. */
  static List<String> classNames(Path entry) throws IOException {
    List<String> names = new ArrayList<>();
    if (Files.isDirectory(entry)) {
      try (Stream<Path> files = Files.walk(entry)) {
        files.filter(p -> p.toString().endsWith(".class")).forEach(p ->
            names.add(entry.relativize(p).toString().replace(java.io.File.separatorChar, '/')));
      } catch (UncheckedIOException e) {
        throw e.getCause();
      }
    } else if (Files.isRegularFile(entry)) {
      try (JarFile jar = new JarFile(entry.toFile())) {
        jar.stream().map(JarEntry::getName).filter(n -> n.endsWith(".class")).forEach(names::add);
      }
    }
    List<String> out = new ArrayList<>();
    for (String n : names) {
      if (n.contains("jmh_generated/") || n.startsWith("META-INF/") || n.endsWith("module-info.class")
          || n.startsWith("org/openjdk/jmh/") && !n.startsWith("org/openjdk/jmh/samples/")) {
        continue;
      }
      out.add(n.substring(0, n.length() - ".class".length()).replace('/', '.'));
    }
    return out;
  }
}
