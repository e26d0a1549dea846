package io.github.nanometer.os;

import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.function.UnaryOperator;

/**
 * One system property or environment variable nanometer reads, with the values it accepts. A
 * value outside them is an error with a message naming the setting, the value and what is
 * accepted, never silently ignored ({@code -Dnanometer.native=no} does not quietly mean "yes").
 *
 * @param name the property name ({@code nanometer.quiet}) or variable name ({@code NANOMETER_PROGRESS})
 * @param source where it is read from
 * @param accepted the accepted values (compared ignoring case, surrounding blanks ignored); empty
 *     when any text is accepted (a path, JVM flags)
 * @param valueText what is accepted, as shown in help, e.g. {@code "true|false"} or {@code "DIR"}
 * @param defaultText the behaviour when unset, as shown in help
 * @param help one line saying what it does
 */
public record Setting(String name, Source source, List<String> accepted, String valueText, String defaultText,
    String help) {

  /** Where a setting is read from. */
  public enum Source {
    /** A Java system property, {@code -Dname=value}. */
    PROPERTY,
    /** A process environment variable. */
    ENVIRONMENT
  }

  /** Copies the list; requires a name, a source and texts. */
  public Setting {
    if (name == null || name.isBlank() || source == null || valueText == null || defaultText == null || help == null) {
      throw new IllegalArgumentException("a setting needs a name, a source, a value text, a default and help");
    }
    accepted = List.copyOf(accepted);
  }

  /** A system property with the given accepted values (empty: any text). */
  public static Setting property(String name, List<String> accepted, String valueText, String defaultText,
      String help) {
    return new Setting(name, Source.PROPERTY, accepted, valueText, defaultText, help);
  }

  /** An environment variable with the given accepted values (empty: any text). */
  public static Setting environment(String name, List<String> accepted, String valueText, String defaultText,
      String help) {
    return new Setting(name, Source.ENVIRONMENT, accepted, valueText, defaultText, help);
  }

  /** How the setting is typed: {@code -Dname=VALUE} or {@code NAME=VALUE}. */
  public String usage() {
    return (source == Source.PROPERTY ? "-D" : "") + name + "=" + valueText;
  }

  /** The raw value from this process (system properties, environment), if set. */
  public Optional<String> raw() {
    return raw(source == Source.PROPERTY ? System::getProperty : System::getenv);
  }

  /** The raw value read through {@code lookup} (a name to a value, null when unset); for tests. */
  public Optional<String> raw(UnaryOperator<String> lookup) {
    return Optional.ofNullable(lookup.apply(name));
  }

  /**
   * What is wrong with {@code value}, or empty when it is accepted: the message names the setting,
   * quotes the value (control characters escaped) and lists what is accepted.
   */
  public Optional<String> problem(String value) {
    if (value == null || accepted.isEmpty()) {
      return Optional.empty();
    }
    for (String a : accepted) {
      if (a.equalsIgnoreCase(value.strip())) {
        return Optional.empty();
      }
    }
    return Optional.of(prefix() + ": '" + escape(value) + "' is not one of " + String.join(", ", accepted));
  }

  /**
   * The validated value from this process, if set.
   *
   * @throws IllegalArgumentException when the value is not accepted, with {@link #problem}'s message
   */
  public Optional<String> value() {
    Optional<String> v = raw();
    if (v.isPresent()) {
      Optional<String> p = problem(v.get());
      if (p.isPresent()) {
        throw new IllegalArgumentException(p.get());
      }
    }
    return v.map(String::strip);
  }

  /**
   * True when the setting is set to its "on" value ({@code true} or {@code 1}); false when unset
   * or set to its "off" value.
   *
   * @throws IllegalArgumentException when the value is not accepted
   */
  public boolean isOn() {
    return value().map(v -> v.toLowerCase(Locale.ROOT)).map(v -> v.equals("true") || v.equals("1")).orElse(false);
  }

  /** The problems of every setting in {@code settings} as this process has them (empty when none). */
  public static List<String> problems(List<Setting> settings) {
    return settings.stream().flatMap(s -> s.raw().flatMap(s::problem).stream()).toList();
  }

  private String prefix() {
    return source == Source.PROPERTY ? "-D" + name : "environment variable " + name;
  }

  private static String escape(String s) {
    StringBuilder sb = new StringBuilder();
    for (char c : s.toCharArray()) {
      sb.append(Character.isISOControl(c) ? "\\u" + hex4(c) : String.valueOf(c));
    }
    return sb.toString();
  }

  /** {@code c} as four lower-case hex digits, zero-padded. */
  private static String hex4(char c) {
    String h = Integer.toHexString(c);
    return "0000".substring(h.length()) + h;
  }
}
