package io.github.nanometer.spi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Host paths resolve below the root; what is missing reads as empty. */
class HostRootTest {

  @TempDir
  Path root;

  @Test
  void readsResolveBelowTheRoot() throws IOException {
    Path cache = Files.createDirectories(root.resolve("sys/devices/system/cpu/cpu0/cache"));
    Files.createDirectories(cache.resolve("index1"));
    Files.createDirectories(cache.resolve("index0"));
    Files.writeString(cache.resolve("index0/level"), "1\n");
    Files.writeString(cache.resolve("index0/size"), " 48K \n");
    Files.createDirectories(root.resolve("proc"));
    Files.writeString(root.resolve("proc/cpuinfo"), "processor\t: 0\nmodel name\t: Fake CPU\n");
    HostRoot host = HostRoot.at(root);
    assertEquals(List.of("index0", "index1"), host.list("/sys/devices/system/cpu/cpu0/cache"));
    assertEquals(Optional.of(1L), host.readLong("/sys/devices/system/cpu/cpu0/cache/index0/level"));
    assertEquals(Optional.of("48K"), host.readTrimmed("/sys/devices/system/cpu/cpu0/cache/index0/size"));
    assertEquals(Optional.empty(), host.readLong("/sys/devices/system/cpu/cpu0/cache/index0/size"));
    assertEquals(List.of("processor\t: 0", "model name\t: Fake CPU"), host.readLines("/proc/cpuinfo"));
  }

  @Test
  void whatIsMissingReadsAsEmpty() {
    HostRoot host = HostRoot.at(root);
    assertEquals(List.of(), host.list("/sys/nothing"));
    assertEquals(Optional.empty(), host.readTrimmed("/sys/nothing"));
    assertEquals(Optional.empty(), host.readLong("/sys/nothing"));
    assertEquals(List.of(), host.readLines("/proc/nothing"));
    assertThrows(IllegalArgumentException.class, () -> HostRoot.at(null));
  }
}
