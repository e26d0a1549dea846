package io.github.nanometer.engine;

import io.github.nanometer.Options;
import io.github.nanometer.measure.TuningCache;
import io.github.nanometer.os.DeadOwnerFiles;
import io.github.nanometer.os.ProcessSettings;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.attribute.FileTime;
import java.time.Duration;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Consumer;
import java.util.function.Function;
import java.util.stream.Stream;

/**
 * A class-data sharing archive for child JVMs (HotSpot's dynamic AppCDS, JDK 13+): a fresh JVM
 * maps the classes it loaded last time instead of reading, parsing and verifying them from the
 * jars again, which takes about a second off every fork's start on a 2-vCPU machine
 * (docs/lab/fork-fixed-cost.md). One archive per {@link ClassArchiveKey} (the JVM, its flags, the
 * class path and its jars' sizes and times), in {@code class-archives/} under the tuning cache's
 * directory when that is the user's own ({@link TuningCache#ownDefaultDirectory}).
 *
 * <p>The first child JVM of a key that has no archive yet is preceded by a training JVM: the same
 * command with {@code -XX:ArchiveClassesAtExit} and {@code -Dnanometer.classArchiveTraining=true},
 * under which the child measures with a 10 ms budget and a 200 ms warm-up bound ({@link
 * #forTraining}) and its result is thrown away; so every measured fork runs with the same archive,
 * never with the dump's extra work at exit. The archive is written under a temporary name and
 * renamed into place, so a JVM never maps a partial file; the 8 most recently used archives are
 * kept. Measured children get {@code -XX:SharedArchiveFile} and {@code -Xlog:cds*=warning:stderr}:
 * a JVM that cannot map the archive still runs (from the jars), and its stderr says so, which
 * {@link #check} reads.
 *
 * <p>Degrades loudly: when the archive cannot be made (a directory on the class path, no own cache
 * directory, the training JVM failing or writing nothing) or a child refuses it, one line says why
 * (through the {@code say} given, the API's {@link JvmState#say}) and children run without it. A
 * failure that would repeat (the JVM could not dump, the directory cannot be written, a child
 * refused the archive) leaves a {@code KEY.failed} file holding the reason, which keeps later runs
 * of that key from training again; a training whose benchmark failed in its JVM is only not
 * repeated in this process.
 * Off by default, on with {@code -Dnanometer.classArchive=true} ({@link ProcessSettings#CLASS_ARCHIVE}):
 * forks that start from one archive agree with each other more than with the forks of another run
 * (on 24 everyday bodies, the between-run F statistic of fork estimates had a median of 3.1 with the
 * archive and 0.8 without, and the interval over forks covered further runs' mean 65% against 84%),
 * so the archive narrows the interval below the spread a user's next run shows. JVM arguments that
 * choose class-data sharing themselves are left alone.
 */
public final class ChildClassArchive {

  /**
   * The system property that makes a child JVM a training run ({@link #forTraining}); set only by the
   * parent, on a training JVM's command line.
   */
  public static final String TRAINING = "nanometer.classArchiveTraining";

  /** A training child's measuring budget. */
  static final Duration TRAINING_BUDGET = Duration.ofMillis(10);
  /** A training child's warm-up bound. */
  static final Duration TRAINING_MAX_WARMUP = Duration.ofMillis(200);
  /** Archives kept in the directory; the least recently used beyond these are deleted. */
  static final int KEPT_ARCHIVES = 8;

  /**
   * The name of the archive a training JVM writes before it is renamed into place: {@code
   * training-PID-KEY.jsa.tmp}, naming this process, so that the file of a parent killed while its
   * training JVM dumped is swept by the next training in the directory ({@link DeadOwnerFiles}).
   */
  static final String TRAINING_PREFIX = "training-";
  /** See {@link #TRAINING_PREFIX}. */
  static final String TRAINING_SUFFIX = ".tmp";

  /** The most characters of a training JVM's stderr that a reason quotes. */
  static final int REASON_CHARS = 300;

  /**
   * How a child JVM ended: its exit status, its stderr, and whether it was killed at its time limit
   * ({@link ChildProcess#exec}).
   */
  record Exit(int status, String stderr, boolean timedOut) {

    /** A child that ended on its own. */
    Exit(int status, String stderr) {
      this(status, stderr, false);
    }
  }

  /** The wall time this process's training JVMs took, in nanoseconds ({@link #trainingNanos}). */
  private static final AtomicLong TRAINING_NANOS = new AtomicLong();

  /** This process's archives, made on first use ({@link #process}). */
  private static ChildClassArchive process;

  private final Optional<Path> dir;
  private final boolean on;
  private final String javaVersion;
  private final Consumer<String> say;
  private final Set<String> said = new HashSet<>();
  /** Keys whose training failed in this process without a lasting mark: not trained again here. */
  private final Set<String> failedHere = new HashSet<>();

  /**
   * @param dir where archives live; empty when there is no directory of the user's own
   * @param on false when class-data sharing for children is turned off
   * @param javaVersion this JVM's {@code java.vm.version}
   * @param say where the one line of each problem goes
   */
  ChildClassArchive(Optional<Path> dir, boolean on, String javaVersion, Consumer<String> say) {
    this.dir = dir;
    this.on = on;
    this.javaVersion = javaVersion;
    this.say = say;
  }

