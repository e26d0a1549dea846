package io.github.nanometer.cli;

/**
 * The defaults of the commands' own options, the ones the library's {@code Defaults} does not hold;
 * each command's {@code --help} shows them from here. Every budget of these commands is the
 * library's {@code Defaults.BUDGET}.
 */
public final class CommandDefaults {

  private CommandDefaults() {}

  /** {@code nanometer counters --pairs}: 2000 read pairs, enough for a stable median read cost. */
  public static final int COUNTER_PAIRS = 2000;

  /** {@code nanometer paired-check --seed}: 1, so that two checks of one build draw the same inputs. */
  public static final long PAIRED_CHECK_SEED = 1;

  /** {@code --profile-dir}: where {@code --profile} writes its flame graphs and stacks. */
  public static final String PROFILE_DIR = "nanometer-profiles";
}
