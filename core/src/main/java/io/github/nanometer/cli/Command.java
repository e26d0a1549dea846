package io.github.nanometer.cli;

import java.io.PrintStream;
import java.util.List;

/**
 * One subcommand of the {@code nanometer} CLI ({@code timer}, {@code reference}, {@code doctor},
 * ...). {@link Main} handles {@code --help} from {@link #options()} and turns a {@link
 * UsageException} into one line on stderr and exit status 2.
 *
 * <p>This is also the service interface for commands outside the core: a class implementing it
 * with a public no-argument constructor, named in {@code
 * META-INF/services/io.github.nanometer.cli.Command}, is found through {@link
 * java.util.ServiceLoader} (the suite's {@code suite} command is). Such commands build on {@link
 * ParsedArgs}, {@link Option}, {@link UsageException}, {@link RunFlags}, {@link Progress},
 * {@link Durations}, {@link InterruptGuard} and {@link OwnJvmRunner} (this CLI in a child JVM).
 */
public interface Command {

  /** The subcommand's name as typed, e.g. {@code "timer"}. */
  String name();

  /** One line for the top-level command list. */
  String summary();

  /** Positional arguments as shown in usage, e.g. {@code "FILE.csv"}; empty when none. */
  default String positionals() {
    return "";
  }

  /** Free text printed after the options in {@code --help}; empty when none. */
  default String details() {
    return "";
  }

  /** The options this command accepts; {@code --help} is implied. */
  List<Option> options();

  /**
   * Runs the command.
   *
   * @param args the parsed, already syntax-checked arguments
   * @param out where results go (stdout)
   * @param err where progress and diagnostics go (stderr)
   * @return the process exit status
   * @throws UsageException when a value is out of range or inconsistent; nothing has run yet
   */
  int run(ParsedArgs args, PrintStream out, PrintStream err) throws UsageException;
}
