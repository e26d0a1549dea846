package io.github.nanometer;

/**
 * What a {@link Benchmark} runs, as a typed description for the measuring engine: either a body
 * the kernel calls in one of its timed loop shapes, or a body that times its own loop. Obtained
 * from {@link Benchmark#body()}; a description cannot be turned back into a {@code Benchmark}, so
 * only the validated static factories of {@code Benchmark} create measurable work.
 */
public sealed interface BenchmarkBody permits BenchmarkBody.Looped, BenchmarkBody.SelfTimed {

  /**
   * A body called by a kernel-owned timed loop.
   *
   * @param shape the loop shape; {@link LoopShape#LONG_CHAIN} is latency mode
   * @param function the functional-interface instance matching {@code shape} (for example a
   *     {@code Supplier} for {@link LoopShape#SUPPLIER}), never null
   * @param inputs where the loop's inputs come from, never null
   */
  record Looped(LoopShape shape, Object function, BenchmarkInputs inputs) implements BenchmarkBody {
    /** Rejects null components. */
    public Looped {
      if (shape == null || function == null || inputs == null) {
        throw new IllegalArgumentException("shape, function and inputs must not be null, got " + shape + ", "
            + function + ", " + inputs);
      }
    }
  }

  /**
   * A body that times its own loop of evaluations; no blackhole or inputs are involved.
   *
   * @param body the self-timed body, never null
   */
  record SelfTimed(SelfTimedBody body) implements BenchmarkBody {
    /** Rejects a null body. */
    public SelfTimed {
      if (body == null) {
        throw new IllegalArgumentException("body must not be null");
      }
    }
  }
}
