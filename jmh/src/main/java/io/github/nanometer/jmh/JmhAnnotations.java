package io.github.nanometer.jmh;

import java.lang.annotation.Annotation;
import java.lang.reflect.AnnotatedElement;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.util.Optional;
import java.util.Set;

/**
 * Reads JMH's annotations reflectively, by name, from classes loaded from the user's class path:
 * nanometer has no JMH dependency at run time, so it never names a JMH type in its code.
 *
 * <p>Implementation notes: the annotation types come from the user's jmh-core, loaded by the
 * user's class loader; members are read through the annotation's proxy by name ({@link #member}),
 * and enum values by their constant names. A JMH release that renames a member makes {@link
 * #member} fail loudly, naming it.
 */
final class JmhAnnotations {

  /** The package of JMH's annotations. */
  static final String PACKAGE = "org.openjdk.jmh.annotations.";
  /** JMH's blackhole type, injected as a benchmark or fixture parameter. */
  static final String BLACKHOLE = "org.openjdk.jmh.infra.Blackhole";

  /** JMH's "not given" value of int members ({@code Warmup.BLANK_ITERATIONS} and the like). */
  static final int BLANK = -1;
  /** JMH's "not given" value of {@code @Fork}'s and {@code @Param}'s string arrays. */
  static final String BLANK_ARGS = "blank_blank_blank_2014";

  /**
   * The annotations of JMH that nanometer reads: every other annotation of {@link #PACKAGE} on a
   * benchmark, state or fixture is refused by name.
   */
  static final Set<String> SUPPORTED = Set.of("Benchmark", "BenchmarkMode", "OutputTimeUnit",
      "OperationsPerInvocation", "Warmup", "Measurement", "Fork", "State", "Setup", "TearDown", "Param",
      "CompilerControl", "Threads", "Group", "GroupThreads");

  private JmhAnnotations() {}

  /** The JMH annotation {@code simpleName} on {@code e} (inherited ones included for classes), if present. */
  static Optional<Annotation> find(AnnotatedElement e, String simpleName) {
    for (Annotation a : e.getAnnotations()) {
      if (a.annotationType().getName().equals(PACKAGE + simpleName)) {
        return Optional.of(a);
      }
    }
    return Optional.empty();
  }

  /** True when {@code e} carries the JMH annotation {@code simpleName}. */
  static boolean has(AnnotatedElement e, String simpleName) {
    return find(e, simpleName).isPresent();
  }

  /** The annotation on the method, else on the benchmark's class (JMH's precedence). */
  static Optional<Annotation> onMethodOrClass(Method m, Class<?> benchmarkClass, String simpleName) {
    Optional<Annotation> a = find(m, simpleName);
    return a.isPresent() ? a : find(benchmarkClass, simpleName);
  }

  /** The simple names of the JMH annotations on {@code e} that nanometer does not support. */
  static Optional<String> unsupported(AnnotatedElement e) {
    for (Annotation a : e.getAnnotations()) {
      String name = a.annotationType().getName();
      if (name.startsWith(PACKAGE) && !SUPPORTED.contains(name.substring(PACKAGE.length()))) {
        return Optional.of(name.substring(PACKAGE.length()));
      }
    }
    return Optional.empty();
  }

  /**
   * The value of member {@code name} of annotation {@code a}.
   *
   * @throws IllegalStateException when the member does not exist or cannot be read (a JMH version
   *     nanometer does not know)
   */
  static Object member(Annotation a, String name) {
    try {
      Method m = a.annotationType().getMethod(name);
      return m.invoke(a);
    } catch (NoSuchMethodException | IllegalAccessException | InvocationTargetException e) {
      throw new IllegalStateException("cannot read @" + a.annotationType().getSimpleName() + "." + name
          + " (a JMH version nanometer does not know?): " + e, e);
    }
  }

  /** An int member. */
  static int intMember(Annotation a, String name) {
    return (Integer) member(a, name);
  }

  /** A string array member. */
  static String[] stringsMember(Annotation a, String name) {
    return (String[]) member(a, name);
  }

  /** An enum member's constant name ({@code "AverageTime"}, {@code "Trial"}, ...). */
  static String enumMember(Annotation a, String name) {
    return ((Enum<?>) member(a, name)).name();
  }

  /** The {@code value()} of a {@code @Setup}/{@code @TearDown}: its level name, {@code "Trial"} by default. */
  static String level(Annotation fixture) {
    return enumMember(fixture, "value");
  }
}
