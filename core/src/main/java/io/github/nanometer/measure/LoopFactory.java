package io.github.nanometer.measure;

import io.github.nanometer.Blackhole;
import io.github.nanometer.classes.ClassCopies;
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
 */
public final class LoopFactory {

  private static final MethodType CONSTRUCTOR =
      MethodType.methodType(void.class, Clock.class, Object.class, Blackhole.class, InputBatch.class);

  private LoopFactory() {}

  /**
   * A created loop and whether it runs in its own hidden class.
   *
   * @param loop the loop
   * @param isolated true when the loop's class is a fresh hidden class
   * @param reason why it is not isolated, or empty
   */
  public record Created(TimedLoop loop, boolean isolated, String reason) {}

  /**
   * Creates a loop of the given kind.
   *
   * @param isolate true for a fresh hidden class (the default everywhere); false shares the
   *     template class with every other loop of this kind (only to demonstrate profile pollution)
   */
  public static Created create(LoopKind kind, Clock clock, Object body, Blackhole blackhole,
      InputBatch batch, boolean isolate) {
    if (!isolate) {
      return new Created(instantiate(MethodHandles.lookup(), kind.template, clock, body, blackhole, batch),
          false, "isolation disabled by option");
    }
    try {
      MethodHandles.Lookup hidden = ClassCopies.hidden(MethodHandles.lookup(), kind.template);
      return new Created(instantiate(hidden, hidden.lookupClass(), clock, body, blackhole, batch), true, "");
    } catch (IllegalAccessException | LinkageError | UncheckedIOException e) {
      return new Created(instantiate(MethodHandles.lookup(), kind.template, clock, body, blackhole, batch),
          false, "hidden class could not be defined: " + e);
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
