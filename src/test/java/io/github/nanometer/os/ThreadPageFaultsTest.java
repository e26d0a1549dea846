package io.github.nanometer.os;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Minor page faults from a fake {@code /proc/thread-self/stat}, and the THP mode from a fake sysfs. */
class ThreadPageFaultsTest {

  @Test
  void readsMinfltAfterACommandNameWithSpacesAndParentheses(@TempDir Path root) throws IOException {
    Path stat = root.resolve("proc/thread-self/stat");
    Files.createDirectories(stat.getParent());
    Files.writeString(stat, "4242 (my (odd) name) R 1 4242 3283 0 -1 4194304 12345 0 7 0 0 0 0 0 20 0 1 0\n");
    assertEquals(12345, new ThreadPageFaults(HostFiles.rootedAt(root)).minorFaults());
  }

  @Test
  void unknownWhenMissingOrMalformed(@TempDir Path root) throws IOException {
    ThreadPageFaults faults = new ThreadPageFaults(HostFiles.rootedAt(root));
    assertEquals(-1, faults.minorFaults());
    assertEquals(Optional.empty(), ThreadPageFaults.parse("4242 (x) R 1 2"));
    assertEquals(Optional.empty(), ThreadPageFaults.parse("no parenthesis 1 2 3 4 5 6 7 8 9"));
    assertEquals(Optional.empty(), ThreadPageFaults.parse("1 (x) R 1 2 3 4 5 6 many 8"));
  }

  @Test
  void theRealThreadCountsItsOwnFaults() {
    long before = ThreadPageFaults.real().minorFaults();
    assumeTrue(before >= 0, "no /proc/thread-self/stat on this host");
    byte[] touched = new byte[64 << 20];
    for (int i = 0; i < touched.length; i += 4096) {
      touched[i] = 1;
    }
    assertTrue(ThreadPageFaults.real().minorFaults() > before, "touching 64 MiB of new heap took no fault");
  }

  @Test
  void transparentHugePageModeIsTheBracketedChoice(@TempDir Path root) throws IOException {
    HostFiles files = HostFiles.rootedAt(root);
    assertEquals(Optional.empty(), TransparentHugePages.mode(files));
    Path enabled = root.resolve("sys/kernel/mm/transparent_hugepage/enabled");
    Files.createDirectories(enabled.getParent());
    Files.writeString(enabled, "always [madvise] never\n");
    assertEquals(Optional.of("madvise"), TransparentHugePages.mode(files));
    Files.writeString(enabled, "always madvise never\n");
    assertEquals(Optional.empty(), TransparentHugePages.mode(files));
  }
}
