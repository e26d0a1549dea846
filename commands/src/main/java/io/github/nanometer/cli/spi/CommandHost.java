package io.github.nanometer.cli.spi;

import io.github.nanometer.Result;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.function.Consumer;

/**
 * What the CLI lends one run of a {@link Command}, bound to that run's {@link CommandArguments}: the
 * services a measuring command shares with the core's own ({@code --html}, baselines, {@code
 * --strict}, progress lines, the interrupt guard, this CLI in a child JVM), so a plug-in behaves and
 * words its output as they do.
 */
public interface CommandHost {

  /**
   * Progress on {@code err}: one line rewritten in place on a terminal, plain lines with {@code
   * NANOMETER_PROGRESS=1}, nothing otherwise.
   */
  ProgressDisplay progress(PrintStream err);

  /**
   * Installs a guard for SIGINT and SIGTERM: if the JVM stops while measuring, {@code onInterrupt}
   * runs once on the shutdown hook's thread (it must read a thread-safe snapshot); if the final write
   * was already claimed, the hook waits for it instead.
   */
  ShutdownGuard guardShutdown(Runnable onInterrupt);

  /**
   * The file of {@code --html FILE} ({@link HostOptions#html()}), checked before anything runs.
   *
   * @throws UsageException when the file cannot be written
   */
  Optional<Path> htmlTarget() throws UsageException;

  /**
   * Writes the HTML report of the JSON document {@code json} prints to {@code target}, atomically,
   * after reading it back as {@code nanometer report} reads a saved document (a plug-in's through its
   * document reader service).
   *
   * @param source how the report names the document, e.g. {@code "nanometer suite"}
   * @return 0 when written, 1 (after one line on {@code err}) when not
   */
  int writeHtml(Path target, String source, Consumer<PrintStream> json, PrintStream err);

  /**
   * What {@code --save-baseline}, {@code --baseline} and {@code --baseline-dir} ({@link
   * HostOptions#baselines()}) ask for, checked before anything runs.
   *
   * @throws UsageException for a bad name or directory, or a {@code --baseline} that does not exist
   */
  BaselineRequest baselines() throws UsageException;

  /**
   * The exit status after {@code --strict}: with it, and when a result's warm-up did not reach steady
   * state, {@code --strict}'s status after one line on {@code err} naming those results; otherwise
   * {@code status}.
   */
  int strictStatus(List<Result> results, int status, PrintStream err) throws UsageException;

  /** A runner of this CLI in child JVMs, one at a time. */
  ChildCli childCli();
}
