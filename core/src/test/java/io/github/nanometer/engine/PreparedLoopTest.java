package io.github.nanometer.engine;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.nanometer.Benchmark;
import io.github.nanometer.BenchmarkBody;
import io.github.nanometer.measure.InputBatch;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** Input batches made from a benchmark's typed body description. */
class PreparedLoopTest {

  @Test
  void batchesFollowTheInputSpec() {
    Benchmark<Long> l = Benchmark.ofLong("l", SplittableRandom::nextLong, x -> x);
    InputBatch throughput = batch(l, 64);
    assertEquals(64, throughput.size());
    assertTrue(throughput.randomized());
    assertArrayEquals(InputBatch.ofLongs(SplittableRandom::nextLong, 64, 5).longsSnapshot(), throughput.longsSnapshot());
    // Latency mode needs one starting input per sample.
    assertEquals(1, batch(l.latency(), 64).size());
    InputBatch setup = batch(Benchmark.withSetup("s", () -> "abc", String::length), 64);
    assertFalse(setup.randomized());
    assertEquals("abc", setup.objectsSnapshot()[0]);
    InputBatch none = batch(Benchmark.of("n", () -> 1), 64);
    assertEquals(1, none.size());
    InputBatch objects = batch(Benchmark.withInputs("i", r -> r.nextInt(10), x -> x), 16);
    assertEquals(16, objects.size());
    assertArrayEquals(InputBatch.ofObjects(r -> r.nextInt(10), 16, 5).objectsSnapshot(), objects.objectsSnapshot());
  }

  private static InputBatch batch(Benchmark<?> b, int batchSize) {
    return PreparedLoop.newBatch((BenchmarkBody.Looped) b.body(), batchSize, 5);
  }
}
