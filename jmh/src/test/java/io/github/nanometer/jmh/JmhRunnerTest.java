package io.github.nanometer.jmh;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.nanometer.Options;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** What {@link JmhRunner} decides before any JVM starts: the child's command line and the refusals of bad requests. */
class JmhRunnerTest {

  @TempDir
  Path dir;

  @Test
  void theChildGetsBothBlackholesTheCompileCommandsAndTheForkFlagsInOrder() {
    IterationSpec s = new IterationSpec(5, Duration.ofSeconds(10), 1);
    JmhBenchmark b = new JmhBenchmark("p.C", "m", JmhMode.AVERAGE_TIME, Map.of("n", "1"), TimeUnit.NANOSECONDS, 1,
        s, s, 1, List.of("-Xmx1g"), List.of("-XX:CompileCommand=inline,p/C.m"), List.of());
    JmhRequest request = new JmhRequest(List.of(dir), List.of(), Map.of(), Options.builder().seed(5).build(), false,
        List.of("-Dextra=1"));
    List<String> cmd = JmhRunner.command(b, request, request.options(), dir.resolve("out.json"));
    int nanometerBlackhole = cmd.indexOf("-XX:CompileCommand=blackhole,io.github.nanometer.Blackhole::sink");
    int jmhBlackhole = cmd.indexOf("-XX:CompileCommand=blackhole,org/openjdk/jmh/infra/Blackhole.consumeCompiler");
    int inline = cmd.indexOf("-XX:CompileCommand=inline,p/C.m");
    int fork = cmd.indexOf("-Xmx1g");
    int extra = cmd.indexOf("-Dextra=1");
    int main = cmd.indexOf(JmhChild.class.getName());
    assertTrue(nanometerBlackhole > 0 && nanometerBlackhole < jmhBlackhole && jmhBlackhole < inline && inline < fork
        && fork < extra && extra < main, cmd.toString());
    assertTrue(cmd.contains("-DcompilerBlackholesEnabled=true"), cmd.toString());
    assertTrue(cmd.get(cmd.indexOf("-cp") + 1).endsWith(dir.toString()), "the user's class path comes last");
    assertTrue(cmd.containsAll(List.of("class=p.C", "method=m", "mode=avgt", "fixed=false", "param.n=1", "seed=5")),
        cmd.toString());
    assertEquals(dir.resolve("out.json").toString(), cmd.get(cmd.size() - 1));
  }

  /** {@code p.C.m}, average time, with the parameter {@code n=1}. */
  private static JmhBenchmark avgtWithParameter() {
    IterationSpec s = new IterationSpec(5, Duration.ofSeconds(10), 1);
    return new JmhBenchmark("p.C", "m", JmhMode.AVERAGE_TIME, Map.of("n", "1"), TimeUnit.NANOSECONDS, 1, s, s, 1,
        List.of(), List.of(), List.of());
  }

  @Test
  void withAFlightRecordingEachForkRecordsIntoAFileOfItsOwn() {
    JmhBenchmark b = avgtWithParameter();
    JmhRequest plain = new JmhRequest(List.of(dir), List.of(), Map.of(), Options.builder().build(), false, List.of());
    assertTrue(JmhRunner.command(b, plain, 3, plain.options(), dir.resolve("out.json")).stream()
        .noneMatch(a -> a.startsWith("-XX:StartFlightRecording")));
    JmhRequest recorded = plain.withJfrDirectory(dir);
    List<String> cmd = JmhRunner.command(b, recorded, 3, recorded.options(), dir.resolve("out.json"));
    String file = dir.resolve(JmhRequest.jfrFileName(b.runName(), 3)).toAbsolutePath().toString();
    assertTrue(cmd.contains("-XX:StartFlightRecording=filename=" + file + ",settings=profile,dumponexit=true"),
        cmd.toString());
    assertTrue(file.endsWith("-fork3.jfr") && !file.contains(" "), file);
    assertEquals("p.C.m__n_1_-fork2.jfr", JmhRequest.jfrFileName("p.C.m (n=1)", 2));
    IllegalArgumentException comma = assertThrows(IllegalArgumentException.class,
        () -> plain.withJfrDirectory(Path.of("a,b")));
    assertTrue(comma.getMessage().contains("contains ','"), comma.getMessage());
  }

