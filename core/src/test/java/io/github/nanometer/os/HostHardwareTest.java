package io.github.nanometer.os;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.OptionalLong;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The CPU model, memory and online CPUs a saved result names, read from fake /proc and /sys trees. */
class HostHardwareTest {

  private static void write(Path root, String hostPath, String text) throws IOException {
    Path file = root.resolve(hostPath.substring(1));
    Files.createDirectories(file.getParent());
    Files.writeString(file, text);
  }

  @Test
  void readsTheFirstModelNameAndMemTotalInBytes(@TempDir Path root) throws IOException {
    write(root, "/proc/cpuinfo", "processor\t: 0\nvendor_id\t: AuthenticAMD\nmodel name\t: AMD EPYC 7B13 64-Core"
        + " Processor\nflags\t\t: fpu tsc\n\nprocessor\t: 1\nmodel name\t: Other CPU\n");
    write(root, "/proc/meminfo", "MemTotal:       16234120 kB\nMemFree:         1000000 kB\nSwapTotal:  0 kB\n");
    HostHardware h = HostHardware.read(HostFiles.rootedAt(root));
    assertEquals(Optional.of("AMD EPYC 7B13 64-Core Processor"), h.cpuModel());
    assertEquals(OptionalLong.of(16_234_120L * 1024), h.memoryBytes());
    assertEquals(OptionalInt.empty(), h.onlineCpus(), "no sysfs: unknown");
  }

  @Test
  void onlineCpusCountSysfsRangesWhateverThisThreadMayRunOn(@TempDir Path root) throws IOException {
    write(root, "/sys/devices/system/cpu/online", "0-3,8-11,16\n");
    write(root, "/proc/self/status", "Name:\tjava\nCpus_allowed_list:\t2\n");
    assertEquals(OptionalInt.of(9), HostHardware.read(HostFiles.rootedAt(root)).onlineCpus(),
        "0-3, 8-11 and 16 are online; the thread's one allowed cpu does not matter");
  }

  @Test
  void aCpuinfoWithoutAModelNameGivesNoModel(@TempDir Path root) throws IOException {
    // ARM kernels write no "model name" line: the model is unknown, not guessed from other lines.
    write(root, "/proc/cpuinfo", "processor\t: 0\nBogoMIPS\t: 50.00\nFeatures\t: fp asimd\nCPU part\t: 0xd0c\n");
    write(root, "/proc/meminfo", "MemTotal:  2048 kB\n");
    HostHardware h = HostHardware.read(HostFiles.rootedAt(root));
    assertEquals(Optional.empty(), h.cpuModel());
    assertEquals(OptionalLong.of(2048L * 1024), h.memoryBytes());
  }

  @Test
  void aTreeWithoutProcGivesNeitherAndABadMemTotalIsUnknown(@TempDir Path root) throws IOException {
    HostHardware none = HostHardware.read(HostFiles.rootedAt(root));
    assertEquals(Optional.empty(), none.cpuModel());
    assertEquals(OptionalLong.empty(), none.memoryBytes());
    write(root, "/proc/meminfo", "MemTotal:  lots kB\n");
    assertEquals(OptionalLong.empty(), HostHardware.read(HostFiles.rootedAt(root)).memoryBytes());
    write(root, "/proc/meminfo", "MemTotal:  0 kB\n");
    assertEquals(OptionalLong.empty(), HostHardware.read(HostFiles.rootedAt(root)).memoryBytes());
  }

  @Test
  void meminfoValuesAreReadByKey(@TempDir Path root) throws IOException {
    write(root, "/proc/meminfo", "MemTotal:  4096 kB\nSwapTotal:  1024 kB\nSwapFree:  512 kB\n");
    MemInfo m = MemInfo.read(HostFiles.rootedAt(root));
    assertEquals(Optional.of(1024L), m.kib("SwapTotal"));
    assertEquals(Optional.of(512L), m.kib("SwapFree"));
    assertEquals(Optional.empty(), m.kib("Swap"), "a key is matched whole, not as a prefix");
    assertEquals(Optional.of(4096L * 1024), m.totalBytes());
  }

  @Test
  void refusesAMemorySizeBelowOneByteAndNoOnlineCpu() {
    assertThrows(IllegalArgumentException.class,
        () -> new HostHardware(Optional.empty(), OptionalLong.of(0), OptionalInt.empty()));
    assertThrows(IllegalArgumentException.class,
        () -> new HostHardware(Optional.empty(), OptionalLong.empty(), OptionalInt.of(0)));
  }
}
