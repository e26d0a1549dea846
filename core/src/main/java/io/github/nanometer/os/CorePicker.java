package io.github.nanometer.os;

import java.util.ArrayList;
import java.util.BitSet;
import java.util.List;

/**
 * Chooses the cpu for the measuring thread from the host's {@link CpuTopology} and what other
 * processes do on each cpu ({@link CpuActivity}, or a plain set of busy cpus). Pure: everything it
 * looks at comes from its arguments.
 *
 * <p>The rules, in order: candidates are the online cpus this process may run on (either set alone
 * when the other is unreadable); if any candidate is isolated ({@code isolated}, {@code isolcpus=},
 * {@code nohz_full=}) and not owned by a pinned CPU-bound process, only isolated ones are
 * considered, tickless ones first. Among those, prefer in turn a cpu no CPU-bound process is pinned
 * to, one that others do not keep busy, whose SMT siblings are not busy, and that is not cpu 0
 * (which takes most interrupts and housekeeping); the highest-numbered cpu breaks ties. So a cpu
 * with a pinned hog is chosen only when every candidate has one.
 */
public final class CorePicker {
  private CorePicker() {}

  /**
   * The chosen cpu and why.
   *
   * @param cpu the chosen cpu, or -1 when there is none
   * @param why the facts behind the choice (or why there is none), for the report
   */
  public record Choice(int cpu, String why) {

    /** True when a cpu was chosen. */
    public boolean chosen() {
      return cpu >= 0;
    }
  }

  /**
   * Chooses a cpu.
   *
   * @param topology the host's cpus
   * @param busyCpus cpus to avoid (e.g. running other work); may be empty, not null
   * @throws IllegalArgumentException when an argument is null
   */
  public static Choice pick(CpuTopology topology, BitSet busyCpus) {
    if (topology == null || busyCpus == null) {
      throw new IllegalArgumentException("topology and busyCpus must not be null");
    }
    return pick(topology, busyCpus, new BitSet(), CpuActivity.NONE);
  }

  /**
   * Chooses a cpu by what other processes do: cpus others keep busy ({@link
   * CpuActivity#busyFromOthers}) and cpus a CPU-bound process is pinned to ({@link
   * CpuActivity#pinnedHogs}) are avoided, this JVM's own work is not held against a cpu, and the
   * choice's {@code why} ends with the evidence for every candidate.
   *
   * @throws IllegalArgumentException when an argument is null
   */
  public static Choice pick(CpuTopology topology, CpuActivity activity) {
    if (topology == null || activity == null) {
      throw new IllegalArgumentException("topology and activity must not be null");
    }
    return pick(topology, activity.busyFromOthers(), activity.pinnedHogs(), activity);
  }

  private static Choice pick(CpuTopology topology, BitSet busyCpus, BitSet pinnedHogs, CpuActivity activity) {
    BitSet candidates = candidates(topology.online(), topology.allowed());
    if (candidates.isEmpty()) {
      return new Choice(-1, "no usable cpu: neither /sys/devices/system/cpu/online nor Cpus_allowed_list"
          + " gave a cpu (or they do not overlap)");
    }
    BitSet isolated = topology.isolated();
    isolated.or(topology.nohzFull());
    isolated.and(candidates);
    BitSet isolatedFree = (BitSet) isolated.clone();
    isolatedFree.andNot(pinnedHogs);
    BitSet pool = isolatedFree.isEmpty() ? candidates : isolated;
    BitSet tickless = topology.nohzFull();

    int best = -1;
    int bestScore = Integer.MAX_VALUE;
    for (int c = pool.nextSetBit(0); c >= 0; c = pool.nextSetBit(c + 1)) {
      int score = score(c, tickless, busyCpus, siblingBusy(topology, c, busyCpus), pool.cardinality())
          + (pinnedHogs.get(c) ? 16 : 0);
      if (score <= bestScore) { // "<=": the highest-numbered cpu wins ties
        bestScore = score;
        best = c;
      }
    }
    String poolText = pool == isolated ? "isolated" + (tickless.get(best) ? " and tickless (nohz_full)" : "")
        : isolated.isEmpty() ? "no isolated cpus, chose among " + CpuList.format(candidates)
        : "every isolated cpu has a pinned CPU-bound process, chose among " + CpuList.format(candidates);
    String why = why(best, poolText, busyCpus.get(best), siblingBusy(topology, best, busyCpus), candidates);
    BitSet avoided = (BitSet) pinnedHogs.clone();
    avoided.and(candidates);
    avoided.clear(best);
    if (pinnedHogs.get(best)) {
      why += ", a CPU-bound process is pinned to it (every candidate has one)";
    } else if (!avoided.isEmpty()) {
      why += ", avoided cpu " + CpuList.format(avoided) + " (a CPU-bound process is pinned there)";
    }
    String evidence = activity.evidence(candidates);
    return new Choice(best, evidence.isEmpty() ? why : why + "; " + evidence);
  }

  /** Lower is better: busy (8), SMT sibling busy (4), cpu 0 with others available (2), not tickless (1). */
  private static int score(int cpu, BitSet tickless, BitSet busy, boolean siblingBusy, int poolSize) {
    int score = 0;
    if (busy.get(cpu)) {
      score += 8;
    }
    if (siblingBusy) {
      score += 4;
    }
    if (cpu == 0 && poolSize > 1) {
      score += 2;
    }
    if (!tickless.get(cpu)) {
      score += 1;
    }
    return score;
  }

  private static boolean siblingBusy(CpuTopology topology, int cpu, BitSet busy) {
    BitSet siblings = topology.siblings(cpu);
    siblings.clear(cpu);
    return siblings.intersects(busy);
  }

  private static BitSet candidates(BitSet online, BitSet allowed) {
    if (online.isEmpty()) {
      return allowed;
    }
    if (allowed.isEmpty()) {
      return online;
    }
    BitSet both = (BitSet) online.clone();
    both.and(allowed);
    return both;
  }

  private static String why(int cpu, String poolText, boolean busy, boolean siblingBusy, BitSet candidates) {
    List<String> facts = new ArrayList<>();
    facts.add(poolText);
    if (busy) {
      facts.add("busy (every candidate is)");
    }
    if (siblingBusy) {
      facts.add("an SMT sibling is busy");
    }
    if (cpu == 0) {
      facts.add(candidates.cardinality() == 1 ? "the only cpu" : "cpu 0 (no better choice)");
    }
    return "cpu " + cpu + ": " + String.join(", ", facts);
  }
}
