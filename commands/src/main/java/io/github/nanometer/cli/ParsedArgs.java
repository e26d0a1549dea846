package io.github.nanometer.cli;

import io.github.nanometer.OptionSpec;
import io.github.nanometer.cli.spi.CommandArguments;
import io.github.nanometer.cli.spi.CommandOption;
import io.github.nanometer.cli.spi.TypedOption;
import io.github.nanometer.cli.spi.UsageException;
import io.github.nanometer.json.AtomicOutput;
import io.github.nanometer.text.Decimals;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.Function;

/**
 * The arguments of one command after syntax checking against its options. An option's value is read
 * typed and range-checked through the command's {@link TypedOption} (the core's commands and
 * plug-ins' alike), or as raw text, a list or a choice by name. Every getter's failure names the
 * flag, the value and the accepted range. The CLI hands it to every command, a plug-in's as its
 * {@link CommandArguments}.
 */
public final class ParsedArgs implements CommandArguments {

  private final Map<String, String> values;
  private final Set<String> flags;
  private final List<String> positionals;

  private ParsedArgs(Map<String, String> values, Set<String> flags, List<String> positionals) {
    this.values = values;
    this.flags = flags;
    this.positionals = positionals;
  }

  /**
   * Parses {@code --name value}, {@code --name=value} and {@code --flag} against the given options;
   * {@code -o FILE} is {@code --out FILE} for commands that have {@code --out}.
   *
   * @throws UsageException for an unknown option, a missing value, a value given to a flag, or an
   *     option given twice
   */
  public static ParsedArgs parse(List<String> args, List<? extends CommandOption> options) throws UsageException {
    Map<String, CommandOption> byName = new LinkedHashMap<>();
    for (CommandOption o : options) {
      byName.put(o.name(), o);
    }
    Map<String, String> values = new LinkedHashMap<>();
    Set<String> flags = new HashSet<>();
    List<String> positionals = new ArrayList<>();
    boolean onlyPositionals = false;
    for (int i = 0; i < args.size(); i++) {
      String a = args.get(i);
      if (!onlyPositionals && a.equals("-o") && byName.containsKey("out")) {
        a = "--out"; // the one short option: -o FILE is --out FILE wherever a command writes a file
      }
      if (onlyPositionals || !a.startsWith("--") || a.equals("--")) {
        if (a.equals("--") && !onlyPositionals) {
          onlyPositionals = true;
        } else if (a.startsWith("-") && a.length() > 1 && !onlyPositionals && !isNumber(a)) {
          throw new UsageException("unknown option '" + a + "'; options start with -- (see --help)");
        } else {
          positionals.add(a);
        }
        continue;
      }
      String body = a.substring(2);
      String inline = null;
      int eq = body.indexOf('=');
      if (eq >= 0) {
        inline = body.substring(eq + 1);
        body = body.substring(0, eq);
      }
      CommandOption o = byName.get(body);
      if (o == null) {
        throw new UsageException("unknown option '--" + body + "'; accepted: " + names(options));
      }
      if (values.containsKey(o.name())) {
        throw new UsageException("option '--" + o.name() + "' given twice");
      }
      if (o.takesValue()) {
        String v = inline;
        if (v == null) {
          if (i + 1 >= args.size()) {
            throw new UsageException("option '--" + o.name() + "' needs a value (" + o.valueName() + ")");
          }
          v = args.get(++i);
        }
        values.put(o.name(), v);
      } else {
        if (inline != null) {
          throw new UsageException("option '--" + o.name() + "' takes no value, got '" + inline + "'");
        }
        values.put(o.name(), "true");
        flags.add(o.name());
      }
    }
    return new ParsedArgs(values, Set.copyOf(flags), List.copyOf(positionals));
  }

  /**
   * Arguments that parse back to these, without the options named in {@code without}: each option
   * as {@code --name=value} (a flag as {@code --name}) in the order given, then {@code --} and the
   * positionals when there are any. How a command hands its own arguments to a child JVM.
   */
  @Override
  public List<String> arguments(Set<String> without) {
    List<String> args = new ArrayList<>();
    values.forEach((name, value) -> {
      if (!without.contains(name)) {
        args.add(flags.contains(name) ? "--" + name : "--" + name + "=" + value);
      }
    });
    if (!positionals.isEmpty()) {
      args.add("--");
      args.addAll(positionals);
    }
    return args;
  }

  private static boolean isNumber(String s) {
    return Decimals.isDecimal(s);
  }

  private static String names(List<? extends CommandOption> options) {
    StringBuilder sb = new StringBuilder();
    for (CommandOption o : options) {
      if (sb.length() > 0) {
        sb.append(", ");
      }
      sb.append("--").append(o.name());
    }
    return sb.append(sb.length() > 0 ? ", --help" : "--help").toString();
  }

