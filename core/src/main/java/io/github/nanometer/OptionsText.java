package io.github.nanometer;

import java.lang.reflect.Constructor;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.RecordComponent;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;

/**
 * Every member of an {@link Options} as text and back, generated from the option table: each member
 * is written with its spec's exact text form ({@link OptionSpec#exactText}) under the spec's name,
 * in the order of {@link OptionSpecs#OPTIONS}, and read back through the same specs ({@link
 * OptionSpec#parseExact}) into the record's canonical constructor, which checks them all. The
 * members are found by reflection on the record, so a member added to {@link Options} crosses with
 * no code here; one without a spec of its name in {@link OptionSpecs#OPTIONS} makes every call
 * fail ({@link IllegalStateException}) instead of crossing without it. Behind {@link
 * Options#toText()} and {@link Options#fromText(Map)}.
 */
public final class OptionsText {

  private static final RecordComponent[] MEMBERS = Options.class.getRecordComponents();
  /** Null when {@link OptionSpecs#OPTIONS} names the record's members in order, else what differs. */
  private static final String MISMATCH = mismatch();

  private OptionsText() {}

  private static String mismatch() {
    List<String> members = new ArrayList<>();
    for (RecordComponent c : MEMBERS) {
      members.add(c.getName());
    }
    List<String> specs = OptionSpecs.OPTIONS.stream().map(OptionSpec::name).toList();
    return members.equals(specs) ? null
        : "OptionSpecs.OPTIONS " + specs + " must name the members of Options in order, " + members;
  }

  private static void requireTable() {
    if (MISMATCH != null) {
      throw new IllegalStateException(MISMATCH);
    }
  }

  /**
   * Every member of {@code options} by name, in {@link OptionSpecs#OPTIONS}' order, each in its
   * spec's exact text form.
   *
   * @throws IllegalStateException when the table and the record's members differ
   */
  public static Map<String, String> write(Options options) {
    requireTable();
    Map<String, String> text = new LinkedHashMap<>();
    for (int i = 0; i < MEMBERS.length; i++) {
      Object value;
      try {
        value = MEMBERS[i].getAccessor().invoke(options);
      } catch (ReflectiveOperationException e) {
        throw new IllegalStateException("cannot read Options." + MEMBERS[i].getName(), e);
      }
      text.put(MEMBERS[i].getName(), exactText(OptionSpecs.OPTIONS.get(i), value));
    }
    return Collections.unmodifiableMap(text);
  }

  /**
   * The options {@code text} spells, as {@link #write} spells them: every member's name must be a
   * key, and no other.
   *
   * @throws IllegalArgumentException naming the first member {@code text} lacks, or the keys that are
   *     no member, or with the spec's message for a value it refuses, or the record's for values
   *     that do not go together (minSamples above maxSamples)
   * @throws IllegalStateException when the table and the record's members differ
   */
  public static Options read(Map<String, String> text) {
    requireTable();
    TreeSet<String> unknown = new TreeSet<>(text.keySet());
    Object[] values = new Object[MEMBERS.length];
    Class<?>[] types = new Class<?>[MEMBERS.length];
    for (int i = 0; i < MEMBERS.length; i++) {
      String name = MEMBERS[i].getName();
      if (!text.containsKey(name)) {
        throw new IllegalArgumentException("options lack " + name + " (" + name + "=...), got " + text.keySet());
      }
      unknown.remove(name);
      values[i] = OptionSpecs.OPTIONS.get(i).parseExact(text.get(name));
      types[i] = MEMBERS[i].getType();
    }
    if (!unknown.isEmpty()) {
      throw new IllegalArgumentException("no option of Options is named " + unknown);
    }
    try {
      Constructor<Options> canonical = Options.class.getDeclaredConstructor(types);
      return canonical.newInstance(values);
    } catch (InvocationTargetException e) {
      if (e.getCause() instanceof RuntimeException r) {
        throw r;
      }
      throw new IllegalStateException("Options' constructor failed", e.getCause());
    } catch (ReflectiveOperationException e) {
      throw new IllegalStateException("cannot construct Options from its members", e);
    }
  }

  @SuppressWarnings("unchecked")
  private static <T> String exactText(OptionSpec<T> spec, Object value) {
    return spec.exactText((T) value);
  }
}
