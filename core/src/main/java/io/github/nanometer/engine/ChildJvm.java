package io.github.nanometer.engine;

import io.github.nanometer.Blackhole;
import io.github.nanometer.Result;
import io.github.nanometer.os.CpuActivity;
import io.github.nanometer.os.CpuActivityProbe;
import io.github.nanometer.os.CpuActivityText;
import io.github.nanometer.os.HostFiles;
import io.github.nanometer.os.PhaseLog;
import io.github.nanometer.os.ProcessSettings;
import io.github.nanometer.os.TransparentHugePages;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Properties;
import java.util.Set;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.Function;

/**
 * Runs one fresh JVM that measures and writes one result as a {@code nanometer-results} document
 * (through {@link ResultDocuments}), and reads that result back: the process machinery of forked
 * experiments ({@link ForkedRun}) and of {@code nanometer jmh}. The child's stdout is discarded;
 * the end of its stderr is kept for the failure message; it dies with this JVM ({@link
 * ParentWatch}) and may be given a time limit ({@link ChildProcess}). Its result file is a
 * temporary that names this process ({@link ChildTemporaries}), so the file of a parent killed by
 * SIGKILL is swept by the next. Each child starts from a class-data archive of its class path
 * ({@link ChildClassArchive}: made once by a short training JVM, about a second less per child), or
 * says once why not.
 */
public final class ChildJvm {
  private static final int STDERR_TAIL_CHARS = 2000;

  private ChildJvm() {}

  /**
   * The fixed heap a child gets unless its JVM arguments size the heap themselves, or {@code
   * -Dnanometer.childHeap} chooses another ({@link #childHeapBytes}): 1 GiB.
   */
  public static final long CHILD_HEAP_BYTES = 1L << 30;
  /** A child's fixed heap is at most this fraction of the host's memory (HotSpot's own default maximum). */
  static final double MAX_HEAP_FRACTION_OF_MEMORY = 0.25;

  /**
   * The start of a child's command line: this JVM's {@code java}, quiet compile commands, the
   * compiler-blackhole flags, the memory flags of {@link #memoryFlags} for this host, this JVM's
   * {@code nanometer.*} settings ({@link #nanometerProperties}), the parent watch ({@link
   * ParentWatch}), measuring to a steady state ({@link SteadyTail}), then {@code jvmArgs}. The caller
   * appends {@code -cp}, the main class and its arguments.
   */
  public static List<String> javaCommand(List<String> jvmArgs) {
    List<String> cmd = new ArrayList<>();
    cmd.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
    // quiet first: HotSpot echoes every later CompileCommand on standard output unless told not to.
    cmd.add("-XX:CompileCommand=quiet");
    cmd.addAll(Blackhole.compilerBlackholeFlags());
    cmd.addAll(memoryFlags(jvmArgs, TransparentHugePages.mode(HostFiles.real()), physicalMemoryBytes(),
        childHeapBytes()));
    cmd.addAll(nanometerProperties(System.getProperties(), jvmArgs));
    if (!cmd.contains(ParentWatch.flag())) {
      cmd.add(ParentWatch.flag()); // the child halts when this JVM is gone (ParentWatch)
    }
    String steadyTail = "-D" + SteadyTail.PROPERTY + "=true";
    if (!cmd.contains(steadyTail)) {
      cmd.add(steadyTail); // a fork measures on while its series shows no steady state (SteadyTail)
    }
    cmd.addAll(jvmArgs);
    return cmd;
  }

  /**
   * The {@code -Dname=value} flags that hand a parent's {@code nanometer.*} system properties (the
   * tuning cache's directory, native library choices, ...) on to its child, so that the parent's
   * settings hold there too: one per property of {@code properties} whose name starts with {@code
   * nanometer.}, sorted by name, except those {@code jvmArgs} set themselves ({@code -Dname=...} or
   * {@code -Dname}), whose value the child gets from there alone.
   *
   * @param properties the parent's system properties
   * @param jvmArgs the JVM arguments the child's command line gives after these
   */
  public static List<String> nanometerProperties(Properties properties, List<String> jvmArgs) {
    Set<String> given = new HashSet<>();
    for (String a : jvmArgs) {
      if (a.startsWith("-D")) {
        int eq = a.indexOf('=');
        given.add(eq < 0 ? a.substring(2) : a.substring(2, eq));
      }
    }
    return properties.stringPropertyNames().stream().sorted()
        .filter(k -> k.startsWith("nanometer.") && !given.contains(k))
        .map(k -> "-D" + k + "=" + properties.getProperty(k))
        .toList();
  }

