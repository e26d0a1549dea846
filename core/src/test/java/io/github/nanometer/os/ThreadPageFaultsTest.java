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
    writeStat(root, "4242 (my (odd) name) R 1 4242 3283 0 -1 4194304 12345 0 7 0 0 0 0 0 20 0 1 0\n");
    try (ThreadPageFaults faults = new ThreadPageFaults(HostFiles.rootedAt(root))) {
      assertEquals(12345, faults.minorFaults());
    }
  }

  @Test
  void unknownWhenMissingOrMalformed(@TempDir Path root) throws IOException {
    try (ThreadPageFaults faults = new ThreadPageFaults(HostFiles.rootedAt(root))) {
      assertEquals(-1, faults.minorFaults());
    }
    assertEquals(-1, ThreadPageFaults.parse("4242 (x) R 1 2"));
    assertEquals(-1, ThreadPageFaults.parse("no parenthesis 1 2 3 4 5 6 7 8 9"));
    assertEquals(-1, ThreadPageFaults.parse("1 (x) R 1 2 3 4 5 6 many 8"));
    assertEquals(-1, ThreadPageFaults.parse("1 (x) R 1 2 3 4 5 6 -5 8"));
    assertEquals(77, ThreadPageFaults.parse("1 (x) R 1 2 3 4 5 6 77"));
  }

  @Test
  void noneAlwaysReportsUnknownEvenWhereTheRealReaderCounts() {
    try (ThreadPageFaults real = ThreadPageFaults.real();
        ThreadPageFaults none = ThreadPageFaults.none()) {
      real.minorFaults(); // on Linux a count: none is not a reader of the same file
      assertEquals(-1, none.minorFaults());
      assertEquals(-1, none.minorFaults(), "a second read: still unknown");
    }
    ThreadPageFaults closed = ThreadPageFaults.none();
    closed.close();
    assertEquals(-1, closed.minorFaults(), "closing it is harmless");
  }

  @Test
  void rereadsTheOpenFileFromItsStart(@TempDir Path root) throws IOException {
    writeStat(root, "1 (java) R 1 1 1 0 -1 0 100 0 0 0\n");
    try (ThreadPageFaults faults = new ThreadPageFaults(HostFiles.rootedAt(root))) {
      assertEquals(100, faults.minorFaults());
      writeStat(root, "1 (java) R 1 1 1 0 -1 0 12345 0 0 0\n");
      assertEquals(12345, faults.minorFaults());
      faults.close();
      assertEquals(-1, faults.minorFaults(), "closed: unknown");
    }
  }

  @Test
  void readingAllocatesNoHeapThatWouldFaultItself() {
    ThreadPageFaults faults = ThreadPageFaults.real();
    assumeTrue(faults.minorFaults() >= 0, "no /proc/thread-self/stat on this host");
    com.sun.management.ThreadMXBean threads =
        (com.sun.management.ThreadMXBean) java.lang.management.ManagementFactory.getThreadMXBean();
    long id = Thread.currentThread().getId();
    for (int i = 0; i < 100; i++) {
      faults.minorFaults(); // warm the reader and the channel's temporary buffer
    }
    long before = threads.getThreadAllocatedBytes(id);
    for (int i = 0; i < 1000; i++) {
      faults.minorFaults();
    }
    long perRead = (threads.getThreadAllocatedBytes(id) - before) / 1000;
    faults.close();
    assertTrue(perRead < 16, "a read allocated " + perRead + " bytes");
  }

  @Test
  void theRealThreadCountsItsOwnFaults() {
    try (ThreadPageFaults faults = ThreadPageFaults.real()) {
      long before = faults.minorFaults();
      assumeTrue(before >= 0, "no /proc/thread-self/stat on this host");
      // Fresh native memory (a large direct buffer is a new mapping), zeroed by this thread on
      // allocation: its pages are touched for the first time here. Heap memory may already be touched.
      java.nio.ByteBuffer fresh = java.nio.ByteBuffer.allocateDirect(16 << 20);
      for (int i = 0; i < fresh.capacity(); i += 4096) {
        fresh.put(i, (byte) 1);
      }
      assertTrue(faults.minorFaults() > before, "touching 16 MiB of new memory took no fault");
    }
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

  private static void writeStat(Path root, String line) throws IOException {
    Path stat = root.resolve("proc/thread-self/stat");
    Files.createDirectories(stat.getParent());
    Files.writeString(stat, line);
  }
}
