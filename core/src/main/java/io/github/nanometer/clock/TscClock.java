package io.github.nanometer.clock;

import io.github.nanometer.nativelib.LoopTimer;
import io.github.nanometer.nativelib.NativeAvailability;
import io.github.nanometer.nativelib.NativeLibrary;
import io.github.nanometer.nativelib.TimestampCounter;
import io.github.nanometer.os.HostFiles;
import io.github.nanometer.text.Tokens;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The CPU's timestamp counter as a {@link Clock}: the TSC on x86-64 (name {@code "tsc"}), the
 * virtual counter cntvct_el0 on aarch64 (name {@code "cntvct"}), read through the JNI helper.
 *
 * <p>Usable only when the helper is loaded and, on x86-64, the TSC is invariant: {@code
 * /proc/cpuinfo} lists both {@code constant_tsc} (fixed rate across frequency changes) and {@code
 * nonstop_tsc} (keeps counting in deep C-states) for every CPU. Ticks convert to nanoseconds by
 * {@link TscCalibration}: calibrated against {@code System.nanoTime} over 100 ms on x86-64, from
 * {@code cntfrq_el0} on aarch64. Availability and calibration happen once per JVM, on first use.
 *
 * <p>Implementation notes: each read is an ordered read ({@code lfence; rdtsc; lfence}) through one
 * JNI call, about 10 to 20 ns, which is fine at the edges of a timed region. Reads on one thread
 * never decrease; across CPUs they agree only if the kernel found the TSCs synchronized (it marks
 * them unstable otherwise and switches clocksource), which is why the monotonic guarantee is per
 * thread, as for every {@link Clock}. If the flags lied (a hypervisor advertising an invariant TSC
 * that is not), tick-to-nanosecond conversion would drift; the calibration would not detect it.
 */
public final class TscClock implements Clock {

  private static final String CPUINFO = "/proc/cpuinfo";
  private static final List<String> INVARIANT_FLAGS = List.of("constant_tsc", "nonstop_tsc");

  private final TimestampCounter counter;
  private final String name;
  private final TscCalibration calibration;
  private final double nanosPerTick;

  private TscClock(TimestampCounter counter, String name, TscCalibration calibration) {
    this.counter = counter;
    this.name = name;
    this.calibration = calibration;
    this.nanosPerTick = calibration.nanosPerTick();
  }

  /** Computed once: whether the counter is usable, and the clock when it is. */
  private static final class Holder {
    static final NativeAvailability AVAILABILITY;
    static final TscClock CLOCK;

    static {
      NativeAvailability a = decide(NativeLibrary.availability(),
          TimestampCounter.open().map(TimestampCounter::counterName).orElse(""), HostFiles.real());
      TscClock clock = null;
      if (a.available()) {
        try {
          clock = create(TimestampCounter.open().orElseThrow());
        } catch (IllegalArgumentException e) {
          a = NativeAvailability.unavailable("timestamp counter calibration failed: " + e.getMessage(), "");
        }
      }
      AVAILABILITY = a;
      CLOCK = clock;
    }
  }

  /** The counter clock when usable; empty otherwise (see {@link #availability()}). */
  public static Optional<TscClock> usable() {
    return Optional.ofNullable(Holder.CLOCK);
  }

  /** Whether the counter clock is usable in this JVM and, if not, why; never throws. */
  public static NativeAvailability availability() {
    return Holder.AVAILABILITY;
  }

  /**
   * The decision behind {@link #availability()}, from its inputs; pure apart from reading {@code
   * /proc/cpuinfo} through {@code host}, so tests can point it at a fake tree.
   *
   * @param library the native helper's availability
   * @param counterName {@code "rdtsc"} or {@code "cntvct_el0"} as the helper reports (ignored when
   *     the helper is unavailable)
   */
  public static NativeAvailability decide(NativeAvailability library, String counterName, HostFiles host) {
    if (!library.available()) {
      return NativeAvailability.unavailable("needs the native helper, which is unavailable: " + library.reason(),
          library.howToEnable());
    }
    if ("cntvct_el0".equals(counterName)) {
      return NativeAvailability.availableBecause("aarch64 virtual counter cntvct_el0 (constant rate by architecture)");
    }
    if (!"rdtsc".equals(counterName)) {
      return NativeAvailability.unavailable("unknown counter '" + counterName + "' reported by the native helper",
          "");
    }
    return tscInvariance(host);
  }

