package io.github.nanometer.measure;

import io.github.nanometer.ClockSummary;
import io.github.nanometer.text.DecimalText;
import io.github.nanometer.text.Tokens;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.Properties;
import java.util.function.Consumer;

/**
 * Tuned evaluations per sample, cached per machine and benchmark in {@code tuning.properties}
 * under the user's cache directory, so the next run skips tuning.
 *
 * <p>An entry stores the count with the clock fingerprint it was tuned under; a lookup under a
 * different fingerprint misses (the clock facts changed, so the entry is stale). The fingerprint
 * holds the clock's name, its precision, and its accuracy rounded to a quarter octave, because
 * accuracy is itself measured and moves by a few percent between runs.
 *
 * <p>The file is read once per instance (on the first lookup) and written once: by {@link
 * #flush()}, which {@code Nanometer.close()} calls, or at JVM exit when entries are still unsaved.
 * A write merges with what is on disk (another process may have stored entries meanwhile), keeps
 * the {@value #MAX_ENTRIES} most recently used entries, and replaces the file atomically. A file
 * that cannot be parsed, or larger than {@value #MAX_FILE_BYTES} bytes, is renamed aside (never
 * silently emptied) and said so in a note. I/O failures never stop a run; they become notes.
 *
 * <p>Concurrent writers (several processes tuning into one cache) merge under an exclusive file
 * lock on {@code tuning.lock} beside the file, so no process's entries are lost. A cache that must
 * not be trusted (a fallback directory in the shared temporary directory owned by another user, or
 * writable by others) is not used at all: lookups miss, nothing is written, and a note says why.
 * A write that fails at JVM exit is said on stderr, through {@link #reportExitProblemsTo} (the API's
 * one reporting path, silent under {@code -Dnanometer.quiet=true}).
 */
public final class TuningCache {

  /** The most entries kept; the least recently used are dropped beyond it. */
  public static final int MAX_ENTRIES = 4096;

  /** A file larger than this is not read (it cannot come from {@value #MAX_ENTRIES} entries). */
  public static final long MAX_FILE_BYTES = 4L << 20;

  private static final String FILE = "tuning.properties";

  /** A hit refreshes its entry's last-used time when that is older than this (one day). */
  private static final long REFRESH_USE_MILLIS = 86_400_000L;

  private final Path dir;
  private final List<String> notes = new ArrayList<>();
  private final Map<String, Entry> entries = new LinkedHashMap<>();
  private final Map<String, Entry> unsaved = new LinkedHashMap<>();
  private String untrusted;
  private boolean shared;
  private boolean loaded;
  private boolean dirExistedAtLoad;
  private Thread exitHook;
  /** The facts {@link #fingerprintText} belongs to (compared by identity). */
  private ClockSummary fingerprinted;
  private String fingerprintText;
  private volatile Consumer<String> exitProblems = problem -> System.err.println("nanometer: " + problem);

  /** One cached count: evaluations per sample, the clock fingerprint, when it was last used. */
  private record Entry(int evaluationsPerSample, String fingerprint, long lastUsedMillis) {
    String text() {
      return evaluationsPerSample + "|" + fingerprint + "|" + lastUsedMillis;
    }

    static Entry parse(String text) {
      String[] f = Tokens.fields(text, '|').toArray(String[]::new);
      if (f.length < 2 || f.length > 3) {
        return null;
      }
      try {
        int n = Integer.parseInt(f[0]);
        long used = f.length == 3 ? Long.parseLong(f[2]) : 0;
        return n >= 1 ? new Entry(n, f[1], used) : null;
      } catch (NumberFormatException e) {
        return null;
      }
    }
  }

  private TuningCache(Path dir, List<String> locationNotes) {
    this(dir, locationNotes, null);
  }

  private TuningCache(Path dir, List<String> locationNotes, String untrusted) {
    this.dir = dir;
    this.notes.addAll(locationNotes);
    this.untrusted = untrusted;
    if (untrusted != null) {
      notes.add("tuning cache not used: " + untrusted);
    }
  }

  /** A cache that is never read or written, with the reason its location is not trusted (a note). */
  static TuningCache untrusted(Path dir, String reason) {
    return new TuningCache(dir, List.of(), reason);
  }

