/**
 * nanometer-junit: the JUnit 5 extension for performance tests ({@code io.github.nanometer.junit}:
 * {@code @PerformanceTest}, {@code PerformanceTester}, {@code PerformanceAssertions}).
 *
 * <p>Compiled once more with this descriptor by the module-boundary execution of this module's POM,
 * against the library's module: a use of a library package not exported to this module fails the
 * build. The jar is the
 * automatic module of this name (its manifest); its tests run on the class path.
 */
module io.github.nanometer.junit {
  requires io.github.nanometer;
  requires org.junit.jupiter.api;

  exports io.github.nanometer.junit;
}
