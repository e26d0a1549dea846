package io.github.nanometer.engine;

import io.github.nanometer.ClockSummary;
import io.github.nanometer.Environment;
import io.github.nanometer.Note;
import io.github.nanometer.NoteKind;
import io.github.nanometer.ThreadedBenchmark;
import io.github.nanometer.ThreadedOptions;
import io.github.nanometer.ThreadedResult.BarrierSkew;
import io.github.nanometer.ThreadedResult.GroupSummary;
import io.github.nanometer.ThreadedResult.ThreadSamples;
import io.github.nanometer.ThreadedResult;
import io.github.nanometer.clock.Clock;
import io.github.nanometer.doctor.DoctorReport;
import io.github.nanometer.measure.CompileQueueDrain;
import io.github.nanometer.measure.JitActivity;
import io.github.nanometer.os.CpuList;
import io.github.nanometer.os.CpuTopology;
import io.github.nanometer.os.HostFiles;
import io.github.nanometer.os.ThreadAffinity;
import io.github.nanometer.os.ThreadCpus;
import io.github.nanometer.text.DecimalText;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * Measures one {@link ThreadedBenchmark}: places its threads on cpus ({@link ThreadCpus}), makes
 * the shared state, runs one {@link ThreadWorker} per thread through the synchronized warm-up and
 * measured samples, tears the state down and summarises ({@link ThreadedSummaries}).
 * {@code io.github.nanometer.Nanometer#runThreaded} is the public entry.
 */
public final class ThreadedRun {

  /** Start plus stop skew above this fraction of a sample becomes a {@link NoteKind#BARRIER_SKEW} note: 1%. */
  static final double SKEW_NOTE_FRACTION = 0.01;

  private final ThreadedOptions options;
  private final Clock clock;
  private final ClockSummary facts;
  private final Optional<DoctorReport> doctor;
  private final CpuTopology topology;
  private final ThreadAffinity affinity;
  private final RunEvents events;
  private final JitActivity jit;

  /** A run on the real host, with this JVM's {@link RunEvents#current()} and JIT. */
  public ThreadedRun(ThreadedOptions options, Clock clock, ClockSummary facts, Optional<DoctorReport> doctor) {
    this(options, clock, facts, doctor, CpuTopology.read(HostFiles.real()), ThreadAffinity.real(),
        RunEvents.current(), JitActivity.ofThisJvm());
  }

  /** A run with the given host view, pinning, events and JIT (tests pass fakes). */
  ThreadedRun(ThreadedOptions options, Clock clock, ClockSummary facts, Optional<DoctorReport> doctor,
      CpuTopology topology, ThreadAffinity affinity, RunEvents events, JitActivity jit) {
    this.options = options;
    this.clock = clock;
    this.facts = facts;
    this.doctor = doctor;
    this.topology = topology;
    this.affinity = affinity;
    this.events = events;
    this.jit = jit;
  }

  /**
   * Measures the benchmark.
   *
   * @throws IllegalArgumentException when its threads cannot be placed (more threads than cpus
   *     without {@link ThreadedOptions#shareCpus()}, or a requested cpu this process may not use)
   * @throws IllegalStateException when a thread's setup, body or teardown threw, or the shared or a
   *     group's shared setup or the shared teardown threw on the calling thread (the cause; the message
   *     names the benchmark)
   */
  public ThreadedResult measure(ThreadedBenchmark<?> benchmark) {
    String name = benchmark.name();
    ThreadCpus.Plan plan = ThreadCpus.place(topology, benchmark.threads(), options.pinning(),
        options.shareCpus());
    if (!plan.placed()) {
      throw new IllegalArgumentException("threaded benchmark '" + name + "': " + plan.refusal() + "; fix: "
          + plan.why());
    }
    int benchmarksBefore = JvmHistory.startBenchmark();
    try (RunEvents.Span span = events.benchmark(name)) {
      Object shared = ownCode(name, "shared setup", benchmark::newShared);
      List<ThreadWorker> workers = workers(benchmark, plan, shared);
      List<Thread> threads = new ArrayList<>();
      for (ThreadWorker w : workers) {
        Thread t = new Thread(w, "nanometer-" + name + "-" + threads.size());
        t.setDaemon(true);
        threads.add(t);
      }
      // The bodies' first calls (each worker's chunk calibration) come on a quiet JIT, so their
      // methods are compiled with type profiles (see CompileQueueDrain; wall time, never measured).
      CompileQueueDrain.Outcome queue;
      try (RunEvents.Span ignored = events.phase(name, "compile-queue")) {
        queue = CompileQueueDrain.await(jit, System::nanoTime);
      }
      threads.forEach(Thread::start);
      joinAll(threads);
      for (ThreadWorker w : workers) {
        if (w.failure() != null) {
          throw new IllegalStateException("threaded benchmark '" + name + "' failed on a measuring thread: "
              + w.failure(), w.failure());
        }
      }
      ownCode(name, "shared teardown", () -> {
        benchmark.tearDownShared(shared);
        return null;
      });
      return summarise(name, plan, workers, benchmarksBefore, queue);
    }
  }

  private List<ThreadWorker> workers(ThreadedBenchmark<?> benchmark, ThreadCpus.Plan plan, Object shared) {
    ThreadWorker.Shared run = new ThreadWorker.Shared(benchmark.name(), clock, new SpinBarrier(benchmark.threads()),
        new AtomicInteger(-1), System.nanoTime(), options.sampleLength().toNanos(), options.warmupSamples(),
        options.samples(), events, affinity);
    List<ThreadWorker> workers = new ArrayList<>();
    for (ThreadedBenchmark.Group<?, ?> g : benchmark.groups()) {
      Object groupState = g.groupSharedSetup().isEmpty() ? null
          : ownCode(benchmark.name(), "shared setup of group '" + g.name() + "'", g.groupSharedSetup().get());
      for (int k = 0; k < g.threads(); k++) {
        int index = workers.size();
        workers.add(new ThreadWorker(run, g, shared, groupState, index, k, plan.cpus().get(index), plan.why()));
      }
    }
    return workers;
  }

  /**
   * Runs a setup or teardown of the benchmark's own on the calling thread; whatever it throws (checked
   * exceptions and errors too) fails the run as an {@link IllegalStateException} naming the benchmark
   * and the step, with the throwable as its cause.
   */
  private static Object ownCode(String name, String step, java.util.function.Supplier<?> code) {
    try {
      return code.get();
    } catch (Throwable t) {
      throw new IllegalStateException("threaded benchmark '" + name + "' failed in its " + step + ": " + t, t);
    }
  }

  private static void joinAll(List<Thread> threads) {
    boolean interrupted = false;
    for (Thread t : threads) {
      while (true) {
        try {
          t.join();
          break;
        } catch (InterruptedException e) {
          interrupted = true; // the workers finish their samples; the interrupt is restored below
        }
      }
    }
    if (interrupted) {
      Thread.currentThread().interrupt();
    }
  }

  private ThreadedResult summarise(String name, ThreadCpus.Plan plan, List<ThreadWorker> workers,
      int benchmarksBefore, CompileQueueDrain.Outcome queue) {
    List<ThreadSamples> samples = workers.stream().map(ThreadWorker::samples).toList();
    List<Note> notes = new ArrayList<>(placementNotes(name, plan, workers));
    JvmHistory.sharedJvmNote(benchmarksBefore, name).ifPresent(notes::add);
    if (queue.ranOut()) {
      notes.add(BusyJit.note(queue.pendingAtEnd(), "before the threads started", name));
    }
    double confidence = options.confidence();
    Set<String> groupNames = new LinkedHashSet<>();
    samples.forEach(s -> groupNames.add(s.group()));
    List<GroupSummary> groups = new ArrayList<>();
    for (String g : groupNames) {
      groups.add(ThreadedSummaries.group(g, samples.stream().filter(s -> s.group().equals(g)).toList(), confidence));
    }
    BarrierSkew skew = ThreadedSummaries.skew(samples);
    if (samples.size() > 1 && skew.fractionOfSample() > SKEW_NOTE_FRACTION) {
      notes.add(new Note(NoteKind.BARRIER_SKEW, DecimalText.format("the threads left the barrier %.0f us"
          + " apart and stopped %.0f us apart (medians), %.1f%% of a %.1f ms sample: threads overlapped less than"
          + " the whole sample; longer samples (sampleLength) shrink the share", skew.medianStartNanos() / 1e3,
          skew.medianEndNanos() / 1e3, 100 * skew.fractionOfSample(), skew.medianSampleNanos() / 1e6), name));
    }
    notes.add(OneJvm.note(name));
    String placement = plan.why() + "; " + String.join("; ", workers.stream()
        .map(w -> "thread " + workers.indexOf(w) + " " + w.pin().summary()).toList());
    Environment environment = HostEnvironment.capture(placement, facts, clock.nanosPerTick(),
        doctor.map(DoctorReport::diagnosis));
    return new ThreadedResult(name, options, environment, options.warmupSamples(), samples,
        ThreadedSummaries.threads(samples, confidence), groups, ThreadedSummaries.group("all", samples, confidence),
        skew, notes);
  }

  private List<Note> placementNotes(String name, ThreadCpus.Plan plan, List<ThreadWorker> workers) {
    List<Note> notes = new ArrayList<>();
    for (int i = 0; i < workers.size(); i++) {
      int cpu = plan.cpus().get(i);
      if (cpu >= 0 && !workers.get(i).pin().pinned()) {
        notes.add(new Note(NoteKind.THREAD_PLACEMENT, "thread " + i + " " + workers.get(i).pin().summary(), name));
      }
    }
    if (plan.sharesCpus()) {
      notes.add(new Note(NoteKind.THREAD_PLACEMENT, workers.size() + " threads share " + plan.candidates()
          + " cpus (asked for): threads on one cpu take turns, so their time per operation includes waiting", name));
    } else if (plan.takesEveryCpu() && workers.size() > 1) {
      notes.add(new Note(NoteKind.THREAD_PLACEMENT, "the " + workers.size() + " measuring threads take every cpu"
          + " this process may use (" + plan.candidates() + "): the JIT compiler and GC threads have no cpu of their"
          + " own and preempt measuring threads, so samples include their work; " + hostPlacement(plan), name));
    }
    return notes;
  }

  /** What the guest can see of how its cpus sit on cores (SMT siblings), and what it cannot. */
  private String hostPlacement(ThreadCpus.Plan plan) {
    BitSet used = new BitSet();
    plan.cpus().stream().filter(c -> c >= 0).forEach(used::set);
    List<String> shared = new ArrayList<>();
    boolean known = true;
    for (int c = used.nextSetBit(0); c >= 0; c = used.nextSetBit(c + 1)) {
      BitSet siblings = topology.siblings(c);
      if (siblings.isEmpty()) {
        known = false;
      } else if (siblings.cardinality() > 1 && siblings.intersects(without(used, c))) {
        shared.add(c + " (siblings " + CpuList.format(siblings) + ")");
      }
    }
    if (!known) {
      return "the cpus' core placement is unknown (no thread_siblings_list)";
    }
    return shared.isEmpty() ? "sysfs shows each used cpu on a core of its own (a hypervisor may still place two"
        + " vCPUs on one physical core; a guest cannot see that)" : "sysfs shows SMT siblings among the used cpus: "
        + String.join(", ", shared) + " (two threads on one core share its execution units)";
  }

  private static BitSet without(BitSet set, int cpu) {
    BitSet copy = (BitSet) set.clone();
    copy.clear(cpu);
    return copy;
  }
}
