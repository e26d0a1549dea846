/**
 * nanometer-commands: the command line ({@code io.github.nanometer.cli}: {@code Main} and the core's
 * commands), its command boundary ({@code io.github.nanometer.cli.spi}, exported to everyone: the
 * {@code Command} service every subcommand implements, the core's and plug-ins', its options, its
 * arguments and what the CLI lends a run), the reference workloads ({@code
 * io.github.nanometer.reference}) and the async-profiler glue ({@code io.github.nanometer.profile}).
 *
 * <p>Compiled once more with this descriptor by the module-boundary execution of this module's POM,
 * against the library's and the report's modules: a use of a package they do not export to this
 * module fails the build. The jar is the
 * automatic module of this name (its manifest); its tests run on the class path.
 */
@SuppressWarnings({"requires-automatic", "module"})
module io.github.nanometer.commands {
  requires io.github.nanometer;
  requires io.github.nanometer.html;
  requires jdk.jfr;
  requires java.management;
  requires static async.profiler;

  // the command boundary: what a plug-in's command (the suite's, nanometer jmh's) implements and is lent
  exports io.github.nanometer.cli.spi;
  // nanometer jmh, a command of its own module, runs on the CLI's parsing, flags and --profile
  exports io.github.nanometer.cli to io.github.nanometer.jmh, io.github.nanometer.history;
  exports io.github.nanometer.profile to io.github.nanometer.jmh;

  uses io.github.nanometer.cli.spi.Command;
}
