package io.github.nanometer.cli;

import io.github.nanometer.OptionSpec;
import io.github.nanometer.Pinning;
import io.github.nanometer.cli.spi.CommandOption;
import io.github.nanometer.cli.spi.TypedOption;
import io.github.nanometer.cli.spi.UsageException;
import io.github.nanometer.counters.CounterProbe;
import io.github.nanometer.counters.ReadOverhead;
import io.github.nanometer.os.CpuList;
import io.github.nanometer.report.CountersWriter;
import java.io.PrintStream;
import java.util.List;

/**
 * {@code nanometer counters}: which perf counters this machine offers and why not, the read overhead,
 * and the counter deltas of three small workloads on a measuring thread.
 */
final class CountersCommand extends BuiltInCommand {


  @Override
  public String name() {
    return "counters";
  }

  @Override
  public String summary() {
    return "show which perf counters are available (and why not), their read cost, and a demo";
  }

  private static final TypedOption<String> FORMAT = TypedOption.of(CommandSpecs.format("text", "json"));
  private static final TypedOption<Integer> CPU = TypedOption.of(OptionSpec.integer("cpu", "cpu", null, 0,
      CpuList.MAX_CPU, "pin the measuring thread to cpu N"));
  private static final TypedOption<Integer> PAIRS = TypedOption.of(OptionSpec.integer("pairs", "pairs", CommandDefaults.COUNTER_PAIRS,
      ReadOverhead.MIN_PAIRS, ReadOverhead.MAX_PAIRS, "back-to-back read pairs for the overhead calibration"));

  @Override
  public List<CommandOption> options() {
    return List.of(
        FORMAT,
        CPU.withDefaultText("not pinned"),
        PAIRS);
  }

  @Override
  public String details() {
    return """
        Counters are user space only (exclude_kernel=1) and per thread; they are opened on the
        measuring thread. A sample is "disturbed" when a context switch or migration happened in it.
        JSON: {"schema":"nanometer-counters","version":1,"perfEventParanoid","seccomp","pin":{...},
               "events":[{"name","available","errno","reason","fix"}],"overhead":{"readCostNanos","perRead":{...}},
               "demos":[{"workload","deltas":{...},"contextSwitched","migrated","raw":{...},"runningFraction":{...}}]}
        """;
  }

  @Override
  public int run(ParsedArgs args, PrintStream out, PrintStream err) throws UsageException {
    String format = args.get(FORMAT);
    Pinning pin = args.optional(CPU).map(Pinning::cpu).orElse(Pinning.none());
    int pairs = args.get(PAIRS);
    if (!args.positionals().isEmpty()) {
      throw new UsageException("unexpected argument '" + args.positionals().get(0) + "'");
    }
    CounterProbe.Report result;
    try {
      result = CounterProbe.run(pin, pairs);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      err.println("nanometer counters: interrupted");
      return 1;
    }
    if (format.equals("json")) {
      CountersWriter.json(result, out);
    } else {
      CountersWriter.text(result, out);
    }
    return 0;
  }
}
