package io.github.nanometer.resultjson;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.nanometer.Allocation;
import io.github.nanometer.BlackholeKind;
import io.github.nanometer.ClockSummary;
import io.github.nanometer.CounterEvent;
import io.github.nanometer.CounterSample;
import io.github.nanometer.Environment;
import io.github.nanometer.Estimates;
import io.github.nanometer.Estimator;
import io.github.nanometer.GcActivity;
import io.github.nanometer.MeasurementPlan;
import io.github.nanometer.Mode;
import io.github.nanometer.Options;
import io.github.nanometer.Result;
import io.github.nanometer.StopReason;
import io.github.nanometer.TuningSource;
import io.github.nanometer.WarmupSummary;
import io.github.nanometer.json.JsonReader;
import io.github.nanometer.json.JsonValue;
import io.github.nanometer.json.JsonWriter;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Random;
import org.junit.jupiter.api.Test;

class CountersJsonTest {

  private static final List<CounterEvent> EVENTS = List.of(CounterEvent.TASK_CLOCK, CounterEvent.CONTEXT_SWITCHES,
      CounterEvent.CPU_MIGRATIONS, CounterEvent.PAGE_FAULTS);
  /** The per-read counts a run subtracted, a half count included (medians of pairs can be). */
  private static final double[] OVERHEAD = {2514.5, 0, 0, 0};

  /** A sample counted the whole time, as {@code counters.CounterSample} computes it. */
  private static CounterSample whole(long taskClock, long switches, long migrations, long faults) {
    long[] raw = {taskClock, switches, migrations, faults};
    double[] scaled = new double[raw.length];
    for (int e = 0; e < raw.length; e++) {
      scaled[e] = Math.max(0, raw[e] - OVERHEAD[e]);
    }
    return new CounterSample(EVENTS, raw, scaled, new double[] {1, 1, 1, 1});
  }

  private static Result resultWith(List<CounterSample> samples) {
    int n = samples.size();
    int[] evaluations = new int[n];
    double[] elapsed = new double[n];
    for (int i = 0; i < n; i++) {
      evaluations[i] = 8;
      elapsed[i] = 800 + i;
    }
    Options options = Options.builder().seed(3).build();
    Environment env = new Environment("17.0.9", "OpenJDK 64-Bit Server VM", "17.0.9+9", "Linux", "6.1.0", "amd64",
        2, 1L << 32, BlackholeKind.COMPILER, "not pinned", new ClockSummary("nanotime", 20, 1, 25, 8, 12.5), 1,
        Optional.empty(), Optional.empty(), java.util.OptionalLong.empty(), "", java.util.List.of());
    return new Result("x", Mode.LATENCY, Estimator.MEDIAN, options, env,
        new WarmupSummary(1, 1, Duration.ofNanos(1_000), Optional.empty(), true, "test", 100, List.of()),
        8, TuningSource.TUNED, evaluations, elapsed, new Estimates(100, 100, 100, 100), Optional.empty(),
        Optional.empty(), StopReason.MAX_SAMPLES, false, true, List.of(), samples, Allocation.unavailable("test"),
        Map.of(), MeasurementPlan.implied(options, Estimator.MEDIAN, "nanotime"), GcActivity.UNKNOWN);
  }

  private static String written(Result r) {
    StringBuilder out = new StringBuilder();
    JsonWriter w = new JsonWriter(out, true);
    w.beginObject();
    CountersJson.write(w, r);
    w.endObject();
    w.finish();
    return out.toString();
  }

  private static JsonValue counters(String document) {
    return JsonValue.root(JsonReader.parseObject(document)).get("counters");
  }

  private static void assertSameSamples(List<CounterSample> expected, List<CounterSample> read) {
    assertEquals(expected.size(), read.size());
    for (int i = 0; i < expected.size(); i++) {
      assertEquals(expected.get(i).events(), read.get(i).events(), "sample " + i);
      assertArrayEquals(expected.get(i).raw(), read.get(i).raw(), "raw of sample " + i);
      assertArrayEquals(expected.get(i).scaled(), read.get(i).scaled(), "perSample of sample " + i);
      assertArrayEquals(expected.get(i).runningFraction(), read.get(i).runningFraction(), "fraction of sample " + i);
    }
  }

