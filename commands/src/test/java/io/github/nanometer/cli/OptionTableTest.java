package io.github.nanometer.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.nanometer.ComparisonOptions;
import io.github.nanometer.OptionSpec;
import io.github.nanometer.OptionSpecs;
import io.github.nanometer.Options;
import io.github.nanometer.cli.spi.Command;
import io.github.nanometer.cli.spi.CommandOption;
import io.github.nanometer.cli.spi.TypedOption;
import io.github.nanometer.docs.Docs;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.function.Executable;

/**
 * Every flag the parser accepts is a spec with a help line; a flag named like an entry of the
 * options table is that entry; help shows each option's default and range; the API and the CLI
 * refuse a value with the same message; the options table of docs/cli.md is the specs' (no row
 * missing, none stale), and its command table lists every command.
 */
class OptionTableTest {

  /**
   * Flags named like a table entry that mean something else in their command, with the reason:
   * doctor's {@code --cpu} is the cpu the checks judge, counters' {@code --cpu} takes a cpu number
   * only and defaults to no pinning, jmh's {@code --forks} is an exact count from 1 (without it the
   * adaptive plan, issue 41) where the table's is the API's fixed fork count from 2, and so is
   * reference's (the same spec as jmh's, {@code ForkPlanFlags.FORKS}).
   */
  private static final Set<String> OWN_MEANING = Set.of("doctor --cpu", "counters --cpu", "jmh --forks",
      "reference --forks");

  @Test
  void everyAcceptedFlagIsASpecWithAHelpLineAndTheTableEntryOfItsName() {
    Map<String, List<OptionSpec<?>>> byFlag = new HashMap<>();
    for (OptionSpec<?> s : OptionSpecs.ALL) {
      byFlag.computeIfAbsent(s.flag(), k -> new ArrayList<>()).add(s);
    }
    List<String> problems = new ArrayList<>();
    for (Command c : Commands.all()) {
      for (CommandOption option : c.options()) {
        String where = c.name() + " --" + option.name();
        if (!(option instanceof TypedOption<?> o)) {
          // every command, the core's and plug-ins', lists its options as the one typed wrapper
          problems.add(where + ": not a TypedOption, so not read through a spec");
          continue;
        }
        if (!o.spec().flag().equals(o.name()) || o.help().isBlank() || o.spec().help().isBlank()) {
          problems.add(where + ": no spec of this flag with a help line");
        }
        List<OptionSpec<?>> entries = byFlag.get(o.name());
        if (entries != null && !OWN_MEANING.contains(where) && !entries.contains(o.spec().base())) {
          problems.add(where + ": not the table's " + entries);
        }
      }
    }
    assertEquals(List.of(), problems);
  }

  @Test
  void commandHelpShowsEachOptionsDefaultAndRange() {
    for (Command c : Commands.all()) {
      String help = HelpText.forCommand(c);
      for (CommandOption o : c.options()) {
        String row = help.lines().filter(l -> l.startsWith("  --" + o.name() + " ") || l.equals("  --" + o.name()))
            .findFirst().orElseThrow(() -> new AssertionError(c.name() + " --" + o.name() + " not in\n" + help));
        assertTrue(row.contains(" " + o.defaultText() + " "), c.name() + ": default of " + row);
        assertTrue(row.contains(o.rangeText()), c.name() + ": range of " + row);
        assertTrue(row.endsWith(o.help()), c.name() + ": help of " + row);
      }
    }
    String reference = HelpText.forCommand(new ReferenceCommand());
    assertTrue(reference.contains("1ms..1h") && reference.contains("0s..10m") && reference.contains("2s"),
        reference);
  }

  private static String rejected(Executable e) {
    return assertThrows(IllegalArgumentException.class, e).getMessage();
  }

  private static void sameMessage(String apiMessage, String... cli) {
    CliRun run = CliRun.of(cli);
    assertEquals(2, run.status(), run.err());
    assertEquals("nanometer " + cli[0] + ": " + cli[cli.length - 2] + ": " + apiMessage + "\n", run.err());
  }

  @Test
  void theApiAndTheCliRefuseAValueWithTheSameMessage() {
    String budget = rejected(() -> Options.builder().budget(Duration.ofHours(2)));
    assertEquals("budget must be in [1ms, 1h], got 2h", budget);
    sameMessage(budget, "reference", "--budget", "2h");
    sameMessage(budget, "paired-check", "--budget", "2h");
    sameMessage(rejected(() -> Options.builder().maxWarmup(Duration.ofMinutes(11))),
        "reference", "--max-warmup", "11m");
    sameMessage(rejected(() -> Options.builder().oracle("magic")), "reference", "--oracle", "magic");
    String confidence = rejected(() -> ComparisonOptions.builder().confidence(1));
    assertEquals("confidence must be in [0.5, 0.9999], got 1", confidence);
    sameMessage(confidence, "paired-check", "--confidence", "100");
    sameMessage(confidence, "analyze", "x.csv", "--confidence", "100%");
    sameMessage(confidence, "compare", "--base", "b", "--feature", "f", "--confidence", "100");
  }

  /** The row of docs/cli.md's options table that a spec gives. */
  private static String row(OptionSpec<?> s) {
    return "| `" + s.name() + "` | `--" + s.flag() + "` | " + s.defaultText() + " | "
        + (s.rangeText().isEmpty() ? "any" : s.rangeText().replace("|", "\\|")) + " | " + s.help() + " |";
  }

  /** The rows of the table under a heading of docs/cli.md (its header and separator rows left out). */
  private static List<String> tableUnder(String page, String heading) {
    List<String> lines = page.lines().toList();
    int at = lines.indexOf(heading);
    assertTrue(at >= 0, "docs/cli.md has no heading " + heading);
    List<String> rows = new ArrayList<>();
    boolean inTable = false;
    for (String line : lines.subList(at + 1, lines.size())) {
      if (line.startsWith("#")) {
        break;
      }
      if (line.startsWith("|")) {
        inTable = true;
        rows.add(line);
      } else if (inTable) {
        break;
      }
    }
    assertTrue(rows.size() > 2, "no table under " + heading);
    return rows.subList(2, rows.size());
  }

  @Test
  void theCliPageTableIsTheSpecs() {
    String page = Docs.page("cli.md");
    List<String> missing = new ArrayList<>();
    Set<String> rows = new HashSet<>();
    for (OptionSpec<?> s : OptionSpecs.ALL) {
      rows.add(row(s));
      if (!page.contains(row(s))) {
        missing.add(row(s));
      }
    }
    assertEquals(List.of(), missing, "docs/cli.md rows out of step with OptionSpecs:\n" + String.join("\n", missing));
    List<String> stale = new ArrayList<>(tableUnder(page, "## Options of runs and comparisons"));
    stale.removeAll(rows);
    assertEquals(List.of(), stale, "rows of docs/cli.md's options table that no spec gives");
  }

  @Test
  void theCliPageListsEveryCommand() {
    List<String> rows = tableUnder(Docs.page("cli.md"), "# Command line");
    List<String> missing = new ArrayList<>();
    for (Command c : Commands.all()) {
      if (rows.stream().noneMatch(r -> r.startsWith("| `" + c.name() + "` | "))) {
        missing.add(c.name());
      }
    }
    assertEquals(List.of(), missing, "commands without a row in docs/cli.md's command table");
  }
}
