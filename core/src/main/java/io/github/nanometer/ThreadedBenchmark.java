package io.github.nanometer;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.function.Consumer;
import java.util.function.Function;
import java.util.function.Supplier;

/**
 * A benchmark run by several threads at once: one group of identical threads (symmetric, JMH's
 * {@code @Threads}) or several groups with different bodies (asymmetric, JMH's {@code @Group} with
 * {@code @GroupThreads}, e.g. one writer and one reader). Immutable; pass to {@link
 * Nanometer#runThreaded}.
 *
 * <p>State: the benchmark's shared state is made once per run by its setup (before any thread
 * starts) and torn down after the last sample; each group may have state shared by its threads
 * ({@link Group#groupShared}); each thread may have its own ({@link Group#of(String, int, Supplier,
 * Function)}), made on that thread before its first sample and torn down on it after its last. No
 * setup or teardown runs inside a timed region. Every evaluation sees its {@link ThreadState}.
 *
 * <pre>{@code
 * ThreadedBenchmark<AtomicLong> counter =
 *     ThreadedBenchmark.symmetric("atomic increment", 2, AtomicLong::new, t -> t.shared().incrementAndGet());
 * ThreadedResult r = nm.runThreaded(counter, ThreadedOptions.defaults());
 * }</pre>
 *
 * @param <S> the shared state type
 */
public final class ThreadedBenchmark<S> {

  /** The most threads one benchmark may have (all groups together). */
  public static final int MAX_THREADS = 1024;

  private final String name;
  private final Supplier<S> sharedSetup;
  private final Consumer<? super S> sharedTeardown;
  private final List<Group<S, ?>> groups;

  private ThreadedBenchmark(String name, Supplier<S> sharedSetup, Consumer<? super S> sharedTeardown,
      List<Group<S, ?>> groups) {
    this.name = name;
    this.sharedSetup = sharedSetup;
    this.sharedTeardown = sharedTeardown;
    this.groups = List.copyOf(groups);
  }

  /**
   * One group: its name, how many threads run its body, and its state.
   *
   * @param <S> the benchmark's shared state type
   * @param <L> the thread-local state type ({@code Void} when there is none)
   */
  public static final class Group<S, L> {
    private final String name;
    private final int threads;
    private final Supplier<L> localSetup;
    private final Consumer<? super L> localTeardown;
    private final Supplier<?> groupSharedSetup;
    private final Function<? super ThreadState<S, L>, ?> body;

    private Group(String name, int threads, Supplier<L> localSetup, Consumer<? super L> localTeardown,
        Supplier<?> groupSharedSetup, Function<? super ThreadState<S, L>, ?> body) {
      if (name == null || name.isBlank()) {
        throw new IllegalArgumentException("group name must not be blank, got " + (name == null ? "null" : "'" + name + "'"));
      }
      if (threads < 1 || threads > MAX_THREADS) {
        throw new IllegalArgumentException("threads of group '" + name + "' is " + threads + " (accepted: 1 to "
            + MAX_THREADS + ")");
      }
      if (body == null || localSetup == null || localTeardown == null) {
        throw new IllegalArgumentException("body, local setup and local teardown of group '" + name
            + "' must not be null");
      }
      this.name = name;
      this.threads = threads;
      this.localSetup = localSetup;
      this.localTeardown = localTeardown;
      this.groupSharedSetup = groupSharedSetup;
      this.body = body;
    }

    /**
     * A group without thread-local state: {@code threads} threads each run {@code body}.
     *
     * @throws IllegalArgumentException when name is blank, threads is outside 1..{@link #MAX_THREADS}
     *     or body is null
     */
    public static <S> Group<S, Void> of(String name, int threads, Function<? super ThreadState<S, Void>, ?> body) {
      return new Group<>(name, threads, () -> null, l -> { }, null, body);
    }

    /**
     * A group whose threads each have their own state, made by {@code localSetup} on the thread
     * itself before its first sample.
     *
     * @throws IllegalArgumentException as {@link #of(String, int, Function)}, or when localSetup is null
     */
    public static <S, L> Group<S, L> of(String name, int threads, Supplier<L> localSetup,
        Function<? super ThreadState<S, L>, ?> body) {
      return new Group<>(name, threads, localSetup, l -> { }, null, body);
    }

    /** This group with a teardown of each thread's local state, run on the thread after its last sample. */
    public Group<S, L> localTeardown(Consumer<? super L> teardown) {
      return new Group<>(name, threads, localSetup, teardown, groupSharedSetup, body);
    }

    /** This group with state shared by its threads only, made once per run ({@link ThreadState#groupShared}). */
    public Group<S, L> groupShared(Supplier<?> setup) {
      if (setup == null) {
        throw new IllegalArgumentException("group shared setup of '" + name + "' must not be null");
      }
      return new Group<>(name, threads, localSetup, localTeardown, setup, body);
    }

