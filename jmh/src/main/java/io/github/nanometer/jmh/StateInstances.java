package io.github.nanometer.jmh;

import java.lang.reflect.Constructor;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The states of one benchmark run, instantiated in a child JVM in {@link StatePlan}'s order with
 * their {@code @Param} fields set, and their fixtures run by level: setups in creation order (a
 * state's dependencies first), teardowns in reverse. One instance per state class: with one
 * measuring thread, {@code Scope.Thread} and {@code Scope.Benchmark} are the same. A run of several
 * threads has one set of the shared states ({@link #shared}) and one set per thread ({@link
 * #forThread}) that makes its own states and finds the shared ones in the shared set; each set's
 * fixtures are those of its own states.
 */
final class StateInstances {

  /** JMH's guard string for making a Blackhole outside its generated code (JMH 1.37). */
  static final String BLACKHOLE_PASSWORD =
      "Today's password is swordfish. I understand instantiating Blackholes directly is dangerous.";
  static final String BLACKHOLE_EVAPORATE = "Yes, I am Stephen Hawking, and know a thing or two about black holes.";

  private final StatePlan plan;
  private final Map<Class<?>, Object> instances = new LinkedHashMap<>();
  private final java.util.Set<Class<?>> own = new java.util.HashSet<>();
  private final Object jmhBlackhole;

  /**
   * Makes every state of {@code plan} and sets its parameters.
   *
   * @throws ReflectiveOperationException when a state cannot be made or JMH's Blackhole cannot be
   *     created (a JMH version whose guard differs)
   */
  StateInstances(StatePlan plan, Map<String, String> params) throws ReflectiveOperationException {
    this(plan, params, s -> true, null);
  }

  private StateInstances(StatePlan plan, Map<String, String> params, java.util.function.Predicate<StatePlan.State> mine,
      StateInstances parent) throws ReflectiveOperationException {
    this.plan = plan;
    this.jmhBlackhole = newJmhBlackhole();
    for (StatePlan.State s : plan.states()) {
      if (!mine.test(s)) {
        if (parent != null) {
          instances.put(s.type(), parent.instance(s.type()));
        }
        continue;
      }
      Constructor<?> c = s.type().getDeclaredConstructor();
      c.setAccessible(true);
      Object o = c.newInstance();
      ParamValues.inject(o, s.params(), params);
      instances.put(s.type(), o);
      own.add(s.type());
    }
  }

  /**
   * The states one instance of which serves every thread of a run ({@link
   * StatePlan.State#sharedBy}); its fixtures are theirs.
   *
   * @throws ReflectiveOperationException as the constructor
   */
  static StateInstances shared(StatePlan plan, Map<String, String> params, boolean groupBenchmark)
      throws ReflectiveOperationException {
    return new StateInstances(plan, params, s -> s.sharedBy(groupBenchmark), null);
  }

  /**
   * One thread's states: its own instance of every state that is not shared, the shared ones found
   * in {@code shared}, and its own JMH Blackhole. Call on the thread that will use them.
   *
   * @throws ReflectiveOperationException as the constructor
   */
  static StateInstances forThread(StatePlan plan, Map<String, String> params, boolean groupBenchmark,
      StateInstances shared) throws ReflectiveOperationException {
    return new StateInstances(plan, params, s -> !s.sharedBy(groupBenchmark), shared);
  }

  private static Object newJmhBlackhole() throws ReflectiveOperationException {
    Class<?> type = Class.forName(JmhAnnotations.BLACKHOLE, true, Thread.currentThread().getContextClassLoader());
    return type.getConstructor(String.class).newInstance(BLACKHOLE_PASSWORD);
  }

  /** The instance of state class {@code type}. */
  Object instance(Class<?> type) {
    Object o = instances.get(type);
    if (o == null) {
      throw new IllegalStateException("no state of type " + type.getName() + " in this run");
    }
    return o;
  }

  /** The arguments for {@code m}: each parameter's state, or JMH's Blackhole (one for the run, as JMH's per thread). */
  Object[] arguments(Method m) {
    Class<?>[] types = m.getParameterTypes();
    Object[] args = new Object[types.length];
    for (int i = 0; i < types.length; i++) {
      args[i] = StatePlan.isBlackhole(types[i]) ? jmhBlackhole : instance(types[i]);
    }
    return args;
  }

  /** The fixture methods of {@code level} of this set's own states: setups in creation order, or teardowns in reverse. */
  List<Runnable> fixtures(String level, boolean setup) {
    List<Runnable> list = new ArrayList<>();
    for (StatePlan.State s : plan.states()) {
      if (!own.contains(s.type())) {
        continue;
      }
      for (StatePlan.Fixture f : s.fixtures()) {
        if (f.setup() == setup && f.level().equals(level)) {
          Object target = instance(s.type());
          Object[] args = arguments(f.method());
          list.add(() -> call(f.method(), target, args));
        }
      }
    }
    if (!setup) {
      java.util.Collections.reverse(list);
    }
    return list;
  }

  /** Runs the fixtures of {@code level}. */
  void run(String level, boolean setup) {
    for (Runnable r : fixtures(level, setup)) {
      r.run();
    }
  }

  /** Tells JMH's Blackhole the run is over (what JMH's generated code does after the last iteration). */
  void evaporate() {
    try {
      jmhBlackhole.getClass().getMethod("evaporate", String.class).invoke(jmhBlackhole, BLACKHOLE_EVAPORATE);
    } catch (ReflectiveOperationException e) {
      throw new IllegalStateException("cannot evaporate JMH's Blackhole: " + e, e);
    }
  }

  private static void call(Method m, Object target, Object[] args) {
    try {
      m.setAccessible(true);
      m.invoke(target, args);
    } catch (InvocationTargetException e) {
      Throwable cause = e.getCause();
      throw new IllegalStateException("fixture " + m.getDeclaringClass().getName() + "." + m.getName() + " threw "
          + cause, cause);
    } catch (IllegalAccessException e) {
      throw new IllegalStateException("cannot call fixture " + m + ": " + e, e);
    }
  }
}
