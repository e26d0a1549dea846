package io.github.nanometer.suite;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.nanometer.cli.Main;
import io.github.nanometer.cli.spi.Command;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.ServiceLoader;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * bench-suite is written against what the core and the commands export to every plug-in, and neither
 * knows the suite: the suite's sources name only the API, the {@code spi} and the commands' {@code
 * cli.spi}; the core's sources never name the suite; the CLI finds the suite's command, a {@code
 * cli.spi} {@link Command}, as a service.
 */
class SuiteImportsTest {

  /**
   * What the core exports to every plug-in, the public API (root and results) and the spi, and what
   * the commands export to every plug-in, the command boundary (cli.spi).
   */
  static final Set<String> EXPORTED_PACKAGES = Set.of("io.github.nanometer", "io.github.nanometer.results",
      "io.github.nanometer.spi", "io.github.nanometer.cli.spi");

  /** A project type named in code: {@code io.github.nanometer[.pkg]*.Type}. */
  private static final Pattern NAMED = Pattern.compile("\\b(io\\.github\\.nanometer(?:\\.[a-z][a-z0-9_]*)*)\\.([A-Z]\\w*)");

  /** What {@code source} (a file of package {@code io.github.nanometer.suite}) names outside what is exported. */
  static List<String> violations(String source) {
    List<String> out = new ArrayList<>();
    Matcher m = NAMED.matcher(withoutComments(source));
    while (m.find()) {
      String pkg = m.group(1);
      String type = m.group(2);
      boolean ok = pkg.equals("io.github.nanometer.suite") || EXPORTED_PACKAGES.contains(pkg);
      if (!ok) {
        out.add(pkg + "." + type);
      }
    }
    return out;
  }

  private static String withoutComments(String source) {
    return source.replaceAll("(?s)/\\*.*?\\*/", " ").replaceAll("//[^\\n]*", " ").replaceAll("\"(\\\\.|[^\"\\\\])*\"", "\"\"");
  }

  static List<Path> javaFiles(Path root) {
    try (Stream<Path> s = Files.walk(root)) {
      return s.filter(p -> p.toString().endsWith(".java")).sorted().toList();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  @Test
  void suiteSourcesNameOnlyWhatTheCoreExports() throws IOException {
    Set<String> bad = new TreeSet<>();
    List<Path> files = javaFiles(Path.of("bench-suite", "src", "main", "java"));
    assertTrue(files.size() > 10, "found the suite's sources: " + files.size());
    for (Path f : files) {
      for (String v : violations(Files.readString(f))) {
        bad.add(f.getFileName() + " names " + v);
      }
    }
    assertEquals(Set.of(), bad, "bench-suite uses core internals; export them or stay on the API");
  }

  @Test
  void theCheckCatchesInternalsAndIgnoresComments() {
    String source = """
        package io.github.nanometer.suite;
        import io.github.nanometer.engine.PreparedLoop;
        import io.github.nanometer.cli.HelpText;
        import io.github.nanometer.cli.DocumentReader;
        import io.github.nanometer.cli.ParsedArgs;
        import io.github.nanometer.cli.spi.TypedOption;
        import io.github.nanometer.stats.Descriptive;
        /** {@link io.github.nanometer.compare.Judge} */
        final class X { String s = "io.github.nanometer.engine.ForkChild"; }
        """;
    assertEquals(List.of("io.github.nanometer.engine.PreparedLoop", "io.github.nanometer.cli.HelpText",
        "io.github.nanometer.cli.DocumentReader", "io.github.nanometer.cli.ParsedArgs",
        "io.github.nanometer.stats.Descriptive"), violations(source));
  }

  @Test
  void theCoreAndTheCommandsNeverNameTheSuite() throws IOException {
    List<String> naming = new ArrayList<>();
    List<Path> files = new ArrayList<>(javaFiles(Path.of("core", "src", "main", "java")));
    files.addAll(javaFiles(Path.of("commands", "src", "main", "java")));
    for (Path f : files) {
      if (Files.readString(f).contains("io.github.nanometer.suite")) {
        naming.add(f.toString());
      }
    }
    assertEquals(List.of(), naming);
  }

  @Test
  void theCliFindsTheSuiteCommandAsAService() {
    List<String> names = ServiceLoader.load(Command.class).stream().map(p -> p.type().getName()).toList();
    assertEquals(List.of(SuiteCommand.class.getName()), names);
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    int status = Main.run(List.of("--help"), new PrintStream(out, true, StandardCharsets.UTF_8), System.err);
    assertEquals(0, status);
    String help = out.toString(StandardCharsets.UTF_8);
    assertTrue(help.contains("\n  suite "), help);
    assertTrue(help.indexOf("  suite ") < help.indexOf("  doctor "), "service commands come first: " + help);
  }
}
