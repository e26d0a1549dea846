package io.github.nanometer.cli;

import io.github.nanometer.Result;
import io.github.nanometer.cli.spi.BaselineRequest;
import io.github.nanometer.cli.spi.ChildCli;
import io.github.nanometer.cli.spi.CommandHost;
import io.github.nanometer.cli.spi.ProgressDisplay;
import io.github.nanometer.cli.spi.ShutdownGuard;
import io.github.nanometer.cli.spi.UsageException;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.function.Consumer;

/**
 * What the CLI lends one run of a command: the machinery its own measuring commands use ({@link
 * HtmlOutput}, {@link Baselines}, {@link RunFlags#strictStatus}, {@link Progress}, {@link
 * InterruptGuard}, {@link OwnJvmRunner}), bound to that run's command name and arguments.
 */
final class CliHost implements CommandHost {
  private final String command;
  private final ParsedArgs args;

  /**
   * @param command the command's name, as its messages name it ({@code nanometer suite: ...})
   * @param args the arguments the command runs with
   */
  CliHost(String command, ParsedArgs args) {
    this.command = command;
    this.args = args;
  }

  @Override
  public ProgressDisplay progress(PrintStream err) {
    return new Progress(err);
  }

  @Override
  public ShutdownGuard guardShutdown(Runnable onInterrupt) {
    return InterruptGuard.install(onInterrupt);
  }

  @Override
  public Optional<Path> htmlTarget() throws UsageException {
    return HtmlOutput.target(args);
  }

  @Override
  public int writeHtml(Path target, String source, Consumer<PrintStream> json, PrintStream err) {
    return HtmlOutput.write(target, source, json, err);
  }

  @Override
  public BaselineRequest baselines() throws UsageException {
    return Baselines.Request.of(args);
  }

  @Override
  public int strictStatus(List<Result> results, int status, PrintStream err) throws UsageException {
    return RunFlags.strictStatus(args, results, status, err, command);
  }

  @Override
  public ChildCli childCli() {
    return new OwnJvmRunner();
  }
}
