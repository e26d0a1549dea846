package io.github.nanometer.results;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.nanometer.Result;
import io.github.nanometer.TestResults;
import io.github.nanometer.engine.ForkedEstimate;
import io.github.nanometer.report.CiFormatParsers;
import io.github.nanometer.report.GoldenText;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The CI formats of {@code reference}: one entry per benchmark, a benchmark of several forks as the
 * engine's answer over them (the mean of the forks' steady states with the t interval over forks),
 * a benchmark of one JVM as its result.
 */
class ResultCiWriterTest {

  @Test
  void aBenchmarkOfSeveralForksIsOneEntryWithTheAnswerOverThem() {
    List<Result> forks = List.of(TestResults.fork(10, 0.01, 1), TestResults.fork(18, 0.01, 2),
        TestResults.fork(10, 0.01, 3));
    ForkedEstimate e = ForkedEstimate.ofResults(forks, 0.95);
    Result single = TestResults.fork(20, 0.01, 4);
    List<List<Result>> benchmarks = List.of(forks, List.of(single));

    // a valid document under a locale with a decimal comma (the parser checks every member)
    CiFormatParsers.ghActionParse(GoldenText.written(Locale.GERMANY,
        out -> ResultCiWriter.ghAction(benchmarks, 0.95, out)));
    List<?> rows = (List<?>) io.github.nanometer.json.JsonReader.parse(GoldenText.written(Locale.ROOT,
        out -> ResultCiWriter.ghAction(benchmarks, 0.95, out)));
    assertEquals(2, rows.size());
    Map<?, ?> over = (Map<?, ?>) rows.get(0);
    assertEquals("r (throughput median)", over.get("name"));
    assertEquals(e.estimateNanos(), ((Number) over.get("value")).doubleValue(), 1e-9 * e.estimateNanos(),
        "the mean over forks of their steady states, not the first fork's estimate");
    assertTrue(((String) over.get("extra")).startsWith("interval over 3 fresh JVMs: Student t"), over.toString());
    assertEquals(single.estimateNanos(), ((Number) ((Map<?, ?>) rows.get(1)).get("value")).doubleValue(), 1e-9);

    Map<String, Object> bmf = CiFormatParsers.bmfParse(GoldenText.written(Locale.ROOT,
        out -> ResultCiWriter.bmf(List.of(forks), 0.95, out))).get("r (throughput median)").get("latency");
    assertEquals(e.interval().low(), ((Number) bmf.get("lower_value")).doubleValue(), 1e-9 * e.estimateNanos());
    assertEquals(e.interval().high(), ((Number) bmf.get("upper_value")).doubleValue(), 1e-9 * e.estimateNanos());
  }
}
