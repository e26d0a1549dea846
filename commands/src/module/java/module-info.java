/**
 * nanometer-commands: the command line ({@code io.github.nanometer.cli}: {@code Main} and the core's
 * commands), the reference workloads ({@code io.github.nanometer.reference}) and the async-profiler
 * glue ({@code io.github.nanometer.profile}).
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

  // nanometer jmh, a command of its own module, runs on the CLI's parsing, flags and --profile
  exports io.github.nanometer.cli to io.github.nanometer.jmh;
  exports io.github.nanometer.profile to io.github.nanometer.jmh;

  uses io.github.nanometer.spi.Command;
}
