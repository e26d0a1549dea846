package io.github.nanometer.jmh;

import io.github.nanometer.Benchmark;
import io.github.nanometer.Blackhole;
import io.github.nanometer.SelfTimedBody;
import java.util.List;
import java.util.function.DoubleSupplier;
import java.util.function.IntSupplier;
import java.util.function.LongSupplier;
import java.util.function.Supplier;

/**
 * A JMH benchmark method as a nanometer {@link Benchmark}, in the shape its fixtures allow:
 *
 * <ul>
 *   <li>no per-iteration or per-invocation fixtures: the kernel's timed loop calls the bound method
 *       directly, primitive results unboxed ({@link MethodCalls});
 *   <li>{@code Level.Iteration} fixtures: {@link Benchmark#withSampleSetup}, whose setup runs the
 *       previous sample's iteration teardowns and this sample's setups before every measured sample;
 *       results are boxed on this path;
 *   <li>{@code Level.Invocation} fixtures: a self-timed body that runs the invocation setups, reads
 *       the clock, calls the method once, reads the clock, runs the teardowns, per invocation, so the
 *       fixtures stay outside the time (JMH does the same, with the same caveat: each invocation
 *       includes one clock read); iteration fixtures run at the start of every sample.
 * </ul>
 */
final class JmhBody {
  private JmhBody() {}

  /**
   * The benchmark named {@code name} calling {@code bound} (from {@link MethodCalls#bind}).
   *
   * @param cycle the iteration fixtures, or null when there are none
   * @param states the run's states, for invocation fixtures
   * @param perInvocation true when some state has {@code Level.Invocation} fixtures
   */
  static Benchmark<?> of(String name, Object bound, IterationCycle cycle, StateInstances states,
      boolean perInvocation) {
    if (perInvocation) {
      return Benchmark.selfTimed(name, perInvocation(MethodCalls.boxed(bound), cycle, states));
    }
    if (cycle != null) {
      Object marker = new Object();
      Supplier<Object> call = MethodCalls.boxed(bound);
      return Benchmark.withSampleSetup(name, () -> {
        cycle.next();
        return marker;
      }, ignored -> call.get());
    }
    if (bound instanceof DoubleSupplier d) {
      return Benchmark.ofDouble(name, d);
    } else if (bound instanceof IntSupplier i) {
      return Benchmark.ofInt(name, i);
    } else if (bound instanceof LongSupplier l) {
      return Benchmark.ofLong(name, l);
    } else if (bound instanceof Runnable r) {
      return Benchmark.ofVoid(name, r);
    }
    return Benchmark.of(name, (Supplier<?>) bound);
  }

  private static SelfTimedBody perInvocation(Supplier<Object> call, IterationCycle cycle, StateInstances states) {
    List<Runnable> setups = states.fixtures("Invocation", true);
    List<Runnable> teardowns = states.fixtures("Invocation", false);
    Blackhole sink = new Blackhole();
    return evaluations -> {
      if (cycle != null) {
        cycle.next();
      }
      long total = 0;
      for (int i = 0; i < evaluations; i++) {
        for (Runnable r : setups) {
          r.run();
        }
        long t0 = System.nanoTime();
        Object v = call.get();
        long t1 = System.nanoTime();
        sink.consume(v);
        total += t1 - t0;
        for (Runnable r : teardowns) {
          r.run();
        }
      }
      return total;
    };
  }
}
