package io.github.nanometer.jmh;

import java.lang.annotation.Annotation;
import java.lang.reflect.Constructor;
import java.lang.reflect.Field;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * The JMH states one benchmark method needs, in the order JMH makes them (a state's dependencies,
 * the states its fixtures take as parameters, before it), with their fixtures ({@code @Setup},
 * {@code @TearDown}) and {@code @Param} fields. Read by the parent to expand parameters and refuse
 * what nanometer cannot run, and by the child to instantiate the states.
 *
 * <p>The benchmark's own class is a state too when the method is not static (JMH instantiates it
 * whether or not it carries {@code @State}; without it, one per thread). {@code Scope.Benchmark} and
 * {@code Scope.Thread} are the same thing with one measuring thread; with several ({@code @Threads},
 * {@code @Group}) a {@code Benchmark} state is one object for all threads, a {@code Thread} state one
 * per thread, and a {@code Group} state one per group (nanometer runs one instance of a group, so one
 * for all threads; outside a {@code @Group} benchmark each thread is its own group, as in JMH).
 */
final class StatePlan {

  /** JMH's runtime objects that a benchmark or fixture may ask for; nanometer does not provide them. */
  private static final Set<String> INFRA = Set.of("org.openjdk.jmh.infra.BenchmarkParams",
      "org.openjdk.jmh.infra.IterationParams", "org.openjdk.jmh.infra.ThreadParams", "org.openjdk.jmh.infra.Control");

  /**
   * One {@code @Setup} or {@code @TearDown} method.
   *
   * @param method the public method
   * @param setup true for {@code @Setup}
   * @param level {@code Trial}, {@code Iteration} or {@code Invocation}
   */
  record Fixture(Method method, boolean setup, String level) {}

  /**
   * One state class.
   *
   * @param type the class
   * @param fixtures its fixtures, superclass's first, then by name
   * @param params its {@code @Param} fields, the class hierarchy's included
   * @param scope {@code Benchmark}, {@code Thread} or {@code Group} ({@code Thread} for a benchmark
   *     class without {@code @State})
   */
  record State(Class<?> type, List<Fixture> fixtures, List<Field> params, String scope) {

    /** True when one instance serves every thread of a run: {@code Benchmark}, or {@code Group} in a group. */
    boolean sharedBy(boolean groupBenchmark) {
      return scope.equals("Benchmark") || (groupBenchmark && scope.equals("Group"));
    }
  }

  private final List<State> states;

  private StatePlan(List<State> states) {
    this.states = List.copyOf(states);
  }

  /** The states in creation order: every state after the states its fixtures take. */
  List<State> states() {
    return states;
  }

  /** True when any state has a fixture at {@code level}. */
  boolean hasLevel(String level) {
    return states.stream().anyMatch(s -> s.fixtures().stream().anyMatch(f -> f.level().equals(level)));
  }

  /** Every {@code @Param} field by name, in the order met. */
  Map<String, List<Field>> paramFields() {
    Map<String, List<Field>> byName = new LinkedHashMap<>();
    for (State s : states) {
      for (Field f : s.params()) {
        byName.computeIfAbsent(f.getName(), k -> new ArrayList<>()).add(f);
      }
    }
    return byName;
  }

  /**
   * The plan of {@code method} run on {@code benchmarkClass}.
   *
   * @throws Unsupported naming the first feature nanometer does not run
   */
  static StatePlan of(Class<?> benchmarkClass, Method method) throws Unsupported {
    return of(benchmarkClass, List.of(method));
  }

  /**
   * The plan of the methods of one benchmark (a {@code @Group}'s members) run on {@code
   * benchmarkClass}: every state any of them needs, each once.
   *
   * @throws Unsupported naming the first feature nanometer does not run
   */
  static StatePlan of(Class<?> benchmarkClass, List<Method> methods) throws Unsupported {
    Walk walk = new Walk();
    for (Method method : methods) {
      if (!Modifier.isStatic(method.getModifiers())) {
        walk.visit(benchmarkClass, true);
      }
      for (Class<?> p : method.getParameterTypes()) {
        walk.argument(p, "benchmark method " + benchmarkClass.getName() + "." + method.getName());
      }
    }
    return new StatePlan(walk.order);
  }


  /** True when {@code type} is JMH's Blackhole (by name: nanometer does not link against JMH). */
  static boolean isBlackhole(Class<?> type) {
    return type.getName().equals(JmhAnnotations.BLACKHOLE);
  }

