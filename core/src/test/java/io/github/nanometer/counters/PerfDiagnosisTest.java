package io.github.nanometer.counters;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.nanometer.CounterEvent;
import io.github.nanometer.os.Errno;
import io.github.nanometer.os.HostFiles;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Injected errno values map to the right reasons and fixes. */
class PerfDiagnosisTest {

  private static final PerfAccess PARANOID_2 = new PerfAccess(2, 0);

  @Test
  void enoentOnHardwareIsAnUnsupportedPmu() {
    CounterAvailability a = PerfDiagnosis.explain(CounterEvent.CYCLES, Errno.ENOENT, PARANOID_2);
    assertFalse(a.available());
    assertEquals(Errno.ENOENT, a.errno());
    assertEquals("hardware events not supported by this CPU/VM (ENOENT)", a.reason());
    assertTrue(a.fix().contains("bare metal"), a.fix());
  }

  @Test
  void eopnotsuppIsAnUnsupportedPmuToo() {
    CounterAvailability a = PerfDiagnosis.explain(CounterEvent.INSTRUCTIONS, Errno.EOPNOTSUPP, PARANOID_2);
    assertTrue(a.reason().contains("not supported") && a.reason().endsWith("(EOPNOTSUPP)"), a.reason());
    assertTrue(a.fix().contains("PMU"), a.fix());
  }

  @Test
  void eaccesNamesTheParanoidLevel() {
    CounterAvailability a = PerfDiagnosis.explain(CounterEvent.CYCLES, Errno.EACCES, new PerfAccess(3, 0));
    assertEquals("perf_event_paranoid=3 forbids this event for an unprivileged process (EACCES)", a.reason());
    assertTrue(a.fix().contains("perf_event_paranoid"), a.fix());
  }

  @Test
  void epermUnderSeccompBlamesSeccomp() {
    CounterAvailability a = PerfDiagnosis.explain(CounterEvent.TASK_CLOCK, Errno.EPERM, new PerfAccess(2, 2));
    assertEquals("seccomp blocks perf_event_open (EPERM)", a.reason());
    assertTrue(a.fix().contains("seccomp"), a.fix());
  }

  @Test
  void epermWithParanoid3BlamesParanoid() {
    CounterAvailability a = PerfDiagnosis.explain(CounterEvent.TASK_CLOCK, Errno.EPERM, new PerfAccess(3, 0));
    assertTrue(a.reason().startsWith("perf_event_paranoid=3 forbids all perf_event_open"), a.reason());
  }

  @Test
  void epermOtherwiseSaysWhatItMayBe() {
    CounterAvailability a = PerfDiagnosis.explain(CounterEvent.TASK_CLOCK, Errno.EPERM,
        new PerfAccess(PerfAccess.UNKNOWN, PerfAccess.UNKNOWN));
    assertTrue(a.reason().contains("not permitted (EPERM)") && a.reason().contains("unknown"), a.reason());
  }

  @Test
  void einvalAndOthersKeepTheErrnoName() {
    assertTrue(PerfDiagnosis.explain(CounterEvent.BRANCHES, Errno.EINVAL, PARANOID_2).reason().contains("(EINVAL)"));
    assertTrue(PerfDiagnosis.explain(CounterEvent.BRANCHES, Errno.ENOSYS, PARANOID_2).reason().contains("(ENOSYS)"));
    assertTrue(PerfDiagnosis.explain(CounterEvent.BRANCHES, Errno.EBUSY, PARANOID_2).reason().contains("exclusive"));
    assertTrue(PerfDiagnosis.explain(CounterEvent.BRANCHES, 123, PARANOID_2).reason().contains("(errno 123)"));
    assertTrue(PerfDiagnosis.explain(CounterEvent.PAGE_FAULTS, Errno.ENOENT, PARANOID_2).reason().contains("software"));
  }

  @Test
  void fallbackNamesTheMechanismAndTheRefusal() {
    CounterAvailability cs = PerfDiagnosis.fallback(CounterEvent.CONTEXT_SWITCHES, Errno.EACCES, PARANOID_2);
    assertTrue(cs.available());
    assertTrue(cs.reason().contains("getrusage(RUSAGE_THREAD)") && cs.reason().contains("perf_event_paranoid=2"),
        cs.reason());
    assertTrue(PerfDiagnosis.fallback(CounterEvent.CPU_MIGRATIONS, Errno.EPERM, PARANOID_2).reason()
        .contains("sched_getcpu"));
  }

  @Test
  void accessIsReadFromProcfs(@TempDir Path dir) throws Exception {
    Files.createDirectories(dir.resolve("proc/sys/kernel"));
    Files.createDirectories(dir.resolve("proc/self"));
    Files.writeString(dir.resolve("proc/sys/kernel/perf_event_paranoid"), "3\n");
    Files.writeString(dir.resolve("proc/self/status"), "Name:\tjava\nSeccomp:\t2\nSeccomp_filters:\t1\n");
    PerfAccess a = PerfAccess.read(HostFiles.rootedAt(dir));
    assertEquals(new PerfAccess(3, 2), a);
    assertTrue(a.seccompActive());
    assertEquals("perf_event_paranoid=3", a.paranoidText());
    PerfAccess none = PerfAccess.read(HostFiles.rootedAt(dir.resolve("missing")));
    assertEquals(new PerfAccess(PerfAccess.UNKNOWN, PerfAccess.UNKNOWN), none);
    assertFalse(none.seccompActive());
  }
}
