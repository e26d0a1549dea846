package io.github.nanometer.doctor;

/**
 * The sections of {@code linuxtips.md} that findings link to, as GitHub heading anchors. A test
 * checks that each anchor names a heading of the file, so links cannot rot.
 */
public final class LinuxTips {
  private LinuxTips() {}

  private static final String FILE = "linuxtips.md#";

  /** The doctor itself: how to read its output. */
  public static final String DOCTOR = FILE + "the-doctor";
  /** Cpusets, isolcpus, nohz_full and rcu_nocbs. */
  public static final String ISOLATION = FILE + "cpusets-and-isolated-cores";
  /** Frequency governor and scaling limits. */
  public static final String GOVERNOR = FILE + "governor-and-frequency";
  /** Turbo Boost (Intel) and Core Performance Boost (AMD). */
  public static final String TURBO = FILE + "turbo-and-boost";
  /** Simultaneous multithreading. */
  public static final String SMT = FILE + "smt";
  /** IRQ affinity and irqbalance. */
  public static final String IRQ = FILE + "irq-affinity";
  /** Address space layout randomization. */
  public static final String ASLR = FILE + "aslr";
  /** Transparent huge pages. */
  public static final String THP = FILE + "transparent-huge-pages";
  /** Swap and swappiness. */
  public static final String SWAP = FILE + "swap";
  /** perf_event_paranoid and perf_event_max_sample_rate. */
  public static final String PERF = FILE + "perf-access";
  /** What async-profiler ({@code --profile}) needs: perf events, kernel and JVM symbols. */
  public static final String PROFILER = FILE + "profiling-with-async-profiler";
  /** The NMI watchdog. */
  public static final String NMI = FILE + "nmi-watchdog";
  /** Clocksource and the invariant TSC. */
  public static final String CLOCKSOURCE = FILE + "clocksource";
  /** Virtual machines and containers. */
  public static final String VIRTUAL = FILE + "virtual-machines-and-containers";
  /** Load and competing processes. */
  public static final String LOAD = FILE + "load-and-other-processes";
  /** A process that keeps the measuring cpu busy, and how the core is chosen around it. */
  public static final String NEIGHBOUR = FILE + "a-neighbour-on-the-measuring-cpu";
  /** Power supply and temperature. */
  public static final String POWER = FILE + "power-and-temperature";
  /** JVM flags. */
  public static final String JVM = FILE + "jvm-flags-for-benchmarking";
  /** The noise probe. */
  public static final String NOISE = FILE + "the-noise-probe";
}
