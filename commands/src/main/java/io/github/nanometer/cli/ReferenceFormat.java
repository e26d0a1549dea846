package io.github.nanometer.cli;

import io.github.nanometer.OptionSpec;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The output formats of {@code nanometer reference}. Each writes a run whose benchmarks were
 * measured in several fresh JVMs (forks, the default) in its own way: the text table has a row per
 * fork and then, per benchmark, the answer over its forks; the nanometer JSON keeps every fork's
 * result (judge decides over them); JMH's JSON writes one object per benchmark over its forks (as
 * JMH writes {@code -f N}); the CI formats, which hold one entry per benchmark name, write the
 * answer over the forks there.
 */
enum ReferenceFormat {
  /** The text table (and, with forks, the per-benchmark answer over them). */
  TEXT("text"),
  /** The nanometer results document; {@code judge} reads it, over forks. */
  JSON("json"),
  /** JMH's {@code -rf json} structure; forks become one object with a raw row per fork. */
  JMH("jmh"),
  /** github-action-benchmark's customSmallerIsBetter; forks: the answer over them. */
  GH_ACTION("gh-action"),
  /** Bencher Metric Format; forks: the answer over them. */
  BMF("bmf");

  /** The {@code --format} option: these words, {@code text} the default. */
  static final OptionSpec<ReferenceFormat> OPTION = option();

  private final String word;

  ReferenceFormat(String word) {
    this.word = word;
  }

  /** The word {@code --format} takes for this format. */
  String word() {
    return word;
  }

  private static OptionSpec<ReferenceFormat> option() {
    Map<String, ReferenceFormat> words = new LinkedHashMap<>();
    for (ReferenceFormat f : values()) {
      words.put(f.word, f);
    }
    return OptionSpec.choice("format", "format", TEXT, words, "output format");
  }
}