  /**
   * Flags that keep the heap's start-up transient and first-touch page faults out of a child's
   * samples:
   *
   * <ul>
   *   <li>a fixed, pre-touched heap of {@code heapBytes}, by default {@code -Xms1g -Xmx1g
   *       -XX:+AlwaysPreTouch} (at most a quarter of the host's memory; none on a host with less
   *       than that for it): a fresh JVM's default heap grows its young generation in steps seconds
   *       apart, and after every step an allocating body runs several times slower while it touches
   *       the new memory (docs/lab/corpus-heap.md, "The heap's start-up transient"); with every page touched
   *       at start-up (0.1 s with huge pages on this project's VM, up to 1-2 s without) the same
   *       body ran at its steady speed from the first 100 ms. Left out when {@code jvmArgs} size the
   *       heap or choose pre-touching themselves ({@code -Xms}, {@code -Xmx}, {@code -Xmn}, {@code
   *       -XX:MaxHeapSize=}, {@code -XX:*RAMPercentage=}, {@code AlwaysPreTouch}, ...);
   *   <li>{@code -XX:+UseTransparentHugePages} when the host's THP mode is {@code madvise} (the heap
   *       is then mapped and touched 2 MiB at a time instead of 4 KiB; on a VM a fault can cost tens
   *       of microseconds). Left out when the mode is {@code always} (every mapping already gets
   *       huge pages), {@code never} or unknown, or when {@code jvmArgs} choose page sizes or
   *       pre-touching themselves.
   * </ul>
   *
   * @param jvmArgs the user's JVM arguments for the child
   * @param thpMode the host's selected THP mode, empty when unknown
   * @param physicalMemoryBytes the host's memory, -1 when unknown (then no fixed heap)
   * @param heapBytes the fixed heap, a whole number of MiB ({@link #CHILD_HEAP_BYTES} unless {@code
   *     -Dnanometer.childHeap} chooses another: {@link #childHeapBytes}); none when it is more than a
   *     quarter of the host's memory
   * @throws IllegalArgumentException when {@code heapBytes} is not a positive whole number of MiB
   */
  public static List<String> memoryFlags(List<String> jvmArgs, Optional<String> thpMode, long physicalMemoryBytes,
      long heapBytes) {
    if (heapBytes <= 0 || heapBytes % (1L << 20) != 0) {
      throw new IllegalArgumentException("child heap " + heapBytes + " bytes: must be a positive whole number of MiB");
    }
    List<String> flags = new ArrayList<>();
    boolean pageChoice = jvmArgs.stream().anyMatch(a -> a.contains("TransparentHugePages")
        || a.contains("LargePages") || a.contains("AlwaysPreTouch"));
    if (!pageChoice && thpMode.filter("madvise"::equals).isPresent()) {
      flags.add("-XX:+UseTransparentHugePages");
    }
    boolean heapChoice = jvmArgs.stream().anyMatch(ChildJvm::sizesHeap);
    if (!pageChoice && !heapChoice && physicalMemoryBytes * MAX_HEAP_FRACTION_OF_MEMORY >= heapBytes) {
      long mib = heapBytes >> 20;
      flags.addAll(List.of("-Xms" + mib + "m", "-Xmx" + mib + "m", "-XX:+AlwaysPreTouch"));
    }
    return flags;
  }

  /**
   * The fixed heap of this process's children: {@code -Dnanometer.childHeap} ({@link
   * ProcessSettings#CHILD_HEAP}: 256m, 512m, 1g, 2g or 4g), else {@link #CHILD_HEAP_BYTES}.
   *
   * @throws IllegalArgumentException when the setting has another value, naming it and the accepted ones
   */
  public static long childHeapBytes() {
    return ProcessSettings.CHILD_HEAP.value().map(ChildJvm::heapBytes).orElse(CHILD_HEAP_BYTES);
  }

