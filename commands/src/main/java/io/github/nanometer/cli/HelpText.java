package io.github.nanometer.cli;

import io.github.nanometer.cli.spi.Command;
import io.github.nanometer.cli.spi.CommandOption;
import io.github.nanometer.options.Settings;
import io.github.nanometer.os.Setting;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** Builds {@code --help} text from the commands and their options, so help never drifts from code. */
final class HelpText {
  private HelpText() {}

  static String topLevel(List<Command> commands) {
    StringBuilder sb = new StringBuilder();
    sb.append("nanometer ").append(Version.current()).append(" - trustworthy numbers from microbenchmarks\n\n");
    sb.append("usage: nanometer COMMAND [OPTIONS]\n       nanometer COMMAND --help\n\ncommands:\n");
    // a group of two-word commands (nanometer history record, ...) is one line: its actions, and where its help is
    Map<String, String> rows = new LinkedHashMap<>();
    for (Command c : commands) {
      int space = c.name().indexOf(' ');
      if (space < 0) {
        rows.put(c.name(), c.summary());
      } else {
        String group = c.name().substring(0, space);
        rows.putIfAbsent(group, "actions: " + String.join(", ", CommandGroups.members(commands, group).stream()
            .map(m -> m.name().substring(space + 1)).toList()) + " (nanometer " + group + " --help)");
      }
    }
    int width = rows.keySet().stream().mapToInt(String::length).max().orElse(8);
    rows.forEach((name, summary) -> sb.append("  ").append(pad(name, width)).append("  ").append(summary).append('\n'));
    sb.append("\nsettings (system properties as -Dname=VALUE, environment variables as NAME=VALUE):\n");
    int settingWidth = Settings.ALL.stream().mapToInt(s -> s.usage().length()).max().orElse(8);
    for (Setting s : Settings.ALL) {
      sb.append("  ").append(pad(s.usage(), settingWidth)).append("  ").append(s.help())
          .append(" (default: ").append(s.defaultText()).append(")\n");
    }
    sb.append("\nExit status: 0 ok, 2 bad arguments; commands document others.\n");
    return sb.toString();
  }

  /** The help of a group of two-word commands ({@code nanometer history}): usage and one line per action. */
  static String group(String group, List<Command> members) {
    StringBuilder sb = new StringBuilder();
    sb.append("usage: nanometer ").append(group).append(" ACTION [OPTIONS]\n       nanometer ").append(group)
        .append(" ACTION --help\n\nactions:\n");
    int width = members.stream().mapToInt(c -> c.name().length() - group.length() - 1).max().orElse(8);
    for (Command c : members) {
      sb.append("  ").append(pad(c.name().substring(group.length() + 1), width)).append("  ").append(c.summary())
          .append('\n');
    }
    return sb.toString();
  }

  /**
   * A command's help: usage, summary, then a table of its options, one row each with the option,
   * its default, what it accepts (when the placeholder does not already say it) and its help line,
   * all read from the options' specs; then the command's details.
   */
  static String forCommand(Command c) {
    StringBuilder sb = new StringBuilder();
    sb.append("usage: nanometer ").append(c.name()).append(" [OPTIONS]");
    if (!c.positionals().isEmpty()) {
      sb.append(' ').append(c.positionals());
    }
    sb.append("\n\n").append(c.summary()).append("\n\noptions:\n");
    List<String[]> rows = new ArrayList<>();
    rows.add(new String[] {"OPTION", "DEFAULT", "ACCEPTED", "MEANING"});
    for (CommandOption o : c.options()) {
      rows.add(new String[] {left(o), o.defaultText(), accepted(o), o.help()});
    }
    rows.add(new String[] {"--help", "", "", "show this help"});
    int[] widths = new int[3];
    for (String[] row : rows) {
      for (int k = 0; k < widths.length; k++) {
        widths[k] = Math.max(widths[k], row[k].length());
      }
    }
    for (String[] row : rows) {
      sb.append("  ");
      for (int k = 0; k < widths.length; k++) {
        sb.append(pad(row[k], widths[k])).append("  ");
      }
      sb.append(row[3]).append('\n');
    }
    if (!c.details().isEmpty()) {
      sb.append('\n').append(c.details());
      if (!c.details().endsWith("\n")) {
        sb.append('\n');
      }
    }
    return sb.toString();
  }

  /** What an option accepts, unless its placeholder already lists it ({@code logistic|table}); "any" for free text. */
  static String accepted(CommandOption o) {
    if (!o.takesValue()) {
      return "";
    }
    String range = o.rangeText();
    return range.equals(o.valueName()) ? "" : range.isEmpty() ? "any" : range;
  }

  private static String left(CommandOption o) {
    return "--" + o.name() + (o.takesValue() ? " " + o.valueName() : "");
  }

  private static String pad(String s, int width) {
    return s + " ".repeat(Math.max(0, width - s.length()));
  }
}
