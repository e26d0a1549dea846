package io.github.nanometer.cli;

import java.util.List;

/** The registry of subcommands, in the order {@code nanometer --help} lists them. */
final class Commands {
  private Commands() {}

  /** Every subcommand; one line each, so parallel work merges cleanly. */
  static List<Command> all() {
    return List.of(
        new SuiteCommand(),
        new DoctorCommand(),
        new ReferenceCommand(),
        new TimerCommand(),
        new CompareCommand(),
        new AnalyzeCommand(),
        new PairedCheckCommand(),
        new CountersCommand(),
        new NativeCommand(),
        new ReportCommand());
  }
}
