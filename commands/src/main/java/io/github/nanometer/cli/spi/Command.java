package io.github.nanometer.cli.spi;

import java.io.PrintStream;
import java.util.List;

/**
 * One subcommand of the {@code nanometer} CLI ({@code timer}, {@code reference}, {@code doctor},
 * ...). The CLI prints {@code --help} from {@link #options()}, parses the command line against them,
 * and turns a {@link UsageException} into one line on stderr and exit status 2.
 *
 * <p>This is the service interface for commands outside the core: a class implementing it with a
 * public no-argument constructor, named in {@code META-INF/services/io.github.nanometer.cli.spi.Command},
 * is found through {@link java.util.ServiceLoader} (the suite's {@code suite} command is). Such a
 * command declares its options as {@link TypedOption}s and the host's shared ones ({@link
 * HostOptions}), reads them from its {@link CommandArguments}, and takes what the CLI lends it (progress
 * lines, the interrupt guard, {@code --html}, baselines, the CLI in a child JVM) from its {@link
 * CommandHost}.
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

  /** The options this command accepts, in the order {@code --help} lists them; {@code --help} is implied. */
  List<CommandOption> options();

  /**
   * Runs the command.
   *
   * @param args the arguments, parsed and syntax-checked against {@link #options()}
   * @param host what the CLI lends this run (bound to {@code args})
   * @param out where results go (stdout)
   * @param err where progress and diagnostics go (stderr)
   * @return the process exit status
   * @throws UsageException when a value is out of range or inconsistent; nothing has run yet
   */
  int run(CommandArguments args, CommandHost host, PrintStream out, PrintStream err) throws UsageException;
}
