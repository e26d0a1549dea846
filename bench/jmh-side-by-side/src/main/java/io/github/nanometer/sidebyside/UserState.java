package io.github.nanometer.sidebyside;

import io.github.nanometer.Blackhole;
import java.util.function.BiConsumer;

/**
 * JMH's state shape in nanometer's API ({@code CorpusSide --regime user-state}): the fields of
 * {@link CorpusJmh} in a plain object made by {@code Benchmark.withSetup}'s setup, and one method
 * that runs the body on the next input of the batch JMH replays. The loop passes the state to every
 * call from a local, as JMH's generated loop passes its state object.
 */
final class UserState {
  private final Blackhole bh = new Blackhole();
  private final BiConsumer<Object, Blackhole> body;
  private final Object[] inputs;
  private int next;

  @SuppressWarnings("unchecked")
  UserState(Corpus.Workload<?> w) {
    this.body = (BiConsumer<Object, Blackhole>) w.body();
    this.inputs = w.batch(Corpus.SEED, Corpus.BATCH);
  }

  /** One call of the body on the next input, as {@code CorpusJmh.run}; returns null (nothing to consume). */
  Object run() {
    body.accept(inputs[next], bh);
    next = (next + 1) & (Corpus.BATCH - 1);
    return null;
  }
}
