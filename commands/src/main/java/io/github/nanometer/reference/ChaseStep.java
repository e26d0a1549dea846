package io.github.nanometer.reference;

/**
 * The pointer chase's step function, i = next[i], {@code steps} times from {@code start mod
 * next.length} (a power of two). Also the template that {@link StepClones} copies into a class per
 * benchmark, so it must not name itself anywhere but in its own class entry (see {@link
 * io.github.nanometer.classes.ClassFileRename}).
 */
class ChaseStep extends ReferenceWorkloads.Chain {
  private final int[] next;

  ChaseStep(int steps, int[] next) {
    super(steps);
    this.next = next;
  }

  @Override
  public long applyAsLong(long start) {
    int[] n = next;
    int i = (int) (start & (n.length - 1));
    for (int s = 0; s < steps; s++) {
      i = n[i];
    }
    return i;
  }

  @Override
  public long run(long start) {
    return applyAsLong(start);
  }
}
