package io.github.nanometer;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.SplittableRandom;
import java.util.function.Supplier;
import org.junit.jupiter.api.Test;

/** Benchmark definitions: factories, modes, validation and input batches. */
class BenchmarkTest {

  private static final List<Benchmark<?>> NOT_LONG = List.of(
      Benchmark.of("supplier", () -> 1),
      Benchmark.withBlackhole("consumer", bh -> bh.consume(1)),
      Benchmark.withSetup("setup", () -> "x", String::length),
      Benchmark.withInputs("inputs", SplittableRandom::nextInt, x -> x + 1),
      Benchmark.withInputsAndBlackhole("inputs+bh", SplittableRandom::nextInt, (x, bh) -> bh.consume(x)));

  @Test
  void latencyOnlyForOfLong() {
    for (Benchmark<?> b : NOT_LONG) {
      IllegalStateException e = assertThrows(IllegalStateException.class, b::latency);
      assertTrue(e.getMessage().contains("Benchmark.ofLong"), e.getMessage());
      assertTrue(e.getMessage().contains("'" + b.name() + "'"), e.getMessage());
    }
    Benchmark<Long> l = Benchmark.ofLong("lcg", SplittableRandom::nextLong, x -> x * 3);
    assertEquals(Mode.LATENCY, l.latency().mode());
    assertSame(l.latency().latency().mode(), Mode.LATENCY);
    assertEquals(LoopShape.LONG_CHAIN, shape(l.latency()));
  }

  @Test
  void modes() {
    for (Benchmark<?> b : NOT_LONG) {
      assertEquals(Mode.THROUGHPUT, b.mode());
      assertSame(b, b.throughput());
    }
    Benchmark<Long> l = Benchmark.ofLong("lcg", SplittableRandom::nextLong, x -> x * 3);
    assertEquals(Mode.THROUGHPUT, l.mode());
    assertEquals(LoopShape.LONG, shape(l));
    assertEquals(Mode.THROUGHPUT, l.latency().throughput().mode());
    assertEquals(Mode.LATENCY, l.latency().named("other").mode());
    assertEquals("other", l.named("other").name());
    assertEquals("Benchmark[lcg, LATENCY]", l.latency().toString());
  }

  @Test
  void kindsFollowTheFactories() {
    assertEquals(List.of(LoopShape.SUPPLIER, LoopShape.CONSUMER, LoopShape.FUNCTION, LoopShape.FUNCTION,
        LoopShape.BLACKHOLE), NOT_LONG.stream().map(BenchmarkTest::shape).toList());
  }

  @Test
  void primitiveSuppliersGetTheirOwnLoopKindsAndRejectANullBody() {
    assertEquals(LoopShape.DOUBLE_SUPPLIER, shape(Benchmark.ofDouble("d", () -> 1.5)));
    assertEquals(LoopShape.INT_SUPPLIER, shape(Benchmark.ofInt("i", () -> 1)));
    assertEquals(LoopShape.LONG_SUPPLIER, shape(Benchmark.ofLong("l", () -> 1L)));
    assertEquals(LoopShape.RUNNABLE, shape(Benchmark.ofVoid("v", () -> {})));
    OptionsTest.assertRejected(() -> Benchmark.ofVoid("pv", null), "body", "'pv'");
    assertEquals(Mode.THROUGHPUT, Benchmark.ofDouble("d", () -> 1.5).mode());
    assertThrows(IllegalStateException.class, () -> Benchmark.ofInt("i", () -> 1).latency());
    OptionsTest.assertRejected(() -> Benchmark.ofDouble("pd", null), "body", "'pd'");
    OptionsTest.assertRejected(() -> Benchmark.ofLong("pl", (java.util.function.LongSupplier) null), "body", "'pl'");
  }

  @Test
  void nullBodyIsRejectedWithTheName() {
    OptionsTest.assertRejected(() -> Benchmark.of("my bench", null), "body", "'my bench'");
    OptionsTest.assertRejected(() -> Benchmark.withBlackhole("b2", null), "'b2'");
    OptionsTest.assertRejected(() -> Benchmark.withSetup("b3", () -> 1, null), "body", "'b3'");
    OptionsTest.assertRejected(() -> Benchmark.withSetup("b4", null, x -> x), "setup", "'b4'");
    OptionsTest.assertRejected(() -> Benchmark.withInputs("b5", null, x -> x), "generator", "'b5'");
    OptionsTest.assertRejected(() -> Benchmark.withInputsAndBlackhole("b6", null, (x, bh) -> {}), "generator", "'b6'");
    OptionsTest.assertRejected(() -> Benchmark.ofLong("b7", null, x -> x), "generator", "'b7'");
    OptionsTest.assertRejected(() -> Benchmark.ofLong("b8", SplittableRandom::nextLong, null), "body", "'b8'");
  }

  @Test
  void blankNamesAreRejected() {
    OptionsTest.assertRejected(() -> Benchmark.of(" ", () -> 1), "name");
    OptionsTest.assertRejected(() -> Benchmark.of(null, () -> 1), "name");
    OptionsTest.assertRejected(() -> Benchmark.of("ok", () -> 1).named(""), "name");
  }

  @Test
  void randomizedInputsOnlyWithAGenerator() {
    assertEquals(List.of(false, false, false, true, true),
        NOT_LONG.stream().map(Benchmark::randomizedInputs).toList());
    assertTrue(Benchmark.ofLong("l", SplittableRandom::nextLong, x -> x).randomizedInputs());
  }

  @Test
  void bodyDescribesWhatRuns() {
    Supplier<Integer> f = () -> 1;
    BenchmarkBody.Looped of = (BenchmarkBody.Looped) Benchmark.of("s", f).body();
    assertSame(f, of.function());
    assertEquals(new BenchmarkInputs.None(), of.inputs());
    Supplier<String> setup = () -> "abc";
    assertEquals(new BenchmarkInputs.Setup(setup),
        ((BenchmarkBody.Looped) Benchmark.withSetup("s", setup, String::length).body()).inputs());
    SelfTimedBody self = evals -> evals;
    assertEquals(new BenchmarkBody.SelfTimed(self), Benchmark.selfTimed("t", self).body());
    assertFalse(new BenchmarkInputs.Setup(setup).randomized());
    assertTrue(((BenchmarkBody.Looped) NOT_LONG.get(3).body()).inputs().randomized());
    assertThrows(IllegalArgumentException.class, () -> new BenchmarkBody.Looped(LoopShape.LONG, null,
        new BenchmarkInputs.None()));
    assertThrows(IllegalArgumentException.class, () -> new BenchmarkBody.SelfTimed(null));
  }

  private static LoopShape shape(Benchmark<?> b) {
    return ((BenchmarkBody.Looped) b.body()).shape();
  }
}
