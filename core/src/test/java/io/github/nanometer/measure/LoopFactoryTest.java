package io.github.nanometer.measure;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.nanometer.Blackhole;
import io.github.nanometer.LoopShape;
import io.github.nanometer.classes.ClassCopies;
import io.github.nanometer.classes.ClassFilePadding;
import io.github.nanometer.clock.Clock;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.function.BiConsumer;
import java.util.function.Consumer;
import java.util.function.DoubleSupplier;
import java.util.function.Function;
import java.util.function.IntSupplier;
import java.util.function.LongSupplier;
import java.util.function.LongUnaryOperator;
import java.util.function.Supplier;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/** Hidden-class loops: isolation, call counts, input order, and the clock reads around the loop. */
class LoopFactoryTest {

  /** A clock that advances by 10 ticks per read, so a loop's result is exactly one read apart. */
  private static final class SteppingClock implements Clock {
    long ticks;
    int reads;

    @Override
    public String name() {
      return "stepping";
    }

    @Override
    public long readTicks() {
      reads++;
      return ticks += 10;
    }

    @Override
    public double nanosPerTick() {
      return 1;
    }
  }

  /** A counting body of the shape a loop kind expects, recording the inputs it sees. */
  private static final class Recorder {
    final List<Object> inputs = new ArrayList<>();
    int calls;
    /** Runs after every call, with the count so far. */
    java.util.function.IntConsumer afterCall = n -> {};

    private int call() {
      afterCall.accept(++calls);
      return calls;
    }

    Object bodyFor(LoopShape kind) {
      return switch (kind) {
        case SUPPLIER -> (Supplier<Object>) () -> call();
        case FUNCTION -> (Function<Object, Object>) x -> {
          call();
          inputs.add(x);
          return x;
        };
        case DOUBLE_SUPPLIER -> (DoubleSupplier) () -> call();
        case INT_SUPPLIER -> (IntSupplier) () -> call();
        case LONG_SUPPLIER -> (LongSupplier) () -> call();
        case CONSUMER -> (Consumer<Blackhole>) bh -> bh.consume(call());
        case RUNNABLE -> (Runnable) () -> call();
        case BLACKHOLE -> (BiConsumer<Object, Blackhole>) (x, bh) -> {
          call();
          inputs.add(x);
          bh.consume(x);
        };
        case LONG, LONG_CHAIN -> (LongUnaryOperator) x -> {
          call();
          inputs.add(x);
          return 3 * x + 1;
        };
      };
    }
  }

  private static InputBatch batchFor(LoopShape kind) {
    long[] next = {100};
    if (kind == LoopShape.LONG_CHAIN) {
      return InputBatch.ofLongs(r -> next[0]++, 1, 0);
    }
    return kind.longInputs() ? InputBatch.ofLongs(r -> next[0]++, 4, 0) : InputBatch.ofObjects(r -> next[0]++, 4, 0);
  }

  private static LoopFactory.Created create(LoopShape kind, Clock clock, Object body, InputBatch batch, boolean isolate) {
    return LoopFactory.create(kind, clock, body, new Blackhole(), batch, isolate);
  }

  @ParameterizedTest
  @EnumSource(LoopShape.class)
  void eachCreateGivesADistinctHiddenClass(LoopShape kind) {
    SteppingClock clock = new SteppingClock();
    LoopFactory.Created a = create(kind, clock, new Recorder().bodyFor(kind), batchFor(kind), true);
    LoopFactory.Created b = create(kind, clock, new Recorder().bodyFor(kind), batchFor(kind), true);
    assertTrue(a.isolated(), a.reason());
    assertTrue(b.isolated(), b.reason());
    assertEquals("", a.reason());
    Class<?> ca = a.loop().getClass();
    Class<?> cb = b.loop().getClass();
    assertTrue(ca.isHidden());
    assertTrue(cb.isHidden());
    assertNotSame(ca, cb);
    assertNotSame(LoopFactory.template(kind), ca);
    assertFalse(LoopFactory.template(kind).isHidden());
    // Cloned from the template: same shape, nothing else.
    assertEquals(LoopFactory.template(kind).getDeclaredFields().length, ca.getDeclaredFields().length);
  }

