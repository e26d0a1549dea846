package io.github.nanometer;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The package table of docs/ARCHITECTURE.md holds for the sources: every project package a main
 * source file imports (or names in full) is one its row allows, every package has a row, and no two
 * packages name each other, directly or through others: the root, the API, is the bottom layer
 * (above only {@code text}, which names no project package), so nothing it names points back up.
 */
class ArchitectureTest {

  static final String ROOT = "(root)";
  private static final String EVERYTHING = "everything";
  private static final Path DOC = Path.of("docs", "ARCHITECTURE.md");
  private static final List<Path> SOURCE_ROOTS = SourceRoots.MAIN;
  /**
   * A package line; a nested package ({@code cli.spi}) is a package of its own, with a row of its own.
   */
  private static final Pattern PACKAGE = Pattern.compile(
      "^package\\s+io\\.github\\.nanometer(?:\\.([a-z][a-z0-9_]*(?:\\.[a-z][a-z0-9_]*)*))?", Pattern.MULTILINE);
  /** A project type named in full: {@code io.github.nanometer.Type} or {@code io.github.nanometer.pkg.Type}. */
  private static final Pattern NAMED = Pattern.compile(
      "\\bio\\.github\\.nanometer\\.(?:([a-z][a-z0-9_]*(?:\\.[a-z][a-z0-9_]*)*)\\.)?[A-Z]");

  @Test
  void everyImportIsAllowedByTheTable() {
    Map<String, Set<String>> allowed = allowedFromDoc();
    Map<String, Set<String>> used = usedBySources();
    assertEquals(new TreeSet<>(allowed.keySet()), new TreeSet<>(used.keySet()),
        "the packages in " + DOC + " and the packages under " + SOURCE_ROOTS + " differ");
    List<String> violations = violations(allowed, used);
    assertTrue(violations.isEmpty(), "imports not allowed by " + DOC + ":\n" + String.join("\n", violations));
  }

  @Test
  void noPackageCycleAndTheRootNamesOnlyText() {
    Map<String, Set<String>> used = usedBySources();
    assertEquals(List.of(), cycles(used), "package cycles");
    assertEquals(Set.of("text"), used.get(ROOT), "the packages the root (the API, the bottom layer) names");
    assertEquals(Set.of(), used.get("text"), "text is the leaf under the root: it names no project package");
  }

  @Test
  void theCycleCheckFindsALoopThroughTheRootAndNoneInALayering() {
    assertEquals(List.of("(root) <-> engine", "(root) <-> measure", "engine <-> measure"),
        cycles(Map.of(ROOT, Set.of("engine"), "engine", Set.of("measure"), "measure", Set.of(ROOT))));
    assertEquals(List.of(), cycles(Map.of(ROOT, Set.of("text"), "engine", Set.of(ROOT, "measure"),
        "measure", Set.of(ROOT, "text"), "text", Set.of())));
  }

  /** Each pair of packages that reach each other, once, in name order: {@code "a <-> b"}. */
  static List<String> cycles(Map<String, Set<String>> used) {
    List<String> cycles = new ArrayList<>();
    for (String a : new TreeSet<>(used.keySet())) {
      for (String b : new TreeSet<>(reachable(used, a))) {
        if (a.compareTo(b) < 0 && reachable(used, b).contains(a)) {
          cycles.add(a + " <-> " + b);
        }
      }
    }
    return cycles;
  }

  /**
   * The modules layer the packages: no package is split over two modules, and the library (the
   * first of {@link SourceRoots#MAIN}) names no package of a tool module built on it.
   */
  @Test
  void noPackageIsSplitAndTheLibraryNamesNoToolPackage() {
    Map<Path, Map<String, Set<String>>> byModule = new TreeMap<>();
    Map<String, Path> home = new TreeMap<>();
    for (Path root : SOURCE_ROOTS) {
      Map<String, Set<String>> used = usedBy(List.of(root));
      byModule.put(root, used);
      for (String pkg : used.keySet()) {
        Path other = home.putIfAbsent(pkg, root);
        assertTrue(other == null, "package " + pkg + " is split over " + other + " and " + root);
      }
    }
    Set<String> library = byModule.get(SourceRoots.LIBRARY).keySet();
    List<String> upward = new ArrayList<>();
    byModule.get(SourceRoots.LIBRARY).forEach((pkg, uses) -> uses.stream().filter(u -> !library.contains(u))
        .forEach(u -> upward.add(pkg + " uses " + u + " (" + home.get(u) + ")")));
    assertEquals(List.of(), upward, "library packages naming a tool module's package");
  }

  @Test
  void theCheckFlagsAForbiddenImportAndIgnoresCommentsAndStrings() {
    String source = """
        package io.github.nanometer.measure;
        import io.github.nanometer.Blackhole;
        import io.github.nanometer.clock.Clock;
        /** See {@link io.github.nanometer.json.JsonWriter}. */
        final class X { String s = "io.github.nanometer.cli.Main"; io.github.nanometer.stats.SteadyState i; }
        """;
    assertEquals(Set.of(ROOT, "clock", "stats"), packagesNamedIn(source));
    Map<String, Set<String>> allowed = Map.of("measure", Set.of("clock", "stats"));
    assertEquals(List.of("measure uses (root)"), violations(allowed, Map.of("measure", packagesNamedIn(source))));
    assertEquals(List.of(), violations(Map.of("measure", Set.of(ROOT, "clock", "stats")),
        Map.of("measure", packagesNamedIn(source))));
  }

