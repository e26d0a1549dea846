package io.github.nanometer.cli;

import io.github.nanometer.OptionSpec;
import io.github.nanometer.cli.spi.CommandOption;
import io.github.nanometer.cli.spi.TypedOption;
import io.github.nanometer.cli.spi.UsageException;
import io.github.nanometer.doctor.Doctor;
import io.github.nanometer.doctor.DoctorReport;
import io.github.nanometer.doctor.Finding;
import io.github.nanometer.doctor.ProfilerCheck;
import io.github.nanometer.os.CpuList;
import io.github.nanometer.os.CpuTopology;
import io.github.nanometer.os.HostFiles;
import io.github.nanometer.profile.AsyncProfilerBackend;
import io.github.nanometer.report.FindingsWriter;
import java.io.PrintStream;
import java.time.Duration;
import java.util.BitSet;
import java.util.List;
import java.util.function.UnaryOperator;

/** {@code nanometer doctor}: is this machine fit to benchmark on, and if not, exactly what to change. */
final class DoctorCommand extends BuiltInCommand {

  private final HostFiles files;
  private final UnaryOperator<Doctor> configure;

  /** The doctor of the real host. */
  DoctorCommand() {
    this(HostFiles.real(), UnaryOperator.identity());
  }

  /** A doctor of the given tree, with {@code configure} applied before the options (tests fix facts with it). */
  DoctorCommand(HostFiles files, UnaryOperator<Doctor> configure) {
    this.files = files;
    this.configure = configure;
  }

  @Override
  public String name() {
    return "doctor";
  }

  @Override
  public String summary() {
    return "check whether this machine is fit to benchmark on, and say exactly what to change";
  }

  private static final TypedOption<String> FORMAT = TypedOption.of(CommandSpecs.format("text", "json"));
  private static final TypedOption<Integer> CPU = TypedOption.of(OptionSpec.integer("cpu", "cpu", null, 0,
      CpuList.MAX_CPU, "the measuring cpu whose SMT sibling, isolation and IRQs are judged"));

  @Override
  public List<CommandOption> options() {
    return List.of(
        FORMAT,
        RunFlags.STRICT,
        CPU.withDefaultText("highest-numbered usable cpu"),
        TypedOption.flag("no-probe", "skip the activity window and the noise probe (about 0.35 s)"),
        TypedOption.flag("profiler", "also check what --profile (async-profiler) needs: the profiler, perf events,"
            + " kernel and JVM symbols"));
  }

  @Override
  public String details() {
    return """
        Every finding has a status (ok, warn, fail, unknown = could not be read), what was observed,
        why it matters, the exact command that fixes it and the one that undoes it, and the section
        of linuxtips.md that explains it. The doctor only reads; it never changes the system.
        JSON: {"schema":"nanometer-doctor","version":1,"findings":[{"id","status","observed","why","fix","undo","doc","label"}],"summary":{...}}
        Exit status: 0 nothing fails, 1 a finding fails (or warns, with --strict), 2 bad arguments.
        """;
  }

  @Override
  public int run(ParsedArgs args, PrintStream out, PrintStream err) throws UsageException {
    String format = args.get(FORMAT);
    if (!args.positionals().isEmpty()) {
      throw new UsageException("unexpected argument '" + args.positionals().get(0) + "'");
    }
    Doctor doctor = configure.apply(Doctor.forHost(files));
    if (args.has("cpu")) {
      int cpu = args.get(CPU);
      BitSet online = CpuTopology.read(files).online();
      if (!online.isEmpty() && !online.get(cpu)) {
        throw new UsageException("--cpu: " + cpu + " is not an online cpu (online: " + CpuList.format(online) + ")");
      }
      doctor = doctor.measuringCpu(cpu);
    }
    if (args.has("no-probe")) {
      doctor = doctor.activityWindow(Duration.ZERO).noiseBudget(Duration.ZERO);
    }
    DoctorReport report = doctor.run();
    if (args.has("profiler")) {
      AsyncProfilerBackend.Availability ap = AsyncProfilerBackend.load();
      List<Finding> all = new java.util.ArrayList<>(report.findings());
      all.addAll(ProfilerCheck.findings(files, ap.backend().map(b -> ap.description()), ap.description(),
          System.getProperty("java.home")));
      report = new DoctorReport(all, report.measuringCpu(), report.measuringCpuChosen(), report.activitySampled(),
          report.noiseProbed(), report.elapsedNanos());
    }
    if (format.equals("json")) {
      FindingsWriter.json(report, out);
    } else {
      FindingsWriter.text(report, out, colourWanted());
    }
    return report.exitStatus(args.has("strict"));
  }

  /** Colour only on a terminal, with a TERM that is not dumb, and NO_COLOR unset. */
  private static boolean colourWanted() {
    String term = System.getenv("TERM");
    return System.console() != null && term != null && !term.equals("dumb") && System.getenv("NO_COLOR") == null;
  }
}