  /** {@code 256m} or {@code 2g} (one of the setting's accepted values) in bytes. */
  static long heapBytes(String size) {
    String s = size.strip().toLowerCase(java.util.Locale.ROOT);
    long n = Long.parseLong(s.substring(0, s.length() - 1));
    return s.endsWith("g") ? n << 30 : n << 20;
  }

  /** JVM argument prefixes that size the heap or its young generation. */
  private static final List<String> HEAP_SIZING = List.of("-Xms", "-Xmx", "-Xmn", "-XX:MaxHeapSize",
      "-XX:InitialHeapSize", "-XX:MinHeapSize", "-XX:NewSize", "-XX:MaxNewSize", "-XX:NewRatio", "-XX:MaxRAM",
      "-XX:InitialRAM", "-XX:MinRAM");

  /** Whether a JVM argument sizes the heap or its young generation. */
  static boolean sizesHeap(String arg) {
    return HEAP_SIZING.stream().anyMatch(arg::startsWith);
  }

  /** The host's physical memory in bytes, -1 when this JVM cannot say. */
  static long physicalMemoryBytes() {
    java.lang.management.OperatingSystemMXBean os = java.lang.management.ManagementFactory.getOperatingSystemMXBean();
    return os instanceof com.sun.management.OperatingSystemMXBean sun ? sun.getTotalMemorySize() : -1;
  }

  /**
   * Runs the command {@code commandFor} makes for a fresh temporary result file (the file the child
   * must write its one result to), with the flags of its class-data archive ({@link
   * ChildClassArchive#command}, which first runs the command once more as the archive's training
   * JVM when its class path has none yet), and reads that result: one fork of a run whose parent
   * answers over its forks, so without the note that its interval is one JVM's ({@link OneJvm#asFork}).
   * The child runs as long as it takes; see {@link #run(Function, String, Duration)} for a limit.
   *
   * @param what how messages name the child, e.g. {@code "fork of com.example.Factory"}
   * @throws IllegalStateException when the child cannot start, exits with a non-zero status or
   *     writes no result: the message has its exit status and the end of its stderr
   */
  public static Result run(Function<Path, List<String>> commandFor, String what) {
    return run(commandFor, what, ChildProcess.NO_LIMIT);
  }

  /**
   * As {@link #run(Function, String)}, with a time limit: a child JVM (the measured one, or the
   * class-data archive's training JVM before it) still running {@code timeLimit} after it started is
   * killed, and the run fails with a message that names the child and the limit ({@link
   * #timeLimitMessage}); a training JVM killed so fails the run at once, since the measured child
   * would run the same code.
   *
   * @param what how messages name the child, e.g. {@code "the JVM of p.C.m"}
   * @param timeLimit positive
   * @throws IllegalArgumentException when {@code timeLimit} is not positive
   * @throws IllegalStateException as {@link #run(Function, String)}, and when the child ran past its
   *     time limit
   */
  public static Result run(Function<Path, List<String>> commandFor, String what, Duration timeLimit) {
    if (timeLimit == null || timeLimit.isNegative() || timeLimit.isZero()) {
      throw new IllegalArgumentException("timeLimit must be positive, got " + timeLimit);
    }
    Path resultFile = null;
    Path scratch = null;
    try {
      resultFile = ChildTemporaries.resultFile();
      scratch = ChildTemporaries.trainingFile(resultFile);
      ChildClassArchive archive = ChildClassArchive.process();
      AtomicBoolean trainingTimedOut = new AtomicBoolean();
      List<String> command = archive.command(commandFor, resultFile, c -> {
        ChildClassArchive.Exit e = execQuietly(c, timeLimit);
        trainingTimedOut.compareAndSet(false, e.timedOut());
        return e;
      }, scratch);
      if (trainingTimedOut.get()) {
        throw new IllegalStateException(timeLimitMessage(what, timeLimit));
      }
      command = withParentActivity(command);
      PhaseLog.mark("child-launch");
      ChildClassArchive.Exit exit = ChildProcess.exec(command, timeLimit);
      PhaseLog.mark("child-exit");
      if (exit.timedOut()) {
        throw new IllegalStateException(timeLimitMessage(what, timeLimit));
      }
      archive.check(command, exit.stderr());
      if (exit.status() == 0 && Files.size(resultFile) > 0) {
        Result read = OneJvm.asFork(ResultDocuments.load().read(resultFile));
        PhaseLog.mark("child-read");
        return read;
      }
      String err = exit.stderr();
      String tail = err.length() > STDERR_TAIL_CHARS ? err.substring(err.length() - STDERR_TAIL_CHARS) : err;
      throw new IllegalStateException(what + " exited with status " + exit.status() + " and no result; stderr: "
          + tail.strip());
    } catch (IOException e) {
      throw new IllegalStateException("cannot start " + what + ": " + e.getMessage(), e);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IllegalStateException("interrupted while waiting for " + what, e);
    } finally {
      deleteQuietly(resultFile);
      deleteQuietly(scratch);
    }
  }

