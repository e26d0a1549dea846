package io.github.nanometer.history;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.nanometer.ForkOptions;
import io.github.nanometer.ForkedResult;
import io.github.nanometer.Nanometer;
import io.github.nanometer.Options;
import io.github.nanometer.examples.ReadmeExample;
import io.github.nanometer.history.store.HistoryLocation;
import io.github.nanometer.history.store.HistoryStore;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A measuring JVM loads no JDBC: the fork children the engine starts, with the history module and
 * both drivers on their class path, load no {@code java.sql.}, {@code org.sqlite.} or {@code
 * org.postgresql.} class, while a JVM that runs a history command does (which shows that the class
 * path holds them and that the logs would name them).
 *
 * <p>Each JVM logs the classes it loads ({@code -Xlog:class+load}, what {@code -verbose:class}
 * prints) into a file of its own ({@code %p}, its process id). The command line has no flag for the
 * forks' JVM arguments, so the CLI's JVM gets the logging through {@code JAVA_TOOL_OPTIONS}, which its
 * children inherit with the rest of its environment; the library's forks get it as {@link
 * ForkOptions#jvmArgs} (the README's example benchmark, from the library's test jar, as the workload).
 */
class ForkChildClassesTest {

  private static final List<String> FORBIDDEN = List.of("java.sql.", "org.sqlite.", "org.postgresql.");
  private static final Duration LIMIT = Duration.ofSeconds(180);
  private static final String CLI_MAIN = "io.github.nanometer.cli.Main";

  @TempDir Path scratch;

  @Test
  void theCommandLinesForkChildLoadsNoJdbcClass() throws Exception {
    JavaChild cli = logged("reference", "reference", "--filter", "^lcg k=100$", "--mode", "throughput", "--steps",
        "100", "--budget", "5ms", "--max-warmup", "10ms", "--no-cache", "--cpu", "none", "--forks", "1", "--format",
        "json");
    assertEquals(0, cli.awaitExit(LIMIT), cli.errorTail());
    assertTrue(cli.output().contains("lcg k=100"), "the run measured: " + cli.output());
    List<Path> children = logsOtherThan(cli.process().pid());
    assertFalse(children.isEmpty(), "the CLI started a measuring JVM");
    boolean measuredInChild = false;
    for (Path child : children) {
      List<String> classes = loadedClasses(child);
      assertEquals(List.of(), forbidden(classes), child + " is a fork child's class-loading log");
      measuredInChild |= classes.contains(CLI_MAIN);
    }
    assertTrue(measuredInChild, "a child ran the command line's own JVM: " + children);
  }

  @Test
  void aHistoryCommandsJvmLoadsJdbcAndTheDriver() throws Exception {
    new HistoryFixture(scratch).close(); // an empty history, which history show reads
    JavaChild cli = logged("history", "history", "show", "--db", scratch.resolve("history.db").toString());
    assertEquals(0, cli.awaitExit(LIMIT), cli.errorTail());
    List<String> classes = loadedClasses(scratch.resolve("classes-" + cli.process().pid() + ".log"));
    List<String> found = forbidden(classes);
    assertTrue(found.stream().anyMatch(c -> c.startsWith("java.sql.")), "java.sql in " + found);
    assertTrue(found.stream().anyMatch(c -> c.startsWith("org.sqlite.")), "org.sqlite in " + found);
  }

  @Test
  void theLibrarysForkChildLoadsNoJdbcClassWhileItsParentHas() throws Exception {
    try (HistoryStore store = HistoryStore.open(HistoryLocation.sqlite(scratch.resolve("parent.db")))) {
      store.migrate(); // this JVM, the forks' parent, has loaded java.sql and org.sqlite
    }
    Options options = Options.builder().seed(5).maxWarmup(Duration.ofMillis(50)).budget(Duration.ofMillis(20)).build();
    try (Nanometer nm = Nanometer.create(options)) {
      ForkedResult result = nm.forked(ReadmeExample.Sort.class, ForkOptions.builder().forks(1)
          .jvmArgs(List.of("-Xlog:class+load=info:file=" + scratch.resolve("fork-%p.log"))).build());
      assertEquals(1, result.forks());
    }
    List<Path> forks = logs("fork-");
    assertEquals(1, forks.size(), "one fork, one log: " + forks);
    List<String> classes = loadedClasses(forks.get(0));
    assertTrue(classes.contains("io.github.nanometer.engine.ForkChild"), "the log is the fork's");
    assertTrue(classes.contains(ReadmeExample.Sort.class.getName()), "the fork ran the benchmark");
    assertEquals(List.of(), forbidden(classes));
  }

  /** Starts the CLI with {@code args}, it and every JVM it starts logging loaded classes to {@code classes-PID.log}. */
  private JavaChild logged(String name, String... args) throws IOException {
    String log = "-Xlog:class+load=info:file=" + scratch.resolve("classes-%p.log");
    return JavaChild.start(scratch, name, Map.of("JAVA_TOOL_OPTIONS", log), List.of(), CLI_MAIN, List.of(args));
  }

  private List<Path> logsOtherThan(long pid) throws IOException {
    List<Path> others = new ArrayList<>(logs("classes-"));
    assertTrue(others.remove(scratch.resolve("classes-" + pid + ".log")), "the CLI's own log: " + others);
    return others;
  }

  private List<Path> logs(String prefix) throws IOException {
    try (Stream<Path> files = Files.list(scratch)) {
      return files.filter(f -> f.getFileName().toString().startsWith(prefix)).sorted().toList();
    }
  }

  /** The class names of a {@code class+load} log, in load order ({@code [..][info][class,load] NAME source: ..}). */
  private static List<String> loadedClasses(Path log) throws IOException {
    List<String> names = new ArrayList<>();
    for (String line : Files.readAllLines(log, StandardCharsets.UTF_8)) {
      int at = line.indexOf("[class,load] ");
      if (at >= 0) {
        String rest = line.substring(at + "[class,load] ".length());
        int end = rest.indexOf(' ');
        names.add(end < 0 ? rest : rest.substring(0, end));
      }
    }
    assertTrue(names.contains("java.lang.Object"), log + " is a class-loading log");
    return names;
  }

  private static List<String> forbidden(List<String> classes) {
    return classes.stream().filter(c -> FORBIDDEN.stream().anyMatch(c::startsWith)).toList();
  }
}