  /** A nested package ({@code cli.spi}) is named as itself, not as the package it is nested in. */
  @Test
  void aNestedPackageIsAPackageOfItsOwn() {
    String source = """
        package io.github.nanometer.suite;
        import io.github.nanometer.cli.spi.Command;
        import static io.github.nanometer.cli.spi.HostOptions.forks;
        final class X { io.github.nanometer.spi.HostRoot r; io.github.nanometer.cli.Main m; }
        """;
    assertEquals(Set.of("cli", "cli.spi", "spi"), packagesNamedIn(source));
  }

  @Test
  void theTableParserReadsNamesDashesAndEverything() {
    Map<String, Set<String>> t = parseTable(List.of(
        "| package | holds | may use |", "|---|---|---|",
        "| `(root)` | api | `clock`, `engine` |", "| `os` | sysfs (JNA) | — |", "| `cli` | commands | everything |"));
    assertEquals(Set.of("clock", "engine"), t.get(ROOT));
    assertEquals(Set.of(), t.get("os"));
    assertEquals(Set.of(EVERYTHING), t.get("cli"));
  }

  static List<String> violations(Map<String, Set<String>> allowed, Map<String, Set<String>> used) {
    List<String> out = new ArrayList<>();
    for (Map.Entry<String, Set<String>> e : new TreeMap<>(used).entrySet()) {
      Set<String> may = allowed.getOrDefault(e.getKey(), Set.of());
      for (String p : e.getValue()) {
        if (!p.equals(e.getKey()) && !may.contains(EVERYTHING) && !may.contains(p)) {
          out.add(e.getKey() + " uses " + p);
        }
      }
    }
    return out;
  }

  /** Project packages named in a source file, outside comments and string literals. */
  static Set<String> packagesNamedIn(String source) {
    Matcher m = NAMED.matcher(code(source));
    Set<String> packages = new TreeSet<>();
    while (m.find()) {
      packages.add(m.group(1) == null ? ROOT : m.group(1));
    }
    return packages;
  }

  /** The source with comments and string, text-block and char literals blanked, package line dropped. */
  static String code(String source) {
    StringBuilder out = new StringBuilder(source.length());
    int i = 0;
    while (i < source.length()) {
      if (source.startsWith("//", i)) {
        i = end(source, source.indexOf('\n', i));
      } else if (source.startsWith("/*", i)) {
        i = end(source, source.indexOf("*/", i + 2)) + 2;
      } else if (source.startsWith("\"\"\"", i)) {
        i = end(source, source.indexOf("\"\"\"", i + 3)) + 3;
      } else if (source.charAt(i) == '"' || source.charAt(i) == '\'') {
        char quote = source.charAt(i++);
        while (i < source.length() && source.charAt(i) != quote) {
          i += source.charAt(i) == '\\' ? 2 : 1;
        }
        i++;
      } else {
        out.append(source.charAt(i++));
        continue;
      }
      out.append(' ');
    }
    return PACKAGE.matcher(out).replaceAll("");
  }

  private static int end(String s, int index) {
    return index < 0 ? s.length() : index;
  }

  private static Map<String, Set<String>> allowedFromDoc() {
    try {
      return parseTable(Files.readAllLines(DOC, StandardCharsets.UTF_8));
    } catch (IOException e) {
      throw new UncheckedIOException("cannot read " + DOC.toAbsolutePath(), e);
    }
  }

  /** Rows {@code | `pkg` | holds | may use |}: "everything", a dash for none, or backticked names. */
  static Map<String, Set<String>> parseTable(List<String> lines) {
    Map<String, Set<String>> table = new TreeMap<>();
    Pattern name = Pattern.compile("`([^`]+)`");
    for (String line : lines) {
      String[] cells = line.split("\\|");
      if (cells.length < 4 || !cells[1].strip().startsWith("`")) {
        continue;
      }
      String pkg = cells[1].strip().replace("`", "");
      String may = cells[3].strip();
      Set<String> uses = new TreeSet<>();
      if (may.equals(EVERYTHING)) {
        uses.add(EVERYTHING);
      } else {
        Matcher m = name.matcher(may);
        while (m.find()) {
          uses.add(m.group(1));
        }
      }
      table.put(pkg, uses);
    }
    return table;
  }

  private static Map<String, Set<String>> usedBySources() {
    return usedBy(SOURCE_ROOTS);
  }

  /** Each package under {@code roots} with the project packages its files name, itself left out. */
  private static Map<String, Set<String>> usedBy(List<Path> roots) {
    Map<String, Set<String>> used = new TreeMap<>();
    for (Path root : roots) {
      try (Stream<Path> files = Files.walk(root)) {
        for (Path f : files.filter(p -> p.toString().endsWith(".java")).toList()) {
          String source = Files.readString(f, StandardCharsets.UTF_8);
          Matcher m = PACKAGE.matcher(source);
          if (!m.find()) {
            continue;
          }
          String pkg = m.group(1) == null ? ROOT : m.group(1);
          used.computeIfAbsent(pkg, k -> new TreeSet<>()).addAll(packagesNamedIn(source));
        }
      } catch (IOException e) {
        throw new UncheckedIOException("cannot read sources under " + root.toAbsolutePath(), e);
      }
    }
    used.forEach((pkg, uses) -> uses.remove(pkg));
    return used;
  }

  private static Set<String> reachable(Map<String, Set<String>> graph, String from) {
    Set<String> seen = new HashSet<>();
    List<String> todo = new ArrayList<>(graph.getOrDefault(from, Set.of()));
    while (!todo.isEmpty()) {
      String p = todo.remove(todo.size() - 1);
      if (seen.add(p)) {
        todo.addAll(graph.getOrDefault(p, Set.of()));
      }
    }
    return seen;
  }
}
