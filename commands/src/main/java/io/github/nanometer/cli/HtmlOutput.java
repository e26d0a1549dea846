package io.github.nanometer.cli;

import io.github.nanometer.cli.spi.CommandOption;
import io.github.nanometer.cli.spi.HostOptions;
import io.github.nanometer.cli.spi.UsageException;
import io.github.nanometer.html.HtmlReport;
import io.github.nanometer.html.RefusedDocument;
import io.github.nanometer.html.ReportDocument;
import io.github.nanometer.html.ReportInputs;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.function.Consumer;

/**
 * The {@code --html FILE} flag of the measuring commands: besides their normal output they write
 * the HTML report of the JSON document they would print with {@code --format json}.
 */
public final class HtmlOutput {

  private HtmlOutput() {}

  /** The {@code --html FILE} option, as plug-ins declare it too. */
  public static CommandOption option() {
    return HostOptions.html();
  }

  /**
   * The report's path when {@code --html} was given, checked before anything runs.
   *
   * @throws UsageException when the file cannot be written (see {@link ParsedArgs#outputPath})
   */
  public static Optional<Path> target(ParsedArgs a) throws UsageException {
    if (!a.has("html")) {
      return Optional.empty();
    }
    return Optional.of(a.outputPath("html"));
  }

  /**
   * Writes the report of the document {@code json} prints, atomically, after reading it back
   * through its schema's typed reader ({@link ReportInputs#parse}), as {@code nanometer report}
   * would read it from a file.
   *
   * @param source how the report names the document, e.g. "nanometer reference"
   * @return 0 when written, 1 (after one line on {@code err}) when not
   */
  public static int write(Path target, String source, Consumer<PrintStream> json, PrintStream err) {
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    try (PrintStream ps = new PrintStream(bytes, false, StandardCharsets.UTF_8)) {
      json.accept(ps);
    }
    try {
      ReportDocument doc = ReportInputs.parse(source, bytes.toString(StandardCharsets.UTF_8));
      HtmlReport.write(target, List.of(doc), "nanometer " + Version.current());
    } catch (IOException | RefusedDocument e) {
      err.println("nanometer: cannot write the HTML report " + target + ": " + e.getMessage());
      return 1;
    }
    err.println("nanometer: HTML report written to " + target);
    return 0;
  }
}
