package io.github.nanometer.profile;

import java.util.List;
import java.util.Locale;

/**
 * What {@code --profile} samples, each with the async-profiler events to try in order: the first
 * the machine permits is used, and a fallback is said once.
 */
public enum ProfileKind {
  /** On-cpu time: perf_events cpu-clock, falling back to setitimer (itimer) where perf is refused. */
  CPU("cpu", "cpu", "itimer"),
  /** Heap allocations by allocating stack (TLAB-driven sampling; no perf access needed). */
  ALLOC("alloc", "alloc"),
  /** Wall-clock time of every thread, running or waiting (no perf access needed). */
  WALL("wall", "wall"),
  /** Contended locks by waiting stack (no perf access needed). */
  LOCK("lock", "lock");

  private final String cliName;
  private final List<String> events;

  ProfileKind(String cliName, String... events) {
    this.cliName = cliName;
    this.events = List.of(events);
  }

  /** The word of {@code --profile}. */
  public String cliName() {
    return cliName;
  }

  /** The async-profiler events to try, best first. */
  public List<String> events() {
    return events;
  }

  /**
   * The kind named {@code word}.
   *
   * @throws IllegalArgumentException naming the value and the accepted words
   */
  public static ProfileKind parse(String word) {
    for (ProfileKind k : values()) {
      if (k.cliName.equals(word)) {
        return k;
      }
    }
    throw new IllegalArgumentException("profile must be one of cpu, alloc, wall, lock, got '" + word + "'");
  }

  @Override
  public String toString() {
    return name().toLowerCase(Locale.ROOT);
  }
}
