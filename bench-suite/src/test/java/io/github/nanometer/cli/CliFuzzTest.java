package io.github.nanometer.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.nanometer.cli.spi.Command;
import io.github.nanometer.cli.spi.CommandOption;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A seeded fuzz pass over the whole CLI (issue 12, item 8): every subcommand gets generated bad
 * flags, values, positionals, files and settings, and every case must end with exit status 2,
 * nothing on stdout, exactly one line on stderr, no stack trace and no hang. No case measures:
 * each is rejected during validation. {@code -Dnanometer.fuzz.seed} and {@code
 * -Dnanometer.fuzz.cases} reproduce or widen a run; a failure names its seed, case and arguments.
 */
class CliFuzzTest {

  private static final long SEED = Long.getLong("nanometer.fuzz.seed", 20261123L);
  private static final int CASES = Integer.getInteger("nanometer.fuzz.cases", 800);

  /** Options whose value is free text (a regex, a path, a command, a column): any value may be valid. */
  private static final Set<String> FREE_TEXT = Set.of("filter", "out", "csv", "base", "feature", "value", "seed",
      "html", "save-baseline", "baseline", "baseline-dir", "jfr", "profile-dir");

  /** Values no numeric, duration, percent, choice or list option accepts. */
  private static final List<String> BAD = List.of("", " ", ",", ",,", "a,", ",a", "1d", "8f", "0x1p3", "NaN",
      "Infinity", "-Infinity", "1e999", "-1e999", "abc", "x\ny", "\u001b[2J", "\u0663", "--", "-",
      "99999999999999999999", "1..", "%", "ms", "1 s s", "\t", "\u0000", "1,,2", "0x10", "1_000", "+-1",
      "\u00e9t\u00e9", "1e", ".", "e5", "2%%", "5s5");

  @TempDir
  Path dir;

  @Test
  void everyGeneratedMistakeGetsExitTwoAndOneLine() throws IOException {
    SplittableRandom random = new SplittableRandom(SEED);
    List<Command> commands = Commands.all();
    Files.writeString(dir.resolve("ok.csv"), "system,fork,value\nA,1,10\nA,2,11\nB,1,12\nB,2,13\n");
    for (int i = 0; i < CASES; i++) {
      Command c = commands.get(random.nextInt(commands.size()));
      List<String> args = generate(c, random);
      check("seed " + SEED + " case " + i, args);
    }
  }

  @Test
  void badAnalyzeFilesGetAPlainReason() throws IOException {
    Path nonUtf8 = Files.write(dir.resolve("latin1.csv"), new byte[] {'s', ',', 'v', '\n', 'A', ',', '1', '\n',
        (byte) 0xe9, ',', '2', '\n'});
    assertEquals("nanometer analyze: cannot read '" + nonUtf8 + "': not UTF-8 text at line 3", check("latin-1",
        List.of("analyze", nonUtf8.toString())));
    assertTrue(check("missing", List.of("analyze", dir.resolve("nope.csv").toString())).endsWith(": no such file"));
    assertTrue(check("directory", List.of("analyze", dir.toString())).endsWith(": is a directory"));
    assertTrue(check("device", List.of("analyze", "/dev/null")).endsWith(": not a regular file"));
    Path unreadable = Files.writeString(dir.resolve("secret.csv"), "a,b\n");
    if (unreadable.toFile().setReadable(false) && !Files.isReadable(unreadable)) { // root reads anything
      assertTrue(check("unreadable", List.of("analyze", unreadable.toString())).endsWith(": permission denied"));
    }
    for (String cell : List.of("0x1p3", "5d", "8f", "NaN", "Infinity", "1e999", "", "\u0663")) {
      Path f = Files.writeString(dir.resolve("cell.csv"), "system,fork,value\nA,1," + cell + "\nA,2,3\nB,1,1\nB,2,2\n");
      check("cell '" + cell + "'", List.of("analyze", f.toString()));
    }
  }