  /**
   * Every template's timed loop pads past the JIT's hot-inlining limit (what {@link LoopFactory}
   * defines), so no caller inlines it; and the limit is this JVM's own.
   */
  @ParameterizedTest
  @EnumSource(LoopShape.class)
  void eachTemplatesTimedLoopIsPaddedPastTheInliningLimit(LoopShape kind) {
    int limit = LoopFactory.inliningLimitBytes();
    int freq = VmOptions.value("FreqInlineSize").map(Integer::parseInt).orElse(325);
    assertTrue(limit >= freq, "limit " + limit + " below FreqInlineSize " + freq);
    byte[] template = ClassCopies.bytes(LoopFactory.template(kind));
    assertTrue(ClassFilePadding.codeLength(template, "runTicks") <= limit,
        kind + ": the template alone is short enough to be inlined, which is why it is padded");
    byte[] padded = ClassFilePadding.pad(template, "runTicks", limit + 1);
    assertEquals(limit + 1, ClassFilePadding.codeLength(padded, "runTicks"));
  }

  @ParameterizedTest
  @EnumSource(LoopShape.class)
  void isolateFalseSharesTheTemplate(LoopShape kind) {
    LoopFactory.Created c = create(kind, new SteppingClock(), new Recorder().bodyFor(kind), batchFor(kind), false);
    assertFalse(c.isolated());
    assertSame(LoopFactory.template(kind), c.loop().getClass());
    assertTrue(c.reason().contains("disabled"), c.reason());
  }

  @ParameterizedTest
  @EnumSource(LoopShape.class)
  void bodyRunsExactlyEvaluationsTimesBetweenTwoClockReads(LoopShape kind) {
    for (boolean isolate : new boolean[] {true, false}) {
      for (int evaluations : new int[] {1, 7, 1000}) {
        SteppingClock clock = new SteppingClock();
        Recorder r = new Recorder();
        TimedLoop loop = create(kind, clock, r.bodyFor(kind), batchFor(kind), isolate).loop();
        assertEquals(10, loop.runTicks(evaluations), "end - start of two consecutive reads");
        assertEquals(evaluations, r.calls, kind + " with " + evaluations + " evaluations");
        assertEquals(2, clock.reads, "the clock is read once before and once after the loop");
      }
    }
  }

  /**
   * JMH's loop shape (see {@link TimedLoop}): the exit test reads the trip count from a volatile field
   * every iteration. Lowering it from inside the third call must end the loop after that call; a
   * counted loop over the {@code evaluations} argument would run all 1000.
   */
  /**
   * Runs {@code loop} for 1000 evaluations, lowering its volatile trip count to 3 from inside the
   * third call, and returns the calls {@code r} counted: 3 when the exit test rereads the count.
   */
  private static int callsWhenTheTripCountDropsToThreeAtTheThirdCall(Recorder r, TimedLoop loop)
      throws ReflectiveOperationException {
    java.lang.reflect.Field limit = loop.getClass().getDeclaredField("evaluationLimit");
    assertTrue(java.lang.reflect.Modifier.isVolatile(limit.getModifiers()), "the trip count must be volatile");
    limit.setAccessible(true);
    r.afterCall = n -> {
      if (n == 3) {
        try {
          limit.setLong(loop, 3);
        } catch (IllegalAccessException e) {
          throw new AssertionError(e);
        }
      }
    };
    loop.runTicks(1000);
    return r.calls;
  }

  @ParameterizedTest
  @EnumSource(LoopShape.class)
  void exitTestRereadsTheVolatileTripCountEveryIteration(LoopShape kind) throws ReflectiveOperationException {
    for (boolean isolate : new boolean[] {true, false}) {
      Recorder r = new Recorder();
      TimedLoop loop = create(kind, new SteppingClock(), r.bodyFor(kind), batchFor(kind), isolate).loop();
      assertEquals(3, callsWhenTheTripCountDropsToThreeAtTheThirdCall(r, loop), kind + " (isolated " + isolate + ")");
    }
  }

  @Test
  void longChainFeedsEachResultIntoTheNextCall() {
    Recorder r = new Recorder();
    InputBatch batch = batchFor(LoopShape.LONG_CHAIN);
    TimedLoop loop = create(LoopShape.LONG_CHAIN, new SteppingClock(), r.bodyFor(LoopShape.LONG_CHAIN), batch, true).loop();
    loop.runTicks(5);
    long x = batch.longsSnapshot()[0];
    List<Object> expected = new ArrayList<>();
    for (int i = 0; i < 5; i++) {
      expected.add(x);
      x = 3 * x + 1;
    }
    assertEquals(expected, r.inputs);
    // Each sample starts from the batch's first input, redrawn per sample.
    r.inputs.clear();
    batch.redraw();
    loop.runTicks(2);
    long start = batch.longsSnapshot()[0];
    assertEquals(List.of(start, 3 * start + 1), r.inputs);
  }