  /**
   * The value of {@code option}'s flag, read and checked by the option; for a flag without a value,
   * true when given. {@code defaultValue} when the flag is absent.
   *
   * @throws UsageException {@code --flag: } followed by the option's message, which names the value and
   *     the accepted range exactly as the API's validation does
   */
  @Override
  public <T> T get(TypedOption<T> option, T defaultValue) throws UsageException {
    return read(option.name(), option::parse, defaultValue);
  }

  /** The value of {@code option}, or its own default when absent (see {@link #get(TypedOption, Object)}). */
  @Override
  public <T> T get(TypedOption<T> option) throws UsageException {
    return get(option, option.defaultValue());
  }

  /** The value of {@code option} when given (see {@link #get(TypedOption, Object)}). */
  @Override
  public <T> Optional<T> optional(TypedOption<T> option) throws UsageException {
    return has(option.name()) ? Optional.of(get(option, null)) : Optional.empty();
  }

  /** {@code --flag}'s value through {@code parser}; its refusal prefixed with {@code --flag: }. */
  private <T> T read(String flag, Function<String, T> parser, T defaultValue) throws UsageException {
    String v = values.get(flag);
    if (v == null) {
      return defaultValue;
    }
    try {
      return parser.apply(v);
    } catch (IllegalArgumentException e) {
      throw new UsageException("--" + flag + ": " + e.getMessage());
    }
  }

  /** Positional arguments in order. */
  @Override
  public List<String> positionals() {
    return positionals;
  }

  /** True when the flag or option was given. */
  @Override
  public boolean has(String name) {
    return values.containsKey(name);
  }

  /** The raw value of an option, if given. */
  public Optional<String> string(String name) {
    return Optional.ofNullable(values.get(name));
  }

  /** The raw value, or the default. */
  @Override
  public String string(String name, String defaultValue) {
    return values.getOrDefault(name, defaultValue);
  }

  /**
   * A comma-separated list; every entry is trimmed and must be non-empty, so {@code ","}, {@code
   * "a,"} and {@code "a,,b"} are errors naming the flag (never silently dropped entries).
   */
  @Override
  public List<String> list(String name, String defaultValue) throws UsageException {
    String text = string(name, defaultValue);
    List<String> items = new ArrayList<>();
    String[] parts = text.split(",", -1);
    for (int i = 0; i < parts.length; i++) {
      String p = parts[i].strip();
      if (p.isEmpty()) {
        throw new UsageException("--" + name + ": empty entry " + (i + 1) + " in '" + text
            + "' (accepted: comma-separated names, none empty)");
      }
      items.add(p);
    }
    return items;
  }

  /**
   * An output file path given to {@code name}, checked before any work starts: its directory must
   * exist and be writable, and it must not be a directory, a device or a read-only file.
   */
  @Override
  public Path outputPath(String name) throws UsageException {
    String text = values.get(name);
    if (text == null || text.isBlank()) {
      throw new UsageException("--" + name + ": needs a file name");
    }
    Path p;
    try {
      p = Path.of(text);
    } catch (InvalidPathException e) {
      throw new UsageException("--" + name + ": '" + text + "' is not a valid path (" + e.getReason() + ")");
    }
    String problem = AtomicOutput.check(p);
    if (problem != null) {
      throw new UsageException("--" + name + ": cannot write '" + text + "': " + problem);
    }
    return p;
  }

  /** The value, which must be one of {@code choices} (case-sensitive). */
  @Override
  public String choice(String name, String defaultValue, List<String> choices) throws UsageException {
    String v = string(name, defaultValue);
    if (!choices.contains(v)) {
      throw new UsageException("--" + name + ": '" + v + "' is not one of " + String.join(", ", choices));
    }
    return v;
  }

  /**
   * The duration given to {@code --name} (an option listed as text, whose help shows no range),
   * such as {@code 500ms}, {@code 2s}, {@code 5m}, {@code 1h}, {@code 250us} or
   * {@code 100ns}; a bare number means seconds. Must lie within {@code [min, max]}.
   */
  public Duration duration(String name, Duration defaultValue, Duration min, Duration max) throws UsageException {
    String v = values.get(name);
    if (v == null) {
      return defaultValue;
    }
    Duration d = parseDuration(v);
    if (d == null) {
      throw new UsageException("--" + name + ": '" + v + "' is not a duration (examples: 500ms, 2s, 5m; accepted: "
          + Durations.format(min) + " to " + Durations.format(max) + ")");
    }
    if (d.compareTo(min) < 0 || d.compareTo(max) > 0) {
      throw new UsageException("--" + name + ": " + v + " is out of range (accepted: "
          + Durations.format(min) + " to " + Durations.format(max) + ")");
    }
    return d;
  }

  /** Parses a duration string ({@link OptionSpec#parseDuration}); null when it is not one. */
  static Duration parseDuration(String text) {
    try {
      return OptionSpec.parseDuration(text);
    } catch (IllegalArgumentException e) {
      return null;
    }
  }
}