  @Test
  void listFlagsRejectEmptyEntriesNamingTheFlag() {
    for (String v : List.of(",", "memcpy,", ",memcpy", "memcpy,,memset")) {
      assertTrue(check("--function " + v, List.of("suite", "--function", v)).contains("--function: empty entry"));
      assertTrue(check("--impl " + v, List.of("suite", "--impl", v)).contains("--impl: empty entry"));
    }
    for (String v : List.of(",", "100,", ",100")) {
      assertTrue(check("--steps " + v, List.of("reference", "--steps", v)).contains("--steps: empty entry"));
    }
    assertTrue(check("--costs", List.of("analyze", "--plan", "--costs", "1d,0x1p3", "x.csv")).contains("--costs"));
  }

  @Test
  void flagsAreValidatedBeforeListOrAnyEarlyExit() {
    assertTrue(check("list", List.of("suite", "--list", "--trials", "-5")).contains("--trials"));
    assertTrue(check("list", List.of("suite", "--list", "--out", dir.resolve("no/such/dir/x.json").toString()))
        .contains("no such directory"));
  }

  @Test
  void unwritableOutputsAreRefusedBeforeMeasuring() throws IOException {
    assertTrue(check("/dev/full", List.of("suite", "--out", "/dev/full")).endsWith("not a regular file"));
    assertTrue(check("long", List.of("suite", "--out", dir.resolve("n".repeat(300)).toString()))
        .endsWith("name too long"));
    assertTrue(check("directory", List.of("suite", "--out", dir.toString())).endsWith("is a directory"));
    Path readOnly = Files.writeString(dir.resolve("ro.json"), "keep");
    if (readOnly.toFile().setWritable(false) && !Files.isWritable(readOnly)) { // root writes anything
      assertTrue(check("read-only", List.of("suite", "--out", readOnly.toString())).endsWith("permission denied"));
      assertEquals("keep", Files.readString(readOnly));
    }
  }

  @Test
  void echoedValuesStayOnOneLine() {
    String line = check("newline", List.of("suite", "--format", "json\nnanometer: all good"));
    assertTrue(line.contains("json\\nnanometer: all good"), line);
    assertTrue(check("escape", List.of("timer", "--format", "\u001b[31mred")).contains("\\u001b[31mred"));
    assertTrue(check("command", List.of("no\nsuch")).contains("no\\nsuch"));
  }

  @Test
  void unacceptedSettingsAreNamedForEveryCommand() {
    for (String[] s : new String[][] {{"nanometer.native", "no"}, {"nanometer.native", "0"},
        {"nanometer.native", "off"}, {"nanometer.quiet", "yes"}}) {
      String saved = System.getProperty(s[0]);
      System.setProperty(s[0], s[1]);
      try {
        for (Command c : Commands.all()) {
          String line = check(s[0] + "=" + s[1], List.of(c.name()));
          assertTrue(line.contains("-D" + s[0] + ": '" + s[1] + "' is not one of true, false"), line);
        }
      } finally {
        if (saved == null) {
          System.clearProperty(s[0]);
        } else {
          System.setProperty(s[0], saved);
        }
      }
    }
  }

  /**
   * A whole saved result (judge reads documents through the strict reader report uses) whose four
   * samples of one evaluation took {@code elapsed} (JSON numbers, comma-separated).
   */
  private Path results(String name, String elapsed) throws IOException {
    io.github.nanometer.Result r = io.github.nanometer.TestResults.result(io.github.nanometer.Estimator.MEDIAN,
        new int[] {1, 1, 1, 1}, new double[] {10, 11, 12, 13}, List.of(), java.util.Optional.empty());
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    io.github.nanometer.results.ResultWriter.json(List.of(r), new PrintStream(bytes, true, StandardCharsets.UTF_8));
    String doc = bytes.toString(StandardCharsets.UTF_8);
    int at = doc.lastIndexOf("\"elapsedNanos\": [") + "\"elapsedNanos\": [".length();
    return Files.writeString(dir.resolve(name), doc.substring(0, at) + elapsed + doc.substring(doc.indexOf(']', at)));
  }

