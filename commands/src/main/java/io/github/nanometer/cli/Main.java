package io.github.nanometer.cli;

import io.github.nanometer.cli.spi.Command;
import io.github.nanometer.cli.spi.UsageException;
import io.github.nanometer.engine.ParentWatch;
import io.github.nanometer.options.Settings;
import io.github.nanometer.os.Setting;
import io.github.nanometer.text.Messages;
import java.io.PrintStream;
import java.util.Arrays;
import java.util.List;

/**
 * The {@code nanometer} command line: {@code nanometer COMMAND [OPTIONS]}. Exit status 0 on
 * success, 2 for a usage error (one line on stderr, never a stack trace); commands define others.
 */
public final class Main {
  private Main() {}

  /**
   * Entry point of {@code java -jar nanometer-cli.jar}. A CLI started as another nanometer's child
   * JVM ({@link OwnJvmRunner}, whose command line asks for the watch) halts when its parent is gone
   * ({@link ParentWatch}); the watch is ended before a normal exit.
   */
  public static void main(String[] args) {
    ParentWatch.startIfAsked();
    StartupInterrupt.arm(args.length > 0 ? args[0] : "", System.err);
    int status = run(Arrays.asList(args), System.out, System.err);
    StartupInterrupt.disarm();
    System.out.flush();
    ParentWatch.stop(); // a watch blocked in its read would hold this JVM's exit for 300 ms
    System.exit(status);
  }

  /**
   * Runs the CLI with the given arguments and streams; the testable form of {@link #main}.
   *
   * @return the exit status
   */
  public static int run(List<String> args, PrintStream out, PrintStream err) {
    List<Command> commands = Commands.all();
    if (args.isEmpty() || args.get(0).equals("--help") || args.get(0).equals("-h") || args.get(0).equals("help")) {
      if (args.size() > 1 && args.get(0).equals("help")) {
        return run(List.of(args.get(1), "--help"), out, err);
      }
      out.print(HelpText.topLevel(commands));
      return args.isEmpty() ? 2 : 0;
    }
    if (args.get(0).equals("--version")) {
      out.println("nanometer " + Version.current());
      return 0;
    }
    Command command = CommandGroups.find(commands, args).orElse(null);
    if (command == null) {
      return CommandGroups.unknown(commands, args, out, err);
    }
    String name = command.name();
    List<String> rest = args.subList(name.split(" ").length, args.size());
    if (rest.contains("--help") || rest.contains("-h")) {
      out.print(HelpText.forCommand(command));
      return 0;
    }
    List<String> settingProblems = Setting.problems(Settings.ALL);
    if (!settingProblems.isEmpty()) {
      err.println("nanometer " + name + ": " + Messages.escape(settingProblems.get(0)));
      return 2;
    }
    try {
      ParsedArgs parsed = ParsedArgs.parse(rest, command.options());
      return command.run(parsed, new CliHost(name, parsed), out, err);
    } catch (UsageException e) {
      err.println("nanometer " + name + ": " + Messages.escape(e.getMessage()));
      return 2;
    }
  }
}
