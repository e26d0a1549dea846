package io.github.nanometer.os;

import java.io.IOException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;

/**
 * Temporary files that name the process that made them ({@code PREFIX PID-ANYTHING SUFFIX}), and
 * the sweep that deletes those whose process is gone. A process killed by SIGKILL cannot delete its
 * temporaries; the next nanometer that makes temporaries in the same directory does, so leftovers
 * stay bounded. Only regular files owned by this process's user are touched, never a live
 * process's (a pid that was reused keeps its file, which errs on the side of keeping).
 */
public final class DeadOwnerFiles {
  private DeadOwnerFiles() {}

  /**
   * Deletes the files in {@code dir} named {@code prefix + PID + "-" + anything + suffix} whose
   * process {@code PID} no longer exists and that this user owns. Never throws: a directory that
   * cannot be listed, or a file that cannot be deleted, is left as it is.
   *
   * @return how many files were deleted
   */
  public static int sweep(Path dir, String prefix, String suffix) {
    if (dir == null) {
      return 0;
    }
    int deleted = 0;
    Object me = myUid();
    try (DirectoryStream<Path> entries = Files.newDirectoryStream(dir, glob(prefix) + "*" + glob(suffix))) {
      for (Path p : entries) {
        long pid = pid(p.getFileName().toString(), prefix, suffix);
        if (pid <= 0 || pid == ProcessHandle.current().pid() || ProcessHandle.of(pid).isPresent()) {
          continue;
        }
        if (Files.isRegularFile(p, LinkOption.NOFOLLOW_LINKS) && me != null && me.equals(owner(p))
            && Files.deleteIfExists(p)) {
          deleted++;
        }
      }
    } catch (IOException | RuntimeException e) {
      // Nothing to sweep, or not allowed to: leftovers are harmless, only untidy.
    }
    return deleted;
  }

  /** The pid in {@code name} (between {@code prefix} and the first dash after it), or -1. */
  static long pid(String name, String prefix, String suffix) {
    if (!name.startsWith(prefix) || !name.endsWith(suffix) || name.length() < prefix.length() + suffix.length()) {
      return -1;
    }
    String middle = name.substring(prefix.length(), name.length() - suffix.length());
    int dash = middle.indexOf('-');
    if (dash <= 0) {
      return -1;
    }
    String digits = middle.substring(0, dash);
    if (!digits.chars().allMatch(c -> c >= '0' && c <= '9') || digits.length() > 10) {
      return -1;
    }
    return Long.parseLong(digits);
  }

  /** This process's uid: the owner of {@code /proc/self}, or null where there is no procfs. */
  static Object myUid() {
    try {
      return Files.getAttribute(Path.of("/proc/self"), "unix:uid");
    } catch (IOException | RuntimeException e) {
      return null;
    }
  }

  private static Object owner(Path p) {
    try {
      return Files.getAttribute(p, "unix:uid", LinkOption.NOFOLLOW_LINKS);
    } catch (IOException | RuntimeException e) {
      return null;
    }
  }

  /** {@code text} with the glob's special characters escaped. */
  private static String glob(String text) {
    StringBuilder sb = new StringBuilder();
    for (char c : text.toCharArray()) {
      if ("*?[]{}\\".indexOf(c) >= 0) {
        sb.append('\\');
      }
      sb.append(c);
    }
    return sb.toString();
  }
}
