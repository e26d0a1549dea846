package io.github.nanometer.measure;

import io.github.nanometer.Blackhole;
import io.github.nanometer.LoopShape;
import io.github.nanometer.classes.ClassCopies;
import io.github.nanometer.classes.ClassFilePadding;
import io.github.nanometer.clock.Clock;
import java.io.UncheckedIOException;
import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;

/**
 * Creates timed loops, each in its own hidden class cloned from the kind's template.
 *
 * <p>Implementation notes: HotSpot keeps type profiles per bytecode of a class's methods. If every
 * benchmark ran through one loop class, the call {@code body.apply(...)} would see several lambda
 * classes, turn bimorphic or megamorphic, and stop inlining: benchmark A measured after B would
 * carry B's profile. Defining the template's bytes anew as a hidden class per benchmark ({@link
 * ClassCopies#hidden}) gives each
 * loop its own profiles, so every call site in it stays monomorphic. The templates are separate
 * classes per body shape (rather than adapters onto one shape) because an adapter's own call site
 * would again be shared. If hidden classes could not be defined, {@link #create} falls back to the
 * shared template and {@link Created#isolated()} says so.
 *
 * <p>Each copy's {@code runTicks} is also made too long to inline ({@link
 * ClassCopies#hiddenPadded}: unreachable bytecode past the JIT's hot-inlining limit, {@link
 * #inliningLimitBytes}), so the loop keeps a compilation of its own, as JMH's loop does. Without it,
 * C2 inlined the loop, and the body with it, into the sampling code once that code was hot, partway
 * through a run: a {@code HashMap.get} body read 3.0 ns per call before that compilation and 4.4 ns
 * after it (docs/lab/timed-loop.md, "The timed loop keeps its own compilation").
 *
 * <p>A body marked {@link ConstantBody} ({@code nanometer jmh}'s bound methods) is given to its
 * copy as class data, which the copy's static initialiser reads into a static final field: the loop
 * reaches the body, and what it captured (the benchmark's state), as constants, as JMH's loop
 * reaches its state in a register, instead of loading them every iteration.
 */
public final class LoopFactory {

  private static final MethodType CONSTRUCTOR =
      MethodType.methodType(void.class, Clock.class, Object.class, Blackhole.class, InputBatch.class);

  /** HotSpot's default {@code FreqInlineSize}, in bytes of bytecode. */
  private static final int DEFAULT_FREQ_INLINE_SIZE = 325;

  private LoopFactory() {}

  /**
   * A created loop and whether it runs in its own hidden class.
   *
   * @param loop the loop
   * @param isolated true when the loop's class is a fresh hidden class
   * @param reason why it is not isolated, or empty
   */
  public record Created(TimedLoop loop, boolean isolated, String reason) {}

  /** The template class of a loop shape, one each: what every hidden copy of that shape is cloned from. */
  static Class<? extends TimedLoop> template(LoopShape shape) {
    return switch (shape) {
      case SUPPLIER -> SupplierLoop.class;
      case DOUBLE_SUPPLIER -> DoubleSupplierLoop.class;
      case INT_SUPPLIER -> IntSupplierLoop.class;
      case LONG_SUPPLIER -> LongSupplierLoop.class;
      case FUNCTION -> FunctionLoop.class;
      case CONSUMER -> ConsumerLoop.class;
      case BLACKHOLE -> BlackholeLoop.class;
      case LONG -> LongLoop.class;
      case LONG_CHAIN -> LongChainLoop.class;
      case RUNNABLE -> RunnableLoop.class;
    };
  }

  /**
   * Creates a loop of the given kind.
   *
   * @param isolate true for a fresh hidden class (the default everywhere); false shares the
   *     template class with every other loop of this kind (only to demonstrate profile pollution)
   */
  public static Created create(LoopShape kind, Clock clock, Object body, Blackhole blackhole,
      InputBatch batch, boolean isolate) {
    if (!isolate) {
      return new Created(instantiate(MethodHandles.lookup(), template(kind), clock, body, blackhole, batch),
          false, "isolation disabled by option");
    }
    try {
      int minCodeLength = inliningLimitBytes() + 1;
      MethodHandles.Lookup hidden = body instanceof ConstantBody
          ? ClassCopies.hiddenPaddedWithData(MethodHandles.lookup(), template(kind), "runTicks", minCodeLength, body)
          : ClassCopies.hiddenPadded(MethodHandles.lookup(), template(kind), "runTicks", minCodeLength);
      return new Created(instantiate(hidden, hidden.lookupClass(), clock, body, blackhole, batch), true, "");
    } catch (IllegalAccessException | IllegalArgumentException | LinkageError | UncheckedIOException e) {
      return new Created(instantiate(MethodHandles.lookup(), template(kind), clock, body, blackhole, batch),
          false, "hidden class could not be defined: " + e);
    }
  }

  /**
   * The largest bytecode length, in bytes, that this JVM's JIT inlines into a caller: HotSpot's
   * {@code FreqInlineSize} for hot call sites (325 unless set), or {@code MaxInlineSize} if that is
   * larger; 325 when the JVM does not say (not HotSpot). Read once per JVM: the flags cannot change.
   */
  static int inliningLimitBytes() {
    return InliningLimit.BYTES;
  }

  /** The limit, read on first use (the options bean is not touched before a loop is made). */
  private static final class InliningLimit {
    static final int BYTES = Math.min(Math.max(intOption("FreqInlineSize", DEFAULT_FREQ_INLINE_SIZE),
        intOption("MaxInlineSize", 0)), ClassFilePadding.MAX_CODE_LENGTH - 1);

    private static int intOption(String name, int fallback) {
      try {
        return VmOptions.value(name).map(Integer::parseInt).orElse(fallback);
      } catch (NumberFormatException e) {
        return fallback;
      }
    }
  }

  private static TimedLoop instantiate(MethodHandles.Lookup lookup, Class<?> cls, Clock clock, Object body,
      Blackhole blackhole, InputBatch batch) {
    try {
      MethodHandle ctor = lookup.findConstructor(cls, CONSTRUCTOR);
      return (TimedLoop) ctor.invoke(clock, body, blackhole, batch);
    } catch (RuntimeException | Error e) {
      throw e;
    } catch (Throwable t) {
      throw new IllegalStateException("cannot instantiate loop " + cls.getName(), t);
    }
  }

}
