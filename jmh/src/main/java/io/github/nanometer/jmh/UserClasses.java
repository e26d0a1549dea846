package io.github.nanometer.jmh;

import java.lang.reflect.Method;
import java.util.Optional;

/** Finding the user's benchmark classes and methods by the names JMH writes. */
final class UserClasses {
  private UserClasses() {}

  /**
   * The class JMH names {@code name} ({@code Outer.Inner} for a nested class, as in {@code
   * META-INF/BenchmarkList}; the binary name {@code Outer$Inner} works too), loaded without running
   * its static initializer.
   *
   * @throws ClassNotFoundException when no reading of the name is a class of {@code loader}
   */
  static Class<?> load(String name, ClassLoader loader) throws ClassNotFoundException {
    String candidate = name;
    while (true) {
      try {
        return Class.forName(candidate, false, loader);
      } catch (ClassNotFoundException e) {
        int dot = candidate.lastIndexOf('.');
        if (dot < 0) {
          throw new ClassNotFoundException(name + " (nor any nested-class reading of it) is not on the class path");
        }
        candidate = candidate.substring(0, dot) + "$" + candidate.substring(dot + 1);
      }
    }
  }

  /** The public {@code @Benchmark} method {@code name} of {@code type} (inherited ones included). */
  static Optional<Method> benchmarkMethod(Class<?> type, String name) {
    for (Method m : type.getMethods()) {
      if (m.getName().equals(name) && JmhAnnotations.has(m, "Benchmark")) {
        return Optional.of(m);
      }
    }
    for (Method m : type.getDeclaredMethods()) {
      if (m.getName().equals(name) && JmhAnnotations.has(m, "Benchmark")) {
        return Optional.of(m);
      }
    }
    return Optional.empty();
  }
}
