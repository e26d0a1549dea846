package io.github.nanometer.judge;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.nanometer.compare.SavedBenchmark;
import io.github.nanometer.report.GoldenText;
import io.github.nanometer.report.SavedResultReader;
import java.io.PrintStream;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.Consumer;
import org.junit.jupiter.api.Test;

/**
 * Benchmark names, parameters, variants and units come from saved files anyone can write: {@code
 * judge}'s text and CSV show their control characters escaped (no raw ESC or BEL reaches a
 * terminal), and its Markdown, which CI posts as a pull-request comment, shows HTML as text (issue
 * 42, item 9).
 */
class JudgeHostileNamesTest {

  /** ESC ] 0 ; ... BEL sets a terminal's title; ESC [2J clears the screen. */
  private static final String TERMINAL = "copy\u001b]0;pwned\u0007\u001b[2J";
  private static final String SCRIPT = "<script>alert(1)</script>";
  private static final String IMG = "<img src=x onerror=alert(2)>";

  private static SavedBenchmark bench(String name, Map<String, String> params, String variant, double level) {
    double[][] forks = {{level, level * 1.01, level * 0.99}, {level * 1.02, level, level * 1.01},
        {level * 0.98, level, level * 1.02}};
    return new SavedBenchmark(name, params, variant, "ns/op", false, level, forks, true, false);
  }

  private static JudgeResult hostile() {
    List<SavedBenchmark> base = List.of(bench(TERMINAL, Map.of("p\u0007", "v\u001b[31m"), "avgt", 10),
        bench(SCRIPT, Map.of(), IMG, 20), bench("gone " + SCRIPT, Map.of(), "avgt\u001b", 5));
    List<SavedBenchmark> candidate = List.of(bench(TERMINAL, Map.of("p\u0007", "v\u001b[31m"), "avgt", 10.5),
        bench(SCRIPT, Map.of(), IMG, 19), bench("new \u0007" + IMG, Map.of(), "avgt", 5));
    return Judge.judge(base, candidate, 0.02, 0.95);
  }

  private static String written(Consumer<PrintStream> writer) {
    return GoldenText.written(Locale.ROOT, writer::accept);
  }

  private static void assertNoControlCharacters(String text) {
    for (String line : text.split("\n", -1)) {
      assertFalse(line.chars().anyMatch(Character::isISOControl), "raw control character in: "
          + line.replace("\u001b", "<ESC>").replace("\u0007", "<BEL>"));
    }
  }

  @Test
  void textShowsControlCharactersEscaped() {
    JudgeResult r = hostile();
    JudgeWriter.Sources s = new JudgeWriter.Sources("base\u001b.json",
        new SavedResultReader.SavedFile("jmh", List.of()), "new.json", new SavedResultReader.SavedFile("jmh", List.of()));
    String text = written(out -> JudgeWriter.text(r, s, out));
    assertNoControlCharacters(text);
    assertTrue(text.contains("copy\\u001b]0;pwned\\u0007\\u001b[2J p\\u0007=v\\u001b[31m (avgt)"), text);
    assertTrue(text.contains("base: base\\u001b.json"), text);
    assertTrue(text.contains("only in base: gone <script>alert(1)</script> (avgt\\u001b)"), text);
    assertTrue(text.contains("only in new:  new \\u0007<img src=x onerror=alert(2)>"), text);
  }

  @Test
  void csvShowsControlCharactersEscapedAndStaysOneRowPerBenchmark() {
    String csv = written(out -> JudgeWriter.csv(hostile(), out));
    assertNoControlCharacters(csv);
    List<String> lines = csv.lines().toList();
    assertEquals(1 + 2 + 1 + 2, lines.size(), csv);
    assertTrue(lines.get(1).startsWith("copy\\u001b]0;pwned\\u0007\\u001b[2J,p\\u0007=v\\u001b[31m,avgt,ns/op,"),
        lines.get(1));
  }

  @Test
  void markdownShowsHtmlAsText() {
    String md = written(out -> JudgeCiWriter.markdown(hostile(), out));
    assertNoControlCharacters(md);
    assertFalse(md.contains("<"), "no tag of a benchmark name reaches the comment: " + md);
    assertFalse(md.contains(">"), md);
    assertTrue(md.contains("| &lt;script&gt;alert(1)&lt;/script&gt; (&lt;img src=x onerror=alert(2)&gt;) |"), md);
    assertTrue(md.contains("- only in base: gone &lt;script&gt;"), md);
    assertTrue(md.contains("copy\\\\u001b]0;pwned\\\\u0007"), md);
    assertEquals("a &amp;amp; b", JudgeCiWriter.cell("a &amp; b"));
  }
}
