package io.github.nanometer.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.nanometer.ClockSummary;
import io.github.nanometer.NoteKind;
import io.github.nanometer.Pinning;
import io.github.nanometer.ThreadState;
import io.github.nanometer.ThreadedBenchmark;
import io.github.nanometer.ThreadedOptions;
import io.github.nanometer.ThreadedResult;
import io.github.nanometer.clock.NanoTimeClock;
import io.github.nanometer.measure.CompileQueueDrain;
import io.github.nanometer.measure.JitActivity;
import io.github.nanometer.os.CpuTopology;
import io.github.nanometer.os.HostFiles;
import io.github.nanometer.os.ThreadAffinity;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Real threads, unpinned, short samples: the protocol's bookkeeping, not its speed. */
class ThreadedRunTest {

  @TempDir
  Path dir;

  static final ThreadedOptions SHORT = ThreadedOptions.builder().budget(Duration.ofMillis(12))
      .warmup(Duration.ofMillis(3)).sampleLength(Duration.ofMillis(1)).minSamples(10).maxSamples(12)
      .pinning(Pinning.none()).build();

  private CpuTopology cpus(String list) throws IOException {
    Files.createDirectories(dir.resolve("sys/devices/system/cpu"));
    Files.createDirectories(dir.resolve("proc/self"));
    Files.writeString(dir.resolve("sys/devices/system/cpu/online"), list + "\n");
    Files.writeString(dir.resolve("proc/self/status"), "Cpus_allowed_list:\t" + list + "\n");
    return CpuTopology.read(HostFiles.rootedAt(dir));
  }

  private ThreadedRun run(ThreadedOptions o, CpuTopology topology, RunEvents events) {
    return run(o, topology, events, QUIET_JIT);
  }

  private ThreadedRun run(ThreadedOptions o, CpuTopology topology, RunEvents events, JitActivity jit) {
    ClockSummary facts = new ClockSummary("nanoTime", 1, 30, 1000, 20, 1000);
    return new ThreadedRun(o, NanoTimeClock.INSTANCE, facts, Optional.empty(), topology,
        ThreadAffinity.real(), events, jit);
  }

  /** A JIT whose compile queue is empty: the run starts its threads at once. */
  private static final JitActivity QUIET_JIT = new JitActivity() {
    @Override
    public long totalCompilationMillis() {
      return 0;
    }

    @Override
    public int pendingCompilations() {
      return 0;
    }
  };

  /** Shared state: the counter every thread increments and where setups and teardowns ran. */
  static final class Counter {
    final AtomicLong count = new AtomicLong();
    final Set<String> localSetupThreads = ConcurrentHashMap.newKeySet();
    final List<String> localTeardowns = Collections.synchronizedList(new ArrayList<>());
    volatile boolean tornDown;
  }

  @Test
  void asymmetricGroupsKeepEverySampleAndRunSetupsOnTheirThreads() throws IOException {
    Counter shared = new Counter();
    ThreadedBenchmark<Counter> b = ThreadedBenchmark.builder("rw", () -> shared)
        .group(ThreadedBenchmark.Group.<Counter, long[]>of("writer", 1, () -> {
          shared.localSetupThreads.add(Thread.currentThread().getName());
          return new long[1];
        }, (ThreadState<Counter, long[]> t) -> t.local()[0] += t.shared().count.incrementAndGet())
            .localTeardown(l -> shared.localTeardowns.add(Thread.currentThread().getName())))
        .group(ThreadedBenchmark.Group.<Counter>of("reader", 2, t -> t.shared().count.get()).groupShared(Object::new))
        .teardown(c -> c.tornDown = true)
        .build();
    ThreadedResult r = run(SHORT, cpus("0-3"), RunEvents.NONE).measure(b);

    assertEquals(3, r.threads().size());
    assertEquals(List.of("writer", "reader", "reader"), r.threads().stream().map(ThreadedResult.ThreadSamples::group)
        .toList());
    assertEquals(List.of("writer", "reader"), r.groups().stream().map(ThreadedResult.GroupSummary::group).toList());
    assertEquals(12, r.threads().get(0).size()); // 12 ms / 1 ms, within [10, 12]
    assertEquals(3, r.warmupSamples());
    long written = 0;
    for (ThreadedResult.ThreadSamples t : r.threads()) {
      for (int i = 0; i < t.size(); i++) {
        assertTrue(t.evaluations()[i] > 0);
        assertTrue(t.endNanos()[i] >= t.startNanos()[i]);
        assertTrue(t.elapsedNanos()[i] <= t.endNanos()[i] - t.startNanos()[i] + 1);
        if (i > 0) { // samples follow each other: the barrier separates them
          assertTrue(t.startNanos()[i] >= t.endNanos()[i - 1]);
        }
      }
      if (t.group().equals("writer")) {
        written = java.util.Arrays.stream(t.evaluations()).sum();
      }
    }
    // The counter also counts calibration and warm-up evaluations, never fewer than the kept ones.
    assertTrue(shared.count.get() >= written);
    assertEquals(Set.of("nanometer-rw-0"), shared.localSetupThreads);
    assertEquals(List.of("nanometer-rw-0"), shared.localTeardowns);
    assertTrue(shared.tornDown);
    assertEquals(3, r.all().threads());
    assertTrue(r.all().threadSpread() >= 1);
  }

