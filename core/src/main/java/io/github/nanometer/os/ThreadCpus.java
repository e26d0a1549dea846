package io.github.nanometer.os;

import io.github.nanometer.Pinning;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.List;

/**
 * Chooses one cpu for each of several measuring threads (a threaded benchmark), from the cpus this
 * process may use. Pure: everything it looks at comes from its arguments.
 *
 * <p>The rules: candidates are the online cpus this process may run on ({@link CpuTopology}); no
 * two threads share a cpu unless {@code shareCpus} is given, and asking for more threads than
 * candidates without it is refused with the counts and the fix. With {@link Pinning.PinMode#CPU}
 * the first thread takes the requested cpu and the others the next candidates in ascending order
 * (wrapping); with {@link Pinning.PinMode#AUTO} isolated cpus come first, then the others from the
 * highest number down, so cpu 0 (interrupts, housekeeping) is taken last; with {@link
 * Pinning.PinMode#NONE} nothing is pinned.
 */
public final class ThreadCpus {
  private ThreadCpus() {}

  /**
   * The plan: one cpu per thread (-1 each when not pinning), or a refusal.
   *
   * @param cpus the cpu of each thread, in thread order; -1 for a thread left unpinned
   * @param candidates how many cpus this process may use (0 when unreadable)
   * @param refusal why the threads cannot be placed, with the fix; empty when placed
   * @param why how the cpus were chosen, for the result
   */
  public record Plan(List<Integer> cpus, int candidates, String refusal, String why) {

    /** Copies the list. */
    public Plan {
      cpus = List.copyOf(cpus);
    }

    /** True when the threads could be placed (pinned or deliberately not). */
    public boolean placed() {
      return refusal.isEmpty();
    }

    /** True when some cpu carries two or more of the threads. */
    public boolean sharesCpus() {
      return cpus.stream().filter(c -> c >= 0).distinct().count() < cpus.stream().filter(c -> c >= 0).count();
    }

    /** True when the threads occupy every candidate cpu, leaving none for the JIT compiler and GC threads. */
    public boolean takesEveryCpu() {
      return candidates > 0 && cpus.stream().filter(c -> c >= 0).distinct().count() >= candidates;
    }
  }

  /**
   * Places {@code threads} measuring threads.
   *
   * @param topology the host's cpus
   * @param threads how many threads, at least 1
   * @param request how to choose (none, auto, or starting at a given cpu)
   * @param shareCpus true to allow two threads on one cpu when there are fewer cpus than threads
   * @throws IllegalArgumentException when topology or request is null or threads is below 1
   */
  public static Plan place(CpuTopology topology, int threads, Pinning request, boolean shareCpus) {
    if (topology == null || request == null) {
      throw new IllegalArgumentException("topology and request must not be null");
    }
    if (threads < 1) {
      throw new IllegalArgumentException("threads must be at least 1, got " + threads);
    }
    BitSet candidates = candidates(topology);
    int count = candidates.cardinality();
    if (count > 0 && threads > count && !shareCpus) {
      return new Plan(List.of(), count, threads + " measuring threads but this process may use only " + count
          + " cpu" + (count == 1 ? "" : "s") + " (" + CpuList.format(candidates) + "): two threads on one cpu take"
          + " turns instead of running together", "run at most " + count + " threads, widen the cpuset (taskset,"
          + " cgroup), or allow shared cpus (shareCpus / --share-cpus) to measure time-sliced threads on purpose");
    }
    List<Integer> none = new ArrayList<>();
    for (int i = 0; i < threads; i++) {
      none.add(-1);
    }
    if (request.mode() == Pinning.PinMode.NONE) {
      return new Plan(none, count, "", "not pinned (pinning none): the scheduler places the threads");
    }
    if (count == 0) {
      return new Plan(none, 0, "", "not pinned: neither /sys/devices/system/cpu/online nor Cpus_allowed_list"
          + " gave a cpu");
    }
    List<Integer> order = request.mode() == Pinning.PinMode.CPU
        ? fromCpu(candidates, request.cpu()) : preferred(candidates, topology);
    if (request.mode() == Pinning.PinMode.CPU && !candidates.get(request.cpu())) {
      return new Plan(List.of(), count, "cpu " + request.cpu() + " is not one this process may use ("
          + CpuList.format(candidates) + ")", "choose one of " + CpuList.format(candidates) + " with --cpu");
    }
    List<Integer> cpus = new ArrayList<>();
    for (int i = 0; i < threads; i++) {
      cpus.add(order.get(i % order.size()));
    }
    String how = request.mode() == Pinning.PinMode.CPU ? "from --cpu " + request.cpu() + " upwards"
        : "isolated cpus first, then the highest-numbered, cpu 0 last";
    return new Plan(cpus, count, "", "one cpu per thread, " + how + " (candidates " + CpuList.format(candidates)
        + ")" + (threads > count ? "; " + threads + " threads share " + count + " cpus as asked" : ""));
  }

  private static BitSet candidates(CpuTopology topology) {
    BitSet online = topology.online();
    BitSet allowed = topology.allowed();
    if (online.isEmpty()) {
      return allowed;
    }
    if (!allowed.isEmpty()) {
      online.and(allowed);
    }
    return online;
  }

  private static List<Integer> fromCpu(BitSet candidates, int first) {
    List<Integer> order = new ArrayList<>();
    for (int c = candidates.nextSetBit(first); c >= 0; c = candidates.nextSetBit(c + 1)) {
      order.add(c);
    }
    for (int c = candidates.nextSetBit(0); c >= 0 && c < first; c = candidates.nextSetBit(c + 1)) {
      order.add(c);
    }
    return order;
  }

  private static List<Integer> preferred(BitSet candidates, CpuTopology topology) {
    BitSet isolated = topology.isolated();
    isolated.or(topology.nohzFull());
    isolated.and(candidates);
    List<Integer> order = new ArrayList<>();
    for (int c = isolated.length() - 1; c >= 0; c = isolated.previousSetBit(c - 1)) {
      order.add(c);
    }
    for (int c = candidates.length() - 1; c >= 0; c = candidates.previousSetBit(c - 1)) {
      if (!isolated.get(c)) {
        order.add(c);
      }
    }
    return order;
  }
}
