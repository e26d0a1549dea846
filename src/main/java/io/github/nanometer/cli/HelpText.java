package io.github.nanometer.cli;

import io.github.nanometer.Defaults;
import io.github.nanometer.os.Setting;
import java.util.List;

/** Builds {@code --help} text from the commands and their {@link Option}s, so help never drifts from code. */
final class HelpText {
  private HelpText() {}

  static String topLevel(List<Command> commands) {
    StringBuilder sb = new StringBuilder();
    sb.append("nanometer ").append(Version.current()).append(" - trustworthy numbers from microbenchmarks\n\n");
    sb.append("usage: nanometer COMMAND [OPTIONS]\n       nanometer COMMAND --help\n\ncommands:\n");
    int width = commands.stream().mapToInt(c -> c.name().length()).max().orElse(8);
    for (Command c : commands) {
      sb.append("  ").append(pad(c.name(), width)).append("  ").append(c.summary()).append('\n');
    }
    sb.append("\nsettings (system properties as -Dname=VALUE, environment variables as NAME=VALUE):\n");
    int settingWidth = Defaults.SETTINGS.stream().mapToInt(s -> s.usage().length()).max().orElse(8);
    for (Setting s : Defaults.SETTINGS) {
      sb.append("  ").append(pad(s.usage(), settingWidth)).append("  ").append(s.help())
          .append(" (default: ").append(s.defaultText()).append(")\n");
    }
    sb.append("\nExit status: 0 ok, 2 bad arguments; commands document others.\n");
    return sb.toString();
  }

  static String forCommand(Command c) {
    StringBuilder sb = new StringBuilder();
    sb.append("usage: nanometer ").append(c.name()).append(" [OPTIONS]");
    if (!c.positionals().isEmpty()) {
      sb.append(' ').append(c.positionals());
    }
    sb.append("\n\n").append(c.summary()).append("\n\noptions:\n");
    int width = 0;
    for (Option o : c.options()) {
      width = Math.max(width, left(o).length());
    }
    width = Math.max(width, "--help".length());
    for (Option o : c.options()) {
      sb.append("  ").append(pad(left(o), width)).append("  ").append(o.help());
      if (o.defaultText() != null) {
        sb.append(" (default: ").append(o.defaultText()).append(')');
      }
      sb.append('\n');
    }
    sb.append("  ").append(pad("--help", width)).append("  show this help\n");
    if (!c.details().isEmpty()) {
      sb.append('\n').append(c.details());
      if (!c.details().endsWith("\n")) {
        sb.append('\n');
      }
    }
    return sb.toString();
  }

  private static String left(Option o) {
    return "--" + o.name() + (o.takesValue() ? " " + o.valueName() : "");
  }

  private static String pad(String s, int width) {
    return s + " ".repeat(Math.max(0, width - s.length()));
  }
}