    /** The group's name. */
    public String name() {
      return name;
    }

    /** How many threads run this group's body. */
    public int threads() {
      return threads;
    }

    /** The body each of the group's threads evaluates. */
    public Function<? super ThreadState<S, L>, ?> body() {
      return body;
    }

    /** Makes one thread's local state (call on that thread). */
    public L newLocal() {
      return localSetup.get();
    }

    /** Tears down one thread's local state (call on that thread). */
    @SuppressWarnings("unchecked")
    public void tearDownLocal(Object local) {
      localTeardown.accept((L) local);
    }

    /** The group's shared setup, when it has one. */
    public Optional<Supplier<?>> groupSharedSetup() {
      return Optional.ofNullable(groupSharedSetup);
    }
  }

  /**
   * A symmetric benchmark: {@code threads} threads (one group named "threads") each evaluate {@code
   * body} on the shared state made by {@code sharedSetup}.
   *
   * @throws IllegalArgumentException when name is blank, threads is outside 1..{@link #MAX_THREADS},
   *     or a function is null
   */
  public static <S> ThreadedBenchmark<S> symmetric(String name, int threads, Supplier<S> sharedSetup,
      Function<? super ThreadState<S, Void>, ?> body) {
    return builder(name, sharedSetup).group(Group.of("threads", threads, body)).build();
  }

  /**
   * A builder for an asymmetric benchmark (or a symmetric one with thread-local state).
   *
   * @throws IllegalArgumentException when name is blank or sharedSetup is null
   */
  public static <S> Builder<S> builder(String name, Supplier<S> sharedSetup) {
    return new Builder<>(name, sharedSetup);
  }

  /** Collects groups; {@link #build} checks them. */
  public static final class Builder<S> {
    private final String name;
    private final Supplier<S> sharedSetup;
    private Consumer<? super S> teardown = s -> { };
    private final List<Group<S, ?>> groups = new ArrayList<>();

    private Builder(String name, Supplier<S> sharedSetup) {
      if (name == null || name.isBlank()) {
        throw new IllegalArgumentException("benchmark name must not be blank, got "
            + (name == null ? "null" : "'" + name + "'"));
      }
      if (sharedSetup == null) {
        throw new IllegalArgumentException("shared setup of '" + name + "' must not be null");
      }
      this.name = name;
      this.sharedSetup = sharedSetup;
    }

    /** Adds a group (threads are numbered in the order groups are added). */
    public Builder<S> group(Group<S, ?> group) {
      if (group == null) {
        throw new IllegalArgumentException("group of '" + name + "' must not be null");
      }
      groups.add(group);
      return this;
    }

    /** Tears down the shared state after the last sample (on the calling thread). */
    public Builder<S> teardown(Consumer<? super S> sharedTeardown) {
      if (sharedTeardown == null) {
        throw new IllegalArgumentException("shared teardown of '" + name + "' must not be null");
      }
      this.teardown = sharedTeardown;
      return this;
    }

    /**
     * The benchmark.
     *
     * @throws IllegalArgumentException when there is no group, two groups share a name, or the
     *     groups have more than {@link #MAX_THREADS} threads together
     */
    public ThreadedBenchmark<S> build() {
      if (groups.isEmpty()) {
        throw new IllegalArgumentException("threaded benchmark '" + name + "' needs at least one group");
      }
      Set<String> names = new HashSet<>();
      int total = 0;
      for (Group<S, ?> g : groups) {
        if (!names.add(g.name())) {
          throw new IllegalArgumentException("threaded benchmark '" + name + "' has two groups named '"
              + g.name() + "'");
        }
        total += g.threads();
      }
      if (total > MAX_THREADS) {
        throw new IllegalArgumentException("threaded benchmark '" + name + "' has " + total
            + " threads (accepted: 1 to " + MAX_THREADS + ")");
      }
      return new ThreadedBenchmark<>(name, sharedSetup, teardown, groups);
    }
  }

  /** The name. */
  public String name() {
    return name;
  }

  /** The groups, in thread order. */
  public List<Group<S, ?>> groups() {
    return groups;
  }

  /** All threads of all groups. */
  public int threads() {
    return groups.stream().mapToInt(Group::threads).sum();
  }

  /** Makes the shared state (once per run, before any thread starts). */
  public S newShared() {
    return sharedSetup.get();
  }

  /** Tears the shared state down (once per run, after the last sample). */
  @SuppressWarnings("unchecked")
  public void tearDownShared(Object shared) {
    sharedTeardown.accept((S) shared);
  }

  @Override
  public String toString() {
    return "ThreadedBenchmark[" + name + ", " + threads() + " threads]";
  }
}
