package io.github.nanometer.cli.spi;

import java.io.PrintStream;
import java.util.function.Consumer;

/** What a run's baseline flags asked for ({@link CommandHost#baselines()}), done after the run's output. */
public interface BaselineRequest {

  /**
   * Judges the results document {@code json} prints against {@code --baseline} (judge's table on
   * {@code err}, at judge's default threshold and confidence), then saves it as {@code
   * --save-baseline}; nothing when neither was given.
   *
   * @param status the run's exit status so far
   * @return {@code status} when it is not 0, else judge's exit status (1 a regression, 3
   *     inconclusive), or 1 when the save failed
   * @throws UsageException when the baseline cannot be read
   */
  int finish(Consumer<PrintStream> json, int status, PrintStream err) throws UsageException;
}
