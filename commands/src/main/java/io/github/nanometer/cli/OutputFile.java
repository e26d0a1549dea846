package io.github.nanometer.cli;

import io.github.nanometer.cli.spi.TypedOption;
import io.github.nanometer.cli.spi.UsageException;
import io.github.nanometer.json.AtomicOutput;
import io.github.nanometer.json.IoReasons;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.Optional;
import java.util.function.Consumer;

/**
 * {@code --out FILE} of a command whose output otherwise goes to stdout: checked before anything
 * is measured (so an unwritable file is a usage error, not a lost run), then written whole through
 * a temporary sibling renamed over it, so a user's file is never left truncated.
 */
final class OutputFile {
  private final Optional<Path> target;

  private OutputFile(Optional<Path> target) {
    this.target = target;
  }

  /** The {@code --out FILE} option. */
  static TypedOption<String> option() {
    return TypedOption.text("out", "FILE", null, "write the output to FILE instead of stdout (replaced when complete; "
        + "FILE.gz: gzip)");
  }

  /**
   * The {@code --out} of {@code a}, or stdout when it is absent.
   *
   * @throws UsageException naming the file and why it cannot be written
   */
  static OutputFile of(ParsedArgs a) throws UsageException {
    return new OutputFile(a.has("out") ? Optional.of(a.outputPath("out")) : Optional.empty());
  }

  /**
   * Writes what {@code body} prints: to the file, atomically, or to {@code stdout} without
   * {@code --out}. When the file cannot be written after all (a disk filled while measuring), says
   * why on {@code err} and prints the output on {@code stdout} instead, so nothing measured is lost.
   *
   * @return 0, or 1 when the file could not be written
   */
  int write(Consumer<PrintStream> body, PrintStream stdout, PrintStream err) {
    if (target.isEmpty()) {
      body.accept(stdout);
      stdout.flush();
      return 0;
    }
    try (AtomicOutput o = AtomicOutput.open(target.get())) {
      PrintStream ps = o.printStream();
      body.accept(ps);
      ps.flush();
      if (ps.checkError()) {
        throw new IOException("write error");
      }
      o.commit();
      return 0;
    } catch (IOException e) {
      err.println("nanometer: cannot write '" + target.get() + "': " + IoReasons.of(e)
          + "; the output follows on stdout instead");
      body.accept(stdout);
      stdout.flush();
      return 1;
    }
  }
}
