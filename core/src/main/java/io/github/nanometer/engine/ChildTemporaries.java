package io.github.nanometer.engine;

import io.github.nanometer.os.DeadOwnerFiles;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The temporary files of {@link ChildJvm#run}: the file a child writes its result to, {@code
 * nanometer-child-PID-RANDOM.json} in the JVM's temporary directory, and beside it the file a
 * class-data archive's training JVM writes its discarded result to ({@code ....json.training}).
 * Both name this process, so that those of a parent killed by SIGKILL (which deletes nothing) are
 * deleted by the next parent that makes one in the same directory: the first time a process makes
 * a result file in a directory, it sweeps the files there whose process is gone ({@link
 * DeadOwnerFiles}).
 */
final class ChildTemporaries {

  /** The start of every name; the owner's pid and a dash follow. */
  static final String PREFIX = "nanometer-child-";
  /** The end of a result file's name. */
  static final String RESULT_SUFFIX = ".json";
  /** What a training JVM's scratch file adds to its result file's name. */
  static final String TRAINING_SUFFIX = ".training";

  /** The directories this process has swept. */
  private static final Set<Path> SWEPT = ConcurrentHashMap.newKeySet();

  private ChildTemporaries() {}

  /**
   * A new, empty result file in {@code java.io.tmpdir}, after sweeping there once per process.
   *
   * @throws IOException when the file cannot be created
   */
  static Path resultFile() throws IOException {
    return resultFile(Path.of(System.getProperty("java.io.tmpdir")));
  }

  /**
   * A new, empty result file in {@code dir}, named for this process; the first call for a
   * directory first deletes the child temporaries there of processes that are gone.
   *
   * @throws IOException when the file cannot be created
   */
  static Path resultFile(Path dir) throws IOException {
    if (SWEPT.add(dir.toAbsolutePath().normalize())) {
      sweep(dir);
    }
    return Files.createTempFile(dir, PREFIX + ProcessHandle.current().pid() + "-", RESULT_SUFFIX);
  }

  /** The scratch file of a training JVM that goes with {@code resultFile} (not created here). */
  static Path trainingFile(Path resultFile) {
    return resultFile.resolveSibling(resultFile.getFileName() + TRAINING_SUFFIX);
  }

  /**
   * Deletes the result and training files in {@code dir} whose process is gone.
   *
   * @return how many were deleted
   */
  static int sweep(Path dir) {
    return DeadOwnerFiles.sweep(dir, PREFIX, RESULT_SUFFIX) + DeadOwnerFiles.sweep(dir, PREFIX,
        RESULT_SUFFIX + TRAINING_SUFFIX);
  }
}
