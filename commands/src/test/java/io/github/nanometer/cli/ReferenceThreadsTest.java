package io.github.nanometer.cli;

import static io.github.nanometer.cli.MainTest.assertUsageError;
import static io.github.nanometer.cli.MainTest.run;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.nanometer.json.JsonReader;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import jdk.jfr.consumer.RecordedEvent;
import jdk.jfr.consumer.RecordingFile;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code reference --set threads}: validation, and a tiny real run read back as JSON and JFR. */
class ReferenceThreadsTest {

  @TempDir
  Path dir;

  @Test
  void badValuesAreUsageErrors() {
    assertUsageError(run("reference", "--set", "threads", "--threads", "0"),
        "--threads: '0' in '0' is not a thread count (accepted: 1 to 1024, comma-separated)");
    assertUsageError(run("reference", "--set", "threads", "--threads", "1,x"), "'x' in '1,x' is not a thread count");
    assertUsageError(run("reference", "--set", "threads", "--format", "jmh"), "--format jmh does not apply to --set threads");
    assertUsageError(run("reference", "--set", "threads", "--format", "gh-action"),
        "--format gh-action does not apply to --set threads (use text or json)");
    assertUsageError(run("reference", "--set", "threads", "--format", "bmf"),
        "--format bmf does not apply to --set threads (use text or json)");
    assertUsageError(run("reference", "--set", "threads", "--mode", "latency"), "--mode does not apply to --set threads");
    assertUsageError(run("reference", "--threads", "2"), "--threads applies to --set threads only");
    assertUsageError(run("reference", "--set", "threads", "--sample-length", "10us"), "--sample-length: 10us is out of range");
    assertUsageError(run("reference", "--set", "threads", "--budget", "5ms", "--sample-length", "10ms"),
        "is shorter than one sample");
    assertUsageError(run("reference", "--set", "threads", "--threads", "1025"), "not a thread count");
    assertUsageError(run("reference", "--set", "threads", "--forks", "2"), "--forks does not apply to --set threads");
    assertUsageError(run("reference", "--set", "threads", "--max-wall", "20s"),
        "--max-wall does not apply to --set threads");
  }

  @Test
  void tinyRunWritesTheThreadedDocumentAndARecordingWithItsSamples() throws IOException {
    Path jfr = dir.resolve("run.jfr");
    CliRun r = run("reference", "--set", "threads", "--threads", "1", "--filter", "atomic", "--budget", "20ms",
        "--sample-length", "2ms", "--max-warmup", "4ms", "--cpu", "none", "--format", "json", "--jfr", jfr.toString());
    assertEquals(0, r.status(), r.err());
    Map<String, Object> doc = JsonReader.parseObject(r.out());
    assertEquals("nanometer-threaded", doc.get("schema"));
    List<?> results = (List<?>) doc.get("results");
    assertEquals(1, results.size());
    Map<?, ?> atomic = (Map<?, ?>) results.get(0);
    assertEquals("atomic x1", atomic.get("name"));
    Map<?, ?> thread = (Map<?, ?>) ((List<?>) atomic.get("perThread")).get(0);
    List<?> evaluations = (List<?>) ((Map<?, ?>) thread.get("samples")).get("evaluations");
    assertEquals(10, evaluations.size()); // 20 ms / 2 ms
    assertTrue(((Number) ((Map<?, ?>) atomic.get("all")).get("nanosPerOperation")).doubleValue() > 0);
    assertTrue(((List<?>) atomic.get("notes")).stream().anyMatch(n -> "OBSERVED".equals(((Map<?, ?>) n).get("kind"))
        && ((String) ((Map<?, ?>) n).get("message")).contains("JDK Flight Recorder")), atomic.toString());

    List<RecordedEvent> samples = RecordingFile.readAllEvents(jfr).stream()
        .filter(e -> e.getEventType().getName().equals("nanometer.Sample")).toList();
    List<RecordedEvent> measured = samples.stream().filter(e -> e.getString("phase").equals("measurement")).toList();
    assertEquals(10, measured.size());
    assertEquals(2, samples.size() - measured.size()); // 4 ms of warm-up in 2 ms samples
    long recorded = 0;
    for (RecordedEvent e : measured) {
      assertEquals("atomic x1", e.getString("benchmark"));
      assertEquals(0, e.getInt("thread"));
      recorded += e.getLong("evaluations");
    }
    long written = evaluations.stream().mapToLong(x -> ((Number) x).longValue()).sum();
    assertEquals(written, recorded);
    assertTrue(RecordingFile.readAllEvents(jfr).stream()
        .anyMatch(e -> e.getEventType().getName().equals("nanometer.Benchmark")
            && e.getString("benchmark").equals("atomic x1")));
  }

  @Test
  void eachThreadedBenchmarkGetsAJvmOfItsOwnUnlessAskedOtherwise() {
    List<String> common = List.of("reference", "--set", "threads", "--threads", "1", "--filter", "^(atomic|adder) x1$",
        "--budget", "20ms", "--sample-length", "2ms", "--max-warmup", "4ms", "--cpu", "none", "--no-cache",
        "--format", "json");
    CliRun own = run(common.toArray(String[]::new));
    assertEquals(0, own.status(), own.err());
    List<?> ownResults = (List<?>) JsonReader.parseObject(own.out()).get("results");
    assertEquals(List.of("atomic x1", "adder x1"), ownResults.stream().map(x -> ((Map<?, ?>) x).get("name")).toList());
    for (Object x : ownResults) {
      assertEquals(List.of(), sharedJvmNotes(x), own.out()); // each child JVM measured one benchmark, its first
      Map<?, ?> thread = (Map<?, ?>) ((List<?>) ((Map<?, ?>) x).get("perThread")).get(0);
      assertEquals(10, ((List<?>) ((Map<?, ?>) thread.get("samples")).get("evaluations")).size()); // the flags reached it
    }
    List<String> sharedArgs = new java.util.ArrayList<>(common);
    sharedArgs.addAll(List.of("--isolation", "shared-jvm"));
    CliRun shared = run(sharedArgs.toArray(String[]::new));
    assertEquals(0, shared.status(), shared.err());
    List<?> sharedResults = (List<?>) JsonReader.parseObject(shared.out()).get("results");
    List<?> notes = sharedJvmNotes(sharedResults.get(1));
    assertEquals(1, notes.size(), shared.out());
    assertTrue(notes.get(0).toString().contains("other benchmark"), notes.toString());
  }

  private static List<?> sharedJvmNotes(Object result) {
    return ((List<?>) ((Map<?, ?>) result).get("notes")).stream()
        .filter(n -> "SHARED_JVM".equals(((Map<?, ?>) n).get("kind"))).map(n -> ((Map<?, ?>) n).get("message")).toList();
  }
}