  /** Issue 21, items 5 and 7: a pipe, a device and an oversized file are refused by judge and report, unread. */
  @Test
  void judgeAndReportRefuseWhatIsNotASavedFile() throws Exception {
    Path base = results("base.json", "10,11,12,13");
    Path fifo = dir.resolve("p");
    assertEquals(0, new ProcessBuilder("mkfifo", fifo.toString()).start().waitFor());
    String html = dir.resolve("r.html").toString();
    assertTrue(check("judge fifo", List.of("judge", fifo.toString(), base.toString()))
        .endsWith(fifo + "': not a regular file (a pipe or device); give a saved file"));
    assertTrue(check("report fifo", List.of("report", fifo.toString(), "--out", html)).contains("not a regular file"));
    assertTrue(check("judge /dev/zero", List.of("judge", base.toString(), "/dev/zero")).contains("not a regular file"));
    assertTrue(check("report /dev/zero", List.of("report", "/dev/zero", "--out", html)).contains("not a regular file"));
    Path huge = dir.resolve("huge.json");
    try (java.io.RandomAccessFile f = new java.io.RandomAccessFile(huge.toFile(), "rw")) {
      f.setLength((1L << 30) + 1); // sparse: takes no disk
    }
    assertTrue(check("judge huge", List.of("judge", base.toString(), huge.toString())).contains("too large"));
    assertTrue(check("report huge", List.of("report", huge.toString(), "--out", html)).contains("too large"));
  }

  /** Issue 21, items 6, 11, 12 and 15: hostile documents are refused naming the file and what is wrong. */
  @Test
  void judgeRefusesHostileDocumentsNamingFileAndMember() throws Exception {
    Path base = results("base.json", "10,11,12,13");
    Path nested = Files.writeString(dir.resolve("n.json"), "[".repeat(200_000) + "]".repeat(200_000));
    String deep = check("nested", List.of("judge", nested.toString(), base.toString()));
    assertTrue(deep.contains(nested + ": ") && deep.contains("nested deeper than 256 levels"), deep);
    assertTrue(check("nested report", List.of("report", nested.toString(), "--out", dir.resolve("r.html").toString()))
        .contains("nested deeper than 256"));
    Path negativeNew = results("neg-new.json", "10,-11,12,13");
    String neg = check("negative new", List.of("judge", base.toString(), negativeNew.toString()));
    assertTrue(neg.contains(negativeNew + ": results[0].samples.elapsedNanos[1]: a sample's time must be a finite number "
        + "of at least 0 ns"), neg);
    Path negativeBase = results("neg-base.json", "-10,11,12,13");
    String negBase = check("negative base", List.of("judge", negativeBase.toString(), base.toString()));
    assertTrue(negBase.contains(negativeBase + ": results[0].samples.elapsedNanos[0]"), negBase);
    Path jmh = Files.writeString(dir.resolve("jmh.json"), "[{\"benchmark\":\"b\",\"mode\":\"avgt\",\"forks\":1,"
        + "\"primaryMetric\":{\"score\":1.0,\"scoreUnit\":\"ns/op\",\"rawData\":[[1.0,-2.0]]}}]");
    assertTrue(check("negative jmh", List.of("judge", jmh.toString(), base.toString()))
        .contains("primaryMetric.rawData[0][1]: a measurement must not be negative"));
    Path infinite = results("inf.json", "10,1e400,12,13");
    assertTrue(check("1e400", List.of("judge", base.toString(), infinite.toString()))
        .contains("number '1e400' is out of range"));
    assertTrue(check("missing", List.of("judge", dir.resolve("nope.json").toString(), base.toString()))
        .endsWith("nope.json': no such file"));
    assertTrue(check("directory", List.of("judge", dir.toString(), base.toString())).endsWith(": is a directory"));
  }

