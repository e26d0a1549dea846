package io.github.nanometer.engine;

import io.github.nanometer.Result;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Predicate;

/**
 * The steady states of one run's forks, each found once ({@link ForkSteadyState#of(Result)}) however
 * often the fork driver's stopping rule and the final answer ask for it. Not thread-safe: one run's
 * driver uses it from one thread.
 */
public final class ForkSteadyStates {
  private final Map<Result, ForkSteadyState> found = new IdentityHashMap<>();

  /** The steady state of each of {@code forks}, in their order. */
  public List<ForkSteadyState> of(List<Result> forks) {
    return forks.stream().map(r -> found.computeIfAbsent(r, ForkSteadyState::of)).toList();
  }

  /** {@link ForkRounds}' stopping test: {@link ForkedEstimate#enough} over the forks' steady states. */
  public Predicate<List<Result>> enough(int minForks, double confidence) {
    return done -> ForkedEstimate.enough(of(done), minForks, confidence);
  }
}
