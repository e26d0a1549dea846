package io.github.nanometer.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.nanometer.doctor.Doctor;
import io.github.nanometer.doctor.DoctorReport;
import io.github.nanometer.json.JsonReader;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The real doctor on this machine: its JSON parses and has the documented structure (values vary by machine). */
class RealDoctorTest {

  @Test
  @SuppressWarnings("unchecked")
  void fullDoctorJsonParses() {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    ByteArrayOutputStream err = new ByteArrayOutputStream();
    int status = Main.run(List.of("doctor", "--format", "json"), new PrintStream(out, true, StandardCharsets.UTF_8),
        new PrintStream(err, true, StandardCharsets.UTF_8));
    assertTrue(status == 0 || status == 1, "exit status 0 or 1, got " + status + ": " + err);
    Map<String, Object> doc = JsonReader.parseObject(out.toString(StandardCharsets.UTF_8));
    List<Object> findings = (List<Object>) doc.get("findings");
    assertFalse(findings.isEmpty());
    long fails = 0;
    for (Object o : findings) {
      Map<String, Object> f = (Map<String, Object>) o;
      for (String key : List.of("id", "status", "observed", "why", "fix", "undo", "doc")) {
        assertInstanceOf(String.class, f.get(key), key);
      }
      assertTrue(List.of("ok", "warn", "fail", "unknown").contains(f.get("status")));
      assertFalse(((String) f.get("observed")).startsWith("the check failed"), f.get("id") + ": " + f.get("observed"));
      fails += f.get("status").equals("fail") ? 1 : 0;
    }
    Map<String, Object> summary = (Map<String, Object>) doc.get("summary");
    assertEquals(fails, summary.get("fail"));
    assertEquals(fails > 0 ? 1 : 0, status);
    assertEquals(Boolean.TRUE, summary.get("noiseProbed"));
    assertTrue(((String) summary.get("line")).startsWith("doctor: "));
  }

  @Test
  void quickDoctorSkipsMeasurements() {
    DoctorReport r = Doctor.quick();
    assertFalse(r.activitySampled());
    assertFalse(r.noiseProbed());
    assertTrue(r.find("noise.probe").isEmpty());
    assertTrue(r.find("clock.source").isPresent());
    assertTrue(r.oneLineSummary().startsWith("doctor: "));
  }
}
