package io.github.nanometer.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.nanometer.cli.spi.BaselineRequest;
import io.github.nanometer.cli.spi.CommandArguments;
import io.github.nanometer.cli.spi.CommandOption;
import io.github.nanometer.cli.spi.HostOptions;
import io.github.nanometer.cli.spi.UsageException;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.lang.reflect.Proxy;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * What the CLI lends a plug-in's command reads that run's own arguments and answers as the core's
 * commands do; the core's commands run on the CLI's parsed arguments only.
 */
class CliHostTest {

  @TempDir
  Path dir;

  private static CliHost host(String... args) throws UsageException {
    List<CommandOption> options = new ArrayList<>(HostOptions.baselines());
    options.add(HostOptions.html());
    return new CliHost("suite", ParsedArgs.parse(List.of(args), options));
  }

  @Test
  void theHtmlTargetIsThisRunsCheckedFlag() throws UsageException {
    assertEquals(Optional.empty(), host().htmlTarget());
    Path report = dir.resolve("r.html");
    assertEquals(Optional.of(report), host("--html", report.toString()).htmlTarget());
    UsageException e = assertThrows(UsageException.class,
        () -> host("--html", dir.resolve("missing/r.html").toString()).htmlTarget());
    assertTrue(e.getMessage().startsWith("--html: cannot write"), e.getMessage());
  }

  @Test
  void baselinesAreThisRunsFlagsCheckedBeforeMeasuring() throws Exception {
    UsageException missing = assertThrows(UsageException.class,
        () -> host("--baseline", "main", "--baseline-dir", dir.toString()).baselines());
    assertEquals("--baseline: no baseline " + dir.resolve("main.json") + " (save one with --save-baseline)",
        missing.getMessage());
    assertThrows(UsageException.class, () -> host("--save-baseline", "../x").baselines());
    BaselineRequest save = host("--save-baseline", "main", "--baseline-dir", dir.toString()).baselines();
    ByteArrayOutputStream err = new ByteArrayOutputStream();
    int status = save.finish(ps -> ps.print("{}"), 0, new PrintStream(err, true, StandardCharsets.UTF_8));
    assertEquals(0, status);
    assertEquals("{}", Files.readString(dir.resolve("main.json")));
    assertTrue(err.toString(StandardCharsets.UTF_8).contains("baseline saved to"));
  }

  @Test
  void strictStatusWithoutStrictIsTheRunsStatus() throws UsageException {
    CliHost host = new CliHost("suite", ParsedArgs.parse(List.of(), HostOptions.measuring("both", "estimators",
        java.time.Duration.ofMillis(1), "budget", java.time.Duration.ZERO)));
    assertEquals(1, host.strictStatus(List.of(), 1, System.err));
  }

  @Test
  void theLentMachineryIsTheCoresOwn() throws UsageException {
    CliHost host = host();
    assertInstanceOf(Progress.class, host.progress(System.err));
    assertInstanceOf(OwnJvmRunner.class, host.childCli());
    try (var guard = host.guardShutdown(() -> { })) {
      assertInstanceOf(InterruptGuard.class, guard);
      assertTrue(guard.claimFinalWrite());
    }
  }

  @Test
  void aCoreCommandRunsOnTheClisOwnArgumentsOnly() {
    CommandArguments foreign = (CommandArguments) Proxy.newProxyInstance(getClass().getClassLoader(),
        new Class<?>[] {CommandArguments.class}, (proxy, method, args) -> null);
    PrintStream sink = new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8);
    assertThrows(IllegalArgumentException.class, () -> new TimerCommand().run(foreign, null, sink, sink));
  }
}
