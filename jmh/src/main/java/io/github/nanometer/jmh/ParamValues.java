package io.github.nanometer.jmh;

import java.lang.reflect.Field;
import java.util.Map;

/** Converts {@code @Param} strings to their field's type and injects them, as JMH does. */
final class ParamValues {
  private ParamValues() {}

  /**
   * {@code text} as a value of {@code type}: primitives and their boxes, {@code String}, enums.
   *
   * @throws IllegalArgumentException naming the value and the type when it does not convert
   */
  static Object convert(String text, Class<?> type) {
    try {
      if (type == String.class) {
        return text;
      } else if (type == int.class || type == Integer.class) {
        return Integer.valueOf(text.trim());
      } else if (type == long.class || type == Long.class) {
        return Long.valueOf(text.trim());
      } else if (type == short.class || type == Short.class) {
        return Short.valueOf(text.trim());
      } else if (type == byte.class || type == Byte.class) {
        return Byte.valueOf(text.trim());
      } else if (type == double.class || type == Double.class) {
        return Double.valueOf(text.trim());
      } else if (type == float.class || type == Float.class) {
        return Float.valueOf(text.trim());
      } else if (type == boolean.class || type == Boolean.class) {
        if (!text.trim().equalsIgnoreCase("true") && !text.trim().equalsIgnoreCase("false")) {
          throw new IllegalArgumentException("'" + text + "' is not a boolean (accepted: true, false)");
        }
        return Boolean.valueOf(text.trim());
      } else if (type == char.class || type == Character.class) {
        if (text.length() != 1) {
          throw new IllegalArgumentException("'" + text + "' is not one character");
        }
        return text.charAt(0);
      } else if (type.isEnum()) {
        for (Object c : type.getEnumConstants()) {
          if (((Enum<?>) c).name().equals(text)) {
            return c;
          }
        }
        throw new IllegalArgumentException("'" + text + "' is not a constant of " + type.getName());
      }
    } catch (NumberFormatException e) {
      throw new IllegalArgumentException("'" + text + "' is not a " + type.getName());
    }
    throw new IllegalArgumentException("@Param fields of type " + type.getName() + " are not supported (accepted: "
        + "String, primitives, their boxes, enums)");
  }

  /** Sets every {@code @Param} field of {@code instance}'s class hierarchy that {@code values} names. */
  static void inject(Object instance, Iterable<Field> fields, Map<String, String> values)
      throws IllegalAccessException {
    for (Field f : fields) {
      String v = values.get(f.getName());
      if (v == null) {
        throw new IllegalArgumentException("no value for @Param " + f.getName() + " of " + instance.getClass().getName());
      }
      f.setAccessible(true);
      f.set(instance, convert(v, f.getType()));
    }
  }
}
