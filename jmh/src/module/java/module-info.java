/**
 * nanometer-jmh: existing JMH {@code @Benchmark} classes run by nanometer's engine, each in fresh
 * JVMs ({@code io.github.nanometer.jmh}; {@code JmhRunner} is its entry, {@code nanometer jmh} its
 * command, a service of the command line).
 *
 * <p>Compiled once more with this descriptor by the module-boundary execution of this module's POM,
 * against the library's and the commands' modules: a use of a package they do not export to this
 * module fails the build. The jar is the
 * automatic module of this name (its manifest); its tests run on the class path.
 */
module io.github.nanometer.jmh {
  requires io.github.nanometer;
  requires io.github.nanometer.commands;

  exports io.github.nanometer.jmh;

  provides io.github.nanometer.cli.spi.Command with io.github.nanometer.jmh.JmhCommand;
}
