package io.github.nanometer.engine;

import io.github.nanometer.Options;
import java.lang.reflect.RecordComponent;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The run options a child JVM (a fork, a JMH child) gets on its command line: every member of
 * {@link Options}, each as a {@code NAME=VALUE} argument in the option table's exact text form
 * ({@link Options#toText()}: durations in whole nanoseconds, {@code 1234000005ns}; doubles as Java
 * writes them; choices by their word; pinning as results documents spell it). The parent writes
 * them with {@link #args}, the child reads them back with {@link #read}, which refuses a list that
 * lacks one, so an option added to {@link Options} crosses without code here, or the child refuses
 * to run.
 */
public final class ChildOptions {

  /**
   * The options that cross the process boundary, all of {@link Options}' members, in the order
   * {@link #args} writes them.
   */
  public static final List<String> NAMES = Arrays.stream(Options.class.getRecordComponents())
      .map(RecordComponent::getName).toList();

  private ChildOptions() {}

  /** The {@code NAME=VALUE} arguments that carry {@code options}, one per name of {@link #NAMES}, in that order. */
  public static List<String> args(Options options) {
    List<String> args = new ArrayList<>();
    options.toText().forEach((name, value) -> args.add(name + "=" + value));
    return args;
  }

  /**
   * The options of {@code pairs}, read through the option table as {@link Options#fromText} reads
   * them; keys other than {@link #NAMES} are left to the caller.
   *
   * @throws IllegalArgumentException naming the first of {@link #NAMES} that {@code pairs} lacks, or
   *     with the option's message for a value it refuses
   */
  public static Options read(Map<String, String> pairs) {
    Map<String, String> own = new LinkedHashMap<>();
    for (String name : NAMES) {
      if (!pairs.containsKey(name)) {
        throw new IllegalArgumentException("child options need " + name + "=..., got " + pairs.keySet());
      }
      own.put(name, pairs.get(name));
    }
    return Options.fromText(own);
  }
}
