package io.github.nanometer.cli;

import io.github.nanometer.options.OptionSpec;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The output formats of {@code nanometer reference}, each knowing whether one document of it can
 * hold several results of one benchmark (the forks of {@code --forks N}): the nanometer text and
 * JSON can, and JMH's JSON writes them as one object over its forks (as JMH writes {@code -f N});
 * the CI formats have one entry per benchmark name, so forks would overwrite or duplicate each
 * other there.
 */
enum ReferenceFormat {
  /** The text table (and, with forks, the per-benchmark fork summary). */
  TEXT("text", true),
  /** The nanometer results document; {@code judge} reads it, over forks. */
  JSON("json", true),
  /** JMH's {@code -rf json} structure; forks become one object with a raw row per fork. */
  JMH("jmh", true),
  /** github-action-benchmark's customSmallerIsBetter. */
  GH_ACTION("gh-action", false),
  /** Bencher Metric Format. */
  BMF("bmf", false);

  /** The {@code --format} option: these words, {@code text} the default. */
  static final OptionSpec<ReferenceFormat> OPTION = option();

  private final String word;
  private final boolean holdsSeveralResultsPerBenchmark;

  ReferenceFormat(String word, boolean holdsSeveralResultsPerBenchmark) {
    this.word = word;
    this.holdsSeveralResultsPerBenchmark = holdsSeveralResultsPerBenchmark;
  }

  /** The word {@code --format} takes for this format. */
  String word() {
    return word;
  }

  /**
   * Whether one document of this format can hold several results of the same benchmark (its
   * forks), each kept apart.
   */
  boolean holdsSeveralResultsPerBenchmark() {
    return holdsSeveralResultsPerBenchmark;
  }

  /** The words of the formats that hold several results per benchmark, in declaration order. */
  static List<String> wordsHoldingSeveralResults() {
    return Arrays.stream(values()).filter(ReferenceFormat::holdsSeveralResultsPerBenchmark)
        .map(ReferenceFormat::word).toList();
  }

  private static OptionSpec<ReferenceFormat> option() {
    Map<String, ReferenceFormat> words = new LinkedHashMap<>();
    for (ReferenceFormat f : values()) {
      words.put(f.word, f);
    }
    return OptionSpec.choice("format", "format", TEXT, words, "output format");
  }
}
