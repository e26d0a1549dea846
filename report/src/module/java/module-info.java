/**
 * nanometer-report: the self-contained HTML report of saved documents ({@code io.github.nanometer.html}),
 * and the typed reading of those documents that the report, {@code judge} and {@code --html} share.
 *
 * <p>Compiled once more with this descriptor by the module-boundary execution of this module's POM,
 * against the library's module: a use of a library package that the library does not export to
 * this module fails the build. The jar is the
 * automatic module of this name (its manifest); its tests run on the class path.
 */
module io.github.nanometer.html {
  requires io.github.nanometer;
  requires java.xml;

  exports io.github.nanometer.html;

  uses io.github.nanometer.spi.DocumentReader;
}
