package io.github.nanometer.suite;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.nanometer.spi.HostRoot;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.OptionalLong;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Cache sizes from a fake sysfs tree, and the fallbacks when it is missing. */
class CacheSizesTest {

  @TempDir
  Path root;

  private void cache(int index, int level, String type, String size) throws IOException {
    Path dir = root.resolve("sys/devices/system/cpu/cpu0/cache/index" + index);
    Files.createDirectories(dir);
    Files.writeString(dir.resolve("level"), level + "\n");
    Files.writeString(dir.resolve("type"), type + "\n");
    Files.writeString(dir.resolve("size"), size + "\n");
  }

  @Test
  void readsL1DataAndLastLevel() throws IOException {
    cache(0, 1, "Data", "48K");
    cache(1, 1, "Instruction", "32K");
    cache(2, 2, "Unified", "2048K");
    cache(3, 3, "Unified", "307200K");
    CacheSizes c = CacheSizes.read(HostRoot.at(root));
    assertEquals(OptionalLong.of(48 * 1024), c.l1DataBytes());
    assertEquals(OptionalLong.of(300L << 20), c.lastLevelBytes());
    assertEquals(3, c.lastLevel());
    assertEquals(4, c.caches().size());
    assertTrue(c.warnings().isEmpty());
  }

  @Test
  void missingTreeFallsBackWithWarnings() {
    CacheSizes c = CacheSizes.read(HostRoot.at(root));
    assertEquals(32 * 1024, c.l1DataBytesOrDefault());
    assertEquals(32L << 20, c.lastLevelBytesOrDefault());
    assertEquals(2, c.warnings().size());
    assertTrue(c.warnings().get(0).contains("assuming 32 KiB"), c.warnings().get(0));
  }

  @Test
  void parsesSysfsSizes() {
    assertEquals(OptionalLong.of(1024), CacheSizes.parseSize("1K"));
    assertEquals(OptionalLong.of(3L << 20), CacheSizes.parseSize("3M"));
    assertEquals(OptionalLong.of(512), CacheSizes.parseSize("512"));
    assertEquals(OptionalLong.empty(), CacheSizes.parseSize("K"));
    assertEquals(OptionalLong.empty(), CacheSizes.parseSize("-4K"));
    assertEquals("300 MiB", CacheSizes.formatBytes(300L << 20));
    assertEquals("1000 B", CacheSizes.formatBytes(1000));
  }
}
