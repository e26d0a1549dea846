package io.github.nanometer.examples;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/** Keeps README.md honest: its first lines are the two commands, and its example is this compiled file. */
class ReadmeTest {

  private static String readme() throws IOException {
    return Files.readString(Path.of("README.md"));
  }

  @Test
  void firstCodeBlockHoldsTheTwoCommands() throws IOException {
    String head = readme().lines().limit(6).reduce("", (a, b) -> a + b + "\n");
    assertTrue(head.contains("./nanometer suite"), head);
    assertTrue(head.contains("mvn -B verify"), head);
  }

  @Test
  void junitExampleIsTheCompiledSearchPerformanceTest() throws IOException {
    String source = Files.readString(Path.of("core/src/test/java/io/github/nanometer/examples/SearchPerformanceTest.java"));
    String body = source.substring(source.indexOf("import "));
    assertTrue(readme().contains(body.strip()), "README.md must contain SearchPerformanceTest.java from its first import");
  }

  @Test
  void exampleMainIsTheCompiledReadmeExample() throws IOException {
    String source = Files.readString(Path.of("core/src/test/java/io/github/nanometer/examples/ReadmeExample.java"));
    String body = source.substring(source.indexOf("import "));
    assertTrue(readme().contains(body.strip()), "README.md must contain ReadmeExample.java from its first import");
  }

  @Test
  void threadsExampleIsTheCompiledThreadsExample() throws IOException {
    String source = Files.readString(Path.of("core/src/test/java/io/github/nanometer/examples/ThreadsExample.java"));
    String body = source.substring(source.indexOf("import "));
    assertTrue(readme().contains(body.strip()), "README.md must contain ThreadsExample.java from its first import");
  }
}
