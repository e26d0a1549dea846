package io.github.nanometer.html;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

/**
 * The report's headless Chromium launcher ({@link HeadlessChromium}, package-private in the report's
 * tests, which reach this module in the nanometer-commands-tests jar), lent to the history's tests:
 * one launcher for every browser test of the project, found and run the same way.
 */
public final class ChromiumLauncher {

  /** The executables looked for on PATH, in order. */
  public static final List<String> NAMES = HeadlessChromium.NAMES;

  /**
   * What one load printed.
   *
   * @param exitCode the browser's exit status
   * @param stdout the DOM with {@code --dump-dom}, else usually nothing
   * @param stderr the browser's log
   * @param consoleLines the page's console messages, any level
   */
  public record Load(int exitCode, String stdout, String stderr, List<String> consoleLines) {}

  private final HeadlessChromium browser;

  private ChromiumLauncher(HeadlessChromium browser) {
    this.browser = browser;
  }

  /** The first of {@link #NAMES} found on PATH, or empty. */
  public static Optional<ChromiumLauncher> find() {
    return HeadlessChromium.find().map(ChromiumLauncher::new);
  }

  /** Loads {@code page} with a fresh profile under {@code scratch} and the {@code extra} arguments. */
  public Load load(Path page, List<String> extra, Path scratch) throws IOException, InterruptedException {
    HeadlessChromium.Run run = browser.load(page, extra, scratch);
    return new Load(run.exitCode(), run.stdout(), run.stderr(), run.consoleLines());
  }
}
