package io.github.nanometer.history.record;

import io.github.nanometer.history.store.RawSamples;
import io.github.nanometer.history.store.ResultRecord;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.OptionalDouble;

/**
 * The history keeps one result per benchmark and measure in a run; a document may state several
 * (the forks of {@code reference --forks N} or {@code nanometer jmh --forks N}, the suite's trials).
 * This groups them, in the order each benchmark first appears, and combines each group.
 */
final class ResultGroups {
  private ResultGroups() {}

  /** The answers grouped by benchmark identity and measure, in first-appearance order. */
  static Map<String, List<Measured>> byBenchmark(List<Measured> answers) {
    Map<String, List<Measured>> groups = new LinkedHashMap<>();
    for (Measured m : answers) {
      groups.computeIfAbsent(m.benchmark().id() + " " + m.measure(), k -> new ArrayList<>()).add(m);
    }
    return groups;
  }

  /**
   * The raw samples of each group of {@link #byBenchmark} that has them, by the group's index: its
   * answers' samples, part after part, when every answer of it has samples; a group with an answer
   * without them has none (a result's samples are all its forks' or none).
   */
  static Map<Integer, RawSamples> samplesAll(List<Measured> answers) {
    Map<Integer, RawSamples> samples = new LinkedHashMap<>();
    int index = 0;
    for (List<Measured> group : byBenchmark(answers).values()) {
      if (group.stream().allMatch(m -> m.samples().isPresent())) {
        samples.put(index, RawSamples.concat(group.stream().map(m -> m.samples().orElseThrow()).toList()));
      }
      index++;
    }
    return samples;
  }

  /** One result per group of {@link #byBenchmark}, each {@link #combine}d. */
  static List<ResultRecord> combineAll(List<Measured> answers) {
    List<ResultRecord> out = new ArrayList<>();
    for (List<Measured> group : byBenchmark(answers).values()) {
      out.add(combine(group));
    }
    return out;
  }

  /**
   * One answer alone ({@link Measured#alone}); several as {@link Repeats} of their estimates at the
   * first one's level: forks (their count, their spread) when every one had a JVM of its own, else
   * repeats in one JVM (1 fork, no spread). Samples add up.
   */
  static ResultRecord combine(List<Measured> group) {
    Measured first = group.get(0);
    if (group.size() == 1) {
      return first.alone();
    }
    boolean forked = group.stream().allMatch(Measured::ownJvm);
    int n = group.size();
    String repeats = forked ? "fork estimates" : "trial estimates in one JVM";
    Repeats r = Repeats.of(group.stream().mapToDouble(Measured::estimate).toArray(), first.confidence(),
        "mean of " + n + " " + repeats + ", " + first.covers(), repeats);
    long samples = group.stream().mapToLong(Measured::sampleCount).sum();
    return new ResultRecord(first.benchmark(), first.measure(), first.unit(), r.mean(), r.interval(), forked ? n : 1,
        forked ? OptionalDouble.of(r.standardDeviation()) : OptionalDouble.empty(), samples);
  }
}
