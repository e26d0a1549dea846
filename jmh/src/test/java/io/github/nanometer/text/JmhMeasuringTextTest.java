package io.github.nanometer.text;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * The library's rule for code that runs in a measuring JVM ({@link MeasuringJvmTextTest}), held for
 * {@code io.github.nanometer.jmh}, whose children measure JMH's benchmarks: no regular expression
 * and no {@code java.util.Formatter}, but in the classes that run only in the host JVM of {@code
 * nanometer jmh}.
 */
class JmhMeasuringTextTest {
  private static final Path CLASSES = Path.of("jmh", "target", "classes", "io", "github", "nanometer");

  /** Classes that run only in the host JVM of {@code nanometer jmh}, never in its children. */
  private static final Set<String> HOST_ONLY = Set.of("jmh/JmhCommand.class", "jmh/JmhRequest.class",
      "jmh/JmhRunner.class", "jmh/JmhTable.class");

  @Test
  void theChildrensCodeUsesNoRegexAndNoFormatter() throws IOException {
    List<String> found = new ArrayList<>();
    int classes = MeasuringJvmTextTest.scan(CLASSES, List.of("jmh"), HOST_ONLY, found);
    assertTrue(classes > 30, "read " + classes + " classes; expected nanometer-jmh's");
    assertEquals(List.of(), found, "use io.github.nanometer.text.Tokens or DecimalText instead");
  }
}
