/**
 * The bundled memcpy/memset suite, a plug-in of the library: its {@code suite} command is a {@code
 * io.github.nanometer.cli.spi.Command} service the CLI finds through {@code ServiceLoader}, and its
 * {@code nanometer-suite} reader a {@code io.github.nanometer.spi.DocumentReader} service, through
 * which {@code nanometer report} reads suite documents.
 *
 * <p>This descriptor is compiled only to check the plug-in's boundary (the {@code module-boundary}
 * compile of this module's POM): the suite may use what the library exports to everyone and what it
 * exports to this module by name, nothing else. The suite's jar itself is built and tested on the
 * class path.
 */
module io.github.nanometer.suite {
  requires io.github.nanometer;
  requires io.github.nanometer.commands;

  provides io.github.nanometer.cli.spi.Command with io.github.nanometer.suite.SuiteCommand;
  provides io.github.nanometer.spi.DocumentReader with io.github.nanometer.suite.SuiteDocumentReader;
}