  @Test
  void longThroughputTakesIndependentInputsInBatchOrder() {
    Recorder r = new Recorder();
    InputBatch batch = batchFor(LoopShape.LONG);
    create(LoopShape.LONG, new SteppingClock(), r.bodyFor(LoopShape.LONG), batch, true).loop().runTicks(10);
    long[] in = batch.longsSnapshot();
    List<Object> expected = new ArrayList<>();
    for (int i = 0; i < 10; i++) {
      expected.add(in[i & 3]);
    }
    assertEquals(expected, r.inputs);
  }

  @ParameterizedTest
  @EnumSource(value = LoopShape.class, names = {"FUNCTION", "BLACKHOLE"})
  void objectLoopsCycleTheBatchInOrder(LoopShape kind) {
    Recorder r = new Recorder();
    InputBatch batch = batchFor(kind);
    TimedLoop loop = create(kind, new SteppingClock(), r.bodyFor(kind), batch, true).loop();
    loop.runTicks(10);
    Object[] in = batch.objectsSnapshot();
    List<Object> expected = new ArrayList<>();
    for (int i = 0; i < 10; i++) {
      expected.add(in[i & (in.length - 1)]);
    }
    assertEquals(expected, r.inputs);
    assertEquals(List.of(100L, 101L, 102L, 103L, 100L, 101L, 102L, 103L, 100L, 101L), r.inputs);
    // A redraw is seen by the same loop on its next sample.
    batch.redraw();
    r.inputs.clear();
    loop.runTicks(4);
    assertEquals(List.of(104L, 105L, 106L, 107L), r.inputs);
  }

  /**
   * The replayed regime: without a redraw, each sample carries on where the last one stopped, so
   * short samples still cycle the whole batch (as a JMH index over an array does) instead of
   * replaying its first inputs; a redraw (the fresh regime) starts the next sample at input 0.
   */
  @ParameterizedTest
  @EnumSource(value = LoopShape.class, names = {"FUNCTION", "BLACKHOLE", "LONG"})
  void samplesWithoutRedrawCarryOnThroughTheBatch(LoopShape kind) {
    Recorder r = new Recorder();
    InputBatch batch = batchFor(kind);
    TimedLoop loop = create(kind, new SteppingClock(), r.bodyFor(kind), batch, true).loop();
    loop.runTicks(3);
    assertEquals(3, batch.cursor());
    loop.runTicks(3);
    assertEquals(2, batch.cursor());
    loop.runTicks(2);
    assertEquals(List.of(100L, 101L, 102L, 103L, 100L, 101L, 102L, 103L), r.inputs);
    assertEquals(0, batch.cursor());
    loop.runTicks(1);
    batch.redraw(2);
    assertEquals(0, batch.cursor());
    r.inputs.clear();
    loop.runTicks(2);
    assertEquals(List.of(104L, 105L), r.inputs);
  }

  @Test
  void fixedInputIsPassedToEveryEvaluation() {
    Recorder r = new Recorder();
    InputBatch batch = InputBatch.fixed("setup");
    create(LoopShape.FUNCTION, new SteppingClock(), r.bodyFor(LoopShape.FUNCTION), batch, true).loop().runTicks(3);
    assertEquals(List.of("setup", "setup", "setup"), r.inputs);
  }

  @Test
  void loopsOfDifferentBenchmarksNeverShareAClass() {
    // "A, B, A": a loop made for A after one made for B is still a fresh class.
    SteppingClock clock = new SteppingClock();
    Supplier<Object> a = () -> "a";
    Supplier<Object> b = () -> 1;
    Class<?> first = create(LoopShape.SUPPLIER, clock, a, InputBatch.fixed(null), true).loop().getClass();
    Class<?> second = create(LoopShape.SUPPLIER, clock, b, InputBatch.fixed(null), true).loop().getClass();
    Class<?> third = create(LoopShape.SUPPLIER, clock, a, InputBatch.fixed(null), true).loop().getClass();
    assertNotSame(first, second);
    assertNotSame(second, third);
    assertNotSame(first, third);
  }

  @Test
  void longInputsKinds() {
    for (LoopShape k : LoopShape.values()) {
      assertEquals(k == LoopShape.LONG || k == LoopShape.LONG_CHAIN, k.longInputs(), k.name());
    }
  }

  @Test
  void seedIsIrrelevantToFixedBatches() {
    assertEquals(0, InputBatch.fixed(1).seed());
    assertEquals(11, InputBatch.ofLongs(SplittableRandom::nextLong, 2, 11).seed());
  }

