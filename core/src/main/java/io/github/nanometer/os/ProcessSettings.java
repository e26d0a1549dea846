package io.github.nanometer.os;

import java.util.List;

/**
 * The process-wide switches nanometer reads (system properties and environment variables), below
 * the option model: the engine, the CLI and the JUnit extension read them from here; {@code
 * options.Settings#ALL} lists them with the JUnit extension's for help and checks.
 */
public final class ProcessSettings {
  private ProcessSettings() {}

  /** {@code -Dnanometer.quiet=true}: the API prints no doctor summary or thread placement on stderr. */
  public static final Setting QUIET = Setting.property("nanometer.quiet", List.of("true", "false"), "true|false",
      "false", "the API prints no doctor summary or thread-placement line on stderr");

  /** {@code -Dnanometer.cacheDir=DIR}: where the tuning cache lives. */
  public static final Setting CACHE_DIR = Setting.property("nanometer.cacheDir", List.of(), "DIR",
      "$XDG_CACHE_HOME/nanometer, else ~/.cache/nanometer, else the temp dir",
      "directory of the tuning cache (tuning.properties)");

  /** {@code -Dnanometer.native=false}: pure Java, no JNI helper. */
  public static final Setting NATIVE = Setting.property("nanometer.native", List.of("true", "false"), "true|false",
      "true", "false: never load the native helper (pure Java, nanoTime)");

  /** {@code -Dnanometer.native.dir=DIR}: where the JNI helper is extracted. */
  public static final Setting NATIVE_DIR = Setting.property("nanometer.native.dir", List.of(), "DIR",
      "the JVM's temp dir", "directory under which the native helper is extracted (must allow exec)");

  /** {@code -Dnanometer.classArchive=true}: child JVMs start from a class-data sharing archive (off by default). */
  public static final Setting CLASS_ARCHIVE = Setting.property("nanometer.classArchive", List.of("true", "false"),
      "true|false", "false", "true: child JVMs (forks, nanometer jmh) start from a class-data archive, about 1 s "
          + "faster each, but forks of one run then agree more than runs do (docs/forked.md)");

  /**
   * {@code -Dnanometer.childHeap=SIZE}: the fixed, pre-touched heap of every child JVM (1g unless
   * set); {@code engine.ChildJvm} reads it.
   */
  public static final Setting CHILD_HEAP = Setting.property("nanometer.childHeap",
      List.of("256m", "512m", "1g", "2g", "4g"), "256m|512m|1g|2g|4g", "1g",
      "fixed, pre-touched heap of every child JVM (forks, nanometer jmh) whose JVM arguments do not size "
          + "the heap; none on a host with less than 4 times as much memory");

  /** {@code -Dnanometer.phaseLog=FILE}: where each JVM appends its phase marks ({@link PhaseLog}). */
  public static final Setting PHASE_LOG = Setting.property("nanometer.phaseLog", List.of(), "FILE", "none",
      "append each JVM's phase marks (pid, epoch microseconds, phase) to FILE; fork children inherit it");

  /** {@code NANOMETER_PROGRESS=1}: progress lines even without a terminal. */
  public static final Setting PROGRESS = Setting.environment("NANOMETER_PROGRESS", List.of("0", "1"), "0|1",
      "0 (progress only on a terminal)", "1: print progress lines on stderr even when it is not a terminal");

  /** {@code NANOMETER_JAVA_OPTS}: extra JVM flags, read by the {@code ./nanometer} script. */
  public static final Setting JAVA_OPTS = Setting.environment("NANOMETER_JAVA_OPTS", List.of(), "FLAGS",
      "none", "extra JVM flags for the ./nanometer script, e.g. -Xmx8g");

  /** {@code XDG_CACHE_HOME}: the base of the default cache directory. */
  public static final Setting XDG_CACHE_HOME = Setting.environment("XDG_CACHE_HOME", List.of(), "DIR",
      "~/.cache", "base of the default tuning-cache directory (absolute paths only)");

  /** {@code NO_COLOR}: the doctor's text report without colour. */
  public static final Setting NO_COLOR = Setting.environment("NO_COLOR", List.of(), "ANY",
      "colour on a terminal", "set: the doctor prints no ANSI colour (also TERM=dumb)");

  /** {@code TERM}: the doctor's text report uses colour only on a terminal whose TERM is not dumb. */
  public static final Setting TERM = Setting.environment("TERM", List.of(), "NAME", "from the terminal",
      "dumb: the doctor prints no ANSI colour");

  /** {@code PATH}: where {@code compare} looks for {@code setsid} to give each command its own process group. */
  public static final Setting PATH = Setting.environment("PATH", List.of(), "DIRS", "/usr/bin:/bin",
      "compare finds setsid here (own process group per command)");

  /** These settings, in the order the help lists them. */
  public static final List<Setting> ALL =
      List.of(QUIET, CACHE_DIR, NATIVE, NATIVE_DIR, CLASS_ARCHIVE, CHILD_HEAP, PHASE_LOG, PROGRESS, JAVA_OPTS, XDG_CACHE_HOME, NO_COLOR, TERM, PATH);
}
