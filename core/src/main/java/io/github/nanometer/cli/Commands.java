package io.github.nanometer.cli;

import io.github.nanometer.spi.Command;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.ServiceLoader;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * The registry of subcommands, in the order {@code nanometer --help} lists them: the commands
 * found as {@link ServiceLoader} services of {@link Command} (the suite's, from bench-suite), then
 * the built-in ones. The core names no service command, so it compiles and runs without them.
 */
final class Commands {
  private Commands() {}

  /** Every subcommand; one line each, so parallel work merges cleanly. */
  static List<Command> all() {
    List<Command> builtIn = List.of(
        new DoctorCommand(),
        new ReferenceCommand(),
        new TimerCommand(),
        new CompareCommand(),
        new AnalyzeCommand(),
        new JudgeCommand(),
        new PairedCheckCommand(),
        new CountersCommand(),
        new NativeCommand(),
        new ReportCommand(),
        new JmhCommand());
    List<Command> all = new ArrayList<>(services(builtIn));
    all.addAll(builtIn);
    return List.copyOf(all);
  }

  /** The service commands, sorted by name; one named like a built-in command is left out (the built-in wins). */
  static List<Command> services(List<Command> builtIn) {
    Set<String> taken = builtIn.stream().map(Command::name).collect(Collectors.toSet());
    List<Command> found = new ArrayList<>();
    for (Command c : ServiceLoader.load(Command.class, Commands.class.getClassLoader())) {
      if (!taken.contains(c.name())) {
        found.add(c);
      }
    }
    found.sort(Comparator.comparing(Command::name));
    return found;
  }
}