  /**
   * {@code command} with this JVM's measurement of the other processes' cpu use, taken now, for a
   * child that chooses its cpu automatically ({@link #AUTO_PINNING}): the child chooses from it
   * instead of probing for itself ({@link CpuActivityText}), which in a starting JVM waits out up
   * to three 100 ms windows of its own start-up work; this idle JVM's probe settles in one.
   * Other commands come back unchanged.
   */
  static List<String> withParentActivity(List<String> command) {
    if (!command.contains(AUTO_PINNING)) {
      return command;
    }
    CpuActivity activity = CpuActivityProbe.measure(HostFiles.real(), CpuActivityProbe.DEFAULT_WINDOW,
        ProcessHandle.current().pid());
    if (activity.isEmpty()) {
      return command; // nothing readable here (no /proc): the child probes for itself
    }
    List<String> with = new ArrayList<>(command);
    with.add(1, "-D" + CpuActivityText.PROPERTY + "=" + CpuActivityText.write(activity.withoutOwnShare()));
    return with;
  }

  /** The child argument of a run whose measuring thread chooses its cpu (ChildOptions' spelling). */
  static final String AUTO_PINNING = "pinning=auto";

  /**
   * The failure of a child killed at its time limit: {@code "WHAT ran longer than its time limit of
   * 10m and was killed"}, the limit as {@link #limitText} writes it.
   */
  public static String timeLimitMessage(String what, Duration timeLimit) {
    return what + " ran longer than its time limit of " + limitText(timeLimit) + " and was killed";
  }

  /** A limit as a user types it: {@code 10m}, {@code 90s}, {@code 1500ms}, {@code 2h}. */
  static String limitText(Duration d) {
    if (d.toNanos() % 1_000_000 != 0) {
      return d.toNanos() + "ns";
    }
    long ms = d.toMillis();
    if (ms > 0 && ms % 3_600_000 == 0) {
      return ms / 3_600_000 + "h";
    }
    if (ms > 0 && ms % 60_000 == 0) {
      return ms / 60_000 + "m";
    }
    if (ms > 0 && ms % 1000 == 0) {
      return ms / 1000 + "s";
    }
    return ms + "ms";
  }

  /** {@link ChildProcess#exec} for the class-data archive's training JVM: a failure to start or wait becomes its exit. */
  private static ChildClassArchive.Exit execQuietly(List<String> command, Duration timeLimit) {
    try {
      return ChildProcess.exec(command, timeLimit);
    } catch (IOException e) {
      return new ChildClassArchive.Exit(-1, "cannot start: " + e.getMessage());
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      return new ChildClassArchive.Exit(-1, "interrupted");
    }
  }

  /**
   * Stops every child JVM {@link #run} is waiting for (forcibly: a child measuring on a signal's
   * way out would only slow the parent's exit). For a shutdown hook: a parent stopped by SIGTERM
   * leaves no child measuring on its own.
   */
  public static void killRunning() {
    ChildProcess.killRunning();
  }

  private static void deleteQuietly(Path file) {
    if (file != null) {
      try {
        Files.deleteIfExists(file);
      } catch (IOException e) {
        // a temp file left behind is harmless; the result was already read or the child failed
      }
    }
  }
}
