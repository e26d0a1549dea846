package io.github.nanometer.cli;

import io.github.nanometer.cli.spi.Command;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.ServiceLoader;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * The registry of subcommands, in the order {@code nanometer --help} lists them: the commands
 * found as {@link ServiceLoader} services of {@link Command} (the suite's, from bench-suite), then
 * the built-in ones. A built-in command of another tool module ({@code nanometer jmh}, from
 * nanometer-jmh) is a service too, a {@link BuiltInCommand}: it takes its place in {@link
 * #BUILT_IN_ORDER} among the built-in ones. This module names no service command, so it compiles
 * and runs without them.
 */
final class Commands {
  private Commands() {}

  /**
   * The built-in commands' names in the order {@code --help} lists them, those of other tool
   * modules included; a built-in command not listed goes last.
   */
  static final List<String> BUILT_IN_ORDER = List.of("doctor", "reference", "timer", "compare", "analyze",
      "judge", "paired-check", "counters", "native", "report", "jmh");

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
        new ReportCommand());
    List<Command> all = new ArrayList<>(services(builtIn));
    all.addAll(builtIn);
    // plug-ins first, by name (services() sorted them and the sort is stable), then the built-in
    // commands, this module's and other tool modules', in BUILT_IN_ORDER, then the groups' commands by name
    // commands of two words (a group: nanometer history record) last, where --help lists each group on one line
    all.sort(Comparator.comparingInt(c -> c.name().contains(" ") ? Integer.MAX_VALUE
        : c instanceof BuiltInCommand ? 1 + position(c.name()) : 0));
    return List.copyOf(all);
  }

  private static int position(String name) {
    int i = BUILT_IN_ORDER.indexOf(name);
    return i < 0 ? BUILT_IN_ORDER.size() : i;
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
