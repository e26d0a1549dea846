package io.github.nanometer.jmh;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.nanometer.TestResults;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * {@code @Param} values are any string a class or {@code -p} holds: {@code nanometer jmh}'s text
 * table, fork lines, plan listing and strict messages show their control characters escaped, so a
 * value with ESC or BEL cannot drive the terminal (issue 42, item 9).
 */
class JmhHostileParamsTest {

  /** ESC [2J clears the screen, BEL rings, a newline would split a row. */
  private static final String HOSTILE = "\u001b[2Jx\u0007\nrow";

  private static JmhBenchmark hostile() {
    IterationSpec s = new IterationSpec(5, Duration.ofSeconds(10), 1);
    return new JmhBenchmark("p.C", "m", JmhMode.AVERAGE_TIME, Map.of("size", HOSTILE), TimeUnit.NANOSECONDS, 1, s, s,
        5, List.of(), List.of(), List.of());
  }

  private static String out(java.util.function.Consumer<PrintStream> writer) {
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    writer.accept(new PrintStream(bytes, true, StandardCharsets.UTF_8));
    return bytes.toString(StandardCharsets.UTF_8);
  }

  private static void assertNoControlCharacters(String text) {
    for (String line : text.lines().toList()) {
      assertFalse(line.chars().anyMatch(c -> Character.isISOControl(c) && c != '\t'), "raw control character in: "
          + line.replace("\u001b", "<ESC>").replace("\u0007", "<BEL>"));
    }
  }

  @Test
  void theTextTableAndForkLinesEscapeParamValues() {
    JmhBenchmark b = hostile();
    JmhReport report = new JmhReport(List.of(new JmhResult(b, TestResults.fork(10, 0.01, 1), 1)), List.of(), "test",
        1, 1, List.of(new JmhForks(b.runName(), 1, "max-wall", 1_000_000_000L)));
    String text = out(ps -> JmhOutput.text(report, ps));
    assertNoControlCharacters(text);
    assertTrue(text.contains("\\u001b[2Jx\\u0007\\nrow"), text);
    assertTrue(text.lines().filter(l -> l.startsWith("C.m ")).count() == 1, "one row for the run: " + text);
  }

  @Test
  void thePlanListingEscapesParamValues() {
    JmhPlan plan = new JmhPlan(List.of(hostile()), List.of(), "test", 1, 1);
    String text = out(ps -> JmhOutput.list(plan, ps));
    assertNoControlCharacters(text);
    assertTrue(text.contains("size=\\u001b[2Jx\\u0007\\nrow"), text);
  }
}