  @Test
  void everyThreadReportsEverySampleToTheEvents() throws IOException {
    List<String> seen = Collections.synchronizedList(new ArrayList<>());
    RunEvents recording = new RunEvents() {
      @Override
      public Span benchmark(String name) {
        seen.add("benchmark " + name);
        return () -> seen.add("end " + name);
      }

      @Override
      public Span phase(String name, String phase) {
        seen.add("phase " + phase);
        return () -> { };
      }

      @Override
      public SampleSpan sample(String name, String phase, int thread, int sample) {
        return (evaluations, nanos) -> seen.add(phase + " " + thread + " " + sample + (evaluations > 0 ? "" : " empty"));
      }
    };
    run(SHORT, cpus("0-3"), recording).measure(ThreadedBenchmark.symmetric("c", 2, AtomicLong::new,
        t -> t.shared().incrementAndGet()));
    assertEquals("benchmark c", seen.get(0));
    assertEquals("end c", seen.get(seen.size() - 1));
    assertTrue(seen.contains("phase warm-up") && seen.contains("phase measurement"));
    for (int thread = 0; thread < 2; thread++) {
      for (int s = 0; s < 12; s++) {
        assertTrue(seen.contains("measurement " + thread + " " + s), "thread " + thread + " sample " + s);
      }
      assertTrue(seen.contains("warm-up " + thread + " 2"));
    }
    assertTrue(seen.stream().noneMatch(e -> e.endsWith("empty")));
  }

  @Test
  void moreThreadsThanCpusIsRefusedBeforeAnythingRuns() throws IOException {
    AtomicLong setups = new AtomicLong();
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> run(SHORT, cpus("0-1"),
        RunEvents.NONE).measure(ThreadedBenchmark.symmetric("three", 3, setups::incrementAndGet, t -> t)));
    assertTrue(e.getMessage().contains("3 measuring threads but this process may use only 2 cpus"), e.getMessage());
    assertEquals(0, setups.get());
  }

  @Test
  void sharingCpusWhenAskedRunsAndSaysSo() throws IOException {
    ThreadedResult r = run(SHORT.toBuilder().pinning(Pinning.auto()).shareCpus(true).build(), cpus("0"),
        RunEvents.NONE).measure(ThreadedBenchmark.symmetric("two on one", 2, AtomicLong::new,
            t -> t.shared().incrementAndGet()));
    assertTrue(r.notes().stream().anyMatch(n -> n.kind() == NoteKind.THREAD_PLACEMENT
        && n.message().contains("2 threads share 1 cpus")), r.notes().toString());
    assertEquals(List.of(OneJvm.note("two on one")),
        r.notes().stream().filter(n -> n.kind() == NoteKind.ONE_JVM).toList(), "one ONE_JVM note per result");
    assertTrue(r.oneJvm());
  }

  @Test
  void aQueueThatNeverQuietsIsWaitedForOnceAndNamedInABusyJitNote() throws IOException {
    int[] reads = {0};
    JitActivity busy = new JitActivity() {
      @Override
      public long totalCompilationMillis() {
        return 0;
      }

      @Override
      public int pendingCompilations() {
        reads[0]++;
        return 9;
      }
    };
    long start = System.nanoTime();
    ThreadedResult r = run(SHORT, cpus("0-1"), RunEvents.NONE, busy).measure(ThreadedBenchmark.symmetric("busy",
        1, AtomicLong::new, t -> t.shared().incrementAndGet()));
    assertTrue(System.nanoTime() - start >= CompileQueueDrain.MAX_WAIT_NANOS, "it waited the whole bound");
    assertTrue(reads[0] > 1, "the queue was read while waiting: " + reads[0]);
    assertTrue(r.notes().stream().anyMatch(n -> n.kind() == NoteKind.BUSY_JIT
        && n.message().contains("still held 9 compilations") && n.message().contains("before the threads started")),
        r.notes().toString());
    ThreadedResult quiet = run(SHORT, cpus("0-1"), RunEvents.NONE).measure(ThreadedBenchmark.symmetric("quiet",
        1, AtomicLong::new, t -> t.shared().incrementAndGet()));
    assertTrue(quiet.notes().stream().noneMatch(n -> n.kind() == NoteKind.BUSY_JIT), quiet.notes().toString());
  }

  @Test
  void aFailingBodyFailsTheRunWithoutLeavingTheOthersWaiting() throws IOException {
    ThreadedBenchmark<AtomicLong> b = ThreadedBenchmark.symmetric("boom", 2, AtomicLong::new, t -> {
      if (t.thread() == 1 && t.shared().incrementAndGet() > 1000) {
        throw new IllegalStateException("body failed");
      }
      return t;
    });
    IllegalStateException e = assertThrows(IllegalStateException.class,
        () -> run(SHORT, cpus("0-3"), RunEvents.NONE).measure(b));
    assertTrue(e.getMessage().contains("failed on a measuring thread"), e.getMessage());
    assertNotEquals(null, e.getCause());
  }

  @Test
  void chunkFollowsTheMeasuredTimePerEvaluation() {
    assertEquals(1000, ThreadWorker.chunkFor(10, 7)); // 10 us / 10 ns
    assertEquals(1, ThreadWorker.chunkFor(1e9, 7));
    assertEquals(ThreadWorker.MAX_CHUNK, ThreadWorker.chunkFor(1e-9, 7));
    assertEquals(7, ThreadWorker.chunkFor(Double.NaN, 7));
  }
}
