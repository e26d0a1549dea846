package io.github.nanometer.jmh;

import io.github.nanometer.measure.ConstantBody;
import java.lang.invoke.CallSite;
import java.lang.invoke.LambdaMetafactory;
import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.lang.reflect.Method;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.function.DoubleSupplier;
import java.util.function.IntSupplier;
import java.util.function.LongSupplier;
import java.util.function.Supplier;

/**
 * A benchmark method bound to its receiver and arguments as a functional-interface instance made by
 * {@link LambdaMetafactory}: a direct call the JIT inlines, with no reflection and no argument
 * array per call. The interface follows the method's return type, so primitive results reach the
 * blackhole unboxed: {@code double}/{@code float} as {@link DoubleSupplier}, {@code int} and
 * narrower as {@link IntSupplier}, {@code long} as {@link LongSupplier}, {@code void} as {@link
 * Runnable}, references and {@code boolean} as {@link Supplier}. Each bound method is also a {@link
 * ConstantBody}: the timed loop holds it, and so the receiver and arguments it captured, as JIT
 * constants, where JMH's generated loop holds them in registers; neither loads them per call.
 *
 * <p>Implementation notes: the lookup is a private lookup in the method's declaring class, so the
 * lambda class is its nestmate; this needs the user's classes and nanometer in one module (both on
 * the class path, the unnamed module), which the child JVM guarantees.
 */
final class MethodCalls {
  private MethodCalls() {}

  /** The functional interface for {@code m}'s return type. */
  static Class<?> shape(Method m) {
    Class<?> r = m.getReturnType();
    if (r == void.class) {
      return Runnable.class;
    } else if (r == double.class || r == float.class) {
      return DoubleSupplier.class;
    } else if (r == int.class || r == short.class || r == byte.class || r == char.class) {
      return IntSupplier.class;
    } else if (r == long.class) {
      return LongSupplier.class;
    }
    return Supplier.class;
  }

  /**
   * {@code m} bound to {@code receiver} (null for a static method) and {@code args}, as an instance
   * of {@link #shape}.
   *
   * @throws ReflectiveOperationException when the lambda cannot be made (access, linkage)
   */
  static Object bind(Method m, Object receiver, Object[] args) throws ReflectiveOperationException {
    Class<?> iface = shape(m);
    String sam = iface == Runnable.class ? "run" : iface == DoubleSupplier.class ? "getAsDouble"
        : iface == IntSupplier.class ? "getAsInt" : iface == LongSupplier.class ? "getAsLong" : "get";
    Class<?> samReturn = iface == Runnable.class ? void.class : iface == DoubleSupplier.class ? double.class
        : iface == IntSupplier.class ? int.class : iface == LongSupplier.class ? long.class : Object.class;
    MethodHandles.Lookup lookup = MethodHandles.privateLookupIn(m.getDeclaringClass(), MethodHandles.lookup());
    MethodHandle impl = lookup.unreflect(m);
    MethodType samType = MethodType.methodType(samReturn);
    try {
      CallSite site = LambdaMetafactory.altMetafactory(lookup, sam, impl.type().changeReturnType(iface), samType, impl,
          samType, LambdaMetafactory.FLAG_MARKERS, 1, ConstantBody.class);
      List<Object> captured = new ArrayList<>();
      if (!java.lang.reflect.Modifier.isStatic(m.getModifiers())) {
        captured.add(receiver);
      }
      captured.addAll(Arrays.asList(args));
      return site.getTarget().invokeWithArguments(captured);
    } catch (ReflectiveOperationException | RuntimeException | Error e) {
      throw e;
    } catch (Throwable t) {
      throw new ReflectiveOperationException("cannot bind " + m + ": " + t, t);
    }
  }

  /** {@code bound} (an instance of {@link #shape}) as a supplier of boxed results ({@code null} for void). */
  static Supplier<Object> boxed(Object bound) {
    if (bound instanceof Runnable r) {
      return () -> {
        r.run();
        return null;
      };
    } else if (bound instanceof DoubleSupplier d) {
      return d::getAsDouble;
    } else if (bound instanceof IntSupplier i) {
      return i::getAsInt;
    } else if (bound instanceof LongSupplier l) {
      return l::getAsLong;
    }
    @SuppressWarnings("unchecked")
    Supplier<Object> s = (Supplier<Object>) bound;
    return s;
  }
}
