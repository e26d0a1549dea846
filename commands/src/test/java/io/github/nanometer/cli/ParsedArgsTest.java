package io.github.nanometer.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.nanometer.OptionSpec;
import io.github.nanometer.OptionSpecs;
import io.github.nanometer.cli.spi.TypedOption;
import io.github.nanometer.cli.spi.UsageException;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.function.Executable;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Syntax checking and the getters: typed and range-checked through a {@link TypedOption}, raw by
 * name; every failure names the flag and the range.
 */
class ParsedArgsTest {

  private static final TypedOption<Integer> N = TypedOption.of(OptionSpec.integer("n", "n", 5, 1, 10, "count"));
  private static final TypedOption<Double> THRESHOLD = TypedOption.of(OptionSpecs.JUDGE_THRESHOLD);

  private static final List<TypedOption<?>> OPTIONS = List.of(
      TypedOption.text("budget", "DURATION", "1s", "time"),
      N,
      TypedOption.text("x", "X", null, "a number"),
      THRESHOLD,
      TypedOption.text("format", "text|json", "text", "format"),
      TypedOption.flag("verbose", "more output"));

  private static ParsedArgs parse(String... args) throws UsageException {
    return ParsedArgs.parse(List.of(args), OPTIONS);
  }

  @Test
  void argumentsParseBackToTheSameValuesWithoutTheDroppedOnes() throws UsageException {
    ParsedArgs a = parse("--budget", "3ms", "--verbose", "--x=-1.5", "--format", "json", "pos", "--", "--not-an-option");
    List<String> args = a.arguments(java.util.Set.of("format"));
    assertEquals(List.of("--budget=3ms", "--verbose", "--x=-1.5", "--", "pos", "--not-an-option"), args);
    ParsedArgs back = ParsedArgs.parse(args, OPTIONS);
    assertEquals("3ms", back.string("budget", ""));
    assertTrue(back.has("verbose"));
    assertEquals("-1.5", back.string("x", ""));
    assertFalse(back.has("format"));
    assertEquals(List.of("pos", "--not-an-option"), back.positionals());
    assertEquals(List.of(), parse().arguments(java.util.Set.of()));
  }

  private static void assertUsage(Executable e, String... parts) {
    UsageException ex = assertThrows(UsageException.class, e);
    for (String p : parts) {
      assertTrue(ex.getMessage().contains(p), "'" + ex.getMessage() + "' should contain '" + p + "'");
    }
    assertFalse(ex.getMessage().contains("\n"), "one line");
  }

  @Test
  void dashOIsOutWhereACommandHasOut() throws UsageException {
    List<TypedOption<String>> withOut = List.of(TypedOption.text("out", "FILE", null, "output file"));
    assertEquals(Optional.of("r.html"), ParsedArgs.parse(List.of("a.json", "-o", "r.html"), withOut).string("out"));
    assertUsage(() -> ParsedArgs.parse(List.of("-o", "a", "--out", "b"), withOut), "given twice");
    assertUsage(() -> parse("-o", "r.html"), "unknown option '-o'");
  }

  private static Duration budget(String v) throws UsageException {
    return parse("--budget", v).duration("budget", Duration.ofSeconds(1), Duration.ofMillis(1), Duration.ofHours(1));
  }

  @ParameterizedTest
  @CsvSource({"500ms,PT0.5S", "2s,PT2S", "5m,PT5M", "1h,PT1H", "250us,PT0.00025S", "1000000ns,PT0.001S",
      "3,PT3S", "1.5s,PT1.5S", "0.5,PT0.5S", "' 2s ',PT2S", "2S,PT2S", "1.5m,PT1M30S", "2.s,PT2S"})
  void durationsInEveryUnit(String text, String iso) {
    assertEquals(Duration.parse(iso), ParsedArgs.parseDuration(text));
  }

  @Test
  void durationWithinRangeThroughTheGetter() throws UsageException {
    assertEquals(Duration.ofMillis(500), budget("500ms"));
    assertEquals(Duration.ofMillis(1), budget("1ms"));
    assertEquals(Duration.ofHours(1), budget("60m"));
  }

  @Test
  void durationDefaultWhenAbsent() throws UsageException {
    assertEquals(Duration.ofSeconds(1), parse().duration("budget", Duration.ofSeconds(1), Duration.ZERO,
        Duration.ofHours(1)));
  }

  @ParameterizedTest
  @ValueSource(strings = {"-1s", "-5", "500us", "2h", "0"})
  void durationsOutOfRange(String text) {
    assertUsage(() -> budget(text), "--budget", text.trim(), "out of range", "accepted: 1ms to 1h");
  }

  @ParameterizedTest
  @ValueSource(strings = {"abc", "5x", "ms", "", "1d", "2f", "1e400s", "NaN", "nan", "Infinity", "s5", "1 s 2",
      "0x10", "--1s"})
  void durationGarbageIsRejected(String text) {
    assertUsage(() -> budget(text), "--budget", "'" + text + "' is not a duration", "examples: 500ms, 2s, 5m",
        "accepted: 1ms to 1h");
  }

