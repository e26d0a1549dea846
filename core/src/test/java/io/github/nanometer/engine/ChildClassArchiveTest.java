package io.github.nanometer.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.nanometer.Options;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Child JVMs get one class-data archive per class path and JVM, made once by a training JVM, and
 * every way it cannot be had is said once and leaves the command as it was.
 */
class ChildClassArchiveTest {

  @TempDir
  Path tmp;

  private final List<String> said = new ArrayList<>();
  private final List<List<String>> trainings = new ArrayList<>();

  private Path jar(String name) throws IOException {
    return Files.write(tmp.resolve(name), new byte[] {1, 2, 3});
  }

  private static List<String> command(Path jar, String main, Path result, String... flags) {
    List<String> c = new ArrayList<>(List.of("/jdk/bin/java", "-Xms1024m", "-Dnanometer.quiet=true"));
    c.addAll(List.of(flags));
    c.addAll(List.of("-cp", jar.toString(), main, "seed=1", result.toString()));
    return c;
  }

  private ChildClassArchive archives(Path dir) {
    return new ChildClassArchive(Optional.of(dir), true, "17.0.15+6", said::add);
  }

  /** A training JVM that writes the archive it is asked for and exits with {@code status}. */
  private ChildClassArchive.Exit train(List<String> cmd, int status, boolean writes) {
    trainings.add(cmd);
    String dump = cmd.stream().filter(a -> a.startsWith("-XX:ArchiveClassesAtExit=")).findFirst().orElseThrow();
    if (writes) {
      try {
        Files.write(Path.of(dump.substring(dump.indexOf('=') + 1)), new byte[] {42});
      } catch (IOException e) {
        throw new UncheckedIOException(e);
      }
    }
    return new ChildClassArchive.Exit(status, writes ? "" : "Error occurred during CDS dumping");
  }

  @Test
  void theFirstChildOfAClassPathIsPrecededByATrainingJvmAndEveryChildGetsTheArchive() throws IOException {
    Path jar = jar("app.jar");
    Path dir = tmp.resolve("cache").resolve("class-archives");
    ChildClassArchive a = archives(dir);
    Function<List<String>, ChildClassArchive.Exit> run = cmd -> train(cmd, 0, true);
    Path result = tmp.resolve("r.json");
    List<String> first = a.command(f -> command(jar, "Main", f), result, run, tmp.resolve("scratch.json"));
    assertEquals(1, trainings.size());
    List<String> training = trainings.get(0);
    int cp = training.indexOf("-cp");
    assertTrue(training.get(cp - 1).equals("-D" + ChildClassArchive.TRAINING + "=true"), training.toString());
    assertTrue(training.get(cp - 2).startsWith("-XX:ArchiveClassesAtExit=" + dir), training.toString());
    assertTrue(training.contains(tmp.resolve("scratch.json").toString()), "the training JVM writes elsewhere");
    String flag = first.get(first.indexOf("-cp") - 2);
    assertTrue(flag.startsWith("-XX:SharedArchiveFile=" + dir) && flag.endsWith(".jsa"), first.toString());
    assertEquals("-Xlog:cds*=warning:stderr", first.get(first.indexOf("-cp") - 1));
    assertTrue(Files.isRegularFile(Path.of(flag.substring(flag.indexOf('=') + 1))), "renamed into place");
    try (var files = Files.list(dir)) {
      assertEquals(1, files.count(), "no temporary file left");
    }
    assertEquals(command(jar, "Main", result), first.stream().filter(s -> !s.startsWith("-XX:SharedArchiveFile")
        && !s.startsWith("-Xlog:cds")).toList());
    // another benchmark of the same class path (other main arguments, compile commands): no training
    List<String> second = a.command(f -> command(jar, "Other", f, "-XX:CompileCommand=inline,a/B.c",
        "-Dnanometer.parentWatch=stdin"), result, run, tmp.resolve("scratch.json"));
    assertEquals(1, trainings.size());
    assertTrue(second.contains(flag), second.toString());
    assertEquals(1, said.size(), "the archive's making is said once: " + said);
  }

  @Test
  void aChangedJarOrJvmFlagIsAnotherKey() throws IOException {
    Path jar = jar("app.jar");
    Path r = tmp.resolve("r.json");
    String key = ClassArchiveKey.of(command(jar, "Main", r), "17").key().orElseThrow().digest();
    assertEquals(key, ClassArchiveKey.of(command(jar, "Other", r, "-XX:CompileCommand=quiet"), "17").key()
        .orElseThrow().digest());
    assertNotEquals(key, ClassArchiveKey.of(command(jar, "Main", r, "-Xmx64g"), "17").key().orElseThrow().digest());
    assertNotEquals(key, ClassArchiveKey.of(command(jar, "Main", r), "25").key().orElseThrow().digest());
    Files.setLastModifiedTime(jar, FileTime.fromMillis(Files.getLastModifiedTime(jar).toMillis() - 10_000));
    assertNotEquals(key, ClassArchiveKey.of(command(jar, "Main", r), "17").key().orElseThrow().digest());
  }

