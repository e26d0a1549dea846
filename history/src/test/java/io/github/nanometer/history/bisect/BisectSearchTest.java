package io.github.nanometer.history.bisect;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.OptionalInt;
import java.util.Set;
import org.junit.jupiter.api.Test;

class BisectSearchTest {
  private final List<Commit> commits = new SimulatedBuilds(10, 1, 0.1, 0, Set.of(), 1).commits;

  private BisectSearch search(Map<Integer, ProbeVerdict> byIndex) {
    Map<String, ProbeVerdict> verdicts = new HashMap<>();
    byIndex.forEach((i, v) -> verdicts.put(commits.get(i).sha(), v));
    return new BisectSearch(commits, verdicts);
  }

  @Test
  void theFirstProbeIsTheMiddleAndEachVerdictHalvesTheRange() {
    assertEquals(OptionalInt.of(5), search(Map.of()).next());
    assertEquals(OptionalInt.of(2), search(Map.of(5, ProbeVerdict.LIKE_BAD)).next(), "middle of 0..5, lower on a tie");
    assertEquals(OptionalInt.of(7), search(Map.of(5, ProbeVerdict.LIKE_GOOD)).next(), "middle of 5..10, lower on a tie");
    BisectSearch done = search(Map.of(5, ProbeVerdict.LIKE_GOOD, 7, ProbeVerdict.LIKE_BAD, 6, ProbeVerdict.LIKE_GOOD));
    assertEquals(OptionalInt.empty(), done.next());
    assertEquals(List.of(7), done.candidates());
    assertEquals(6, done.lastGood());
    assertEquals(7, done.firstBad());
  }

  @Test
  void aSkippedCommitIsRoutedAroundAndStaysACandidate() {
    BisectSearch s = search(Map.of(5, ProbeVerdict.UNBUILDABLE));
    assertEquals(OptionalInt.of(4), s.next(), "nearest unprobed to the middle, lower on a tie");
    BisectSearch narrowed = search(Map.of(5, ProbeVerdict.UNBUILDABLE, 4, ProbeVerdict.LIKE_GOOD,
        6, ProbeVerdict.LIKE_BAD));
    assertEquals(OptionalInt.empty(), narrowed.next());
    assertEquals(List.of(5, 6), narrowed.candidates(), "the skipped commit may be the first bad one");
  }

  @Test
  void withNoVerdictEveryCommitAfterTheGoodOneIsACandidateAndTheBadOneIsLast() {
    BisectSearch s = search(Map.of());
    assertEquals(0, s.lastGood());
    assertEquals(10, s.firstBad());
    assertEquals(List.of(1, 2, 3, 4, 5, 6, 7, 8, 9, 10), s.candidates());
  }

  @Test
  void aRangeOfOneStepNeedsNoProbeAndTooShortARangeIsRefused() {
    BisectSearch adjacent = new BisectSearch(commits.subList(0, 2), Map.of());
    assertEquals(OptionalInt.empty(), adjacent.next());
    assertEquals(List.of(1), adjacent.candidates());
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
        () -> new BisectSearch(commits.subList(0, 1), Map.of()));
    assertEquals("a bisection needs the good and the bad commit, got 1 commits", e.getMessage());
  }
}
