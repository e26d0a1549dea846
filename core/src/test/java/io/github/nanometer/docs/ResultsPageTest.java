package io.github.nanometer.docs;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * The README opens with what nanometer is, and BENCHMARKS.md is a results page, not a notebook.
 *
 * <ul>
 *   <li>The README's opening paragraph (the first paragraph after the fenced commands at the top)
 *       has at most 120 words and no measured number: no number with a unit or a percent sign,
 *       no "N of M", "N in M" or "N/M", no date. The numbers live on the results page.
 *   <li>BENCHMARKS.md has at most 300 lines; the dated lab notes live under docs/lab/.
 *   <li>Every table on BENCHMARKS.md (a block of lines starting with {@code |}, outside fenced
 *       blocks) is preceded, within its section (from the heading above it, that heading included),
 *       by a command (a {@code `code`} span or a fenced block), a date (YYYY-MM-DD) and a machine
 *       (its size: "2-vCPU", "16-cpu", "2-core").
 * </ul>
 */
class ResultsPageTest {

  static final int OPENING_MAX_WORDS = 120;
  static final int RESULTS_MAX_LINES = 300;

  private static final Pattern HEADING = Pattern.compile("#{1,6} .*");
  /** A code span; like Markdown's, it may run over a line break but not over a blank line. */
  private static final Pattern CODE_SPAN = Pattern.compile("`(?:[^`\\n]|\\n(?![ \\t]*\\n))+`");
  private static final Pattern DATE = Pattern.compile("\\b\\d{4}-\\d{2}-\\d{2}\\b");
  private static final Pattern MACHINE = Pattern.compile("(?i)\\b\\d+-(vcpu|cpu|core)\\b");

  /** A measured number: with a unit or a percent sign, a count out of a total, or a date. */
  private static final Pattern MEASURED = Pattern.compile(
      "\\d[\\d,.]*\\s?(%|[nuµm]?s|x|[KMG]i?B(/s)?)(?![\\p{L}\\p{N}])"
          + "|\\b\\d+ (times )?(of|in) \\d+|\\b\\d+/\\d+\\b|\\b\\d{4}-\\d{2}-\\d{2}\\b");

  /** The README's first paragraph after the fenced block at its top, as one line. */
  static String opening(String readme) {
    List<String> lines = List.of(readme.split("\n", -1));
    int i = 0;
    while (i < lines.size() && !lines.get(i).startsWith("```")) {
      i++;
    }
    i++;
    while (i < lines.size() && !lines.get(i).startsWith("```")) {
      i++;
    }
    i++;
    while (i < lines.size() && lines.get(i).isBlank()) {
      i++;
    }
    List<String> paragraph = new ArrayList<>();
    while (i < lines.size() && !lines.get(i).isBlank()) {
      paragraph.add(lines.get(i).strip());
      i++;
    }
    return String.join(" ", paragraph);
  }

  static int words(String text) {
    String stripped = text.strip();
    return stripped.isEmpty() ? 0 : stripped.split("\\s+").length;
  }

  /** The measured numbers of a text (see the class comment), in order. */
  static List<String> measuredNumbers(String text) {
    List<String> found = new ArrayList<>();
    Matcher m = MEASURED.matcher(text);
    while (m.find()) {
      found.add(m.group());
    }
    return found;
  }

  /**
   * The tables of a Markdown text that lack a command, a date or a machine before them in their
   * section: one entry per table, its first line and what it lacks.
   */
  static List<String> tablesWithoutContext(String markdown) {
    List<String> problems = new ArrayList<>();
    StringBuilder section = new StringBuilder();
    boolean fencedBlockInSection = false;
    boolean inCode = false;
    boolean inTable = false;
    for (String line : markdown.split("\n", -1)) {
      if (line.stripLeading().startsWith("```")) {
        inCode = !inCode;
        fencedBlockInSection = true;
        inTable = false;
        continue;
      }
      if (inCode) {
        continue;
      }
      if (HEADING.matcher(line).matches()) {
        section.setLength(0);
        fencedBlockInSection = false;
      }
      boolean tableLine = line.startsWith("|");
      if (tableLine && !inTable) {
        String before = section.toString();
        List<String> lacks = new ArrayList<>();
        if (!fencedBlockInSection && !CODE_SPAN.matcher(before).find()) {
          lacks.add("command");
        }
        if (!DATE.matcher(before).find()) {
          lacks.add("date");
        }
        if (!MACHINE.matcher(before).find()) {
          lacks.add("machine");
        }
        if (!lacks.isEmpty()) {
          problems.add(line + " (no " + String.join(", no ", lacks) + ")");
        }
      }
      inTable = tableLine;
      section.append(line).append('\n');
    }
    return problems;
  }