  @Test
  void aDirectoryOnTheClassPathGetsNoArchiveAndIsSaidOnce() throws IOException {
    Path classes = Files.createDirectories(tmp.resolve("classes"));
    Files.write(classes.resolve("A.class"), new byte[] {1});
    ChildClassArchive a = archives(tmp.resolve("archives"));
    Function<List<String>, ChildClassArchive.Exit> run = cmd -> train(cmd, 0, true);
    List<String> plain = command(classes, "Main", tmp.resolve("r.json"));
    for (int i = 0; i < 3; i++) {
      assertEquals(plain, a.command(f -> command(classes, "Main", f), tmp.resolve("r.json"), run, tmp.resolve("s")));
    }
    assertEquals(0, trainings.size());
    assertEquals(1, said.size(), said.toString());
    assertTrue(said.get(0).contains("directory " + classes), said.get(0));
  }

  @Test
  void sharingChosenByTheUserIsLeftAloneSilently() throws IOException {
    Path jar = jar("app.jar");
    List<String> own = command(jar, "Main", tmp.resolve("r.json"), "-Xshare:off");
    assertEquals(own, archives(tmp.resolve("a")).command(f -> command(jar, "Main", f, "-Xshare:off"),
        tmp.resolve("r.json"), cmd -> train(cmd, 0, true), tmp.resolve("s")));
    assertEquals(List.of(), trainings);
    assertEquals(List.of(), said);
  }

  @Test
  void aFailedTrainingIsSaidOnceAndNotRepeatedByLaterRuns() throws IOException {
    Path jar = jar("app.jar");
    Path dir = tmp.resolve("archives");
    List<String> plain = command(jar, "Main", tmp.resolve("r.json"));
    Function<List<String>, ChildClassArchive.Exit> failing = cmd -> train(cmd, 1, false);
    assertEquals(plain, archives(dir).command(f -> command(jar, "Main", f), tmp.resolve("r.json"), failing,
        tmp.resolve("s")));
    assertEquals(1, said.size());
    assertTrue(said.get(0).contains("status 1") && said.get(0).contains("CDS dumping"), said.get(0));
    // a later run (another parent JVM) reads the mark and does not train again
    assertEquals(plain, archives(dir).command(f -> command(jar, "Main", f), tmp.resolve("r.json"), failing,
        tmp.resolve("s")));
    assertEquals(1, trainings.size());
    assertEquals(2, said.size());
    assertTrue(said.get(1).contains("delete " + dir), said.get(1));
  }

  @Test
  void aBenchmarkThatFailsInTheTrainingJvmStopsOnlyThisProcessFromTrying() throws IOException {
    Path jar = jar("app.jar");
    Path dir = tmp.resolve("archives");
    List<String> plain = command(jar, "Main", tmp.resolve("r.json"));
    // the benchmark throws: status 1, no archive, no class-data sharing line
    Function<List<String>, ChildClassArchive.Exit> failing = cmd -> {
      trainings.add(cmd);
      return new ChildClassArchive.Exit(1, "nanometer jmh: the benchmark failed in its JVM: boom");
    };
    ChildClassArchive a = archives(dir);
    for (int i = 0; i < 2; i++) {
      assertEquals(plain, a.command(f -> command(jar, "Main", f), tmp.resolve("r.json"), failing, tmp.resolve("s")));
    }
    assertEquals(1, trainings.size(), "not again in this process");
    assertEquals(1, said.size());
    assertFalse(Files.exists(dir.resolve(ClassArchiveKey.of(plain, "17.0.15+6").key().orElseThrow().digest()
        + ".failed")), "no lasting mark");
    List<String> next = archives(dir).command(f -> command(jar, "Main", f), tmp.resolve("r.json"),
        c -> train(c, 0, true), tmp.resolve("s"));
    assertEquals(2, trainings.size(), "the next run trains again");
    assertTrue(next.stream().anyMatch(s -> s.startsWith("-XX:SharedArchiveFile=")), next.toString());
  }

