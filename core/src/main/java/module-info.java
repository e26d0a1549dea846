/**
 * nanometer, the library: a Java timing kernel for trustworthy microbenchmark numbers.
 *
 * <p>Exported, for everyone: the public API ({@code io.github.nanometer}: {@code Nanometer},
 * {@code Benchmark}, {@code Options}, {@code Result}, ...), the JUnit 5 extension ({@code
 * io.github.nanometer.junit}), the writers and readers of the API's result documents ({@code
 * io.github.nanometer.results}), {@code nanometer jmh}'s entry ({@code io.github.nanometer.jmh}) and
 * the plug-in boundary ({@code io.github.nanometer.spi}: the contracts a plug-in implements, such as
 * a CLI command, and what the library lends it).
 * Every other package is internal: the compiler refuses any use of it from another module, the
 * bundled memcpy/memset suite's included (it is built on the API and the {@code spi} only).
 *
 * <p>Dependencies: JNA ({@code com.sun.jna}, an automatic module named by its manifest);
 * commons-math3, which has no module name of its own, resolves as the automatic module {@code
 * commons.math3} derived from its file name {@code commons-math3-3.6.1.jar};
 * JUnit Jupiter ({@code org.junit.jupiter.api}) and async-profiler ({@code async.profiler}, from
 * {@code async-profiler-4.1.jar}) are needed only by the JUnit extension and {@code --profile}, so
 * they are {@code requires static}. On the class path (the CLI jar, most builds) none of this
 * applies and every dependency is found as before.
 */
@SuppressWarnings({"requires-automatic", "requires-transitive-automatic"})
module io.github.nanometer {
  requires java.management;
  requires jdk.management;
  requires jdk.jfr;
  requires com.sun.jna;
  requires commons.math3;
  requires static org.junit.jupiter.api;
  requires static async.profiler;

  exports io.github.nanometer;
  exports io.github.nanometer.junit;
  exports io.github.nanometer.results;
  exports io.github.nanometer.jmh;
  exports io.github.nanometer.spi;

  uses io.github.nanometer.engine.ResultDocuments;
  uses io.github.nanometer.spi.Command;
  uses io.github.nanometer.spi.DocumentReader;

  provides io.github.nanometer.engine.ResultDocuments with io.github.nanometer.childresults.ResultDocumentsService;
}
