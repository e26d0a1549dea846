package io.github.nanometer;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Stream;
import java.util.zip.ZipEntry;
import java.util.zip.ZipFile;
import org.junit.jupiter.api.Test;

/**
 * The library's jar carries the library only: no class of a tool package (the command line, the
 * JMH runner, the JUnit extension, the HTML report, judge, compare and analyze with the statistics
 * only they use, the reference workloads, the profiler glue),
 * each of which is a module of its own (docs/ARCHITECTURE.md, "Modules"). It lists where this JVM
 * loaded {@link Nanometer} from: the library's jar when the tests run against it, else the class
 * directory the jar is made of ({@code core/target/classes}; classes a move left there from an
 * earlier build fail it too, until {@code mvn clean}).
 */
class LibraryContentsTest {

  /** The tool packages, by their directory in a jar. */
  static final Set<String> TOOL_PACKAGES = Set.of("cli", "jmh", "junit", "html", "judge", "comparison", "analysis",
      "toolstats", "reference", "profile");

  @Test
  void theLibraryHoldsNoClassOfAToolPackage() throws IOException, URISyntaxException {
    Path location = Path.of(Nanometer.class.getProtectionDomain().getCodeSource().getLocation().toURI());
    List<String> entries = entries(location);
    assertTrue(entries.contains("io/github/nanometer/Nanometer.class"), location + " lists " + entries.size()
        + " entries, without the API");
    assertEquals(List.of(), toolClasses(entries), "tool classes in the library at " + location);
  }

  @Test
  void theCheckFindsAToolClassAndNothingElse() {
    List<String> entries = List.of("io/github/nanometer/Nanometer.class", "io/github/nanometer/cli/Main.class",
        "io/github/nanometer/html/", "io/github/nanometer/engine/JvmState.class",
        "io/github/nanometer/junitish/X.class", "META-INF/services/io.github.nanometer.cli.spi.Command");
    assertEquals(List.of("io/github/nanometer/cli/Main.class"), toolClasses(entries));
  }

  /** The class files among {@code entries} (jar-style paths) that lie in a tool package or below one. */
  static List<String> toolClasses(List<String> entries) {
    List<String> out = new ArrayList<>();
    for (String e : entries) {
      if (!e.startsWith("io/github/nanometer/") || !e.endsWith(".class")) {
        continue;
      }
      String rest = e.substring("io/github/nanometer/".length());
      int slash = rest.indexOf('/');
      if (slash > 0 && TOOL_PACKAGES.contains(rest.substring(0, slash))) {
        out.add(e);
      }
    }
    return out;
  }

  /** The entries of a jar, or the files under a class directory, as jar-style relative paths. */
  private static List<String> entries(Path location) throws IOException {
    Set<String> out = new TreeSet<>();
    if (Files.isDirectory(location)) {
      try (Stream<Path> files = Files.walk(location)) {
        files.filter(Files::isRegularFile).forEach(f -> out.add(location.relativize(f).toString().replace('\\', '/')));
      }
    } else {
      try (ZipFile jar = new ZipFile(location.toFile())) {
        jar.stream().map(ZipEntry::getName).forEach(out::add);
      }
    }
    return new ArrayList<>(out);
  }
}