  /**
   * Issue 42, item 5: a training JVM dumps to a file named for this process, and the file a parent
   * killed while its training JVM dumped left (SIGKILL deletes nothing) is swept by the next training.
   */
  @Test
  void theTrainingDumpNamesThisProcessAndADeadParentsDumpIsSwept() throws Exception {
    Path jar = jar("app.jar");
    Path dir = Files.createDirectories(tmp.resolve("archives"));
    Process gone = new ProcessBuilder("true").start();
    gone.waitFor();
    Path left = Files.write(dir.resolve(ChildClassArchive.TRAINING_PREFIX + gone.pid() + "-0123.jsa"
        + ChildClassArchive.TRAINING_SUFFIX), new byte[] {7});
    archives(dir).command(f -> command(jar, "Main", f), tmp.resolve("r.json"), c -> train(c, 0, true),
        tmp.resolve("s"));
    String dump = trainings.get(0).stream().filter(a -> a.startsWith("-XX:ArchiveClassesAtExit=")).findFirst()
        .orElseThrow();
    assertTrue(Path.of(dump.substring(dump.indexOf('=') + 1)).getFileName().toString().startsWith(
        ChildClassArchive.TRAINING_PREFIX + ProcessHandle.current().pid() + "-"), dump);
    assertFalse(Files.exists(left), "the dead parent's dump was swept");
  }

  @Test
  void aChildThatRefusesTheArchiveRetiresIt() throws IOException {
    Path jar = jar("app.jar");
    Path dir = tmp.resolve("archives");
    ChildClassArchive a = archives(dir);
    List<String> cmd = a.command(f -> command(jar, "Main", f), tmp.resolve("r.json"), c -> train(c, 0, true),
        tmp.resolve("s"));
    String flag = cmd.stream().filter(s -> s.startsWith("-XX:SharedArchiveFile=")).findFirst().orElseThrow();
    Path archive = Path.of(flag.substring(flag.indexOf('=') + 1));
    a.check(cmd, "doctor: 1 warn\n");
    assertTrue(Files.exists(archive), "no cds line: kept");
    a.check(cmd, "[0.021s][warning][cds,dynamic] Unable to use shared archive. The top archive failed to load: x\n");
    assertFalse(Files.exists(archive));
    assertTrue(said.get(said.size() - 1).contains("Unable to use shared archive"), said.toString());
    List<String> after = a.command(f -> command(jar, "Main", f), tmp.resolve("r.json"), c -> train(c, 0, true),
        tmp.resolve("s"));
    assertEquals(command(jar, "Main", tmp.resolve("r.json")), after);
    assertEquals(1, trainings.size(), "a refused archive is not trained again");
  }

  @Test
  void turnedOffOrWithoutAnOwnDirectoryTheCommandIsUnchanged() throws IOException {
    Path jar = jar("app.jar");
    List<String> plain = command(jar, "Main", tmp.resolve("r.json"));
    ChildClassArchive off = new ChildClassArchive(Optional.empty(), false, "17", said::add);
    assertEquals(plain, off.command(f -> command(jar, "Main", f), tmp.resolve("r.json"), c -> train(c, 0, true),
        tmp.resolve("s")));
    assertEquals(List.of(), said);
    ChildClassArchive noDir = new ChildClassArchive(Optional.empty(), true, "17", said::add);
    assertEquals(plain, noDir.command(f -> command(jar, "Main", f), tmp.resolve("r.json"), c -> train(c, 0, true),
        tmp.resolve("s")));
    assertEquals(1, said.size());
    assertEquals(List.of(), trainings);
  }

  @Test
  void pruningKeepsTheMostRecentlyUsedArchives() throws IOException {
    Path dir = Files.createDirectories(tmp.resolve("archives"));
    for (int i = 0; i < ChildClassArchive.KEPT_ARCHIVES + 3; i++) {
      Path p = Files.write(dir.resolve(i + ".jsa"), new byte[] {1});
      Files.setLastModifiedTime(p, FileTime.fromMillis(1_000_000L * (i + 1)));
    }
    Files.write(dir.resolve("x.failed"), new byte[] {1});
    ChildClassArchive.prune(dir);
    for (int i = 0; i < ChildClassArchive.KEPT_ARCHIVES + 3; i++) {
      assertEquals(i >= 3, Files.exists(dir.resolve(i + ".jsa")), i + ".jsa");
    }
    assertTrue(Files.exists(dir.resolve("x.failed")));
  }

  @Test
  void aTrainingJvmMeasuresBrieflyAndLeavesTheTuningCacheAlone() {
    Options o = Options.builder().budget(Duration.ofSeconds(1)).useTuningCache(true).build();
    assertEquals(o, ChildClassArchive.forTraining(o), "not a training JVM: unchanged");
    System.setProperty(ChildClassArchive.TRAINING, "true");
    try {
      Options t = ChildClassArchive.forTraining(o);
      assertEquals(ChildClassArchive.TRAINING_BUDGET, t.budget());
      assertEquals(ChildClassArchive.TRAINING_MAX_WARMUP, t.maxWarmup());
      assertEquals(o.seed(), t.seed());
      assertEquals(false, t.useTuningCache(), "a count tuned in 10 ms must not reach the measured forks");
    } finally {
      System.clearProperty(ChildClassArchive.TRAINING);
    }
  }
}