  /** Issue 42 item 15: with a profile, each fork is told its kind, directory and a file name of its own. */
  @Test
  void withAProfileEachForkProfilesIntoFilesOfItsOwn() {
    JmhBenchmark b = avgtWithParameter();
    JmhRequest plain = new JmhRequest(List.of(dir), List.of(), Map.of(), Options.builder().build(), false, List.of());
    assertTrue(JmhRunner.command(b, plain, 2, plain.options(), dir.resolve("out.json")).stream()
        .noneMatch(a -> a.startsWith("profile")));
    JmhRequest profiled = plain.withProfile(new JmhRequest.ForkProfile("alloc", dir));
    List<String> cmd = JmhRunner.command(b, profiled, 2, profiled.options(), dir.resolve("out.json"));
    assertTrue(cmd.containsAll(List.of("profile=alloc", "profileDir=" + dir.toAbsolutePath(),
        "profileName=p.C.m_avgt_n_1-fork2")), cmd.toString());
    assertEquals(dir.resolve("out.json").toString(), cmd.get(cmd.size() - 1), "the result file stays last");
    IllegalArgumentException bad = assertThrows(IllegalArgumentException.class,
        () -> new JmhRequest.ForkProfile("heap", dir));
    assertTrue(bad.getMessage().contains("cpu, alloc, wall, lock, got 'heap'"), bad.getMessage());
  }

  @Test
  void theChildGetsTheParentsNanometerPropertiesAndEveryRunOption() {
    IterationSpec s = new IterationSpec(5, Duration.ofSeconds(10), 1);
    JmhBenchmark b = new JmhBenchmark("p.C", "m", JmhMode.AVERAGE_TIME, Map.of(), TimeUnit.NANOSECONDS, 1,
        s, s, 1, List.of(), List.of(), List.of());
    Options o = Options.builder().seed(5).regime(io.github.nanometer.Regime.REPLAYED).evaluationsPerSample(32)
        .build();
    JmhRequest request = new JmhRequest(List.of(dir), List.of(), Map.of(), o, false, List.of("-Dextra=1"));
    String key = "nanometer.jmhRunnerTest";
    System.setProperty(key, "on");
    try {
      List<String> cmd = JmhRunner.command(b, request, request.options(), dir.resolve("out.json"));
      int flag = cmd.indexOf("-D" + key + "=on");
      assertTrue(flag > 0 && flag < cmd.indexOf("-Dextra=1"), "before the request's JVM arguments: " + cmd);
      assertTrue(cmd.containsAll(io.github.nanometer.engine.ChildOptions.args(o)), cmd.toString());
      assertTrue(cmd.containsAll(List.of("regime=replayed", "evaluationsPerSample=32")), cmd.toString());
    } finally {
      System.clearProperty(key);
    }
  }

  /** Issue 42, item 6: every request has a time limit per benchmark JVM, in its range and above what a fork may measure. */
  @Test
  void theTimeLimitOfABenchmarkJvmIsCheckedAndTenMinutesByDefault() {
    Options o = Options.builder().budget(Duration.ofSeconds(5)).build();
    io.github.nanometer.ForkPlan plan = io.github.nanometer.ForkPlan.fixed(1);
    assertEquals(io.github.nanometer.Defaults.FORK_TIME_LIMIT, new JmhRequest(List.of(dir), List.of(), Map.of(), o,
        false, List.of(), plan).forkTimeLimit());
    assertEquals(Duration.ofMinutes(10), io.github.nanometer.Defaults.FORK_TIME_LIMIT);
    IllegalArgumentException zero = assertThrows(IllegalArgumentException.class, () -> new JmhRequest(List.of(dir),
        List.of(), Map.of(), o, false, List.of(), plan, Duration.ZERO));
    assertEquals("forkTimeLimit must be in [1s, 24h], got 0s", zero.getMessage());
    IllegalArgumentException shortLimit = assertThrows(IllegalArgumentException.class, () -> new JmhRequest(
        List.of(dir), List.of(), Map.of(), o, false, List.of(), plan, Duration.ofSeconds(9)));
    assertEquals("forkTimeLimit 9s is not longer than what a fork may measure (9s: maxWarmup 2s twice and budget 5s)",
        shortLimit.getMessage());
    // JMH's schedule is the benchmark's own: nanometer's budget and warm-up bound do not apply
    assertEquals(Duration.ofSeconds(9), new JmhRequest(List.of(dir), List.of(), Map.of(), o, true, List.of(), plan,
        Duration.ofSeconds(9)).forkTimeLimit());
  }

