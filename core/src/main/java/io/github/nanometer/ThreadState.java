package io.github.nanometer;

/**
 * What one thread of a {@link ThreadedBenchmark} sees on every evaluation: the benchmark's shared
 * state (one object for all threads of the run), its group's shared state, and its own thread-local
 * state, plus where it stands among the threads. Built on the thread itself before its first
 * sample (so thread-local state is allocated by the thread that uses it), never inside a timed
 * region; immutable.
 *
 * @param <S> the benchmark's shared state type
 * @param <L> the thread-local state type ({@code Void} when there is none)
 */
public final class ThreadState<S, L> {

  private final S shared;
  private final Object groupShared;
  private final L local;
  private final int thread;
  private final String group;
  private final int threadInGroup;

  /**
   * A thread's view; the engine builds one per thread after running the setups.
   *
   * @throws IllegalArgumentException when group is null or an index is negative
   */
  public ThreadState(S shared, Object groupShared, L local, int thread, String group, int threadInGroup) {
    if (group == null || thread < 0 || threadInGroup < 0) {
      throw new IllegalArgumentException("group must not be null and indices must be >= 0, got group " + group
          + ", thread " + thread + ", threadInGroup " + threadInGroup);
    }
    this.shared = shared;
    this.groupShared = groupShared;
    this.local = local;
    this.thread = thread;
    this.group = group;
    this.threadInGroup = threadInGroup;
  }

  /** The state shared by every thread of the run (from the benchmark's shared setup). */
  public S shared() {
    return shared;
  }

  /**
   * The state shared by the threads of this thread's group (from the group's shared setup), cast
   * to the caller's type; null when the group has none.
   */
  @SuppressWarnings("unchecked")
  public <G> G groupShared() {
    return (G) groupShared;
  }

  /** This thread's own state (from its group's local setup); null when the group has none. */
  public L local() {
    return local;
  }

  /** This thread's index among all threads of the run, 0-based, in group order. */
  public int thread() {
    return thread;
  }

  /** The name of this thread's group. */
  public String group() {
    return group;
  }

  /** This thread's index within its group, 0-based. */
  public int threadInGroup() {
    return threadInGroup;
  }

  @Override
  public String toString() {
    return "thread " + thread + " (" + group + " #" + threadInGroup + ")";
  }
}
