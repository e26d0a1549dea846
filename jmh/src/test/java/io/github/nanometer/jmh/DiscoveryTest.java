package io.github.nanometer.jmh;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Finding benchmarks without a {@code META-INF/BenchmarkList}: by scanning a directory's class files. */
class DiscoveryTest {

  @TempDir
  Path dir;

  @Test
  void withoutABenchmarkListTheClassFilesAreScanned() throws Exception {
    String resource = "io/github/nanometer/jmh/BenchmarkReaderTest$Plain.class";
    Path target = dir.resolve(resource);
    Files.createDirectories(target.getParent());
    try (var in = getClass().getClassLoader().getResourceAsStream(resource)) {
      Files.copy(in, target);
    }
    Files.createDirectories(dir.resolve("x/jmh_generated"));
    Files.writeString(dir.resolve("x/jmh_generated/Ignored.class"), "not a class file");
    Path jmhCore = JmhSamplesTest.jarOf("org.openjdk.jmh.annotations.Benchmark");
    try (URLClassLoader loader = new URLClassLoader(new URL[] {dir.toUri().toURL(), jmhCore.toUri().toURL()},
        ClassLoader.getPlatformClassLoader())) {
      Discovery.Outcome o = Discovery.find(List.of(dir), loader);
      assertEquals("class scan", o.source());
      assertEquals(List.of(new Discovery.Found("io.github.nanometer.jmh.BenchmarkReaderTest.Plain", "nothing")),
          o.benchmarks());
      assertEquals(0, o.unloadable(), o.firstProblem());
    }
  }
}