  /** A body of {@code kind}'s shape marked {@link ConstantBody}, counting its calls in {@code r}. */
  private static Object constantBodyFor(LoopShape kind, Recorder r) {
    return switch (kind) {
      case SUPPLIER -> (Supplier<Object> & ConstantBody) () -> r.call();
      case DOUBLE_SUPPLIER -> (DoubleSupplier & ConstantBody) () -> r.call();
      case INT_SUPPLIER -> (IntSupplier & ConstantBody) () -> r.call();
      case LONG_SUPPLIER -> (LongSupplier & ConstantBody) () -> r.call();
      case RUNNABLE -> (Runnable & ConstantBody) () -> r.call();
      default -> throw new IllegalArgumentException(kind + " takes no constant body");
    };
  }

  private static Object constantBodyOf(TimedLoop loop) throws ReflectiveOperationException {
    java.lang.reflect.Field f = loop.getClass().getDeclaredField("CONSTANT_BODY");
    assertTrue(java.lang.reflect.Modifier.isStatic(f.getModifiers()) && java.lang.reflect.Modifier.isFinal(f.getModifiers()),
        "a static final field, which the JIT folds");
    f.setAccessible(true);
    return f.get(null);
  }

  /**
   * The shapes {@code nanometer jmh} binds methods to hold a {@link ConstantBody} in a static final
   * field of their own hidden copy (no load per call to reach it), call it, and hold nothing there
   * for an ordinary body or for the shared template.
   */
  @ParameterizedTest
  @EnumSource(value = LoopShape.class, names = {"SUPPLIER", "DOUBLE_SUPPLIER", "INT_SUPPLIER", "LONG_SUPPLIER", "RUNNABLE"})
  void aConstantBodyIsHeldAsAStaticFinalOfItsOwnCopy(LoopShape kind) throws ReflectiveOperationException {
    Recorder r1 = new Recorder();
    Recorder r2 = new Recorder();
    Object b1 = constantBodyFor(kind, r1);
    Object b2 = constantBodyFor(kind, r2);
    LoopFactory.Created c1 = create(kind, new SteppingClock(), b1, InputBatch.fixed(null), true);
    LoopFactory.Created c2 = create(kind, new SteppingClock(), b2, InputBatch.fixed(null), true);
    assertTrue(c1.isolated(), c1.reason());
    assertSame(b1, constantBodyOf(c1.loop()));
    assertSame(b2, constantBodyOf(c2.loop()), "each copy holds its own body");
    c1.loop().runTicks(5);
    c2.loop().runTicks(3);
    assertEquals(5, r1.calls);
    assertEquals(3, r2.calls);

    TimedLoop ordinary = create(kind, new SteppingClock(), new Recorder().bodyFor(kind), InputBatch.fixed(null), true).loop();
    assertEquals(null, constantBodyOf(ordinary), "an unmarked body (a user's lambda) is never made a constant");
    Recorder shared = new Recorder();
    LoopFactory.Created template = create(kind, new SteppingClock(), constantBodyFor(kind, shared), InputBatch.fixed(null), false);
    assertEquals(null, constantBodyOf(template.loop()), "the shared template has no class data");
    template.loop().runTicks(4);
    assertEquals(4, shared.calls, "and calls the body from its field");
  }

  /**
   * A batch of one input (withSetup's state) takes the loop's single-input path: every call gets that
   * input, the count is exact, and the exit test still rereads the volatile trip count.
   */
  @Test
  void aSingleInputIsPassedToEveryCallAndTheExitTestStillRereadsTheTripCount() throws ReflectiveOperationException {
    Object state = new Object();
    for (boolean isolate : new boolean[] {true, false}) {
      Recorder r = new Recorder();
      SteppingClock clock = new SteppingClock();
      TimedLoop loop = create(LoopShape.FUNCTION, clock, r.bodyFor(LoopShape.FUNCTION), InputBatch.fixed(state), isolate).loop();
      assertEquals(10, loop.runTicks(7));
      assertEquals(7, r.calls);
      assertEquals(2, clock.reads);
      assertTrue(r.inputs.stream().allMatch(x -> x == state), "every call gets the one input");

      Recorder stopped = new Recorder();
      TimedLoop loop2 = create(LoopShape.FUNCTION, new SteppingClock(), stopped.bodyFor(LoopShape.FUNCTION),
          InputBatch.fixed(state), isolate).loop();
      assertEquals(3, callsWhenTheTripCountDropsToThreeAtTheThirdCall(stopped, loop2), "isolated " + isolate);
    }
  }
}
