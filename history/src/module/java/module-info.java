/**
 * nanometer-history: a history of every run (issue 44). Saved result documents are recorded into a
 * database after a run (SQLite by default, PostgreSQL for a team), change points are found over a
 * branch's commit order, and a series is shown as a table or a trend chart.
 *
 * <p>Compiled once more with this descriptor by the module-boundary execution of this module's POM,
 * against the library's module: a use of a library package not exported to this module fails the
 * build. No measuring JVM loads this module, JDBC or a database driver.
 */
module io.github.nanometer.history {
  requires io.github.nanometer;
  requires io.github.nanometer.commands;
  requires java.sql;
  requires commons.math3;
  // the sequential rule of nanometer compare (toolstats.ConfidenceSequence, PairedMoments) that decides
  // each probe of history bisect
  requires io.github.nanometer.html;

  provides io.github.nanometer.cli.spi.Command with
      io.github.nanometer.history.cli.BisectCommand,
      io.github.nanometer.history.cli.ChangesCommand,
      io.github.nanometer.history.cli.ExcludeCommand,
      io.github.nanometer.history.cli.ExpectCommand,
      io.github.nanometer.history.cli.ExportCommand,
      io.github.nanometer.history.cli.ImportCommand,
      io.github.nanometer.history.cli.MarkCommand,
      io.github.nanometer.history.cli.PruneCommand,
      io.github.nanometer.history.cli.RecordCommand,
      io.github.nanometer.history.cli.ShowCommand;
}
