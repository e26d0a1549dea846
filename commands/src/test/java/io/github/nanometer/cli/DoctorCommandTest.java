package io.github.nanometer.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.nanometer.ClockSummary;
import io.github.nanometer.TestResources;
import io.github.nanometer.cli.spi.UsageException;
import io.github.nanometer.doctor.ActivitySample;
import io.github.nanometer.doctor.Doctor;
import io.github.nanometer.doctor.JvmFacts;
import io.github.nanometer.json.JsonReader;
import io.github.nanometer.os.HostFiles;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.UnaryOperator;
import org.junit.jupiter.api.Test;

/** {@code nanometer doctor}: exit status, --strict, --cpu, --format, --no-probe and bad arguments. */
class DoctorCommandTest {

  private static final JvmFacts JVM = new JvmFacts("17.0.15+6", 17, "OpenJDK 64-Bit Server VM", "Vendor", "mixed mode",
      Optional.of("C2"), List.of("-Xms1g", "-Xmx1g", "-XX:+UnlockExperimentalVMOptions",
          "-XX:CompileCommand=blackhole,io.github.nanometer.Blackhole::sink"), List.of("G1 Young Generation"), 1L << 30);
  private static final ClockSummary CLOCK = new ClockSummary("nanoTime", 20, 1, 3000, 20, 30);
  private static final UnaryOperator<Doctor> FIXED = d -> d.jvm(JVM).clockFacts(CLOCK).selfPid(4242)
      .activity(new ActivitySample(100_000_000L, Map.of(), List.of()))
      .noiseSamplesNanos(new double[] {1000, 1000, 1001, 999, 1000});

  private record Result(int status, String out, String err) {}

  private static Result run(String tree, String... args) throws Exception {
    HostFiles files = HostFiles.rootedAt(TestResources.path("/hosts/" + tree));
    DoctorCommand cmd = new DoctorCommand(files, FIXED);
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    ByteArrayOutputStream err = new ByteArrayOutputStream();
    int status;
    try {
      status = cmd.run(ParsedArgs.parse(List.of(args), cmd.options()), new PrintStream(out, true, StandardCharsets.UTF_8),
          new PrintStream(err, true, StandardCharsets.UTF_8));
    } catch (UsageException e) {
      return new Result(2, "", e.getMessage());
    }
    return new Result(status, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
  }

  @Test
  void exitStatusFollowsFailuresAndStrictness() throws Exception {
    assertEquals(1, run("intel-laptop").status());              // on battery fails
    assertEquals(0, run("intel-server").status());
    assertEquals(0, run("intel-server", "--strict").status());  // nothing warns on the tuned server
    assertEquals(0, run("amd-desktop").status());               // only warnings
    assertEquals(1, run("amd-desktop", "--strict").status());
  }

  @Test
  @SuppressWarnings("unchecked")
  void jsonOutputParsesAndHonoursCpuAndNoProbe() throws Exception {
    Result r = run("intel-server", "--format", "json", "--cpu", "2", "--no-probe");
    Map<String, Object> doc = JsonReader.parseObject(r.out());
    Map<String, Object> summary = (Map<String, Object>) doc.get("summary");
    assertEquals(2L, summary.get("measuringCpu"));
    assertEquals(Boolean.TRUE, summary.get("measuringCpuChosen"));
    // --no-probe drops the activity window and the noise probe, even though facts were injected
    assertEquals(Boolean.FALSE, summary.get("activitySampled"));
    assertEquals(Boolean.FALSE, summary.get("noiseProbed"));
  }

  @Test
  void textOutputIsGroupedAndUncolouredOffATerminal() throws Exception {
    Result r = run("container");
    assertTrue(r.out().contains("\nControl group\n"), r.out());
    assertTrue(r.out().contains("FAIL    cgroup.quota"), r.out());
    assertFalse(r.out().contains("\u001b["));
  }

  @Test
  void badArgumentsAreUsageErrors() throws Exception {
    Result offline = run("intel-server", "--cpu", "12"); // cpus 8-15 are offline
    assertEquals(2, offline.status());
    assertEquals("--cpu: 12 is not an online cpu (online: 0-7)", offline.err());
    assertEquals(2, run("intel-server", "--cpu", "-3").status());
    assertEquals(2, run("intel-server", "--format", "xml").status());
    assertEquals(2, run("intel-server", "extra").status());
  }

  @Test
  void mainReportsUsageErrorsWithExitTwo() {
    ByteArrayOutputStream err = new ByteArrayOutputStream();
    int status = Main.run(List.of("doctor", "--format", "yaml"), new PrintStream(new ByteArrayOutputStream()),
        new PrintStream(err, true, StandardCharsets.UTF_8));
    assertEquals(2, status);
    assertEquals("nanometer doctor: --format: format must be one of text, json, got 'yaml'\n",
        err.toString(StandardCharsets.UTF_8).replace("\r", ""));
  }
}
