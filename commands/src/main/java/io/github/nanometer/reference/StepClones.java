package io.github.nanometer.reference;

import io.github.nanometer.classes.ClassCopies;
import java.io.UncheckedIOException;
import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicReference;
import java.util.regex.Pattern;

/**
 * Step functions of the reference chains, each in a class of its own ({@link ClassCopies#named}): a copy of a template class
 * ({@link LcgStep}, {@link ChaseStep}) defined under a name that carries its chain, mode and
 * length, e.g. {@code LcgStep_latency_k1000}.
 *
 * <p>Implementation notes: HotSpot keeps one profile and one standalone compiled body per method.
 * When every chain length ran through one {@code run} method, its profile mixed trip counts of 100
 * and 100000 steps, and which length happened to warm it first decided how the 1000-step chain was
 * compiled in a whole run (the latency chain was bimodal across JVMs: 1.08 or 1.30 us per call).
 * A class per chain gives each benchmark its own method, profile and code. The copies are ordinary
 * classes (not hidden ones) with stable names, so the tuning cache's body fingerprint, which keys
 * on the class name, is the same in every JVM; a name is defined once per class loader and reused
 * when the same chain is built again. If a copy cannot be defined, the template itself is used and
 * {@link #problem()} says why (every chain of that kind then shares one method again).
 */
final class StepClones {
  private static final Pattern TAG = Pattern.compile("[A-Za-z0-9_]+");
  private static final Map<String, Class<?>> DEFINED = new ConcurrentHashMap<>();
  private static final AtomicReference<String> PROBLEM = new AtomicReference<>();

  private StepClones() {}

  /** An LCG chain of {@code steps} steps in a class of its own, named with {@code tag}. */
  static ReferenceWorkloads.Chain lcg(int steps, String tag) {
    return instantiate(LcgStep.class, tag, MethodType.methodType(void.class, int.class), steps);
  }

  /** A pointer chase of {@code steps} steps through {@code next}, in a class of its own named with {@code tag}. */
  static ReferenceWorkloads.Chain chase(int steps, int[] next, String tag) {
    return instantiate(ChaseStep.class, tag, MethodType.methodType(void.class, int.class, int[].class), steps, next);
  }

  /** Why the chains share their template's class, once a copy could not be defined; empty while every copy worked. */
  static Optional<String> problem() {
    return Optional.ofNullable(PROBLEM.get());
  }

  /** The class for {@code template} and {@code tag}: a copy named {@code Template_tag}, or the template on failure. */
  static Class<?> classFor(Class<?> template, String tag) {
    if (!TAG.matcher(tag).matches()) {
      throw new IllegalArgumentException("tag must be letters, digits and '_', got '" + tag + "'");
    }
    String name = template.getName() + "_" + tag;
    try {
      return DEFINED.computeIfAbsent(name, n -> define(template, n));
    } catch (UncheckedIOException | IllegalArgumentException | LinkageError | IllegalStateException e) {
      PROBLEM.compareAndSet(null, "the chains' step functions share one class per kind (" + template.getSimpleName()
          + "), so their JIT profiles mix: a copy could not be defined: " + e);
      return template;
    }
  }

  private static Class<?> define(Class<?> template, String name) {
    try {
      return ClassCopies.named(MethodHandles.lookup(), template, name);
    } catch (IllegalAccessException e) {
      throw new IllegalStateException("cannot define " + name + " in " + StepClones.class.getPackageName(), e);
    }
  }


  private static ReferenceWorkloads.Chain instantiate(Class<?> template, String tag, MethodType constructor,
      Object... args) {
    Class<?> cls = classFor(template, tag);
    try {
      MethodHandle ctor = MethodHandles.lookup().findConstructor(cls, constructor);
      return (ReferenceWorkloads.Chain) ctor.invokeWithArguments(args);
    } catch (RuntimeException | Error e) {
      throw e;
    } catch (Throwable t) {
      throw new IllegalStateException("cannot instantiate " + cls.getName(), t);
    }
  }
}