  private static final class Walk {
    final List<State> order = new ArrayList<>();
    final Set<Class<?>> done = new HashSet<>();
    final Set<Class<?>> visiting = new HashSet<>();

    void argument(Class<?> type, String where) throws Unsupported {
      if (isBlackhole(type)) {
        return;
      }
      if (INFRA.contains(type.getName())) {
        throw new Unsupported(type.getSimpleName() + " parameter",
            "JMH's runtime objects (BenchmarkParams, IterationParams, ThreadParams, Control) are not provided by"
                + " nanometer (asked for by " + where + ")");
      }
      if (!JmhAnnotations.has(type, "State")) {
        throw new Unsupported("parameter of type " + type.getName(), "not a @State class or JMH Blackhole ("
            + where + ")");
      }
      visit(type, false);
    }

    void visit(Class<?> type, boolean benchmarkClass) throws Unsupported {
      if (done.contains(type)) {
        return;
      }
      if (!visiting.add(type)) {
        throw new Unsupported("@State " + type.getName(), "its fixtures depend on it in a cycle");
      }
      Optional<Annotation> state = JmhAnnotations.find(type, "State");
      if (state.isEmpty() && !benchmarkClass) {
        throw new Unsupported("parameter of type " + type.getName(), "not a @State class");
      }
      Optional<String> other = JmhAnnotations.unsupported(type);
      if (other.isPresent()) {
        throw new Unsupported("@" + other.get() + " on " + type.getName(), "not supported by nanometer");
      }
      requireInstantiable(type);
      List<Fixture> fixtures = fixtures(type);
      for (Fixture f : fixtures) {
        Optional<String> odd = JmhAnnotations.unsupported(f.method());
        if (odd.isPresent()) {
          throw new Unsupported("@" + odd.get() + " on " + type.getName() + "." + f.method().getName(),
              "not supported by nanometer");
        }
        for (Class<?> p : f.method().getParameterTypes()) {
          argument(p, "fixture " + type.getName() + "." + f.method().getName());
        }
      }
      visiting.remove(type);
      done.add(type);
      order.add(new State(type, fixtures, params(type),
          state.map(a -> JmhAnnotations.enumMember(a, "value")).orElse("Thread")));
    }

    private static void requireInstantiable(Class<?> type) throws Unsupported {
      if (Modifier.isAbstract(type.getModifiers()) || type.isInterface()) {
        throw new Unsupported("@State " + type.getName(), "an abstract class cannot be instantiated");
      }
      if (type.isMemberClass() && !Modifier.isStatic(type.getModifiers())) {
        throw new Unsupported("@State " + type.getName(), "an inner (non-static) class cannot be instantiated");
      }
      try {
        Constructor<?> c = type.getDeclaredConstructor();
        if (!Modifier.isPublic(c.getModifiers()) && !Modifier.isPublic(type.getModifiers())) {
          throw new Unsupported("@State " + type.getName(), "needs a public no-argument constructor");
        }
      } catch (NoSuchMethodException e) {
        throw new Unsupported("@State " + type.getName(), "needs a public no-argument constructor");
      }
    }
  }

  /** The public {@code @Setup}/{@code @TearDown} methods of {@code type}, superclass's first, then by name. */
  static List<Fixture> fixtures(Class<?> type) {
    List<Fixture> list = new ArrayList<>();
    for (Method m : type.getMethods()) {
      Optional<Annotation> setup = JmhAnnotations.find(m, "Setup");
      Optional<Annotation> tearDown = JmhAnnotations.find(m, "TearDown");
      setup.ifPresent(a -> list.add(new Fixture(m, true, JmhAnnotations.level(a))));
      tearDown.ifPresent(a -> list.add(new Fixture(m, false, JmhAnnotations.level(a))));
    }
    list.sort(Comparator.comparingInt((Fixture f) -> depth(f.method().getDeclaringClass()))
        .thenComparing(f -> f.method().getName()));
    return list;
  }

  private static int depth(Class<?> c) {
    int d = 0;
    for (Class<?> k = c; k != null; k = k.getSuperclass()) {
      d++;
    }
    return d;
  }

  private static List<Field> params(Class<?> type) {
    List<Field> list = new ArrayList<>();
    List<Class<?>> chain = new ArrayList<>();
    for (Class<?> k = type; k != null && k != Object.class; k = k.getSuperclass()) {
      chain.add(0, k);
    }
    for (Class<?> k : chain) {
      for (Field f : k.getDeclaredFields()) {
        if (JmhAnnotations.has(f, "Param")) {
          list.add(f);
        }
      }
    }
    return list;
  }
}
