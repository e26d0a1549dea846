package io.github.nanometer.history.bisect;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The bisection loop over simulated builds: a step at a known commit with noise, skips, limits, resume. */
class BisectionTest {
  private final AtomicLong clock = new AtomicLong();

  private Bisection bisection(SimulatedBuilds builds, BisectSettings settings, List<Integer> probed) {
    return new Bisection(builds.commits, settings, builds, () -> clock.addAndGet(1_000_000),
        (n, commit, outcome, runs) -> probed.add(builds.index(commit.sha())));
  }

  private static BisectState fresh(SimulatedBuilds builds, BisectSettings s) {
    return new BisectState(builds.commits.get(0).sha(), builds.commits.get(builds.commits.size() - 1).sha(),
        s.stepFraction(), s.seed(), "build", "run", List.of());
  }

  @Test
  void aStepOfThreeNoiseScalesIsFoundWithinFourProbesAndEveryBuildIsDiscarded() throws Exception {
    SimulatedBuilds builds = new SimulatedBuilds(10, 7, 0.03, 0.01, Set.of(), 42);
    BisectSettings settings = BisectSettings.of(0.03, 7);
    List<Integer> probed = new ArrayList<>();
    List<BisectState> saved = new ArrayList<>();
    BisectResult r = bisection(builds, settings, probed).run(fresh(builds, settings), saved::add);
    assertEquals(builds.commits.get(7), r.firstBad().orElseThrow());
    assertEquals(0, r.exitCode());
    assertEquals(List.of(5, 7, 6), probed, "5 like good, 7 like bad, 6 like good");
    assertEquals(3, saved.size(), "the state is saved after every probe");
    assertEquals(List.of(ProbeVerdict.LIKE_GOOD, ProbeVerdict.LIKE_BAD, ProbeVerdict.LIKE_GOOD),
        saved.get(2).probes().stream().map(ProbeOutcome::verdict).toList());
    assertEquals(1, builds.built.get(builds.commits.get(0).sha()), "the last good commit is built once");
    assertEquals(4, builds.discarded.size(), "three probes and the good build discarded");
    for (ProbeOutcome p : r.probes()) {
      assertTrue(p.pairs() >= settings.minPairs() && p.pairs() < settings.maxPairs(), p.toString());
      int i = builds.index(p.sha());
      assertEquals(settings.warmupPairs() + p.pairs(), builds.runs.get(p.sha()), "one probe run per pair");
      double truth = i >= 7 ? 0.03 : 0;
      assertTrue(p.changeLowFraction() < truth && truth < p.changeHighFraction(), "interval covers " + truth + ": " + p);
      assertTrue(p.measuringNanos() > 0 && p.buildNanos() > 0, p.toString());
    }
  }

  @Test
  void aSpeedupIsBisectedWithANegativeStep() throws Exception {
    SimulatedBuilds builds = new SimulatedBuilds(10, 3, -0.05, 0.01, Set.of(), 5);
    BisectSettings settings = BisectSettings.of(-0.05, 11);
    BisectResult r = bisection(builds, settings, new ArrayList<>()).run(fresh(builds, settings), s -> {});
    assertEquals(builds.commits.get(3), r.firstBad().orElseThrow());
  }

  @Test
  void anUnbuildableCommitNextToTheCulpritIsSkippedAndLeftAmongTheCandidates() throws Exception {
    SimulatedBuilds builds = new SimulatedBuilds(10, 7, 0.03, 0.01, Set.of(6), 3);
    BisectSettings settings = BisectSettings.of(0.03, 1);
    List<Integer> probed = new ArrayList<>();
    BisectResult r = bisection(builds, settings, probed).run(fresh(builds, settings), s -> {});
    assertEquals(List.of(5, 7, 6), probed);
    assertEquals(List.of(6, 7), r.candidates());
    assertEquals(3, r.exitCode());
    ProbeOutcome skipped = r.probes().get(2);
    assertEquals(ProbeVerdict.UNBUILDABLE, skipped.verdict());
    assertEquals("the build command exited with status 1: simulated failure of commit 6", skipped.note());
  }

