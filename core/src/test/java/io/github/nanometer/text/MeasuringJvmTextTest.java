package io.github.nanometer.text;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.DataInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The code that runs in a measuring JVM calls no regular expression and no {@code
 * java.util.Formatter} (see the package documentation of {@code io.github.nanometer.text}): read
 * from the compiled classes' constant pools, so a call through any spelling is found.
 */
class MeasuringJvmTextTest {
  private static final Path CLASSES = Path.of("core", "target", "classes", "io", "github", "nanometer");

  /**
   * The library's packages whose code runs in the JVM that measures, before, between or after
   * samples. Not here: the documents ({@code report}, {@code results}, {@code resultjson}: written
   * by the host or after the JVM's last measurement), and the tool modules but nanometer-jmh, whose
   * children measure (its own test, JmhMeasuringTextTest, reads its classes with {@link #scan}): the
   * CLI, the pictures ({@code html}), {@code reference} (its bodies neither match patterns nor
   * format text, and its own patterns run after measuring or when a class is cloned), {@code junit}
   * (it measures inside the test JVM, which JUnit's own regular expressions have already run in)
   * and {@code profile}.
   */
  static final List<String> MEASURING_PACKAGES = List.of("", "classes", "clock", "compare", "counters", "doctor",
      "engine", "measure", "nativelib", "options", "os", "stats", "text");

  /** {@code String} methods that compile a regular expression or run the formatter. */
  private static final Set<String> STRING_METHODS = Set.of("format", "formatted", "matches", "split", "replaceAll",
      "replaceFirst");

  @Test
  void measuringCodeUsesNoRegexAndNoFormatter() throws IOException {
    List<String> found = new ArrayList<>();
    int classes = scan(CLASSES, MEASURING_PACKAGES, Set.of(), found);
    assertTrue(classes > 300, "read " + classes + " classes; expected the library's");
    assertEquals(List.of(), found, "use io.github.nanometer.text.Tokens or DecimalText instead");
  }

  /**
   * Reads every class file of {@code packages} (directories under {@code root}, the {@code
   * io/github/nanometer} of a module's classes; "" for the root package) but the ones whose outer
   * class is in {@code hostOnly} ({@code "pkg/Name.class"}), and adds each forbidden use to {@code
   * found} as {@code "pkg/Name.class: use"}.
   *
   * @return how many class files were read
   */
  static int scan(Path root, List<String> packages, Set<String> hostOnly, List<String> found) throws IOException {
    int classes = 0;
    for (String pkg : packages) {
      Path dir = pkg.isEmpty() ? root : root.resolve(pkg);
      try (Stream<Path> files = Files.list(dir)) {
        for (Path f : files.filter(p -> p.toString().endsWith(".class")).sorted().toList()) {
          classes++;
          String name = root.relativize(f).toString();
          String outer = name.contains("$") ? name.substring(0, name.indexOf('$')) + ".class" : name;
          if (hostOnly.contains(outer)) {
            continue;
          }
          for (String use : forbiddenUses(f)) {
            found.add(name + ": " + use);
          }
        }
      }
    }
    return classes;
  }

  @Test
  void theScanFindsEachKindOfUse() throws IOException {
    assertEquals(List.of("java/lang/String.format", "java/lang/String.matches", "java/lang/String.split",
        "java/util/regex/Matcher", "java/util/regex/Pattern"), forbiddenUses(testClass(Offender.class)));
    assertEquals(List.of(), forbiddenUses(testClass(Clean.class)));
  }

  private static Path testClass(Class<?> c) {
    return Path.of("core", "target", "test-classes", c.getName().replace('.', '/') + ".class");
  }

  /** A class that does everything the rule forbids. */
  static final class Offender {
    static boolean all(String s) {
      return String.format("%s", s).matches("a+") && s.split("\\s+").length > 1
          && java.util.regex.Pattern.compile("b").matcher(s).find();
    }
  }

  /** A class that does the same jobs the allowed way. */
  static final class Clean {
    static boolean all(String s) {
      return DecimalText.format("%s", s).equals("a") && Tokens.words(s).size() > 1;
    }
  }

  /**
   * The forbidden classes and {@code String} methods a class file's constant pool names, sorted:
   * {@code java/util/regex/...}, {@code java/util/Formatter...}, {@code java/util/Scanner} and
   * {@code java/lang/String.<one of STRING_METHODS>}.
   */
  static List<String> forbiddenUses(Path classFile) throws IOException {
    try (InputStream in = Files.newInputStream(classFile); DataInputStream d = new DataInputStream(in)) {
      if (d.readInt() != 0xCAFEBABE) {
        throw new IOException(classFile + " is not a class file");
      }
      d.readUnsignedShort();
      d.readUnsignedShort();
      int count = d.readUnsignedShort();
      String[] utf8 = new String[count];
      int[] classNameIndex = new int[count];
      int[][] memberRef = new int[count][];
      int[][] nameAndType = new int[count][];
      for (int i = 1; i < count; i++) {
        int tag = d.readUnsignedByte();
        switch (tag) {
          case 1 -> utf8[i] = d.readUTF();
          case 3, 4 -> d.readInt();
          case 5, 6 -> {
            d.readLong();
            i++; // a long or double takes two entries
          }
          case 7 -> classNameIndex[i] = d.readUnsignedShort();
          case 8, 16, 19, 20 -> d.readUnsignedShort();
          case 9, 10, 11 -> memberRef[i] = new int[] {d.readUnsignedShort(), d.readUnsignedShort()};
          case 12 -> nameAndType[i] = new int[] {d.readUnsignedShort(), d.readUnsignedShort()};
          case 15 -> {
            d.readUnsignedByte();
            d.readUnsignedShort();
          }
          case 17, 18 -> d.readInt();
          default -> throw new IOException(classFile + ": unknown constant pool tag " + tag + " at " + i);
        }
      }
      List<String> uses = new ArrayList<>();
      for (int i = 1; i < count; i++) {
        if (classNameIndex[i] != 0) {
          String name = utf8[classNameIndex[i]];
          if (name.startsWith("java/util/regex/") || name.startsWith("java/util/Formatter")
              || name.equals("java/util/Scanner")) {
            uses.add(name);
          }
        }
        if (memberRef[i] != null) {
          String owner = utf8[classNameIndex[memberRef[i][0]]];
          String method = utf8[nameAndType[memberRef[i][1]][0]];
          if (owner.equals("java/lang/String") && STRING_METHODS.contains(method)) {
            uses.add(owner + "." + method);
          }
        }
      }
      return uses.stream().distinct().sorted().toList();
    }
  }
}