  /**
   * This process's archives, as its settings and the tuning cache's location give them.
   *
   * @throws IllegalArgumentException when {@code -Dnanometer.classArchive} is neither true nor false
   */
  static synchronized ChildClassArchive process() {
    if (process == null) {
      // Off unless asked for: forks of one run that share an archive agree with each other more than
      // with another run's forks (docs/lab/issue41-corpus.md, run 4 and the archive test).
      boolean on = ProcessSettings.CLASS_ARCHIVE.value().map(v -> v.equalsIgnoreCase("true")).orElse(false);
      process = new ChildClassArchive(on ? TuningCache.ownDefaultDirectory().map(d -> d.resolve("class-archives"))
          : Optional.empty(), on, System.getProperty("java.vm.version"), JvmState::say);
    }
    return process;
  }

  /**
   * The wall time this process has spent in training JVMs so far: {@link ForkRounds} leaves it out
   * of a fork's wall time, which its stopping rule caps (the training is no fork's).
   */
  static long trainingNanos() {
    return TRAINING_NANOS.get();
  }

  /** Counts {@code nanos} of training (a training JVM's wall time; tests add their own). */
  static void addTrainingNanos(long nanos) {
    TRAINING_NANOS.addAndGet(nanos);
  }

  /** Whether this JVM is a training run: {@code -Dnanometer.classArchiveTraining=true} on its command line. */
  public static boolean training() {
    return "true".equals(System.getProperty(TRAINING));
  }

  /**
   * {@code options} for a training run ({@link #training()}): a 10 ms budget, a 200 ms warm-up
   * bound and no tuning cache (a count tuned in 10 ms of a cold body, read back by the measured
   * forks, gave a 1.6 us body 1 evaluation per sample instead of 16-22 and quadrupled its spread:
   * docs/lab/issue41-corpus.md, run 3); else unchanged.
   */
  public static Options forTraining(Options options) {
    return training() ? options.toBuilder().budget(TRAINING_BUDGET).maxWarmup(TRAINING_MAX_WARMUP)
        .useTuningCache(false).build() : options;
  }

  /**
   * The command a measured child runs: {@code commandFor}'s for {@code resultFile}, with the
   * archive's flags when there is one (made first by a training JVM, through {@code run}, when its
   * key has none yet), or unchanged.
   *
   * @param commandFor the child's command for a result file
   * @param run runs a command to its end (the training JVM)
   * @param scratch a file the training JVM may write its result to (discarded)
   */
  synchronized List<String> command(Function<Path, List<String>> commandFor, Path resultFile,
      Function<List<String>, Exit> run, Path scratch) {
    List<String> command = commandFor.apply(resultFile);
    if (!on) {
      return command;
    }
    ClassArchiveKey.Outcome o = ClassArchiveKey.of(command, javaVersion);
    if (o.key().isEmpty()) {
      if (o.sayIt()) {
        sayOnce(o.reason());
      }
      return command;
    }
    if (dir.isEmpty()) {
      sayOnce("the tuning cache has no directory of this user's own (set -Dnanometer.cacheDir=DIR)");
      return command;
    }
    ClassArchiveKey key = o.key().get();
    Path archive = dir.get().resolve(key.digest() + ".jsa");
    Path failed = dir.get().resolve(key.digest() + ".failed");
    if (Files.isRegularFile(failed)) {
      sayOnce(read(failed) + " (delete " + failed + " to try again)");
      return command;
    }
    if (!Files.isRegularFile(archive)) {
      if (failedHere.contains(key.digest())) {
        return command;
      }
      Optional<Failure> problem = train(key, commandFor.apply(scratch), archive, run);
      if (problem.isPresent()) {
        if (Thread.currentThread().isInterrupted()) {
          return command; // stopped, not failed: the next run trains again
        }
        failedHere.add(key.digest());
        if (problem.get().lasting()) {
          write(failed, problem.get().reason());
        }
        sayOnce(problem.get().reason());
        return command;
      }
    }
    touch(archive);
    return key.withFlags(command, List.of("-XX:SharedArchiveFile=" + archive, "-Xlog:cds*=warning:stderr"));
  }

  /**
   * After a measured child that was given an archive: when its stderr says the JVM could not map it
   * ({@code [cds} warnings or errors), says so once, deletes the archive and marks its key failed;
   * the child itself ran from the jars, so its result stands.
   */
  synchronized void check(List<String> command, String stderr) {
    Optional<String> archive = command.stream().filter(a -> a.startsWith("-XX:SharedArchiveFile=")).findFirst()
        .map(a -> a.substring("-XX:SharedArchiveFile=".length()));
    Optional<String> refusal = cdsLine(stderr);
    if (archive.isEmpty() || refusal.isEmpty() || !archive.get().endsWith(".jsa")) {
      return;
    }
    Path a = Path.of(archive.get());
    String reason = "a child JVM refused the class-data archive " + a + " (" + refusal.get() + ")";
    write(a.resolveSibling(a.getFileName().toString().replace(".jsa", ".failed")), reason);
    try {
      Files.deleteIfExists(a);
    } catch (IOException e) {
      // the failed mark keeps it from being used again
    }
    sayOnce(reason);
  }

