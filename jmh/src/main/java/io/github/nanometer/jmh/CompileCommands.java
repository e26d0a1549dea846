package io.github.nanometer.jmh;

import java.lang.annotation.Annotation;
import java.lang.reflect.Method;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;

/**
 * The {@code -XX:CompileCommand} flags a benchmark's child JVM gets, as JMH's {@code
 * META-INF/CompilerHints} would give them: the benchmark method inlined into its caller (JMH forces
 * this, so the method's body is measured in the timed loop), and every {@code @CompilerControl} on
 * the benchmark class, its superclasses and nested classes, and their methods.
 *
 * <p>Implementation notes: HotSpot matches {@code pkg/Class.method} patterns; a class-level
 * annotation becomes {@code pkg/Class.*}. A misspelt pattern is silently ignored by HotSpot, so the
 * patterns are built from the loaded classes' binary names, never typed.
 */
final class CompileCommands {
  private CompileCommands() {}

  /** The flags for {@code method} on {@code benchmarkClass}, without duplicates. */
  static List<String> of(Class<?> benchmarkClass, Method method) {
    Set<String> flags = new LinkedHashSet<>();
    flags.add(flag("inline", method.getDeclaringClass(), method.getName()));
    List<Class<?>> classes = new ArrayList<>();
    for (Class<?> k = benchmarkClass; k != null && k != Object.class; k = k.getSuperclass()) {
      classes.add(k);
      classes.addAll(List.of(k.getDeclaredClasses()));
      if (k.getEnclosingClass() != null) {
        classes.add(k.getEnclosingClass());
      }
    }
    for (Class<?> k : classes) {
      command(k).ifPresent(c -> flags.add(flag(c, k, "*")));
      for (Method m : k.getDeclaredMethods()) {
        command(m).ifPresent(c -> flags.add(flag(c, k, m.getName())));
      }
    }
    return List.copyOf(flags);
  }

  private static Optional<String> command(java.lang.reflect.AnnotatedElement e) {
    Optional<Annotation> a = JmhAnnotations.find(e, "CompilerControl");
    return a.map(x -> command(JmhAnnotations.enumMember(x, "value")));
  }

  /** HotSpot's command for a {@code CompilerControl.Mode} constant: {@code DONT_INLINE} is {@code dontinline}. */
  static String command(String mode) {
    return mode.replace("_", "").toLowerCase(Locale.ROOT);
  }

  private static String flag(String command, Class<?> k, String method) {
    return "-XX:CompileCommand=" + command + "," + k.getName().replace('.', '/') + "." + method;
  }
}
