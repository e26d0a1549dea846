package io.github.nanometer;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * One vocabulary: no two public top-level types under the modules' main sources ({@link
 * SourceRoots#MAIN}) share a simple name, and no public nested type takes the name of a public
 * top-level type (a nested {@code Result} beside the root {@code Result} reads as the same thing).
 * Nested types sharing a name with each other ({@code Builder}, {@code Outcome}) are always written
 * qualified ({@code Options.Builder}) and are allowed.
 */
class PublicTypeNamesTest {

  private static final List<Path> ROOTS = SourceRoots.MAIN;
  private static final Pattern TOP = Pattern.compile(
      "(?m)^public (?:(?:final|abstract|sealed|non-sealed|static) )*(?:class|record|interface|enum|@interface) ([A-Z]\\w*)");
  private static final Pattern NESTED = Pattern.compile(
      "(?m)^[ \\t]+public (?:(?:final|abstract|sealed|non-sealed|static) )*(?:class|record|interface|enum|@interface) ([A-Z]\\w*)");

  /** Simple name to the files declaring it, for the given pattern, over both source trees. */
  static Map<String, List<String>> declarations(Pattern pattern, List<Path> roots) {
    Map<String, List<String>> byName = new TreeMap<>();
    for (Path root : roots) {
      try (Stream<Path> files = Files.walk(root)) {
        for (Path f : (Iterable<Path>) files.filter(p -> p.toString().endsWith(".java"))::iterator) {
          Matcher m = pattern.matcher(stripComments(Files.readString(f)));
          while (m.find()) {
            byName.computeIfAbsent(m.group(1), k -> new ArrayList<>()).add(f.toString());
          }
        }
      } catch (IOException e) {
        throw new UncheckedIOException(e);
      }
    }
    return byName;
  }

  /** The source without block comments, so javadoc examples are not read as declarations. */
  static String stripComments(String source) {
    return source.replaceAll("(?s)/\\*.*?\\*/", "");
  }

  @Test
  void bothSourceTreesAreScanned() {
    Map<String, List<String>> top = declarations(TOP, ROOTS);
    assertTrue(top.containsKey("Nanometer") && top.containsKey("Result"), top.keySet().toString());
    assertTrue(top.values().stream().flatMap(List::stream).anyMatch(f -> f.startsWith("bench-suite")),
        "no bench-suite type found");
    assertTrue(declarations(NESTED, ROOTS).containsKey("Builder"));
  }

  @Test
  void noPublicTopLevelNameTwice() {
    Map<String, List<String>> twice = new TreeMap<>();
    declarations(TOP, ROOTS).forEach((name, files) -> {
      if (files.size() > 1) {
        twice.put(name, files);
      }
    });
    assertEquals(Map.of(), twice);
  }

  @Test
  void noPublicNestedTypeTakesATopLevelName() {
    Map<String, List<String>> top = declarations(TOP, ROOTS);
    Map<String, List<String>> clashes = new TreeMap<>();
    declarations(NESTED, ROOTS).forEach((name, files) -> {
      if (top.containsKey(name)) {
        clashes.put(name, files);
      }
    });
    assertEquals(Map.of(), clashes);
  }

  @Test
  void theScanSeesATwiceDeclaredNameInAFixture(@org.junit.jupiter.api.io.TempDir Path dir) throws IOException {
    Files.createDirectories(dir.resolve("a"));
    Files.createDirectories(dir.resolve("b"));
    Files.writeString(dir.resolve("a/Verdict.java"), "package a;\n/** x */\npublic enum Verdict { X }\n");
    Files.writeString(dir.resolve("b/Verdict.java"), "package b;\n\npublic final class Verdict {\n"
        + "  public record Result(int x) {}\n}\n");
    Files.writeString(dir.resolve("b/Doc.java"), "package b;\n/**\npublic class Commented {}\n*/\nclass Doc {}\n");
    assertEquals(2, declarations(TOP, List.of(dir)).get("Verdict").size());
    assertEquals(List.of("Verdict"), List.copyOf(declarations(TOP, List.of(dir)).keySet()));
    assertEquals(List.of(dir.resolve("b/Verdict.java").toString()), declarations(NESTED, List.of(dir)).get("Result"));
    assertTrue(!declarations(TOP, List.of(dir)).containsKey("Commented"));
  }
}
