package io.github.nanometer.cli;

import io.github.nanometer.cli.spi.Command;
import io.github.nanometer.text.Messages;
import java.io.PrintStream;
import java.util.List;
import java.util.Optional;

/**
 * Commands of two words, a group and an action ({@code nanometer history record}): a {@link Command}
 * whose name holds one space belongs to the group of its first word. {@code nanometer GROUP} alone,
 * or with {@code --help}, lists the group's commands; an unknown action names the group's.
 */
final class CommandGroups {
  private CommandGroups() {}

  /** The command the arguments name: a two-word name when the first two arguments spell one, else a one-word name. */
  static Optional<Command> find(List<Command> commands, List<String> args) {
    if (args.size() >= 2) {
      String twoWords = args.get(0) + " " + args.get(1);
      Optional<Command> grouped = commands.stream().filter(c -> c.name().equals(twoWords)).findFirst();
      if (grouped.isPresent()) {
        return grouped;
      }
    }
    return commands.stream().filter(c -> c.name().equals(args.get(0))).findFirst();
  }

  /** The commands of group {@code group}, in the registry's order; empty when no command is in it. */
  static List<Command> members(List<Command> commands, String group) {
    return commands.stream().filter(c -> c.name().startsWith(group + " ")).toList();
  }

  /**
   * Answers arguments that name no command: a group's list (exit 0 with {@code --help}, 2 without an
   * action), or one line naming the unknown command or action (exit 2).
   */
  static int unknown(List<Command> commands, List<String> args, PrintStream out, PrintStream err) {
    String first = args.get(0);
    List<Command> group = members(commands, first);
    if (group.isEmpty()) {
      err.println("nanometer: unknown command '" + Messages.escape(first) + "'; commands: "
          + String.join(", ", commands.stream().map(c -> c.name().split(" ")[0]).distinct().toList())
          + " (see nanometer --help)");
      return 2;
    }
    String actions = String.join(", ", group.stream().map(c -> c.name().substring(first.length() + 1)).toList());
    if (args.size() == 1 || args.get(1).equals("--help") || args.get(1).equals("-h")) {
      out.print(HelpText.group(first, group));
      return args.size() == 1 ? 2 : 0;
    }
    err.println("nanometer " + Messages.escape(first) + ": unknown action '" + Messages.escape(args.get(1))
        + "'; actions: " + actions + " (see nanometer " + Messages.escape(first) + " --help)");
    return 2;
  }
}