  /**
   * Whether {@code /proc/cpuinfo} shows an invariant TSC: every {@code flags} line lists {@code
   * constant_tsc} and {@code nonstop_tsc}.
   */
  public static NativeAvailability tscInvariance(HostFiles host) {
    List<String> lines = host.readLines(CPUINFO);
    if (lines.isEmpty()) {
      return NativeAvailability.unavailable("cannot read " + CPUINFO + " to check that the TSC is invariant",
          "run where " + CPUINFO + " is readable");
    }
    List<String> missing = new ArrayList<>();
    int flagLines = 0;
    for (String line : lines) {
      int colon = line.indexOf(':');
      if (colon < 0 || !line.substring(0, colon).trim().equals("flags")) {
        continue;
      }
      flagLines++;
      List<String> flags = Tokens.words(line.substring(colon + 1));
      for (String f : INVARIANT_FLAGS) {
        if (!flags.contains(f) && !missing.contains(f)) {
          missing.add(f);
        }
      }
    }
    if (flagLines == 0) {
      return NativeAvailability.unavailable(CPUINFO + " lists no CPU flags; cannot tell whether the TSC is invariant",
          "");
    }
    if (!missing.isEmpty()) {
      return NativeAvailability.unavailable("the TSC is not invariant: " + CPUINFO + " lacks " + String.join(" and ", missing),
          "none on this machine (under a hypervisor, expose an invariant TSC to the guest); nanoTime is used");
    }
    return NativeAvailability.availableBecause("invariant TSC (" + String.join(", ", INVARIANT_FLAGS) + ")");
  }

  /**
   * The loop timer a native timed loop should use here: the counter when this clock is usable,
   * else CLOCK_MONOTONIC nanoseconds.
   */
  public static LoopTimer preferredLoopTimer() {
    return usable().isPresent() ? LoopTimer.COUNTER : LoopTimer.MONOTONIC_NANOS;
  }

  /**
   * The clock whose {@link #nanosPerTick()} converts a loop timer's ticks: this clock for {@link
   * LoopTimer#COUNTER}, {@link NanoTimeClock} (1 ns per tick) for {@link LoopTimer#MONOTONIC_NANOS}.
   *
   * @throws IllegalStateException for COUNTER when the counter clock is unusable, with the reason
   */
  public static Clock clockFor(LoopTimer timer) {
    if (timer == LoopTimer.MONOTONIC_NANOS) {
      return NanoTimeClock.INSTANCE;
    }
    return usable().orElseThrow(() -> new IllegalStateException(availability().describe("timestamp counter clock")));
  }

  private static TscClock create(TimestampCounter counter) {
    long hz = counter.frequencyHz();
    TscCalibration calibration = hz > 0
        ? TscCalibration.fromFrequency(hz)
        : TscCalibration.measure(counter::read, System::nanoTime, TscCalibration.DEFAULT_DURATION_NANOS);
    return new TscClock(counter, counter.needsInvarianceCheck() ? "tsc" : "cntvct", calibration);
  }

  /** How {@link #nanosPerTick()} was obtained and its error bound. */
  public TscCalibration calibration() {
    return calibration;
  }

  @Override
  public String name() {
    return name;
  }

  @Override
  public long readTicks() {
    return counter.read();
  }

  @Override
  public double nanosPerTick() {
    return nanosPerTick;
  }

  @Override
  public String toString() {
    return "Clock[" + name + ", " + calibration.frequencyHz() / 1e6 + " MHz, " + calibration.method() + "]";
  }
}
