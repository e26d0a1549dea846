package io.github.nanometer.history.bisect;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.OptionalInt;

/**
 * The binary search over a first-parent range, pure: commit 0 is the last good one, the last commit
 * the first bad one, and the verdicts so far narrow the range between the highest like-good commit
 * and the lowest like-bad one above it. The next probe is the unprobed commit nearest the middle of
 * that range (the lower one on a tie); skipped commits (unbuildable or undecided) are routed around
 * and, when the range narrows onto them, stay among the candidates, as {@code git bisect skip} leaves them.
 */
public final class BisectSearch {
  private final boolean[] probed;
  private final int good;
  private final int bad;

  /**
   * @param commits the range, the last good commit first and the first bad one last, at least 2
   * @param verdicts what the probes so far decided, by sha (commits outside the range are ignored)
   */
  public BisectSearch(List<Commit> commits, Map<String, ProbeVerdict> verdicts) {
    if (commits.size() < 2) {
      throw new IllegalArgumentException("a bisection needs the good and the bad commit, got " + commits.size()
          + " commits");
    }
    int last = commits.size() - 1;
    probed = new boolean[commits.size()];
    probed[0] = true;
    probed[last] = true;
    int lowestBad = last;
    for (int i = 1; i < last; i++) {
      ProbeVerdict v = verdicts.get(commits.get(i).sha());
      probed[i] = v != null;
      if (v == ProbeVerdict.LIKE_BAD && i < lowestBad) {
        lowestBad = i;
      }
    }
    int highestGood = 0;
    for (int i = 1; i < lowestBad; i++) {
      if (verdicts.get(commits.get(i).sha()) == ProbeVerdict.LIKE_GOOD) {
        highestGood = i;
      }
    }
    good = highestGood;
    bad = lowestBad;
  }

  /** The index of the highest commit found like good (0 before any such verdict). */
  public int lastGood() {
    return good;
  }

  /** The index of the lowest commit found like bad (the last index before any such verdict). */
  public int firstBad() {
    return bad;
  }

  /** The next commit to probe, by index; empty when every commit between the bounds has been probed. */
  public OptionalInt next() {
    double middle = (good + bad) / 2.0;
    int best = -1;
    for (int i = good + 1; i < bad; i++) {
      if (!probed[i] && (best < 0 || Math.abs(i - middle) < Math.abs(best - middle))) {
        best = i;
      }
    }
    return best < 0 ? OptionalInt.empty() : OptionalInt.of(best);
  }

  /**
   * The commits that may be the first bad one, by index, in order: the lowest like-bad commit and
   * every commit between the bounds that is not yet decided (skipped or unprobed). One index when
   * the search is conclusive.
   */
  public List<Integer> candidates() {
    List<Integer> out = new ArrayList<>();
    for (int i = good + 1; i <= bad; i++) {
      out.add(i);
    }
    return out;
  }
}
