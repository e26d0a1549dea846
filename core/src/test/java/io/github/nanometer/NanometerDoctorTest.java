package io.github.nanometer;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.nanometer.clock.NanoTimeClock;
import io.github.nanometer.json.JsonReader;
import io.github.nanometer.measure.TuningCache;
import io.github.nanometer.results.ResultWriter;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class NanometerDoctorTest {

  @Test
  void doctorReportIsComputedOncePerJvmAndAnnouncedAtMostOnce(@TempDir Path cache) {
    Nanometer a = TestNanometers.create(Options.builder().build(), NanoTimeClock.INSTANCE, TuningCache.at(cache));
    Nanometer b = TestNanometers.create(Options.builder().build(), NanoTimeClock.INSTANCE, TuningCache.at(cache));
    // Each doctor run takes its own elapsed time: equal reports are the one report of this JVM.
    assertEquals(a.doctor(), b.doctor());
    ByteArrayOutputStream first = new ByteArrayOutputStream();
    ByteArrayOutputStream second = new ByteArrayOutputStream();
    a.announce(new PrintStream(first, true, StandardCharsets.UTF_8));
    b.announce(new PrintStream(second, true, StandardCharsets.UTF_8));
    assertEquals("", second.toString(StandardCharsets.UTF_8), "the second announcement prints nothing");
    String printed = first.toString(StandardCharsets.UTF_8);
    assertTrue(printed.isEmpty() || printed.strip().equals(a.doctor().oneLineSummary()), printed);
  }

  @Test
  @SuppressWarnings("unchecked")
  void resultDocumentsCarryTheDoctorFindings(@TempDir Path cache) {
    Nanometer nm = TestNanometers.create(Options.builder().budget(Duration.ofMillis(5)).maxWarmup(Duration.ofMillis(5))
        .build(), NanoTimeClock.INSTANCE, TuningCache.at(cache));
    Result r = nm.run(Benchmark.of("tiny", () -> 1));
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    ResultWriter.json(List.of(r), nm.doctor(), new PrintStream(out, true, StandardCharsets.UTF_8));
    Map<String, Object> doc = JsonReader.parseObject(out.toString(StandardCharsets.UTF_8));
    Map<String, Object> doctor = (Map<String, Object>) doc.get("doctor");
    List<Object> findings = (List<Object>) doctor.get("findings");
    assertEquals(nm.doctor().findings().size(), findings.size());
    Map<String, Object> f = (Map<String, Object>) findings.get(0);
    for (String key : List.of("id", "status", "observed", "why", "fix", "undo", "doc")) {
      assertTrue(f.containsKey(key), key);
    }
  }
}
