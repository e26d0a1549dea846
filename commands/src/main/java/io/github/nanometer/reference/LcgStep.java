package io.github.nanometer.reference;

/**
 * The LCG chain's step function, x = x * 6364136223846793005 + 1442695040888963407, {@code steps}
 * times. Also the template that {@link StepClones} copies into a class per benchmark, so it must
 * not name itself anywhere but in its own class entry (see {@link io.github.nanometer.classes.ClassFileRename}).
 */
class LcgStep extends ReferenceWorkloads.Chain {
  LcgStep(int steps) {
    super(steps);
  }

  @Override
  public long applyAsLong(long x) {
    for (int i = 0; i < steps; i++) {
      x = x * ReferenceWorkloads.LCG_MULTIPLIER + ReferenceWorkloads.LCG_INCREMENT;
    }
    return x;
  }

  @Override
  public long run(long x) {
    return applyAsLong(x);
  }
}
