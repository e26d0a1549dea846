package io.github.nanometer.cli;

import io.github.nanometer.cli.spi.Command;
import io.github.nanometer.cli.spi.CommandArguments;
import io.github.nanometer.cli.spi.CommandHost;
import io.github.nanometer.cli.spi.UsageException;
import java.io.PrintStream;

/**
 * A command of the core ({@code timer}, {@code reference}, ...): it reads its arguments as the CLI
 * parsed them, the {@link ParsedArgs} every command is handed, and calls the CLI's machinery
 * directly rather than through the {@link CommandHost} a plug-in's command is lent.
 */
public abstract class BuiltInCommand implements Command {

  /** Runs {@link #run(ParsedArgs, PrintStream, PrintStream)} with the arguments the CLI parsed. */
  @Override
  public final int run(CommandArguments args, CommandHost host, PrintStream out, PrintStream err) throws UsageException {
    if (!(args instanceof ParsedArgs parsed)) {
      throw new IllegalArgumentException("a core command runs on the CLI's own parsed arguments, got " + args);
    }
    return run(parsed, out, err);
  }

  /**
   * Runs the command.
   *
   * @param args the parsed, already syntax-checked arguments
   * @param out where results go (stdout)
   * @param err where progress and diagnostics go (stderr)
   * @return the process exit status
   * @throws UsageException when a value is out of range or inconsistent; nothing has run yet
   */
  public abstract int run(ParsedArgs args, PrintStream out, PrintStream err) throws UsageException;
}