  @Test
  void aGoodCommitThatDoesNotBuildEndsTheBisection() {
    SimulatedBuilds builds = new SimulatedBuilds(10, 7, 0.03, 0.01, Set.of(0), 3);
    BisectSettings settings = BisectSettings.of(0.03, 1);
    BisectException e = assertThrows(BisectException.class,
        () -> bisection(builds, settings, new ArrayList<>()).run(fresh(builds, settings), s -> {}));
    assertEquals("the last good commit " + builds.commits.get(0).sha()
        + " does not build: the build command exited with status 1: simulated failure of commit 0", e.getMessage());
  }

  @Test
  void theProbeLimitStopsTheSearchAndSaysSo() throws Exception {
    SimulatedBuilds builds = new SimulatedBuilds(10, 7, 0.03, 0.01, Set.of(), 3);
    BisectSettings settings = new BisectSettings(0.03, 0.95, 10, 200, 1, 2, 1);
    BisectResult r = bisection(builds, settings, new ArrayList<>()).run(fresh(builds, settings), s -> {});
    assertEquals(2, r.probes().size());
    assertTrue(r.stoppedAtMaxProbes());
    assertEquals(List.of(6, 7), r.candidates(), "5 like good, 7 like bad");
    assertEquals(3, r.exitCode());
  }

  @Test
  void anInterruptedBisectionResumesFromItsStateFileWithoutProbingACommitTwice(@TempDir Path dir) throws Exception {
    SimulatedBuilds builds = new SimulatedBuilds(20, 13, 0.03, 0.01, Set.of(), 9);
    BisectSettings settings = BisectSettings.of(0.03, 5);
    BisectStateFile file = new BisectStateFile(dir.resolve("bisect.json"));
    List<Integer> probed = new ArrayList<>();
    BisectException stop = assertThrows(BisectException.class,
        () -> bisection(builds, settings, probed).run(fresh(builds, settings), state -> {
          file.write(state);
          if (state.probes().size() == 2) {
            throw new BisectException("killed"); // as a SIGINT after the second probe's state was written
          }
        }));
    assertEquals("killed", stop.getMessage());
    BisectState saved = file.read().orElseThrow();
    assertEquals(2, saved.probes().size());
    assertEquals("", saved.differenceFrom(fresh(builds, settings)));

    BisectResult r = bisection(builds, settings, probed).run(saved, file::write);
    assertEquals(builds.commits.get(13), r.firstBad().orElseThrow());
    assertEquals(probed.size(), Set.copyOf(probed).size(), "no commit probed twice: " + probed);
    assertEquals(r.probes().size(), file.read().orElseThrow().probes().size());
    assertEquals(2, builds.built.get(builds.commits.get(0).sha()), "the good commit is built again on resume, once");
    builds.built.forEach((sha, n) -> assertTrue(builds.index(sha) == 0 || n == 1, sha + " built " + n + " times"));
  }

  @Test
  void aFinishedStateResumesToItsAnswerWithoutBuildingAnything() throws Exception {
    SimulatedBuilds builds = new SimulatedBuilds(4, 2, 0.03, 0.01, Set.of(), 9);
    BisectSettings settings = BisectSettings.of(0.03, 5);
    BisectResult first = bisection(builds, settings, new ArrayList<>()).run(fresh(builds, settings), s -> {});
    BisectState done = fresh(builds, settings);
    for (ProbeOutcome p : first.probes()) {
      done = done.with(p);
    }
    builds.built.clear();
    BisectResult again = bisection(builds, settings, new ArrayList<>()).run(done, s -> {});
    assertEquals(first.firstBad(), again.firstBad());
    assertTrue(builds.built.isEmpty(), "built " + builds.built);
    assertFalse(again.stoppedAtMaxProbes());
  }
}
