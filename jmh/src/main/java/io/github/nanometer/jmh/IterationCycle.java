package io.github.nanometer.jmh;

/**
 * JMH's {@code Level.Iteration} fixtures mapped onto nanometer's samples: before each sample the
 * previous sample's iteration teardowns run (when there was one), then the iteration setups;
 * {@link #close} runs the last teardowns. A JMH iteration is a nanometer sample (see
 * docs/coming-from-jmh.md).
 */
final class IterationCycle {
  private final StateInstances states;
  private boolean open;

  IterationCycle(StateInstances states) {
    this.states = states;
  }

  /** Ends the previous iteration, if any, and starts the next one. */
  void next() {
    close();
    states.run("Iteration", true);
    open = true;
  }

  /** Ends the current iteration, if one is open. */
  void close() {
    if (open) {
      open = false;
      states.run("Iteration", false);
    }
  }
}
