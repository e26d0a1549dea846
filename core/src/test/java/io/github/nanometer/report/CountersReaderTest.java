package io.github.nanometer.report;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.nanometer.CounterEvent;
import io.github.nanometer.CounterSample;
import io.github.nanometer.counters.CounterAvailability;
import io.github.nanometer.counters.CounterProbe;
import io.github.nanometer.counters.PerfAccess;
import io.github.nanometer.counters.ReadOverhead;
import io.github.nanometer.json.DocumentHeader;
import io.github.nanometer.os.PinResult;
import java.io.IOException;
import java.io.PrintStream;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The counters document reads back into the probe's report: golden file, round trip, refusals. */
class CountersReaderTest extends ReadableDocumentContract<CounterProbe.Report> {

  private static final String GOLDEN = "/golden/counters-fixture.json";

  /**
   * A probe on a host that counts software events only (paranoid 2, seccomp unknown), pinned to
   * cpu 1; one demo multiplexed, one with an event not counted (NaN scaled and running fraction).
   */
  @Override
  protected CounterProbe.Report fixture() {
    List<CounterEvent> events = List.of(CounterEvent.TASK_CLOCK, CounterEvent.CONTEXT_SWITCHES, CounterEvent.PAGE_FAULTS);
    List<CounterAvailability> availability = List.of(
        CounterAvailability.unavailable(CounterEvent.CYCLES, 13, "perf_event_paranoid 2 (EACCES)",
            "sudo sysctl kernel.perf_event_paranoid=1"),
        CounterAvailability.available(CounterEvent.TASK_CLOCK, "user space only"),
        CounterAvailability.available(CounterEvent.CONTEXT_SWITCHES, "user space only"),
        CounterAvailability.available(CounterEvent.PAGE_FAULTS, "user space only"));
    ReadOverhead overhead = new ReadOverhead(events, new double[] {812.5, 0, 0}, 405.25);
    CounterProbe.Demo sleep = new CounterProbe.Demo("sleep 5 ms",
        new CounterSample(events, new long[] {40_000, 1, 0}, new double[] {80_000, 1, 0}, new double[] {0.5, 1, 1}));
    CounterProbe.Demo touch = new CounterProbe.Demo("touch 2048 fresh pages",
        new CounterSample(events, new long[] {1_500_000, 0, 0}, new double[] {1_499_187.5, 0, Double.NaN},
            new double[] {1, 1, Double.NaN}));
    return new CounterProbe.Report(new PerfAccess(2, PerfAccess.UNKNOWN),
        PinResult.pinned(1, 4242, "--cpu 1 requested", "1", "1"), availability, overhead, List.of(sleep, touch));
  }

  @Override
  protected String goldenResource() {
    return GOLDEN;
  }

  @Override
  protected void write(CounterProbe.Report value, PrintStream out) {
    CountersWriter.json(value, out);
  }

  @Override
  protected CounterProbe.Report parse(String text) {
    return CountersReader.parse(text);
  }

  @Override
  protected DocumentHeader header() {
    return DocumentHeader.COUNTERS;
  }

  @Test
  void readsTypedMembersBack() throws IOException {
    CounterProbe.Report e = fixture();
    CounterProbe.Report r = CountersReader.parse(golden());
    assertEquals(e.access(), r.access());
    assertEquals(e.pin(), r.pin());
    assertEquals(e.availability(), r.availability());
    assertEquals(e.overhead().events(), r.overhead().events());
    assertArrayEquals(e.overhead().perReadCounts(), r.overhead().perReadCounts());
    assertEquals(e.overhead().readCostNanos(), r.overhead().readCostNanos());
    assertEquals(e.demos().size(), r.demos().size());
    for (int i = 0; i < e.demos().size(); i++) {
      CounterSample ed = e.demos().get(i).deltas();
      CounterSample rd = r.demos().get(i).deltas();
      assertEquals(e.demos().get(i).workload(), r.demos().get(i).workload());
      assertEquals(ed.events(), rd.events());
      assertArrayEquals(ed.raw(), rd.raw());
      assertArrayEquals(ed.scaled(), rd.scaled());
      assertArrayEquals(ed.runningFraction(), rd.runningFraction());
    }
    assertTrue(r.demos().get(0).deltas().contextSwitched());
  }

  @Test
  void aCorruptedMemberIsNamedByItsPath() throws IOException {
    String golden = golden();
    String raw = refused(golden.replace("\"task-clock\": 40000,", "\"task-clock\": 40000.5,"));
    assertTrue(raw.startsWith("demos[0].raw.task-clock: must be a whole number"), raw);
    String errno = refused(golden.replaceFirst("\"errno\": 13", "\"errno\": \"13\""));
    assertTrue(errno.startsWith("events[0].errno: must be a whole number"), errno);
    String event = refused(golden.replaceFirst("\"name\": \"cycles\"", "\"name\": \"cycels\""));
    assertTrue(event.startsWith("events[0].name: names \"cycels\", not a perf event"), event);
    String order = refused(golden.replace("\"task-clock\": 40000,\n        \"context-switches\": 1,",
        "\"context-switches\": 1,\n        \"task-clock\": 40000,"));
    assertTrue(order.startsWith("demos[0]: must name the same events"), order);
    String pin = refused(golden.replaceFirst("\"threadId\": 4242,", ""));
    assertEquals("pin.threadId: member missing", pin);
  }
}
