package io.github.nanometer.cli.spi;

import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * The arguments of one run of a {@link Command}, parsed and syntax-checked against its options by the
 * CLI. Every failure is a {@link UsageException} whose message starts with {@code --name: } and says
 * what was given and what is accepted.
 */
public interface CommandArguments {

  /** The positional arguments, in order. */
  List<String> positionals();

  /** True when the option or flag {@code --name} was given. */
  boolean has(String name);

  /** The raw text given to {@code --name}, or {@code defaultValue} when it was not given. */
  String string(String name, String defaultValue);

  /**
   * The comma-separated list given to {@code --name} (or {@code defaultValue}); every entry trimmed
   * and none empty, so {@code ","}, {@code "a,"} and {@code "a,,b"} are refused.
   */
  List<String> list(String name, String defaultValue) throws UsageException;

  /** The text given to {@code --name} (or {@code defaultValue}), which must be one of {@code choices}. */
  String choice(String name, String defaultValue, List<String> choices) throws UsageException;

  /**
   * The output file given to {@code --name}, checked before any work starts: its directory exists and
   * is writable, and it is not a directory, a device or a read-only file.
   */
  Path outputPath(String name) throws UsageException;

  /** The checked value of {@code option}, or its default value when it was not given. */
  <T> T get(TypedOption<T> option) throws UsageException;

  /** The checked value of {@code option}, or {@code defaultValue} when it was not given. */
  <T> T get(TypedOption<T> option, T defaultValue) throws UsageException;

  /** The checked value of {@code option} when it was given. */
  <T> Optional<T> optional(TypedOption<T> option) throws UsageException;

  /**
   * Arguments that parse back to these, without the options named in {@code without}: each option as
   * {@code --name=value} (a flag as {@code --name}) in the order given, then {@code --} and the
   * positionals when there are any. How a command hands its own arguments to a child JVM.
   */
  List<String> arguments(Set<String> without);
}
