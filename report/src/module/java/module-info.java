/**
 * nanometer-report: the self-contained HTML report of saved documents ({@code io.github.nanometer.html}),
 * and the typed reading of those documents that the report, {@code judge} and {@code --html} share;
 * the tools whose documents it draws: {@code judge} ({@code io.github.nanometer.judge}), {@code
 * compare} ({@code io.github.nanometer.comparison}) and {@code analyze} ({@code
 * io.github.nanometer.analysis}), with the statistics only they use ({@code
 * io.github.nanometer.toolstats}).
 *
 * <p>Dependencies: the library, and commons-math3 ({@code toolstats}), the automatic module {@code
 * commons.math3} as for the library.
 *
 * <p>Compiled once more with this descriptor by the module-boundary execution of this module's POM,
 * against the library's module: a use of a library package that the library does not export to
 * this module fails the build. The jar is the
 * automatic module of this name (its manifest); its tests run on the class path.
 */
@SuppressWarnings({"requires-automatic", "module"})
module io.github.nanometer.html {
  requires io.github.nanometer;
  requires java.xml;
  requires commons.math3;

  exports io.github.nanometer.html;
  // the judge, compare and analyze tools, their documents and statistics: the commands run them
  // (judge, compare, analyze, report, reference --baseline) and write their documents; the reference
  // workloads' contention contrasts take their bootstrap intervals from toolstats
  exports io.github.nanometer.judge to io.github.nanometer.commands;
  exports io.github.nanometer.comparison to io.github.nanometer.commands;
  exports io.github.nanometer.analysis to io.github.nanometer.commands;
  exports io.github.nanometer.toolstats to io.github.nanometer.commands, io.github.nanometer.history;

  uses io.github.nanometer.spi.DocumentReader;
}