  @Test
  void samplesCountedTheWholeTimeAreWrittenAsRawRowsAndTheRestInFull() {
    List<CounterSample> samples = List.of(
        whole(84_100, 0, 0, 0),
        whole(2_000, 0, 0, 3), // below the overhead: clamped to 0, still the rule
        whole(24_748, 1, 0, 0), // disturbed by a context switch
        new CounterSample(EVENTS, new long[] {9_000, 0, 0, 0}, new double[] {18_000 - 2514.5, 0, 0, 0},
            new double[] {0.5, 1, 1, 1}), // multiplexed
        new CounterSample(EVENTS, new long[] {0, 0, 0, 0}, new double[] {Double.NaN, Double.NaN, Double.NaN,
            Double.NaN}, new double[] {Double.NaN, Double.NaN, Double.NaN, Double.NaN}), // the read failed
        whole(23_625, 0, 1, 0)); // migrated
    String text = written(resultWith(samples));
    JsonValue c = counters(text);
    assertArrayEquals(OVERHEAD, c.get("readOverhead").numbers());
    assertArrayEquals(new int[] {2, 5}, c.get("disturbedAt").ints());
    List<JsonValue> explicit = c.get("explicitSamples").elements();
    assertEquals(List.of(3L, 4L), explicit.stream().map(e -> e.get("sample").longValue()).toList());
    assertTrue(!text.contains("\"perSample\": [[") && !c.has("runningFraction"), "no full tables: " + text);
    assertSameSamples(samples, CountersJson.read(c));
  }

  @Test
  void aLongRunReadsBackValueForValueAndAtAFractionOfTheTablesSize() {
    Random random = new Random(11);
    List<CounterSample> samples = new ArrayList<>();
    for (int i = 0; i < 5_000; i++) {
      samples.add(whole(20_000 + random.nextInt(5_000), random.nextInt(50) == 0 ? 1 : 0, 0, random.nextInt(3)));
    }
    String compact = written(resultWith(samples));
    List<CounterSample> read = CountersJson.read(counters(compact));
    assertSameSamples(samples, read);
    // the version 2 form of the same samples: perSample, raw and runningFraction in full
    String tables = compact.replaceFirst("\"readOverhead\"[^\\]]*\\],", "")
        .replaceFirst("\"disturbedAt\"[^\\]]*\\],", "")
        .replaceFirst("\"explicitSamples\": \\[\\]", "\"perSample\": " + rows(read, true) + ", \"runningFraction\": "
            + rows(read, false));
    assertSameSamples(samples, CountersJson.read(counters(tables)));
    assertTrue(compact.length() * 2 < tables.length(), compact.length() + " against " + tables.length());
  }

  private static String rows(List<CounterSample> samples, boolean scaled) {
    StringBuilder sb = new StringBuilder("[");
    for (int i = 0; i < samples.size(); i++) {
      double[] row = scaled ? samples.get(i).scaled() : samples.get(i).runningFraction();
      sb.append(i > 0 ? "," : "").append('[');
      for (int e = 0; e < row.length; e++) {
        sb.append(e > 0 ? "," : "").append(JsonWriter.formatDouble(row[e]));
      }
      sb.append(']');
    }
    return sb.append(']').toString();
  }

  @Test
  void malformedMembersAreRefusedWithTheirPath() {
    String text = written(resultWith(List.of(whole(84_100, 0, 0, 0), whole(24_748, 0, 0, 0))));
    assertEquals("counters.readOverhead: must have one count per event (4), got 3", refused(
        text.replace("\"readOverhead\": [2514.5,0,0,0]", "\"readOverhead\": [2514.5,0,0]")));
    assertEquals("counters.raw[1][2]: must be a whole number", refused(
        text.replace("[24748,0,0,0]", "[24748,0,0.5,0]")));
    assertEquals("counters.raw[1]: must be an array of whole numbers", refused(
        text.replace("[24748,0,0,0]", "24748")));
    assertEquals("counters.raw: row 1 must have one count per event (4), got 3", refused(
        text.replace("[24748,0,0,0]", "[24748,0,0]")));
    String listed = text.replace("\"explicitSamples\": []",
        "\"explicitSamples\": [{\"sample\": 2, \"perSample\": [1,0,0,0], \"runningFraction\": [1,1,1,1]}]");
    assertEquals("counters.explicitSamples[0].sample: must be a sample index from 0 to 1, got 2", refused(listed));
    String twice = text.replace("\"explicitSamples\": []", "\"explicitSamples\": ["
        + "{\"sample\": 1, \"perSample\": [1,0,0,0], \"runningFraction\": [1,1,1,1]},"
        + "{\"sample\": 1, \"perSample\": [2,0,0,0], \"runningFraction\": [1,1,1,1]}]");
    assertEquals("counters.explicitSamples[1].sample: lists sample 1 a second time", refused(twice));
  }

  private static String refused(String text) {
    return assertThrows(IllegalArgumentException.class, () -> CountersJson.read(counters(text))).getMessage();
  }
}
