/**
 * nanometer, the library: a Java timing kernel for trustworthy microbenchmark numbers.
 *
 * <p>Exported, for everyone: the public API ({@code io.github.nanometer}: {@code Nanometer},
 * {@code Benchmark}, {@code Options}, {@code Result}, ...), the writers and readers of the API's
 * result documents ({@code io.github.nanometer.results}) and the plug-in boundary ({@code
 * io.github.nanometer.spi}: the contracts a plug-in implements, such as a reader of its saved
 * documents, and what the library lends it). The bundled memcpy/memset suite and outside plug-ins
 * use these only (and, for a command, the command boundary of nanometer-commands, {@code
 * io.github.nanometer.cli.spi}).
 *
 * <p>The tools built on the library, each a module of its own (docs/ARCHITECTURE.md, "Modules"),
 * reach further only through the qualified exports below, each with its reason: the HTML report
 * ({@code io.github.nanometer.html}), the command line ({@code io.github.nanometer.commands}), the
 * runner of JMH classes ({@code io.github.nanometer.jmh}) and the JUnit 5 extension ({@code
 * io.github.nanometer.junit}). Every other use of an internal package fails to compile.
 *
 * <p>Dependencies: JNA ({@code com.sun.jna}, an automatic module named by its manifest);
 * commons-math3, which has no module name of its own, resolves as the automatic module {@code
 * commons.math3} derived from its file name {@code commons-math3-3.6.1.jar}. On the class path (the
 * CLI jar, most builds) none of this applies and every dependency is found as before.
 */
@SuppressWarnings({"requires-automatic", "requires-transitive-automatic", "module"})
module io.github.nanometer {
  requires java.management;
  requires jdk.management;
  requires jdk.jfr;
  requires com.sun.jna;
  requires commons.math3;

  exports io.github.nanometer;
  exports io.github.nanometer.results;
  exports io.github.nanometer.spi;

  // the JSON layer (reader, writer, path-checked values, document headers, atomic and journaled
  // output): the report's judge, compare and analyze, the commands and nanometer jmh write their
  // documents on it and read saved ones with it
  exports io.github.nanometer.json to
      io.github.nanometer.html, io.github.nanometer.commands, io.github.nanometer.jmh, io.github.nanometer.history;
  // the readers and writers of the host-fact and foreign documents (clock facts, the counter probe,
  // the doctor's findings, saved results and JMH's JSON, the CI formats): the report reads saved
  // documents, the commands write the doctor's, the clock's and the counters' documents
  exports io.github.nanometer.report to
      io.github.nanometer.html, io.github.nanometer.commands, io.github.nanometer.history;
  // a saved result's benchmarks as judge compares them (SavedBenchmark): the report's judge and
  // drawings, the commands' baselines
  exports io.github.nanometer.compare to
      io.github.nanometer.html, io.github.nanometer.commands, io.github.nanometer.history;
  // intervals, descriptive statistics, argument checks and steady-state classes: shown by the
  // report and under its tools' statistics, the commands' forks and nanometer jmh's answer over forks
  exports io.github.nanometer.stats to
      io.github.nanometer.html, io.github.nanometer.commands, io.github.nanometer.jmh, io.github.nanometer.history;
  // the fork driver, fresh child JVMs and run observers, which nanometer jmh, reference --forks and
  // --profile drive
  exports io.github.nanometer.engine to io.github.nanometer.commands, io.github.nanometer.jmh;
  // every system property and environment variable, which --help lists and Main checks
  exports io.github.nanometer.options to io.github.nanometer.commands;
  // the host layer: cpu lists, process-wide settings, phase marks; the process groups, host files
  // and owner-marked temporary files of the report's nanometer compare
  exports io.github.nanometer.os to io.github.nanometer.html,
      io.github.nanometer.commands, io.github.nanometer.jmh, io.github.nanometer.junit;
  // measuring-JVM text without regex or Formatter: the progress line (also nanometer compare's),
  // nanometer jmh's numbers, the typed numbers the report's tools read and write
  exports io.github.nanometer.text to
      io.github.nanometer.html, io.github.nanometer.commands, io.github.nanometer.jmh;
  // one result as JSON inside nanometer jmh's document
  exports io.github.nanometer.resultjson to io.github.nanometer.jmh;
  // the constant-body marker nanometer jmh binds JMH's benchmark methods with
  exports io.github.nanometer.measure to io.github.nanometer.jmh;
  // the commands behind nanometer timer, doctor, counters and native, and the reference workloads'
  // class copies
  exports io.github.nanometer.clock to io.github.nanometer.commands;
  exports io.github.nanometer.counters to io.github.nanometer.commands;
  exports io.github.nanometer.doctor to io.github.nanometer.commands;
  exports io.github.nanometer.nativelib to io.github.nanometer.commands;
  exports io.github.nanometer.classes to io.github.nanometer.commands;

  uses io.github.nanometer.NanometerEngine;
  uses io.github.nanometer.engine.ResultDocuments;

  provides io.github.nanometer.NanometerEngine with io.github.nanometer.engine.EngineService;
  provides io.github.nanometer.engine.ResultDocuments with io.github.nanometer.childresults.ResultDocumentsService;
}
