package io.github.nanometer.suite;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.nanometer.spi.CallBatch;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Samples follow the regime: chunk sizes, a fresh draw before each chunk, replays only when asked. */
class RegimeSamplerTest {

  /** Records each timed chunk: its calls and the batch's sizes and offsets as the chunk saw them. */
  static class RecordingLoop extends FakeMemoryLoop {
    final List<Integer> chunks = new ArrayList<>();
    final List<int[]> batches = new ArrayList<>();

    @Override
    public long timedNanos(CallBatch batch, int calls) {
      chunks.add(calls);
      int[] seen = new int[batch.length() * 2];
      for (int i = 0; i < batch.length(); i++) {
        seen[2 * i] = batch.sizes()[i];
        seen[2 * i + 1] = batch.dstOffsets()[i];
      }
      batches.add(seen);
      return 3L * calls; // 3 ns per call
    }
  }

  private static final BufferPlan PLAN = BufferPlan.forL1(MemoryFunction.MEMCPY, 32 << 10, 64, 1, false);

  private static RegimeSampler sampler(RecordingLoop loop, ParameterRegime regime) {
    SizeSource sizes = SizeDistributions.named(MemoryFunction.MEMCPY, SizeDistributions.UNIFORM_NAME);
    ParameterGenerator g = new ParameterGenerator(sizes, PLAN, 11, regime.drawing());
    return new RegimeSampler(loop, g, g.newBatch(regime.batchLength()), regime, null);
  }

  @Test
  void theDefaultRegimeDrawsAFreshBatchForEveryPass() {
    RecordingLoop loop = new RecordingLoop();
    ParameterRegime fresh = new ParameterRegime(SizeDrawing.STRATIFIED_SHUFFLED, 64, 1, 64);
    assertEquals(0, fresh.replays());
    assertEquals("fresh", fresh.name());
    assertEquals(3L * 5 * 64, sampler(loop, fresh).sampleNanos(5)); // the sum of the chunks' times
    assertEquals(List.of(64, 64, 64, 64, 64), loop.chunks); // one pass per chunk, never more
    for (int i = 1; i < loop.batches.size(); i++) {
      assertNotEquals(Arrays.toString(loop.batches.get(i - 1)), Arrays.toString(loop.batches.get(i)),
          "pass " + i + " replayed the previous parameter sequence");
      int[] a = sizesOf(loop.batches.get(i - 1));
      int[] b = sizesOf(loop.batches.get(i));
      Arrays.sort(a);
      Arrays.sort(b);
      assertArrayEquals(a, b, "stratified: every pass holds the same sizes, reshuffled");
    }
  }

  @Test
  void theTrainedRegimeReplaysEachBatchAsOften() {
    RecordingLoop loop = new RecordingLoop();
    ParameterRegime trained = new ParameterRegime(SizeDrawing.STRATIFIED_SHUFFLED, 64, 4, 64);
    assertEquals(3, trained.replays());
    assertEquals("trained", trained.name());
    assertTrue(trained.describe().contains("runs 4 times"), trained.describe());
    sampler(loop, trained).sampleNanos(10);
    assertEquals(List.of(256, 256, 128), loop.chunks);
  }

  @Test
  void singleCallEvaluationsAreChunkedAtTheBatchLength() {
    RecordingLoop loop = new RecordingLoop();
    ParameterRegime fixed = new ParameterRegime(SizeDrawing.INDEPENDENT, 64, 1, 1);
    sampler(loop, fixed).sampleNanos(150);
    assertEquals(List.of(64, 64, 22), loop.chunks);
  }

  @Test
  void regimeRangesAreChecked() {
    assertThrows(IllegalArgumentException.class, () -> new ParameterRegime(SizeDrawing.INDEPENDENT, 48, 1, 1));
    assertThrows(IllegalArgumentException.class, () -> new ParameterRegime(SizeDrawing.INDEPENDENT, 64, 0, 1));
    assertThrows(IllegalArgumentException.class, () -> new ParameterRegime(SizeDrawing.INDEPENDENT, 64, 1, 32));
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
        () -> new RegimeSampler(new RecordingLoop(), null, new CallBatch(32, true),
            new ParameterRegime(SizeDrawing.INDEPENDENT, 64, 1, 1), null));
    assertTrue(e.getMessage().contains("32"), e.getMessage());
  }

  private static int[] sizesOf(int[] seen) {
    int[] s = new int[seen.length / 2];
    for (int i = 0; i < s.length; i++) {
      s[i] = seen[2 * i];
    }
    return s;
  }
}
