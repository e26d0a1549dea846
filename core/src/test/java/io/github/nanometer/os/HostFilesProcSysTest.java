package io.github.nanometer.os;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/** HostFiles reads procfs sysctl files whole, although procfs reports their size as 0. */
class HostFilesProcSysTest {

  @Test
  void readsMultiDigitSysctlValuesWhole() throws IOException {
    Path p = Path.of("/proc/sys/kernel/pid_max");
    assumeTrue(Files.isReadable(p), "needs a Linux /proc");
    String expected;
    try (InputStream in = Files.newInputStream(p)) {
      expected = new String(in.readAllBytes(), StandardCharsets.UTF_8).trim();
    }
    assumeTrue(expected.length() > 1, "pid_max has more than one digit on every Linux");
    assertEquals(expected, HostFiles.real().readTrimmed("/proc/sys/kernel/pid_max").orElseThrow());
    assertEquals(Long.parseLong(expected), HostFiles.real().readLong("/proc/sys/kernel/pid_max").orElseThrow());
  }
}