  /** True when the location was not trusted and the cache is not used ({@link #takeNotes} says why). */
  public boolean disabled() {
    return untrusted != null;
  }

  /**
   * The default location: system property {@code nanometer.cacheDir}, else {@code
   * $XDG_CACHE_HOME/nanometer} when that is an absolute path, else {@code ~/.cache/nanometer} when
   * {@code user.home} is an absolute writable directory, else a directory under the JVM's
   * temporary directory (with a note saying why). Never the working directory.
   */
  public static TuningCache atDefaultLocation() {
    return defaultLocation().resolve(TuningCache::inShared);
  }

  /**
   * The directory of the default location ({@link #atDefaultLocation}) when it is the user's own:
   * {@code nanometer.cacheDir}, {@code $XDG_CACHE_HOME/nanometer} or {@code ~/.cache/nanometer};
   * empty when it would be the fallback in the shared temporary directory. For files that must not
   * come from another user (the child JVMs' class-data archives).
   */
  public static Optional<Path> ownDefaultDirectory() {
    return defaultLocation().resolve((dir, fallbackNotes) -> fallbackNotes.isEmpty() ? Optional.of(dir)
        : Optional.empty());
  }

  private static CacheLocation defaultLocation() {
    return new CacheLocation(System.getProperty("nanometer.cacheDir"), System.getenv("XDG_CACHE_HOME"),
        System.getProperty("user.home"), System.getProperty("java.io.tmpdir"), System.getProperty("user.name"));
  }

  /**
   * A cache at {@code dir}; when {@code fallbackNotes} is not empty, {@code dir} is the fallback in
   * the shared temporary directory, which is used only while {@link CacheLocation#distrust} finds
   * nothing wrong with it (checked when it is first read and again before every write).
   */
  static TuningCache inShared(Path dir, List<String> fallbackNotes) {
    if (fallbackNotes.isEmpty()) {
      return new TuningCache(dir, fallbackNotes);
    }
    String why = CacheLocation.distrust(dir);
    TuningCache c = why == null ? new TuningCache(dir, fallbackNotes) : new TuningCache(dir, fallbackNotes, why);
    c.shared = true;
    return c;
  }

  /**
   * A cache in the given directory (created on the first write).
   *
   * @throws IllegalArgumentException when {@code dir} is null
   */
  public static TuningCache at(Path dir) {
    if (dir == null) {
      throw new IllegalArgumentException("dir: the tuning cache directory must not be null");
    }
    return new TuningCache(dir, List.of());
  }

  /** The cache file. */
  public Path file() {
    return dir.resolve(FILE);
  }

  /** The fingerprint of the clock facts an entry is valid for. */
  public static String fingerprint(ClockSummary f) {
    long accuracyBucket = Math.round(4 * Math.log(f.accuracyNanos()) / Math.log(2));
    return f.name() + "/" + DecimalText.fixed(f.precisionNanos(), 3) + "/" + accuracyBucket;
  }

  /**
   * {@link #fingerprint}, remembered for the last facts asked about: a run looks its count up before
   * warm-up and stores it between tuning and measurement, where formatting the fingerprint again
   * would run {@code String.format}, which a benchmark body may share (see {@code WarmupFacts}).
   */
  private String fingerprintOf(ClockSummary f) {
    if (f != fingerprinted) {
      fingerprintText = fingerprint(f);
      fingerprinted = f;
    }
    return fingerprintText;
  }

  /** The cached count for {@code key} if present and tuned under the same clock fingerprint. */
  public synchronized OptionalInt lookup(String key, ClockSummary facts) {
    load();
    String fingerprint = fingerprintOf(facts); // also when nothing is cached: store() reuses it
    Entry e = entries.get(key);
    if (e == null || !e.fingerprint().equals(fingerprint)) {
      return OptionalInt.empty();
    }
    long now = System.currentTimeMillis();
    if (now - e.lastUsedMillis() > REFRESH_USE_MILLIS) {
      // Recency matters for which entries survive the bound; refreshing it at most daily keeps
      // runs that only read the cache from rewriting it every time.
      remember(key, new Entry(e.evaluationsPerSample(), e.fingerprint(), now));
    }
    return OptionalInt.of(e.evaluationsPerSample());
  }

