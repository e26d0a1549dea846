package io.github.nanometer.nativelib;

import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Anonymous memory is proven from a maps file; file mappings and unprovable ranges are refused with the reason. */
class AnonymousMemoryCheckTest {

  private static final List<String> MAPS = List.of(
      "55d0a0000000-55d0a0021000 rw-p 00000000 00:00 0                          [heap]",
      "7f0000000000-7f0000100000 rw-p 00000000 00:00 0 ",
      "7f0000100000-7f0000200000 rw-p 00000000 00:00 0",
      "7f0000200000-7f0000300000 rw-s 00000000 08:01 1234567                    /tmp/data.bin",
      "7f0000300000-7f0000400000 rw-p 00000000 00:00 0                          [anon:java]",
      "7ffd00000000-7ffd00021000 rw-p 00000000 00:00 0                          [stack]");

  @Test
  void rangesWithinAnonymousMappingsAreProven() {
    assertNull(AnonymousMemoryCheck.problem(MAPS, 0x55d0a0000100L, 0x55d0a0000200L));
    assertNull(AnonymousMemoryCheck.problem(MAPS, 0x7f00000ff000L, 0x7f0000101000L)); // spans two anonymous mappings
    assertNull(AnonymousMemoryCheck.problem(MAPS, 0x7f0000300000L, 0x7f0000400000L));
  }

  @Test
  void fileMappingsAreRefusedNamingTheFile() {
    String p = AnonymousMemoryCheck.problem(MAPS, 0x7f0000200010L, 0x7f0000200020L);
    assertTrue(p.contains("/tmp/data.bin") && p.contains("SIGBUS") && p.contains("MappedByteBuffer"), p);
    String spanning = AnonymousMemoryCheck.problem(MAPS, 0x7f00001ff000L, 0x7f0000201000L);
    assertTrue(spanning.contains("/tmp/data.bin"), spanning);
  }

  @Test
  void stacksGapsAndUnmappedRangesAreNotProven() {
    assertTrue(AnonymousMemoryCheck.problem(MAPS, 0x7ffd00000000L, 0x7ffd00000010L).contains("[stack]"));
    assertTrue(AnonymousMemoryCheck.problem(MAPS, 0x7f0000500000L, 0x7f0000500010L).contains("no mapping"));
    assertTrue(AnonymousMemoryCheck.problem(MAPS, 0x7f00003ff000L, 0x7f0000401000L).contains("no mapping"));
  }

  @Test
  void anUnreadableMapsFileProvesNothing(@TempDir Path root) {
    AnonymousMemoryCheck check = new AnonymousMemoryCheck(() -> AnonymousMemoryCheck.readLines(root.resolve("maps")));
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
        () -> check.requireAnonymous("dst", ByteBuffer.allocateDirect(16), 0x1000));
    assertTrue(e.getMessage().startsWith("dst: cannot prove"), e.getMessage());
  }

  @Test
  void aProvenBufferIsRememberedByIdentity(@TempDir Path root) throws IOException {
    Path maps = root.resolve("maps");
    Files.write(maps, MAPS);
    AnonymousMemoryCheck check = new AnonymousMemoryCheck(() -> AnonymousMemoryCheck.readLines(maps));
    ByteBuffer b = ByteBuffer.allocateDirect(16);
    check.requireAnonymous("dst", b, 0x7f0000000000L);
    Files.delete(maps);
    check.requireAnonymous("dst", b, 0x7f0000000000L); // no second read
    assertThrows(IllegalArgumentException.class,
        () -> check.requireAnonymous("dst", ByteBuffer.allocateDirect(16), 0x7f0000000000L));
  }
}