  /** The first line of {@code stderr} in which the JVM's class-data sharing warns or fails, if any. */
  static Optional<String> cdsLine(String stderr) {
    for (String line : stderr.lines().toList()) {
      if (line.contains("][cds")) {
        return Optional.of(line.strip());
      }
    }
    return Optional.empty();
  }

  /**
   * Why a training JVM made no archive; {@code lasting} when another try would fail the same way (the
   * JVM ran but could not dump, or the directory cannot be written), which a {@code KEY.failed} mark
   * keeps from being tried again. A benchmark that fails in its JVM fails this process's training
   * only: its forks say why, and the next run trains again.
   */
  record Failure(String reason, boolean lasting) {}

  private Optional<Failure> train(ClassArchiveKey key, List<String> command, Path archive,
      Function<List<String>, Exit> run) {
    Path temp = archive.resolveSibling(TRAINING_PREFIX + ProcessHandle.current().pid() + "-" + archive.getFileName()
        + TRAINING_SUFFIX);
    try {
      Files.createDirectories(archive.getParent());
      DeadOwnerFiles.sweep(archive.getParent(), TRAINING_PREFIX, TRAINING_SUFFIX); // left by killed parents
      long start = System.nanoTime();
      Exit exit;
      try {
        exit = run.apply(key.withFlags(command, List.of("-XX:ArchiveClassesAtExit=" + temp,
            "-D" + TRAINING + "=true")));
      } finally {
        addTrainingNanos(System.nanoTime() - start);
      }
      if (exit.status() != 0 || !Files.isRegularFile(temp) || Files.size(temp) == 0) {
        boolean dumpFailed = exit.status() == 0 || cdsLine(exit.stderr()).isPresent()
            || exit.stderr().contains("CDS dump");
        return Optional.of(new Failure("the JVM that makes the class-data archive for child JVMs exited with "
            + "status " + exit.status() + (exit.timedOut() ? " (killed at its time limit)" : "")
            + (Files.isRegularFile(temp) ? "" : " and wrote no archive") + ": "
            + lastChars(exit.stderr().strip(), REASON_CHARS), dumpFailed));
      }
      move(temp, archive);
      prune(archive.getParent());
      say.accept("made a class-data archive for child JVMs in " + (System.nanoTime() - start) / 1_000_000
          + " ms (once per class path and JVM; each child starts from it): " + archive);
      return Optional.empty();
    } catch (IOException e) {
      return Optional.of(new Failure("the class-data archive for child JVMs cannot be written in "
          + archive.getParent() + ": " + e.getMessage(), true));
    } finally {
      try {
        Files.deleteIfExists(temp);
      } catch (IOException e) {
        // a temporary file left behind is pruned with the old archives
      }
    }
  }

  private static String lastChars(String text, int n) {
    return text.length() <= n ? text : "..." + text.substring(text.length() - n);
  }

  private static void move(Path from, Path to) throws IOException {
    try {
      Files.move(from, to, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
    } catch (AtomicMoveNotSupportedException e) {
      Files.move(from, to, StandardCopyOption.REPLACE_EXISTING);
    }
  }

  /** Deletes all but the {@link #KEPT_ARCHIVES} most recently used archives of {@code dir}. */
  static void prune(Path dir) throws IOException {
    List<Path> archives;
    try (Stream<Path> files = Files.list(dir)) {
      archives = files.filter(p -> p.getFileName().toString().endsWith(".jsa"))
          .sorted(Comparator.comparing(ChildClassArchive::modified).reversed()).toList();
    }
    for (Path old : archives.subList(Math.min(KEPT_ARCHIVES, archives.size()), archives.size())) {
      Files.deleteIfExists(old);
    }
  }

  private static FileTime modified(Path p) {
    try {
      return Files.getLastModifiedTime(p);
    } catch (IOException e) {
      return FileTime.fromMillis(0);
    }
  }

  /** Marks the archive used now, for {@link #prune}; a failure only makes it look older. */
  private static void touch(Path archive) {
    try {
      Files.setLastModifiedTime(archive, FileTime.fromMillis(System.currentTimeMillis()));
    } catch (IOException e) {
      // pruned sooner at worst
    }
  }

  private static String read(Path file) {
    try {
      return Files.readString(file, StandardCharsets.UTF_8).strip();
    } catch (IOException e) {
      return "an earlier run could not make a class-data archive for child JVMs";
    }
  }

  private static void write(Path file, String text) {
    try {
      Files.createDirectories(file.getParent());
      Files.writeString(file, text + "\n", StandardCharsets.UTF_8);
    } catch (IOException e) {
      // without the mark the next run tries again
    }
  }

  private void sayOnce(String problem) {
    if (said.add(problem)) {
      say.accept("child JVMs load their classes from the class path, without a class-data archive (about 1 s "
          + "more per JVM): " + problem);
    }
  }
}
