package io.github.nanometer.history.bisect;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import java.util.function.ToDoubleFunction;

/**
 * Builds of a simulated range: commit {@code i}'s runs print {@code 1000 ns * (1 + step)} from the
 * culprit on and 1000 ns before it, each times {@code 1 + noise * N(0, 1)} (run-to-run noise as a
 * fraction) or a factor a given function draws; the listed commits fail to build. Counts builds, discards and runs per commit.
 */
final class SimulatedBuilds implements Builds {
  static final double BASE_NANOS = 1000;

  final List<Commit> commits;
  final Map<String, Integer> built = new HashMap<>();
  final List<String> discarded = new ArrayList<>();
  final Map<String, Integer> runs = new HashMap<>();
  private final int culprit;
  private final double stepFraction;
  private final ToDoubleFunction<Random> noiseFactor;
  private final Set<Integer> unbuildable;
  private final Random noise;
  boolean closed;

  SimulatedBuilds(int commitsAfterGood, int culprit, double stepFraction, double noiseFraction,
      Set<Integer> unbuildable, long seed) {
    this(commitsAfterGood, culprit, stepFraction, random -> 1 + noiseFraction * random.nextGaussian(), unbuildable,
        seed);
  }

  /** As above, each run's factor on the level drawn by {@code noise} (e.g. resampled from recorded runs). */
  SimulatedBuilds(int commitsAfterGood, int culprit, double stepFraction, ToDoubleFunction<Random> noise,
      Set<Integer> unbuildable, long seed) {
    List<Commit> c = new ArrayList<>();
    for (int i = 0; i <= commitsAfterGood; i++) {
      c.add(new Commit(String.format("%040x", 0xc0ffee00L + i), "commit " + i));
    }
    this.commits = List.copyOf(c);
    this.culprit = culprit;
    this.stepFraction = stepFraction;
    this.noiseFactor = noise;
    this.unbuildable = unbuildable;
    this.noise = new Random(seed);
  }

  int index(String sha) {
    for (int i = 0; i < commits.size(); i++) {
      if (commits.get(i).sha().equals(sha)) {
        return i;
      }
    }
    throw new AssertionError("not in the range: " + sha);
  }

  @Override
  public Build build(String sha) throws UnbuildableException {
    int i = index(sha);
    built.merge(sha, 1, Integer::sum);
    if (unbuildable.contains(i)) {
      throw new UnbuildableException("the build command exited with status 1: simulated failure of commit " + i);
    }
    double mean = BASE_NANOS * (i >= culprit ? 1 + stepFraction : 1);
    return new Build() {
      @Override
      public String sha() {
        return sha;
      }

      @Override
      public double runOnce() {
        runs.merge(sha, 1, Integer::sum);
        return mean * noiseFactor.applyAsDouble(noise);
      }
    };
  }

  @Override
  public void discard(Build build) {
    discarded.add(build.sha());
  }

  @Override
  public void close() {
    closed = true;
  }
}
