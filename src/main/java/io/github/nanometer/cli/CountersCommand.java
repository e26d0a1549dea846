package io.github.nanometer.cli;

import io.github.nanometer.counters.CounterProbe;
import io.github.nanometer.counters.ReadOverhead;
import io.github.nanometer.os.CpuList;
import io.github.nanometer.os.PinRequest;
import io.github.nanometer.report.CountersWriter;
import java.io.PrintStream;
import java.util.List;

/**
 * {@code nanometer counters}: which perf counters this machine offers and why not, the read overhead,
 * and the counter deltas of three small workloads on a measuring thread.
 */
final class CountersCommand implements Command {

  private static final int DEFAULT_PAIRS = 2000;

  @Override
  public String name() {
    return "counters";
  }

  @Override
  public String summary() {
    return "show which perf counters are available (and why not), their read cost, and a demo";
  }

  @Override
  public List<Option> options() {
    return List.of(
        Option.value("format", "text|json", "text", "output format"),
        Option.value("cpu", "N", null, "pin the measuring thread to cpu N (default: not pinned)"),
        Option.value("pairs", "N", DEFAULT_PAIRS, "back-to-back read pairs for the overhead calibration"));
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
    String format = args.choice("format", "text", List.of("text", "json"));
    PinRequest pin = args.has("cpu") ? PinRequest.cpu(args.intValue("cpu", 0, 0, CpuList.MAX_CPU)) : PinRequest.none();
    int pairs = args.intValue("pairs", DEFAULT_PAIRS, ReadOverhead.MIN_PAIRS, ReadOverhead.MAX_PAIRS);
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
