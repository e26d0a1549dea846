package io.github.nanometer.engine;

/**
 * nanometer's own refusal of an argument that shows only once a run has begun (two benchmarks that
 * cannot be paired, a candidate that cannot take the baseline's input): {@code Nanometer} lets it
 * pass as it is, where it names any other exception of a run as the failure of the benchmark's own
 * code (body, setup or input generator).
 */
public final class Refusal extends IllegalArgumentException {

  private static final long serialVersionUID = 1L;

  /** A refusal saying {@code message}. */
  public Refusal(String message) {
    super(message);
  }

  /** A refusal saying {@code message}, caused by {@code cause}. */
  public Refusal(String message, Throwable cause) {
    super(message, cause);
  }
}
