package io.github.nanometer.suite;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.nanometer.Estimator;
import io.github.nanometer.spi.CallBatch;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.SplittableRandom;
import java.util.stream.Stream;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The contract every implementation meets: after one pass over a random batch, its buffers (and
 * for memcmp its result fold) equal those of a plain byte-by-byte model of the function applied to
 * the same calls in the same order. Runs over every implementation of every function, libc
 * included where the native helper is loaded.
 */
class MemoryLoopContractTest {

  static Stream<Arguments> implementations() {
    List<Arguments> list = new ArrayList<>();
    for (MemoryFunction f : MemoryFunction.values()) {
      for (Implementation i : Implementations.forFunction(f)) {
        for (int align : new int[] {1, 16}) {
          list.add(Arguments.of(f, i, align));
        }
      }
    }
    return list.stream();
  }

  @ParameterizedTest(name = "{0} {1} align {2}")
  @MethodSource("implementations")
  void matchesTheModelOnRandomBatches(MemoryFunction f, Implementation impl, int align) {
    if (!impl.isAvailable()) {
      assertSkipIsReported(f, impl);
      Assumptions.assumeTrue(false, impl.name() + " unavailable: " + impl.unavailableReason().orElseThrow());
    }
    for (boolean independent : new boolean[] {false, true}) {
      BufferPlan plan = BufferPlan.forL1(f, 32 * 1024, 256, align, independent);
      for (SizeDistribution d : List.of(SizeDistributions.forFunction(f).get(1), SizeDistributions.forFunction(f).get(9))) {
        check(impl, plan, d, 11 + align);
      }
    }
  }

  private static void check(Implementation impl, BufferPlan plan, SizeSource sizes, long seed) {
    SplittableRandom r = new SplittableRandom(seed);
    MemoryLoop loop = impl.create(plan);
    byte[][] model = new byte[loop.bufferCount()][plan.bufferBytes()];
    for (int b = 0; b < model.length; b++) {
      r.nextBytes(model[b]);
    }
    if (plan.function() == MemoryFunction.MEMCMP) {
      // Mostly equal buffers with a few differences, so results are negative, zero and positive.
      System.arraycopy(model[0], 0, model[1], 0, plan.bufferBytes());
      for (int k = 0; k < 40; k++) {
        model[1][r.nextInt(plan.bufferBytes())] = (byte) r.nextInt(256);
      }
    }
    for (int b = 0; b < model.length; b++) {
      loop.load(b, model[b]);
    }
    ParameterGenerator g = new ParameterGenerator(sizes, plan, seed);
    CallBatch batch = g.newBatch(256);
    for (int pass = 0; pass < 3; pass++) {
      long expectedFold = apply(plan.function(), impl.name(), model, batch, loop.comparisonFold());
      assertTrue(loop.timedNanos(batch, batch.length()) >= 0);
      for (int b = 0; b < model.length; b++) {
        assertArrayEquals(model[b], loop.contents(b), impl.name() + " " + plan.function() + " buffer " + b);
      }
      assertEquals(expectedFold, loop.comparisonFold(), impl.name() + " fold");
      g.fill(batch);
    }
  }

  /** The model: applies one pass of the batch to {@code model}; returns the expected fold. */
  private static long apply(MemoryFunction f, String impl, byte[][] model, CallBatch batch, long fold) {
    for (int i = 0; i < batch.length(); i++) {
      int d = batch.dstOffsets()[i];
      int s = batch.srcOffsets()[i];
      int n = batch.sizes()[i];
      switch (f) {
        case MEMCPY -> {
          for (int k = 0; k < n; k++) {
            model[0][d + k] = model[1][s + k];
          }
        }
        case MEMMOVE -> {
          byte[] tmp = new byte[n];
          for (int k = 0; k < n; k++) {
            tmp[k] = model[0][s + k];
          }
          for (int k = 0; k < n; k++) {
            model[0][d + k] = tmp[k];
          }
        }
        case MEMSET -> {
          for (int k = 0; k < n; k++) {
            model[0][d + k] = (byte) MemoryLoop.FILL_VALUE;
          }
        }
        case MEMCMP -> {
          int c = 0;
          for (int k = 0; k < n && c == 0; k++) {
            c = Integer.compare(model[0][d + k] & 0xFF, model[1][s + k] & 0xFF);
          }
          fold = io.github.nanometer.spi.NativeMemory.foldSign(fold, impl.equals("java-equals") ? (c == 0 ? 0 : 1) : c);
        }
      }
    }
    return fold;
  }

  /** An unavailable implementation appears in the plan's skipped list with its reason. */
  private static void assertSkipIsReported(MemoryFunction f, Implementation impl) {
    assertFalse(impl.unavailableReason().orElseThrow().isBlank());
    SuiteConfig c = new SuiteConfig(SuiteMode.DISTRIBUTION, List.of(f), List.of(Implementation.LIBC, Implementation.JAVA),
        "all", Optional.empty(), 1, 1, 1, false, List.of(Estimator.MINIMUM), Duration.ofMillis(1), Duration.ZERO,
        "logistic", false, 1024);
    SuitePlan plan = SuitePlan.resolve(c, CacheSizes.read(io.github.nanometer.spi.HostRoot.at(java.nio.file.Path.of("/nonexistent"))));
    assertTrue(plan.skipped().stream().anyMatch(s -> s.implementation().equals(impl.name())
        && s.reason().equals(impl.unavailableReason().orElseThrow())), plan.skipped().toString());
  }
}