  @Test
  void aClassPathWithoutJmhIsRefusedWithTheReason() {
    JmhRequest request = JmhRequest.of(List.of(dir), Options.defaults());
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> JmhRunner.plan(request, l -> { }));
    assertTrue(e.getMessage().contains("no JMH"), e.getMessage());
  }

  @Test
  void unknownParamsAndUnmatchedFiltersAreRefused() throws Exception {
    List<Path> cp = JmhSamplesTest.samplesClassPath();
    Options o = Options.defaults();
    IllegalArgumentException none = assertThrows(IllegalArgumentException.class, () -> JmhRunner.plan(
        new JmhRequest(cp, List.of(Pattern.compile("NoSuchBenchmark")), Map.of(), o, false, List.of()), l -> { }));
    assertTrue(none.getMessage().contains("no benchmark matches"), none.getMessage());
    IllegalArgumentException param = assertThrows(IllegalArgumentException.class, () -> JmhRunner.plan(
        new JmhRequest(cp, List.of(Pattern.compile("HelloWorld")), Map.of("size", List.of("1")), o, false,
            List.of()), l -> { }));
    assertTrue(param.getMessage().contains("param 'size'"), param.getMessage());
    JmhPlan plan = JmhRunner.plan(new JmhRequest(cp, List.of(Pattern.compile("_27_")), Map.of("arg", List.of("1", "2")),
        o, false, List.of()), l -> { });
    assertEquals(2 * 7, plan.runs().size(), "two overridden args x seven declared certainties");
  }

  /**
   * A --param that no readable benchmark has, when the selected benchmark could not be read (its
   * class needs classes missing from the class path), names that refusal rather than only the
   * parameter: the cause the user must fix.
   */
  @Test
  void anUnknownParamNamesTheBenchmarkThatCouldNotBeRead(@org.junit.jupiter.api.io.TempDir Path dir)
      throws Exception {
    // Annotated alone, without the Deps and Shared states its method takes
    Path pkg = java.nio.file.Files.createDirectories(dir.resolve("io/github/nanometer/jmh"));
    String file = "BenchmarkReaderTest$Annotated.class";
    try (java.io.InputStream in = BenchmarkReaderTest.Annotated.class.getResourceAsStream(file)) {
      java.nio.file.Files.copy(in, pkg.resolve(file));
    }
    // listed as JMH's annotation processor lists it (a class scan skips a class it cannot read)
    String user = BenchmarkReaderTest.Annotated.class.getName();
    String generated = "gen.Annotated_work_jmhTest";
    java.nio.file.Files.createDirectories(dir.resolve("META-INF"));
    java.nio.file.Files.writeString(dir.resolve(Discovery.BENCHMARK_LIST), "JMH S " + user.length() + " " + user + " S "
        + generated.length() + " " + generated + " S 4 work S 11 AverageTime E\n");
    List<Path> cp = List.of(dir, JmhSamplesTest.jarOf("org.openjdk.jmh.annotations.Benchmark"));
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> JmhRunner.plan(
        new JmhRequest(cp, List.of(Pattern.compile("Annotated")), Map.of("size", List.of("1")), Options.defaults(),
            false, List.of()), l -> { }));
    assertTrue(e.getMessage().contains("param 'size' is not a @Param of any selected benchmark"), e.getMessage());
    assertTrue(e.getMessage().contains("could not be read, first " + BenchmarkReaderTest.Annotated.class.getCanonicalName()
        + ".work (class): cannot be loaded"),
        e.getMessage());
    assertTrue(e.getMessage().contains("BenchmarkReaderTest$Deps"), e.getMessage());
  }

  @Test
  void requestsCheckTheirParts() {
    assertThrows(IllegalArgumentException.class, () -> JmhRequest.of(List.of(), Options.defaults()));
    assertThrows(IllegalArgumentException.class, () -> JmhRequest.of(List.of(dir.resolve("missing.jar")),
        Options.defaults()));
    assertThrows(IllegalArgumentException.class, () -> new JmhRequest(List.of(dir), List.of(), Map.of("n", List.of()),
        Options.defaults(), false, List.of()));
    for (int forks : new int[] {0, JmhRequest.MAX_FORKS + 1}) {
      IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> new JmhRequest(List.of(dir),
          List.of(), Map.of(), Options.defaults(), false, List.of(), forks));
      assertEquals("forks must be in [1, 1000], got " + forks, e.getMessage());
    }
  }

  @Test
  void eachForkHasASeedOfItsOwn() {
    JmhRequest request = new JmhRequest(List.of(dir), List.of(), Map.of(), Options.builder().seed(40).build(), false,
        List.of(), 3);
    assertEquals(List.of(40L, 41L, 42L), List.of(request.optionsOfFork(1).seed(), request.optionsOfFork(2).seed(),
        request.optionsOfFork(3).seed()));
    assertEquals(request.options(), request.optionsOfFork(1));
    assertThrows(IllegalArgumentException.class, () -> request.optionsOfFork(4));
    // by default the adaptive plan: 5 to 10 forks, at most 8 s of wall per run after the first 5
    JmhRequest adaptive = JmhRequest.of(List.of(dir), Options.defaults());
    assertEquals(new io.github.nanometer.ForkPlan(5, 10, 8_000_000_000L), adaptive.forkPlan());
  }

  /**
   * Two forks of JMH's HelloWorld sample: two fresh JVMs interleaved, a seed each, and the saved
   * document read back as one benchmark whose rows are the two forks (what judge decides over).
   */
  @Test
  void forksRunEveryRunInThatManyJvmsAndTheDocumentReadsBackAsForks() throws Exception {
    Options o = Options.builder().budget(Duration.ofMillis(5)).maxWarmup(Duration.ofMillis(20)).minSamples(2)
        .useTuningCache(false).pinning(io.github.nanometer.Pinning.none()).seed(40).build();
    JmhRequest request = new JmhRequest(JmhSamplesTest.samplesClassPath(),
        List.of(Pattern.compile("JMHSample_01_HelloWorld")), Map.of(), o, false, List.of("-Xshare:auto"), 2);
    List<String> lines = new java.util.ArrayList<>();
    JmhReport report = JmhRunner.run(request, lines::add);
    assertEquals(List.of(), report.failures());
    assertEquals(List.of(1, 2), report.results().stream().map(JmhResult::fork).toList());
    assertEquals(List.of(40L, 41L), report.results().stream().map(r -> r.result().seed()).toList());
    assertEquals(2, lines.size(), lines.toString());
    assertTrue(lines.get(0).startsWith("[1/1]") && lines.get(0).endsWith("(fork 1 of 2)"), lines.toString());
    assertTrue(lines.get(1).startsWith("[1/1]") && lines.get(1).endsWith("(fork 2 of 2)"), lines.toString());
    java.io.ByteArrayOutputStream json = new java.io.ByteArrayOutputStream();
    JmhOutput.json(report, new java.io.PrintStream(json, true, java.nio.charset.StandardCharsets.UTF_8));
    String doc = json.toString(java.nio.charset.StandardCharsets.UTF_8);
    assertTrue(doc.contains("\"fork\": 2") && doc.contains("\"forksRun\": 2"), doc.substring(0, 400));
    var saved = io.github.nanometer.report.SavedResultReader.parse(doc).benchmarks();
    assertEquals(1, saved.size(), "two forks of one run are one benchmark");
    assertTrue(saved.get(0).forked());
    assertEquals(2, saved.get(0).values().length, "one row per fork");
    assertEquals(2, saved.get(0).forkEstimates().length, "each fork's steady state, from the forkSummaries");
    java.io.ByteArrayOutputStream text = new java.io.ByteArrayOutputStream();
    JmhOutput.text(report, new java.io.PrintStream(text, true, java.nio.charset.StandardCharsets.UTF_8));
    String table = text.toString(java.nio.charset.StandardCharsets.UTF_8);
    assertTrue(table.lines().findFirst().orElseThrow().contains("Forks"), table);
    assertTrue(table.contains("JMHSample_01_HelloWorld.wellHelloThere thrpt: 2 forks in "), table);
    assertTrue(table.contains("(stopped: max-forks); modes "), table);
    assertTrue(doc.contains("\"forkSummaries\"") && doc.contains("\"oneJvm\": false"), doc);
    assertTrue(table.contains("1 runs measured in 2 JVMs;"), table);
    java.io.ByteArrayOutputStream jmh = new java.io.ByteArrayOutputStream();
    JmhOutput.jmh(report, new java.io.PrintStream(jmh, true, java.nio.charset.StandardCharsets.UTF_8));
    String export = jmh.toString(java.nio.charset.StandardCharsets.UTF_8);
    List<?> runs = (List<?>) io.github.nanometer.json.JsonReader.parse(export);
    assertEquals(1, runs.size(), "the run's two forks are one JMH object, as JMH writes -f 2");
    Map<?, ?> run = (Map<?, ?>) runs.get(0);
    assertEquals(2L, run.get("forks"));
    assertEquals(2, ((List<?>) ((Map<?, ?>) run.get("primaryMetric")).get("rawData")).size());
    var exported = io.github.nanometer.report.SavedResultReader.parse(export).benchmarks();
    assertEquals(1, exported.size());
    assertTrue(exported.get(0).forked(), "judge reads the export's forks as forks");
  }
}
