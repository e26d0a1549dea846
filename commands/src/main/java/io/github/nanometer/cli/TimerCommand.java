package io.github.nanometer.cli;

import io.github.nanometer.ClockSummary;
import io.github.nanometer.cli.spi.CommandOption;
import io.github.nanometer.cli.spi.TypedOption;
import io.github.nanometer.cli.spi.UsageException;
import io.github.nanometer.clock.Clock;
import io.github.nanometer.clock.ClockCalibration;
import io.github.nanometer.clock.Clocks;
import io.github.nanometer.report.ClockFactsWriter;
import java.io.PrintStream;
import java.util.ArrayList;
import java.util.List;

/** {@code nanometer timer}: calibrates every available clock and prints read cost, precision, accuracy. */
final class TimerCommand extends BuiltInCommand {

  @Override
  public String name() {
    return "timer";
  }

  @Override
  public String summary() {
    return "measure each clock's read cost, precision (tau_prec) and accuracy (tau_acc)";
  }

  private static final TypedOption<String> FORMAT = TypedOption.of(CommandSpecs.format("text", "json"));

  @Override
  public List<CommandOption> options() {
    return List.of(FORMAT);
  }

  @Override
  public String details() {
    return """
        precision: the smallest step the clock's readings move by.
        accuracy:  100 x the 99th percentile of back-to-back read-pair differences,
                   the shortest interval the clock measures to within 1%.
        JSON: {"clocks":[{"name","readCostNanos","precisionNanos","accuracyNanos",...}]}
        """;
  }

  @Override
  public int run(ParsedArgs args, PrintStream out, PrintStream err) throws UsageException {
    String format = args.get(FORMAT);
    if (!args.positionals().isEmpty()) {
      throw new UsageException("unexpected argument '" + args.positionals().get(0) + "'");
    }
    List<ClockSummary> facts = new ArrayList<>();
    for (Clock c : Clocks.available()) {
      facts.add(ClockCalibration.calibrate(c));
    }
    if (format.equals("json")) {
      ClockFactsWriter.json(facts, out);
    } else {
      ClockFactsWriter.text(facts, out);
    }
    return 0;
  }
}
