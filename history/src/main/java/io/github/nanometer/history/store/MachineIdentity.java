package io.github.nanometer.history.store;

import java.util.Optional;

/**
 * The machine a run was measured on, as its result documents describe it.
 *
 * <p>Two identities come from it. Its {@link #id()} is a fingerprint of every fact (the CPU model,
 * cores, memory, kernel and label), so a kernel update records a new machine row that a chart can
 * draw as a rule. Its {@link #seriesIdentity()}, the machine part of a {@link SeriesKey}, is the
 * label when one was given ({@code --machine LABEL}), else the CPU model, cores and memory rounded to
 * whole GiB: a kernel update stays in the same series, a different machine starts a new one.
 *
 * <p>Implementation notes: the memory is rounded because the kernel's {@code MemTotal} moves by a
 * few MiB between kernel versions on one machine; a machine whose memory lies within a few MiB of a
 * half GiB could still flip between two series, which a label avoids.
 *
 * <p>A labelled machine may leave facts unknown (a JMH file states none, an older nanometer document
 * no CPU model or memory): the CPU model or kernel {@link #UNKNOWN}, the cores or memory 0. Its
 * series identity is the label, so nothing unknown enters a series key.
 *
 * @param cpuModel the CPU model name, e.g. {@code "AMD EPYC 7B13"}; one line, not blank
 * @param cores the logical processors; at least 1, or 0 (unknown) when labelled
 * @param memoryBytes the physical memory in bytes; at least 1, or 0 (unknown) when labelled
 * @param kernel the kernel name and release, e.g. {@code "Linux 6.1.0-18-amd64"}; one line, not blank
 * @param label the user's name for the machine, when one was given; one line, not blank
 */
public record MachineIdentity(String cpuModel, int cores, long memoryBytes, String kernel, Optional<String> label) {

  /** The text of a fact a labelled machine's documents do not state, e.g. its CPU model. */
  public static final String UNKNOWN = "unknown";

  private static final long GIB = 1L << 30;

  /** Checks every fact; only a labelled machine may have 0 (unknown) cores or memory. */
  public MachineIdentity {
    Checks.text("cpuModel", cpuModel);
    Checks.present("label", label).ifPresent(l -> Checks.text("label", l));
    long fewest = label.isPresent() ? 0 : 1;
    Checks.atLeast("cores", cores, fewest);
    Checks.atLeast("memoryBytes", memoryBytes, fewest);
    Checks.text("kernel", kernel);
  }

  /** The memory rounded to the nearest whole GiB (0 below half a GiB), as the series identity uses it. */
  public long roundedMemoryGib() {
    return (memoryBytes + GIB / 2) / GIB;
  }

  /**
   * The machine part of a series key: {@code "label NAME"} when labelled, else {@code "cpu MODEL,
   * cores N, memory M GiB"}.
   */
  public String seriesIdentity() {
    return label.map(l -> "label " + l)
        .orElseGet(() -> "cpu " + cpuModel + ", cores " + cores + ", memory " + roundedMemoryGib() + " GiB");
  }

  /** The fingerprint of every fact: the machine row's id, 32 hex digits. */
  public String id() {
    return ContentHash.of("machine", cpuModel, Integer.toString(cores), Long.toString(memoryBytes), kernel,
        label.orElse(""), label.isPresent() ? "labelled" : "unlabelled");
  }
}
