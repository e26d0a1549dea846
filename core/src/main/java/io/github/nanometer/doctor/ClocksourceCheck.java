package io.github.nanometer.doctor;

import io.github.nanometer.ClockSummary;
import io.github.nanometer.text.Tokens;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * The kernel clocksource behind {@code System.nanoTime}, with the measured cost of one read. The
 * TSC (or arm64's architected counter) is read in user space through the vDSO in tens of
 * nanoseconds; hpet and acpi_pm need a system call and an I/O read, about a microsecond.
 */
final class ClocksourceCheck implements Check {

  static final String ID = "clock.source";
  private static final String DIR = "/sys/devices/system/clocksource/clocksource0";
  private static final String WHY = "every timed region pays two clock reads; a slow clocksource "
      + "makes reads cost up to microseconds and hides short operations";
  private static final Set<String> FAST = Set.of("tsc", "arch_sys_counter");
  private static final Set<String> SLOW = Set.of("hpet", "acpi_pm", "jiffies", "refined-jiffies", "pit");
  /** A read above this is slow enough to matter for short benchmarks. */
  static final double SLOW_READ_NANOS = 100;
  /** A read above this makes sub-microsecond timing meaningless. */
  static final double VERY_SLOW_READ_NANOS = 500;

  @Override
  public String id() {
    return ID;
  }

  @Override
  public List<Finding> run(DoctorContext context) {
    Optional<String> current = context.files().readTrimmed(DIR + "/current_clocksource")
        .filter(c -> Tokens.isWordOf(c, "_.+-")); // a clocksource name; anything else is unreadable
    String available = context.files().readTrimmed(DIR + "/available_clocksource").orElse("");
    Optional<ClockSummary> clock = context.clock();
    String cost = clock.map(c -> "; " + c.name() + " read costs " + Text.decimal(c.readCostNanos(), 1) + " ns").orElse("");
    if (current.isEmpty() || current.get().isEmpty()) {
      Status s = clock.map(c -> byCost(c, Status.UNKNOWN)).orElse(Status.UNKNOWN);
      return List.of(Finding.of(ID, s, "current_clocksource is unreadable or malformed" + cost, WHY, LinuxTips.CLOCKSOURCE));
    }
    String source = current.get();
    String observed = source + " (available: " + (available.isEmpty() ? "unreadable" : available) + ")" + cost;
    boolean tscAvailable = Tokens.words(available).contains("tsc");
    Status status;
    if (FAST.contains(source)) {
      status = Status.OK;
    } else if (SLOW.contains(source)) {
      status = Status.FAIL;
    } else {
      status = tscAvailable ? Status.WARN : Status.OK; // kvm-clock, xen, hyperv: fine when nothing faster exists
    }
    if (clock.isPresent()) {
      status = worse(status, byCost(clock.get(), Status.OK));
    }
    Finding f = Finding.of(ID, status, observed, WHY, LinuxTips.CLOCKSOURCE);
    if (status == Status.OK) {
      return List.of(f);
    }
    f = f.withLabel("clocksource=" + source);
    if (tscAvailable && !source.equals("tsc")) {
      String path = DIR + "/current_clocksource";
      return List.of(f.withFix(Fixes.onHost(context, Fixes.tee("tsc", path)), Fixes.tee(source, path)));
    }
    return List.of(f.withFix("the kernel does not offer tsc (sudo dmesg | grep -i clocksource says why); "
        + "use a machine with an invariant TSC", ""));
  }

  private static Status byCost(ClockSummary c, Status otherwise) {
    return c.readCostNanos() > VERY_SLOW_READ_NANOS ? Status.FAIL
        : c.readCostNanos() > SLOW_READ_NANOS ? Status.WARN : otherwise;
  }

  private static Status worse(Status a, Status b) {
    return a.compareTo(b) >= 0 ? a : b;
  }
}
