package io.github.nanometer.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.nanometer.counters.CounterProbe;
import io.github.nanometer.json.JsonReader;
import io.github.nanometer.report.CountersReader;
import io.github.nanometer.report.CountersWriter;
import io.github.nanometer.report.GoldenText;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class CountersCommandTest {

  private static CliRun run(String... args) {
    return CliRun.of(args);
  }

  @Test
  void textListsEveryEventWithItsAvailability() {
    CliRun r = run("counters", "--pairs", "20");
    assertEquals(0, r.status(), r.err());
    for (String event : List.of("cycles", "instructions", "branches", "branch-misses", "ref-cycles", "task-clock",
        "context-switches", "cpu-migrations", "page-faults")) {
      assertTrue(r.out().contains("  " + event + " "), event + " missing in\n" + r.out());
    }
    assertTrue(r.out().contains("read overhead:"), r.out());
    assertTrue(r.out().contains("sleep 5 ms"), r.out());
  }

  @Test
  @SuppressWarnings("unchecked")
  void jsonIsParseableAndSaysWhyEventsAreMissing() {
    CliRun r = run("counters", "--format", "json", "--pairs", "20", "--cpu", "0");
    assertEquals(0, r.status(), r.err());
    Map<String, Object> root = (Map<String, Object>) JsonReader.parse(r.out());
    assertEquals(1, io.github.nanometer.json.DocumentHeader.COUNTERS.check(root));
    List<Object> events = (List<Object>) root.get("events");
    assertEquals(9, events.size());
    for (Object o : events) {
      Map<String, Object> e = (Map<String, Object>) o;
      if (!(Boolean) e.get("available")) {
        assertTrue(((String) e.get("reason")).contains("("), e.toString());
        assertTrue(((Long) e.get("errno")) > 0, e.toString());
      }
    }
    Map<String, Object> pin = (Map<String, Object>) root.get("pin");
    assertEquals(0L, pin.get("cpu"));
    assertEquals(3, ((List<Object>) root.get("demos")).size());
    CounterProbe.Report read = CountersReader.parse(r.out());
    assertEquals(r.out(), GoldenText.written(java.util.Locale.ROOT, out -> CountersWriter.json(read, out)),
        "the command's own document reads back and writes the same bytes");
  }

  @Test
  void badValuesAreUsageErrors() {
    CliRun cpu = run("counters", "--cpu", "-1");
    assertEquals(2, cpu.status());
    assertTrue(cpu.err().contains("--cpu"), cpu.err());
    assertEquals(2, run("counters", "--format", "xml").status());
    assertEquals(2, run("counters", "--pairs", "3").status());
    assertEquals(2, run("counters", "extra").status());
  }
}
