package io.github.nanometer.measure;

import io.github.nanometer.clock.ClockFacts;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.Locale;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.Properties;

/**
 * Tuned evaluations per sample, cached per machine and benchmark in {@code tuning.properties}
 * under the user's cache directory, so the next run skips tuning.
 *
 * <p>An entry stores the count with the clock fingerprint it was tuned under; a lookup under a
 * different fingerprint misses (the clock facts changed, so the entry is stale). The fingerprint
 * holds the clock's name, its precision, and its accuracy rounded to a quarter octave, because
 * accuracy is itself measured and moves by a few percent between runs. The file is rewritten
 * atomically (temporary file, then move); I/O failures never stop a run and are returned as text.
 */
public final class TuningCache {

  private static final String FILE = "tuning.properties";
  private final Path dir;

  private TuningCache(Path dir) {
    this.dir = dir;
  }

  /**
   * The default location: system property {@code nanometer.cacheDir}, else {@code
   * $XDG_CACHE_HOME/nanometer}, else {@code ~/.cache/nanometer}.
   */
  public static TuningCache atDefaultLocation() {
    String prop = System.getProperty("nanometer.cacheDir");
    if (prop != null && !prop.isBlank()) {
      return new TuningCache(Path.of(prop));
    }
    String xdg = System.getenv("XDG_CACHE_HOME");
    if (xdg != null && !xdg.isBlank()) {
      return new TuningCache(Path.of(xdg, "nanometer"));
    }
    return new TuningCache(Path.of(System.getProperty("user.home"), ".cache", "nanometer"));
  }

  /** A cache in the given directory (created on first store). */
  public static TuningCache at(Path dir) {
    return new TuningCache(dir);
  }

  /** The cache file. */
  public Path file() {
    return dir.resolve(FILE);
  }

  /** The fingerprint of the clock facts an entry is valid for. */
  public static String fingerprint(ClockFacts f) {
    long accuracyBucket = Math.round(4 * Math.log(f.accuracyNanos()) / Math.log(2));
    return String.format(Locale.ROOT, "%s/%.3f/%d", f.name(), f.precisionNanos(), accuracyBucket);
  }

  /** The cached count for {@code key} if present and tuned under the same clock fingerprint. */
  public OptionalInt lookup(String key, ClockFacts facts) {
    Properties p = load();
    String v = p.getProperty(key);
    if (v == null) {
      return OptionalInt.empty();
    }
    int bar = v.indexOf('|');
    if (bar < 0 || !v.substring(bar + 1).equals(fingerprint(facts))) {
      return OptionalInt.empty();
    }
    try {
      int n = Integer.parseInt(v.substring(0, bar));
      return n >= 1 ? OptionalInt.of(n) : OptionalInt.empty();
    } catch (NumberFormatException e) {
      return OptionalInt.empty();
    }
  }

  /**
   * Stores a count for {@code key} under the clock's fingerprint.
   *
   * @return a one-line problem description when the file could not be written, else empty
   */
  public synchronized Optional<String> store(String key, ClockFacts facts, int evaluationsPerSample) {
    try {
      Files.createDirectories(dir);
      Properties p = load();
      p.setProperty(key, evaluationsPerSample + "|" + fingerprint(facts));
      Path tmp = Files.createTempFile(dir, "tuning", ".tmp");
      try (OutputStream out = Files.newOutputStream(tmp)) {
        p.store(out, "nanometer tuned evaluations per sample: key = n|clock fingerprint");
      }
      try {
        Files.move(tmp, file(), StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
      } catch (AtomicMoveNotSupportedException e) {
        Files.move(tmp, file(), StandardCopyOption.REPLACE_EXISTING);
      }
      return Optional.empty();
    } catch (IOException | SecurityException e) {
      return Optional.of("tuning cache not written to " + file() + ": " + e.getMessage());
    }
  }

  private Properties load() {
    Properties p = new Properties();
    Path f = file();
    if (Files.isReadable(f)) {
      try (InputStream in = Files.newInputStream(f)) {
        p.load(in);
      } catch (IOException | IllegalArgumentException e) {
        return new Properties();
      }
    }
    return p;
  }
}
