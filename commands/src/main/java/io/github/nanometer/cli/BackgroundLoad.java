package io.github.nanometer.cli;

import io.github.nanometer.Pinning;
import io.github.nanometer.cli.spi.UsageException;
import io.github.nanometer.os.CorePicker;
import io.github.nanometer.os.CpuList;
import io.github.nanometer.os.CpuTopology;
import java.io.IOException;
import java.time.Duration;
import java.util.BitSet;
import java.util.List;
import java.util.Locale;

/**
 * A CPU-bound child process pinned to one cpu, the neighbour of {@code paired-check --background}:
 * {@code timeout S taskset -c N sh -c 'while :; do :; done & read -r _; kill -KILL $!'}. It is
 * bounded three times: {@link #close} (also run by a shutdown hook on Ctrl-C) kills it and
 * everything it started; if this JVM dies without running any code (SIGKILL), the kernel closes
 * the pipe to the shell's stdin, its {@code read} returns and it kills the loop at once; and
 * {@code timeout} kills the whole group after {@code S} seconds whatever happens.
 */
final class BackgroundLoad implements AutoCloseable {

  /** Where the neighbour runs relative to the measuring cpu. */
  enum Placement {
    /** No neighbour. */
    NONE,
    /** Pinned to the measuring cpu. */
    SAME_CORE,
    /** Pinned to another usable cpu. */
    OTHER_CORE;

    /** The CLI spelling: {@code none}, {@code same-core}, {@code other-core}. */
    String flag() {
      return name().toLowerCase(Locale.ROOT).replace('_', '-');
    }

    static Placement of(String flag) {
      return valueOf(flag.toUpperCase(Locale.ROOT).replace('-', '_'));
    }
  }

  private final Process process;
  private final int cpu;
  private final Thread hook;

  private BackgroundLoad(Process process, int cpu) {
    this.process = process;
    this.cpu = cpu;
    this.hook = new Thread(this::kill, "nanometer-background-stop");
    Runtime.getRuntime().addShutdownHook(hook);
  }

  /**
   * The cpu the neighbour goes to. The measuring cpu is {@code --cpu N} when given, otherwise the
   * cpu the automatic choice makes on an idle machine (so {@code same-core} with automatic pinning
   * tests whether the choice moves away from it); {@code other-core} takes the highest other usable cpu.
   *
   * @throws UsageException when no cpu is usable, or other-core is asked with a single usable cpu
   */
  static int targetCpu(Placement placement, Pinning pinning, CpuTopology topology) throws UsageException {
    int measuring = pinning.mode() == Pinning.PinMode.CPU ? pinning.cpu()
        : CorePicker.pick(topology, new BitSet()).cpu();
    if (measuring < 0) {
      throw new UsageException("--background " + placement.flag() + " needs a usable cpu; none was found"
          + " (/sys/devices/system/cpu/online and Cpus_allowed_list unreadable)");
    }
    if (placement == Placement.SAME_CORE) {
      return measuring;
    }
    BitSet usable = topology.allowed().isEmpty() ? topology.online() : topology.allowed();
    usable.clear(measuring);
    if (usable.isEmpty()) {
      throw new UsageException("--background other-core needs a second usable cpu besides " + measuring
          + " (usable: " + CpuList.format(topology.allowed()) + ")");
    }
    return usable.previousSetBit(usable.length());
  }

  /**
   * Starts the CPU-bound neighbour on {@code cpu}, killed after {@code bound} at the latest.
   *
   * @throws UsageException when {@code timeout}, {@code taskset} or {@code sh} cannot be started
   */
  static BackgroundLoad start(int cpu, Duration bound) throws UsageException {
    long seconds = Math.max(1, bound.toSeconds());
    return start(List.of("timeout", "-s", "KILL", Long.toString(seconds), "taskset", "-c", Integer.toString(cpu),
        "sh", "-c", LOOP), cpu);
  }

  /**
   * The busy loop in the background and, in the foreground, a wait for this JVM's pipe (the
   * shell's stdin, never written) to close: when this JVM dies, however it dies, the loop is killed.
   */
  static final String LOOP = "while :; do :; done & read -r _; kill -KILL $!";

  /** Starts {@code command} as the neighbour (tests pass a harmless one). */
  static BackgroundLoad start(List<String> command, int cpu) throws UsageException {
    try {
      Process p = new ProcessBuilder(command).redirectErrorStream(true)
          .redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
      return new BackgroundLoad(p, cpu);
    } catch (IOException e) {
      throw new UsageException("--background needs " + command.get(0) + " on the PATH (coreutils timeout,"
          + " util-linux taskset): " + e.getMessage());
    }
  }

  /** The neighbour's cpu. */
  int cpu() {
    return cpu;
  }

  /** The pid of the started process ({@code timeout}; the loop is its child). */
  long pid() {
    return process.pid();
  }

  /** True while the started process runs. */
  boolean alive() {
    return process.isAlive();
  }

  /** Kills the neighbour and its descendants and waits for it; safe to call twice. */
  @Override
  public void close() {
    kill();
    try {
      Runtime.getRuntime().removeShutdownHook(hook);
    } catch (IllegalStateException e) {
      // already shutting down: the hook is running or has run
    }
  }

  private void kill() {
    process.descendants().forEach(ProcessHandle::destroyForcibly);
    process.destroyForcibly();
    try {
      process.waitFor();
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
  }
}
