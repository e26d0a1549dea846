package io.github.nanometer.measure;

import io.github.nanometer.ClockSummary;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * A child process of {@link TuningCacheConcurrencyTest}: says it is ready (creates the file {@code
 * <go>.ready-<id>}), waits for the go file, then stores and
 * flushes {@code count} distinct entries into the cache at {@code dir}, one fresh instance each, so
 * every flush is a read-merge-write racing the other processes'.
 */
public final class TuningCacheWriterMain {
  private TuningCacheWriterMain() {}

  /** Arguments: cache directory, writer id, entry count, go file. */
  public static void main(String[] args) throws Exception {
    Path dir = Path.of(args[0]);
    int id = Integer.parseInt(args[1]);
    int count = Integer.parseInt(args[2]);
    Path go = Path.of(args[3]);
    Files.createFile(readyFile(go, id));
    while (!Files.exists(go)) {
      Thread.sleep(1);
    }
    ClockSummary facts = new ClockSummary("nanoTime", 20, 1, 3000, 20, 30);
    for (int k = 0; k < count; k++) {
      TuningCache c = TuningCache.at(dir);
      c.store("writer" + id + "-" + k, facts, k + 1);
      if (c.flush().isPresent()) {
        System.exit(3);
      }
    }
  }

  /** The file writer {@code id} creates once it waits for {@code go}. */
  static Path readyFile(Path go, int id) {
    return go.resolveSibling(go.getFileName() + ".ready-" + id);
  }
}