  @Test
  void theReadmeOpensWithWhatNanometerIsInFewWordsAndNoNumbers() {
    String opening = opening(Docs.readme());
    assertTrue(opening.startsWith("nanometer is "), "the README's opening paragraph: " + opening);
    int words = words(opening);
    assertTrue(words <= OPENING_MAX_WORDS,
        "the README's opening paragraph has " + words + " words, at most " + OPENING_MAX_WORDS);
    assertEquals(List.of(), measuredNumbers(opening), "measured numbers in the README's opening (they belong on BENCHMARKS.md)");
  }

  @Test
  void theResultsPageIsShort() {
    long lines = Docs.read(Docs.resultsPath()).lines().count();
    assertTrue(lines <= RESULTS_MAX_LINES,
        "BENCHMARKS.md has " + lines + " lines, at most " + RESULTS_MAX_LINES + "; dated lab notes go to docs/lab/");
  }

  @Test
  void everyTableOnTheResultsPageGivesItsCommandDateAndMachine() {
    String page = Docs.read(Docs.resultsPath());
    assertTrue(page.lines().anyMatch(l -> l.startsWith("|")), "BENCHMARKS.md has no table");
    assertEquals(List.of(), tablesWithoutContext(page), "tables on BENCHMARKS.md without their command, date or machine");
  }

  @Test
  void theChecksCatchWhatTheyShould() {
    assertEquals("nanometer is a kernel. It times.",
        opening("# nanometer\n\n```sh\n./nanometer suite\n```\n\nnanometer is a kernel.\nIt times.\n\nNeeds a JDK.\n"));
    assertEquals(5, words(" one two\nthree  four five "));
    assertEquals(List.of("69 times in 100", "2026-11-29", "1.05%", "24 ns", "3/4", "1.8x"),
        measuredNumbers("held it 69 times in 100 (2026-11-29), within 1.05% and 24 ns, 3/4, sometimes 1.8x"));
    assertEquals(List.of(), measuredNumbers("Chen and Revels' Algorithm 1, 5 to 10 fresh JVMs, JDK 17"));

    String table = "| a | b |\n|---|---|\n| 1 | 2 |\n";
    assertEquals(List.of(), tablesWithoutContext(
        "## Suite (2026-11-29, 2-vCPU AMD EPYC VM)\n\n`./nanometer suite`:\n\n" + table));
    assertEquals(List.of(), tablesWithoutContext(
        "## Suite\n\n```sh\n./nanometer suite\n```\n\nOn 2026-11-29, 16-cpu VM:\n\n" + table));
    assertEquals(List.of("| a | b | (no command, no date, no machine)"), tablesWithoutContext("## Suite\n\n" + table));
    assertEquals(List.of("| a | b | (no machine)"), tablesWithoutContext("## Suite\n\n`suite`, 2026-11-29:\n\n" + table));
    assertEquals(List.of(), tablesWithoutContext("## A\n\n`mvn test\n-Dx=1`, 2026-11-29, 2-vCPU VM\n\n" + table));
    assertEquals(List.of("| a | b | (no command)"), tablesWithoutContext("## A\n\n`mvn test\n\n-Dx=1`, 2026-11-29, 2-vCPU VM\n\n" + table));
    // What the previous section said does not count for the next one; a table in a fence is no table.
    assertEquals(List.of("| a | b | (no command, no date, no machine)"), tablesWithoutContext(
        "## A\n\n`suite`, 2026-11-29, 2-vCPU VM\n\n" + table + "\n### B\n\n" + table + "\n```\n" + table + "```\n"));
    // Two tables in one section: the second has the section's context too.
    assertEquals(List.of(), tablesWithoutContext("## A\n\n`suite`, 2026-11-29, 2-core VM\n\n" + table + "\ntext\n\n" + table));
  }
}