  /**
   * Stores a count for {@code key} under the clock's fingerprint, in memory; it reaches the file
   * at {@link #flush()} or JVM exit.
   *
   * @return notes not yet reported (the cache moved to a fallback location, a corrupt file moved
   *     aside, a failed earlier write), joined into one line; empty when there are none
   */
  public synchronized Optional<String> store(String key, ClockSummary facts, int evaluationsPerSample) {
    load();
    remember(key, new Entry(evaluationsPerSample, fingerprintOf(facts), System.currentTimeMillis()));
    return takeNotes();
  }

  private void remember(String key, Entry e) {
    entries.put(key, e);
    unsaved.put(key, e);
    trim(entries);
    if (exitHook == null) {
      exitHook = new Thread(this::flushAtExit, "nanometer-tuning-cache");
      Runtime.getRuntime().addShutdownHook(exitHook);
    }
  }

  /**
   * Writes unsaved entries, merged with the file's current content, atomically; does nothing when
   * nothing is unsaved.
   *
   * @return a one-line problem description when the file could not be written, else empty
   */
  public synchronized Optional<String> flush() {
    if (unsaved.isEmpty()) {
      return Optional.empty();
    }
    Optional<String> problem = write();
    unsaved.clear();
    if (exitHook != null && Thread.currentThread() != exitHook) {
      try {
        Runtime.getRuntime().removeShutdownHook(exitHook);
      } catch (IllegalStateException shuttingDown) {
        // The hook runs anyway and finds nothing unsaved.
      }
      exitHook = null;
    }
    return problem;
  }

  /**
   * The exit hook's write: skipped when the directory existed at load time and was removed since
   * (a test's temporary directory), so a cache is never resurrected where someone deleted it.
   */
  private synchronized void flushAtExit() {
    if (dirExistedAtLoad && !Files.isDirectory(dir)) {
      unsaved.clear();
      return;
    }
    flush().ifPresent(exitProblems);
  }

  /**
   * Where a write that fails at JVM exit is said: {@code nanometer: PROBLEM} on stderr unless set
   * here; the public API sets its one reporting path (which honours {@code -Dnanometer.quiet=true}).
   *
   * @throws IllegalArgumentException when {@code reporter} is null
   */
  public void reportExitProblemsTo(Consumer<String> reporter) {
    if (reporter == null) {
      throw new IllegalArgumentException("reporter must not be null");
    }
    this.exitProblems = reporter;
  }

  /** Notes gathered so far (fallback location, corrupt file moved aside), then forgets them. */
  public synchronized Optional<String> takeNotes() {
    if (notes.isEmpty()) {
      return Optional.empty();
    }
    String joined = String.join("; ", notes);
    notes.clear();
    return Optional.of(joined);
  }

  /** Serialises this JVM's writers; the file lock serialises processes (it is held per JVM). */
  private static final Object WRITE_LOCK = new Object();

  private Optional<String> write() {
    if (untrusted != null) {
      return Optional.empty();
    }
    synchronized (WRITE_LOCK) {
      try {
        if (shared) {
          if (!Files.exists(dir, java.nio.file.LinkOption.NOFOLLOW_LINKS)) {
            Files.createDirectories(dir, java.nio.file.attribute.PosixFilePermissions.asFileAttribute(
                java.nio.file.attribute.PosixFilePermissions.fromString("rwx------")));
          }
          String why = CacheLocation.distrust(dir);
          if (why != null) {
            untrusted = why;
            String problem = "tuning cache not written: " + why;
            notes.add(problem);
            return Optional.of(problem);
          }
        }
        Files.createDirectories(dir);
        try (FileChannel lockFile = FileChannel.open(dir.resolve(LOCK_FILE), StandardOpenOption.CREATE,
            StandardOpenOption.WRITE);
            FileLock lock = lockFile.lock()) {
          return writeLocked();
        }
      } catch (IOException | RuntimeException e) {
        String problem = "tuning cache not written to " + file() + ": " + reason(e);
        notes.add(problem);
        return Optional.of(problem);
      }
    }
  }

