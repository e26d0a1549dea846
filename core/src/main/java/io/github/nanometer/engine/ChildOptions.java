package io.github.nanometer.engine;

import io.github.nanometer.ClockChoice;
import io.github.nanometer.Options;
import io.github.nanometer.Pinning;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The run options a child JVM gets on its command line as {@code NAME=VALUE} arguments, in one
 * spelling for every child (a fork, a JMH child): durations in nanoseconds (names ending in {@code
 * Nanos}), fractions as Java writes a double (so they come back exactly), the clock by its CLI
 * name, pinning as the results document spells it ({@code auto}, {@code none}, {@code cpu N}).
 * The parent writes them with {@link #args}, the child reads them back with {@link #read}; the
 * child's {@link Options} builder checks every value against the option table.
 */
public final class ChildOptions {

  /** The options that cross the process boundary, in the order {@link #args} writes them. */
  public static final List<String> NAMES = List.of("maxWarmupNanos", "seed", "batchSize", "oracle",
      "useTuningCache", "isolateLoops", "compilations", "clock", "pinning", "confidence");

  private ChildOptions() {}

  /** The {@code NAME=VALUE} arguments that carry {@code options}, in the order of {@link #NAMES}. */
  public static List<String> args(Options options) {
    List<String> args = new ArrayList<>();
    args.add("maxWarmupNanos=" + options.maxWarmup().toNanos());
    args.add("seed=" + options.seed());
    args.add("batchSize=" + options.batchSize());
    args.add("oracle=" + options.oracle());
    args.add("useTuningCache=" + options.useTuningCache());
    args.add("isolateLoops=" + options.isolateLoops());
    args.add("compilations=" + options.compilationsOfRun()); // a fork is a single run
    args.add("clock=" + options.clock().cliName());
    args.add("pinning=" + options.pinning().text());
    args.add("confidence=" + options.confidence());
    return args;
  }

  /**
   * A builder holding the options of {@code pairs} (other keys are left to the caller): the one
   * place a child's argument text becomes typed values, nanoseconds a {@link Duration}.
   *
   * @throws IllegalArgumentException naming the first of {@link #NAMES} that {@code pairs} lacks, or
   *     a value the builder refuses
   */
  public static Options.Builder read(Map<String, String> pairs) {
    for (String name : NAMES) {
      if (!pairs.containsKey(name)) {
        throw new IllegalArgumentException("child options need " + name + "=..., got " + pairs.keySet());
      }
    }
    String pin = pairs.get("pinning");
    Pinning pinning = Pinning.parse(pin);
    return Options.builder()
        .maxWarmup(Duration.ofNanos(Long.parseLong(pairs.get("maxWarmupNanos"))))
        .seed(Long.parseLong(pairs.get("seed")))
        .batchSize(Integer.parseInt(pairs.get("batchSize")))
        .oracle(pairs.get("oracle"))
        .useTuningCache(Boolean.parseBoolean(pairs.get("useTuningCache")))
        .isolateLoops(Boolean.parseBoolean(pairs.get("isolateLoops")))
        .compilations(Integer.parseInt(pairs.get("compilations")))
        .clock(ClockChoice.valueOf(pairs.get("clock").toUpperCase(Locale.ROOT)))
        .pinning(pinning)
        .confidence(Double.parseDouble(pairs.get("confidence")));
  }

}
