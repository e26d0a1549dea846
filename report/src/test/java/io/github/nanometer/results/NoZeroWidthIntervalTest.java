package io.github.nanometer.results;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.nanometer.Benchmark;
import io.github.nanometer.Estimator;
import io.github.nanometer.Nanometer;
import io.github.nanometer.Options;
import io.github.nanometer.Result;
import io.github.nanometer.TestNanometers;
import io.github.nanometer.clock.NanoTimeClock;
import io.github.nanometer.json.JsonReader;
import io.github.nanometer.judge.Judge;
import io.github.nanometer.judge.JudgeCiWriter;
import io.github.nanometer.judge.JudgeResult;
import io.github.nanometer.judge.JudgeWriter;
import io.github.nanometer.measure.TuningCache;
import io.github.nanometer.report.SavedResultReader;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.function.Consumer;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * No writer claims a confidence for an interval of zero width (issue 20: judge printed {@code
 * [1.322, 1.322]}). Measures bodies whose samples the clock quantizes (an empty body, a constant)
 * and a real one, under the median and the minimum, and scans every writer's output of them: the
 * JMH export ({@code scoreConfidence} with a stated level), the judge document, text, CSV and
 * Markdown, github-action-benchmark's {@code range} and Bencher's bounds.
 */
class NoZeroWidthIntervalTest {

  @TempDir
  static Path cacheDir;

  static List<Result> results;

  @BeforeAll
  static void run() {
    Options o = Options.builder().budget(Duration.ofMillis(10)).maxWarmup(Duration.ofMillis(20)).seed(5).build();
    Nanometer nm = TestNanometers.create(o, NanoTimeClock.INSTANCE, TuningCache.at(cacheDir));
    Options minimum = o.toBuilder().estimator(Estimator.MINIMUM).build();
    results = List.of(
        nm.run(Benchmark.of("empty", () -> null)),
        nm.run(Benchmark.ofLong("constant", () -> 42L), minimum),
        nm.run(Benchmark.ofLong("lcg", SplittableRandom::nextLong, x -> x * 31 + 7)),
        nm.run(Benchmark.ofLong("lcg min", SplittableRandom::nextLong, x -> x * 31 + 7), minimum));
  }

  private static String written(Consumer<PrintStream> writer) {
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    writer.accept(new PrintStream(bytes, true, StandardCharsets.UTF_8));
    return bytes.toString(StandardCharsets.UTF_8);
  }

  /** Every object with {@code low}, {@code high} and a non-null {@code confidence} (or a level beside it) of zero width. */
  private static void scan(Object v, String path, List<String> found) {
    if (v instanceof Map<?, ?> m) {
      if (m.get("low") instanceof Number lo && m.get("high") instanceof Number hi && m.get("confidence") != null
          && lo.doubleValue() == hi.doubleValue()) {
        found.add(path + ": [" + lo + ", " + hi + "] at " + m.get("confidence"));
      }
      if (m.get("lower_value") instanceof Number lo && m.get("upper_value") instanceof Number hi
          && lo.doubleValue() == hi.doubleValue()) {
        found.add(path + ": BMF bounds " + lo);
      }
      if (m.get("range") instanceof String r && r.matches("\u00b1 0(\\.0*)?")) {
        found.add(path + ": gh-action range " + r);
      }
      if (m.get("primaryMetric") instanceof Map<?, ?> p && m.get(JmhJsonWriter.INTERVAL_KEY) instanceof Map<?, ?> level
          && level.get("confidence") != null && p.get("scoreConfidence") instanceof List<?> ci
          && ci.get(0).equals(ci.get(1))) {
        found.add(path + ": JMH scoreConfidence " + ci + " at " + level.get("confidence"));
      }
      m.forEach((k, x) -> scan(x, path + "." + k, found));
    } else if (v instanceof List<?> l) {
      for (int i = 0; i < l.size(); i++) {
        scan(l.get(i), path + "[" + i + "]", found);
      }
    }
  }

  @Test
  void noWriterClaimsAConfidenceForAZeroWidthInterval() {
    String jmh = written(out -> JmhJsonWriter.write(results, out));
    SavedResultReader.SavedFile file = SavedResultReader.parse(jmh);
    JudgeResult judged = Judge.judge(file.benchmarks(), file.benchmarks(), 0.02, 0.95);
    JudgeWriter.Sources sources = new JudgeWriter.Sources("a.json", file, "a.json", file);
    List<String> found = new ArrayList<>();
    scan(JsonReader.parse(jmh), "jmh", found);
    scan(JsonReader.parse(written(out -> JudgeWriter.json(judged, sources, out))), "judge", found);
    scan(JsonReader.parse(written(out -> JudgeCiWriter.ghAction(judged, out))), "gh-action", found);
    scan(JsonReader.parse(written(out -> JudgeCiWriter.bmf(judged, out))), "bmf", found);
    for (String text : List.of(written(out -> JudgeWriter.text(judged, sources, out)),
        written(out -> JudgeWriter.csv(judged, out)), written(out -> JudgeCiWriter.markdown(judged, out)))) {
      java.util.regex.Matcher m = java.util.regex.Pattern.compile("\\[([-+0-9.%]+), \\1\\]").matcher(text);
      while (m.find()) {
        found.add("text: " + m.group());
      }
      for (String line : text.split("\n")) {
        String[] cells = line.split(",");
        if (cells.length > 9 && !cells[7].isEmpty() && cells[7].equals(cells[8])) {
          found.add("csv: " + line);
        }
      }
    }
    assertEquals(List.of(), found);
  }
}
