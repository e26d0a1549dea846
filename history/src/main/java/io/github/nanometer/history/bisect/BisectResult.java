package io.github.nanometer.history.bisect;

import java.util.List;
import java.util.Optional;

/**
 * How a bisection ended.
 *
 * @param commits the first-parent range, the last good commit first and the first bad one last
 * @param probes every probe, resumed ones included, in order
 * @param lastGood the index of the highest commit found like good
 * @param candidates the indices of the commits that may be the first bad one, in order; one when
 *     the search is conclusive
 * @param stoppedAtMaxProbes whether the probe limit stopped the search before it had probed every
 *     commit between the bounds
 */
public record BisectResult(List<Commit> commits, List<ProbeOutcome> probes, int lastGood, List<Integer> candidates,
    boolean stoppedAtMaxProbes) {

  /** Copies the lists. */
  public BisectResult {
    commits = List.copyOf(commits);
    probes = List.copyOf(probes);
    candidates = List.copyOf(candidates);
  }

  /** The first bad commit when the search narrowed the range to one commit. */
  public Optional<Commit> firstBad() {
    return candidates.size() == 1 ? Optional.of(commits.get(candidates.get(0))) : Optional.empty();
  }

  /** The process exit status: 0 when one commit is named, 3 when the range is still wider. */
  public int exitCode() {
    return firstBad().isPresent() ? 0 : 3;
  }
}