  /** The lock file beside the cache; its content is empty, its lock orders the writers. */
  private static final String LOCK_FILE = "tuning.lock";

  /** A plain reason: the file system's words when it gave some, else the exception's. */
  private static String reason(Exception e) {
    if (e instanceof java.nio.file.FileSystemException f && f.getReason() != null) {
      return f.getReason();
    }
    if (e instanceof java.nio.file.AccessDeniedException) {
      return "permission denied";
    }
    return e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage();
  }

  private Optional<String> writeLocked() throws IOException {
    {
      Map<String, Entry> merged = new LinkedHashMap<>(read());
      merged.putAll(unsaved);
      trim(merged);
      Properties p = new Properties();
      merged.forEach((k, v) -> p.setProperty(k, v.text()));
      Path tmp = Files.createTempFile(dir, "tuning", ".tmp");
      try {
        try (OutputStream out = Files.newOutputStream(tmp)) {
          p.store(out, "nanometer tuned evaluations per sample: key = n|clock fingerprint|last used (ms)");
        }
        try {
          Files.move(tmp, file(), StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
        } catch (AtomicMoveNotSupportedException e) {
          Files.move(tmp, file(), StandardCopyOption.REPLACE_EXISTING);
        }
      } finally {
        Files.deleteIfExists(tmp);
      }
      return Optional.empty();
    }
  }

  private void load() {
    if (loaded) {
      return;
    }
    loaded = true;
    if (untrusted != null) {
      return;
    }
    dirExistedAtLoad = Files.isDirectory(dir);
    entries.putAll(read());
    trim(entries);
  }

  /** The file's entries, least recently used first; a corrupt or oversized file is moved aside. */
  private Map<String, Entry> read() {
    Path f = file();
    Map<String, Entry> result = new LinkedHashMap<>();
    if (!Files.isRegularFile(f)) {
      return result;
    }
    Properties p = new Properties();
    String reason;
    try {
      long size = Files.size(f);
      if (size > MAX_FILE_BYTES) {
        reason = "it has " + size + " bytes, more than " + MAX_ENTRIES + " entries can fill";
      } else {
        try (InputStream in = Files.newInputStream(f)) {
          p.load(in);
        }
        List<Map.Entry<String, Entry>> list = new ArrayList<>();
        for (String k : p.stringPropertyNames()) {
          Entry e = Entry.parse(p.getProperty(k));
          if (e != null) {
            list.add(Map.entry(k, e));
          }
        }
        list.sort(Comparator.comparingLong(e -> e.getValue().lastUsedMillis()));
        list.forEach(e -> result.put(e.getKey(), e.getValue()));
        return result;
      }
    } catch (IOException e) {
      notes.add("tuning cache " + f + " not read: " + e.getMessage());
      return result;
    } catch (IllegalArgumentException e) {
      reason = "it is not a properties file (" + e.getMessage() + ")";
    }
    moveAside(f, reason);
    return result;
  }

  private void moveAside(Path f, String reason) {
    Path aside = f.resolveSibling(FILE + ".corrupt-" + System.currentTimeMillis());
    try {
      Files.move(f, aside, StandardCopyOption.REPLACE_EXISTING);
      notes.add("tuning cache " + f + " was unusable (" + reason + "); moved aside to " + aside
          + " and started empty");
    } catch (IOException | RuntimeException e) {
      notes.add("tuning cache " + f + " is unusable (" + reason + ") and could not be moved aside ("
          + e.getMessage() + "); delete it");
    }
  }

  /** Drops the least recently used entries beyond {@link #MAX_ENTRIES} (maps in use order). */
  private static void trim(Map<String, Entry> map) {
    if (map.size() <= MAX_ENTRIES) {
      return;
    }
    List<Map.Entry<String, Entry>> list = new ArrayList<>(map.entrySet());
    list.sort(Comparator.comparingLong(e -> e.getValue().lastUsedMillis()));
    int drop = map.size() - MAX_ENTRIES;
    for (int i = 0; i < drop; i++) {
      map.remove(list.get(i).getKey());
    }
  }
}