  /** A core command's option is read as a plug-in's is: the spec's value and refusal, the flag in front. */
  @Test
  void aCoreOptionIsReadThroughItsTypedOption() throws UsageException {
    assertEquals(7, parse("--n", "7").get(N));
    assertEquals(5, parse().get(N));
    assertEquals(3, parse().get(N, 3));
    assertEquals(Optional.empty(), parse().optional(N));
    assertEquals(Optional.of(10), parse("--n", " 10 ").optional(N));
    assertUsage(() -> parse("--n", "0").get(N), "--n: ", "0");
    assertUsage(() -> parse("--n", "x").get(N), "--n: ", "'x'");
    assertEquals(0.02, parse("--threshold", "2%").get(THRESHOLD), 1e-15);
    assertEquals(THRESHOLD.defaultValue(), parse().get(THRESHOLD));
    assertUsage(() -> parse("--threshold", "abc%").get(THRESHOLD), "--threshold: ", "abc");
  }

  /** A command's own default is the value read when the option is absent, and what help shows. */
  @Test
  void aCommandsOwnDefaultIsReadAndShown() throws UsageException {
    TypedOption<Integer> own = TypedOption.of(N.spec(), 9);
    assertEquals(9, own.defaultValue());
    assertEquals("9", own.defaultText());
    assertEquals(9, ParsedArgs.parse(List.of(), List.of(own)).get(own));
    assertEquals(4, ParsedArgs.parse(List.of("--n=4"), List.of(own)).get(own));
    assertEquals(9, own.withHelp("other words").withDefaultText("nine").defaultValue());
  }

  @Test
  void choices() throws UsageException {
    assertEquals("json", parse("--format", "json").choice("format", "text", List.of("text", "json")));
    assertEquals("text", parse().choice("format", "text", List.of("text", "json")));
    assertUsage(() -> parse("--format", "xml").choice("format", "text", List.of("text", "json")),
        "--format: 'xml' is not one of text, json");
    assertUsage(() -> parse("--format", "JSON").choice("format", "text", List.of("text", "json")), "'JSON'");
  }

  @Test
  void syntax() throws UsageException {
    ParsedArgs a = parse("--budget=2s", "--verbose", "file.csv", "-5", "--", "--n", "-x");
    assertEquals(Optional.of("2s"), a.string("budget"));
    assertTrue(a.has("verbose"));
    assertFalse(a.has("n"));
    assertEquals(List.of("file.csv", "-5", "--n", "-x"), a.positionals());
    assertEquals("dflt", a.string("format", "dflt"));
    assertEquals("", parse("--format=").string("format", "x"));
    assertEquals("--verbose", parse("--format", "--verbose").string("format", "x"), "a value may look like a flag");
  }

  @Test
  void syntaxErrors() {
    assertUsage(() -> parse("--bogus"), "unknown option '--bogus'", "accepted: --budget, --n, --x, --threshold, "
        + "--format, --verbose, --help");
    assertUsage(() -> parse("--n"), "option '--n' needs a value (N)");
    assertUsage(() -> parse("--verbose=yes"), "option '--verbose' takes no value, got 'yes'");
    assertUsage(() -> parse("--n", "1", "--n", "2"), "option '--n' given twice");
    assertUsage(() -> parse("-v"), "unknown option '-v'", "options start with --");
    assertUsage(() -> ParsedArgs.parse(List.of("--x"), List.of()), "accepted: --help");
  }

  /** A plug-in's typed option is read as a spec is: its default when absent, its refusal after the flag. */
  @Test
  void aPluginsTypedOptionIsReadAndRefusedLikeASpec() throws UsageException {
    TypedOption<Integer> align = TypedOption.wholeNumber("alignment", "align", 8, 1, 64, "offsets")
        .also(n -> Integer.bitCount(n) == 1, "a power of two");
    TypedOption<String> name = TypedOption.text("name", "NAME", "x", "a name");
    List<io.github.nanometer.cli.spi.CommandOption> options = List.of(align, name);
    ParsedArgs none = ParsedArgs.parse(List.of(), options);
    assertEquals(8, none.get(align));
    assertEquals(16, none.get(align, 16));
    assertEquals(Optional.empty(), none.optional(align));
    assertEquals("x", none.get(name));
    ParsedArgs given = ParsedArgs.parse(List.of("--align", "32", "--name=y"), options);
    assertEquals(32, given.get(align));
    assertEquals(32, given.get(align, 16));
    assertEquals(Optional.of(32), given.optional(align));
    assertEquals("y", given.get(name));
    UsageException e = assertThrows(UsageException.class,
        () -> ParsedArgs.parse(List.of("--align", "3"), options).get(align));
    assertEquals("--align: " + assertThrows(IllegalArgumentException.class, () -> align.parse("3")).getMessage(),
        e.getMessage());
    assertThrows(UsageException.class, () -> ParsedArgs.parse(List.of("--align", "128"), options).optional(align));
  }
}
