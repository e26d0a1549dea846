package io.github.nanometer.clock;

/** Package-private sink so calibration loops cannot be removed as dead code. */
final class Blackholes {
  static final Blackholes SINK = new Blackholes();
  private volatile long last;

  private Blackholes() {}

  void consume(long v) {
    last = v;
  }
}