  /** Issue 21, items 18 and 19: what the user typed is echoed in the flag's form; a flag that cannot apply is refused. */
  @Test
  void flagsThatCannotApplyAreRefusedInTheirOwnForm() {
    String one = check("one-sided 50", List.of("compare", "--base", "true", "--feature", "true", "--one-sided",
        "--confidence", "50"));
    assertTrue(one.startsWith("nanometer compare: --confidence: '50' is not above 50%"), one);
    String offsets = check("offsets", List.of("suite", "--independent-offsets", "--function", "memset"));
    assertTrue(offsets.contains("--independent-offsets applies to memcpy only") && offsets.contains("memset"),
        offsets);
  }

  private List<String> generate(Command c, SplittableRandom random) {
    List<CommandOption> valued = c.options().stream().filter(CommandOption::takesValue).toList();
    List<CommandOption> checked = valued.stream().filter(o -> !FREE_TEXT.contains(o.name())).toList();
    List<CommandOption> flags = c.options().stream().filter(o -> !o.takesValue()).toList();
    List<String> args = new ArrayList<>();
    args.add(c.name());
    args.addAll(required(c));
    int kind = random.nextInt(7);
    if (kind == 0 && !checked.isEmpty()) {
      CommandOption o = checked.get(random.nextInt(checked.size()));
      String bad = BAD.get(random.nextInt(BAD.size()));
      if (random.nextBoolean()) {
        args.add("--" + o.name() + "=" + bad);
      } else {
        args.add("--" + o.name());
        args.add(bad);
      }
    } else if (kind == 1) {
      args.add("--" + junk(random));
    } else if (kind == 2 && !flags.isEmpty()) {
      args.add("--" + flags.get(random.nextInt(flags.size())).name() + "=" + BAD.get(random.nextInt(BAD.size())));
    } else if (kind == 3 && !valued.isEmpty()) {
      CommandOption o = valued.get(random.nextInt(valued.size()));
      args.add("--" + o.name());
      args.add("x");
      args.add("--" + o.name());
      args.add("x");
    } else if (kind == 4 && !valued.isEmpty()) {
      args.add("--" + valued.get(random.nextInt(valued.size())).name());
    } else if (kind == 5) {
      args.add(random.nextBoolean() ? "-" + junk(random) : "-x");
    } else {
      args.add(1, junk(random));
      if (c.name().equals("analyze")) {
        args.add(junk(random));
      }
    }
    return args;
  }

  /** The arguments that make a command's own requirements pass, so the fuzzed part is what fails. */
  private List<String> required(Command c) {
    return switch (c.name()) {
      case "analyze" -> List.of(dir.resolve("ok.csv").toString());
      case "compare" -> List.of("--base", "true", "--feature", "true");
      default -> List.of();
    };
  }

  private static String junk(SplittableRandom random) {
    String alphabet = "abz09-_=,.%\n\t \u001b\u00e9\u0663/";
    StringBuilder sb = new StringBuilder("q");
    int n = 1 + random.nextInt(12);
    for (int i = 0; i < n; i++) {
      sb.append(alphabet.charAt(random.nextInt(alphabet.length())));
    }
    return sb.toString();
  }

  /** Runs one case and checks the promise; returns the one line on stderr. */
  private static String check(String label, List<String> args) {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    ByteArrayOutputStream err = new ByteArrayOutputStream();
    int status = assertTimeoutPreemptively(Duration.ofSeconds(30), () -> Main.run(args,
        new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(err, true, StandardCharsets.UTF_8)),
        () -> label + " hung: " + args);
    String e = err.toString(StandardCharsets.UTF_8);
    String where = label + " " + printable(args) + " -> status " + status + ", stderr: " + e;
    assertEquals(2, status, where);
    assertEquals("", out.toString(StandardCharsets.UTF_8), where);
    assertTrue(e.endsWith("\n") && e.indexOf('\n') == e.length() - 1, "not one line: " + where);
    assertTrue(e.startsWith("nanometer"), where);
    assertTrue(!e.contains("Exception") && !e.contains("\tat "), "stack trace: " + where);
    return e.substring(0, e.length() - 1);
  }

  private static String printable(List<String> args) {
    return args.stream().map(a -> "'" + a.replace("\n", "\\n").replace("\t", "\\t").replace("\u001b", "\\e") + "'")
        .toList().toString();
  }
}
