package io.github.nanometer.examples;

import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.nanometer.docs.Docs;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/**
 * Keeps README.md and its pages honest: the README's first lines are the two commands, its first
 * benchmark is the compiled ReadmeExample, and the examples of docs/junit.md and
 * docs/threads-and-profiling.md are compiled files too.
 */
class ReadmeTest {

  private static String readme() {
    return Docs.readme();
  }

  @Test
  void firstCodeBlockHoldsTheTwoCommands() throws IOException {
    String head = readme().lines().limit(6).reduce("", (a, b) -> a + b + "\n");
    assertTrue(head.contains("./nanometer suite"), head);
    assertTrue(head.contains("mvn -B verify"), head);
  }

  @Test
  void junitExampleIsTheCompiledSearchPerformanceTest() throws IOException {
    String source = Files.readString(Path.of("junit/src/test/java/io/github/nanometer/examples/SearchPerformanceTest.java"));
    String body = source.substring(source.indexOf("import "));
    assertTrue(Docs.page("junit.md").contains(body.strip()),
        "docs/junit.md must contain SearchPerformanceTest.java from its first import");
  }

  /** Issue 42 item 12: the consumer POM of docs/junit.md is the one scripts/consumer-test.sh builds, verbatim. */
  @Test
  void documentedConsumerProjectIsTheOneTheConsumerTestBuilds() throws IOException {
    Path consumer = Path.of("core/src/it/junit-consumer");
    String pom = Files.readString(consumer.resolve("pom.xml"));
    assertTrue(Docs.page("junit.md").contains("```xml\n" + pom + "```"),
        "docs/junit.md must print core/src/it/junit-consumer/pom.xml verbatim");
    assertTrue(pom.contains("<artifactId>maven-surefire-plugin</artifactId>\n        <version>3."),
        "surefire 3.x, or Maven 3.8 runs no JUnit 5 test");
    // scripts/consumer-test.sh builds it with ReadmeExample.java and SearchPerformanceTest.java, which
    // the tests of this class keep equal to what README.md and docs/junit.md print
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
    assertTrue(Docs.page("threads-and-profiling.md").contains(body.strip()),
        "docs/threads-and-profiling.md must contain ThreadsExample.java from its first import");
    // issue 42 item 18: the page warns against sharing the contended object itself (the erased cast
    // reads its header on the contended line); the example follows its own advice
    assertTrue(!body.matches("(?s).*ThreadedBenchmark(\\.Group\\.)?<(AtomicLong|LongAdder)[,>].*"),
        "ThreadsExample shares an atomic directly instead of through a holder's final field");
  }
}
