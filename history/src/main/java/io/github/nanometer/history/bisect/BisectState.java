package io.github.nanometer.history.bisect;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * What an interrupted bisection needs to resume: the question (the two commits, the step, the two
 * commands, the seed) and every probe so far, in the order taken. Immutable.
 *
 * @param goodSha the last good commit
 * @param badSha the first bad commit
 * @param stepFraction the step bisected ({@link BisectSettings#stepFraction()})
 * @param seed the seed of the coin flips
 * @param buildCommand the shell command that builds a worktree
 * @param runCommand the shell command that runs the benchmark and prints its value last
 * @param probes every probe so far, in order
 */
public record BisectState(String goodSha, String badSha, double stepFraction, long seed, String buildCommand,
    String runCommand, List<ProbeOutcome> probes) {

  /** Copies the probes. */
  public BisectState {
    probes = List.copyOf(probes);
  }

  /** This state with one more probe. */
  public BisectState with(ProbeOutcome probe) {
    List<ProbeOutcome> more = new ArrayList<>(probes);
    more.add(probe);
    return new BisectState(goodSha, badSha, stepFraction, seed, buildCommand, runCommand, more);
  }

  /** The verdicts by sha (a later probe of the same commit wins). */
  public Map<String, ProbeVerdict> verdicts() {
    Map<String, ProbeVerdict> out = new LinkedHashMap<>();
    probes.forEach(p -> out.put(p.sha(), p.verdict()));
    return out;
  }

  /**
   * Why this state belongs to another bisection than {@code other}, naming the first part that
   * differs (its probes are not compared); empty when it is the same question.
   */
  public String differenceFrom(BisectState other) {
    if (!goodSha.equals(other.goodSha)) {
      return "its good commit is " + goodSha + ", not " + other.goodSha;
    }
    if (!badSha.equals(other.badSha)) {
      return "its bad commit is " + badSha + ", not " + other.badSha;
    }
    if (Double.compare(stepFraction, other.stepFraction) != 0) {
      return "its step is " + stepFraction + ", not " + other.stepFraction;
    }
    if (!buildCommand.equals(other.buildCommand)) {
      return "its build command is '" + buildCommand + "', not '" + other.buildCommand + "'";
    }
    if (!runCommand.equals(other.runCommand)) {
      return "its run command is '" + runCommand + "', not '" + other.runCommand + "'";
    }
    return "";
  }
}
