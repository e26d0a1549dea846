package io.github.nanometer;

import java.time.Duration;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;
import java.util.function.Function;
import java.util.function.Predicate;

/**
 * The specification of one option: its API name, its command-line flag, its default, what it
 * accepts (a closed range, a list of words, or any value its parser reads), how a command line's
 * text becomes a value, and one line of help. {@link OptionSpecs} is the table of every option a
 * run or a comparison takes; the options records validate with {@link #check}, the CLI reads flags
 * with {@link #parse} and its {@code --help} prints {@link #defaultText()} and {@link #rangeText()},
 * so each default and range is written once, and a refused value gets the same message on every
 * path: {@code budget must be in [1ms, 1h], got 2h}.
 *
 * <p>Besides the spelling a user types, every option has an exact text form for programs ({@link
 * #exactText}, read back by {@link #parseExact}): the spelling a child JVM's command line carries
 * its options in, which reads back to an equal value (a fraction typed as a percentage would not).
 *
 * <p>Made by the factories {@link #range}, {@link #duration}, {@link #integer}, {@link #longInteger}, {@link #fraction},
 * {@link #choice}, {@link #toggle} and {@link #any}; {@link #also} and {@link #onlyWords} narrow one,
 * {@link #withExactText} gives one another exact text form.
 *
 * @param <T> the value type
 */
public final class OptionSpec<T> {

  private final String name;
  private final String flag;
  private final String valueName;
  private final T defaultValue;
  private final String defaultText;
  private final String help;
  private final Domain<T> domain;
  private final Exact<T> exact;
  private final OptionSpec<?> base;

  /**
   * What a spec accepts: the accepted values as help shows them; the check of a value (null when
   * accepted, else the "must be ..." part of the message); what a value must be as the message of
   * text the parser refuses says it ("in [1ms, 1h]", "one of a, b"); the parser, which throws {@link
   * IllegalArgumentException} naming what the text is not ("a duration (e.g. 500ms, 2s)"); how a
   * value is shown; and, for a choice, its words.
   */
  private record Domain<T>(String rangeText, Function<T, String> problem, String within,
      Function<String, T> parser, Function<T, String> show, Map<String, T> words, Function<T, String> helpShow) {

    Domain(String rangeText, Function<T, String> problem, String within, Function<String, T> parser,
        Function<T, String> show, Map<String, T> words) {
      this(rangeText, problem, within, parser, show, words, show);
    }
  }

  /**
   * The exact text form of a value: {@code write} spells it, {@code read} reads the spelling back to
   * an equal value, throwing {@link IllegalArgumentException} that says what the text is not.
   */
  private record Exact<T>(Function<T, String> write, Function<String, T> read) {

    /** A domain's own show and parser, for values whose typed spelling is already exact (words, whole numbers). */
    static <T> Exact<T> of(Domain<T> d) {
      return new Exact<>(d.show(), d.parser());
    }
  }

  private OptionSpec(String name, String flag, String valueName, T defaultValue, String defaultText, String help,
      Domain<T> domain, Exact<T> exact, OptionSpec<?> base) {
    if (name == null || name.isBlank() || flag == null || flag.isBlank() || help == null || help.isBlank()) {
      throw new IllegalArgumentException("option spec " + name + ": name, flag and help must not be blank");
    }
    this.name = name;
    this.flag = flag;
    this.valueName = valueName;
    this.defaultValue = defaultValue;
    this.help = help;
    this.domain = domain;
    this.exact = exact == null ? Exact.of(domain) : exact;
    this.base = base == null ? this : base;
    String bad = defaultValue == null ? null : domain.problem().apply(defaultValue);
    if (bad != null) {
      throw new IllegalArgumentException("option spec " + name + ": default " + domain.show().apply(defaultValue)
          + " " + bad);
    }
    this.defaultText = defaultText != null ? defaultText
        : defaultValue == null ? "none" : domain.show().apply(defaultValue);
  }

  /**
   * A value of an ordered type accepted within [{@code min}, {@code max}].
   *
   * @param valueName the placeholder help shows ({@code N}, {@code DURATION})
   * @param parser reads command-line text, throwing {@link IllegalArgumentException} that says what
   *     the text is not ({@code a whole number})
   * @param show writes a value as a user would type it (also in messages)
   * @throws IllegalArgumentException when the bounds are unordered or the default lies outside them
   */
  public static <T extends Comparable<? super T>> OptionSpec<T> range(String name, String flag, String valueName,
      T defaultValue, T min, T max, Function<String, T> parser, Function<T, String> show, String help) {
    Objects.requireNonNull(min, "min");
    Objects.requireNonNull(max, "max");
    if (min.compareTo(max) > 0) {
      throw new IllegalArgumentException("option spec " + name + ": min " + show.apply(min) + " above max "
          + show.apply(max));
    }
    String within = "in [" + show.apply(min) + ", " + show.apply(max) + "]";
    return new OptionSpec<>(name, flag, valueName, defaultValue, null, help, new Domain<>(
        show.apply(min) + ".." + show.apply(max),
        v -> v.compareTo(min) >= 0 && v.compareTo(max) <= 0 ? null : "must be " + within, within, parser, show,
        null), null, null);
  }

  /**
   * A duration within [{@code min}, {@code max}], typed as {@code 500ms}, {@code 2s}, {@code 5m};
   * its exact text form is a whole number of nanoseconds with the unit, {@code 1234000005ns}.
   */
  public static OptionSpec<Duration> duration(String name, String flag, Duration defaultValue, Duration min,
      Duration max, String help) {
    return range(name, flag, "DURATION", defaultValue, min, max, OptionText::duration, OptionText::durationText,
        help).withExactText(OptionText::nanosText, OptionText::nanos);
  }

  /** A whole number within [{@code min}, {@code max}]. */
  public static OptionSpec<Integer> integer(String name, String flag, Integer defaultValue, int min, int max,
      String help) {
    return range(name, flag, "N", defaultValue, min, max, OptionText::integer, String::valueOf, help);
  }

  /** A whole number of type long within [{@code min}, {@code max}]. */
  public static OptionSpec<Long> longInteger(String name, String flag, Long defaultValue, long min, long max,
      String help) {
    return range(name, flag, "N", defaultValue, min, max, OptionText::longValue, String::valueOf, help);
  }

  /**
   * A fraction on 0..1 within [{@code min}, {@code max}] (0.02 is 2%); on the command line a
   * percentage ({@code 2%} or {@code 2}), and help shows percentages; messages show the fraction.
   * Its exact text form is the fraction as Java writes a double ({@link Double#toString(double)}).
   */
  public static OptionSpec<Double> fraction(String name, String flag, Double defaultValue, double min, double max,
      String help) {
    Domain<Double> d = range(name, flag, "PERCENT", defaultValue, min, max, OptionText::percentAsFraction,
        OptionText::decimal, help).domain;
    return new OptionSpec<>(name, flag, "PERCENT", defaultValue,
        defaultValue == null ? null : OptionText.percent(defaultValue), help,
        new Domain<>(OptionText.percent(min) + ".." + OptionText.percent(max), d.problem(), d.within(), d.parser(),
            d.show(), null, OptionText::percent), new Exact<>(v -> Double.toString(v), OptionText::javaDouble), null);
  }

  /**
   * One of a few words, each standing for a value; help shows the words joined by {@code |}.
   *
   * @param values the accepted words and their values, in the order help lists them
   */
  public static <T> OptionSpec<T> choice(String name, String flag, T defaultValue, Map<String, T> values,
      String help) {
    return new OptionSpec<>(name, flag, String.join("|", values.keySet()), defaultValue, null, help,
        wordsDomain(values), null, null);
  }

  private static <T> Domain<T> wordsDomain(Map<String, T> values) {
    Map<String, T> words = Collections.unmodifiableMap(new LinkedHashMap<>(values));
    String oneOf = "one of " + String.join(", ", words.keySet());
    Function<T, String> show = v -> {
      for (Map.Entry<String, T> e : words.entrySet()) {
        if (e.getValue().equals(v)) {
          return e.getKey();
        }
      }
      return "'" + v + "'";
    };
    Function<String, T> parser = text -> {
      T v = words.get(text.strip());
      if (v == null) {
        throw new IllegalArgumentException(oneOf);
      }
      return v;
    };
    return new Domain<>(String.join("|", words.keySet()), v -> words.containsValue(v) ? null : "must be " + oneOf,
        "", parser, show, words);
  }

  /**
   * A yes/no option; on the command line a flag without a value whose presence gives the opposite
   * of {@code defaultValue} (so {@code useTuningCache}, default true, is {@code --no-cache}). Help
   * describes the flag and shows its default as {@code off} (not given). Its exact text form is
   * {@code true} or {@code false}.
   */
  public static OptionSpec<Boolean> toggle(String name, String flag, boolean defaultValue, String help) {
    return new OptionSpec<>(name, flag, null, defaultValue, "off", help,
        new Domain<>("", v -> null, "", text -> !defaultValue, String::valueOf, null),
        new Exact<>(String::valueOf, OptionText::bool), null);
  }

  /**
   * Any value its parser reads (a seed, a cpu choice, a file, a command). Its exact text form is
   * {@link String#valueOf} read by {@code parser}, unless {@link #withExactText} gives another.
   *
   * @param defaultValue the default, or null when there is none or it is made per run
   * @param defaultText the default as help shows it ({@code random}), or null to show {@code defaultValue}
   * @param parser reads command-line text, throwing {@link IllegalArgumentException} that says what
   *     the text is not
   * @param rangeText what the parser accepts as help shows it ({@code auto|none|0..4095}), or empty
   */
  public static <T> OptionSpec<T> any(String name, String flag, String valueName, T defaultValue,
      String defaultText, Function<String, T> parser, String rangeText, String help) {
    return new OptionSpec<>(name, flag, valueName, defaultValue, defaultText, help,
        new Domain<>(rangeText, v -> null, "", parser, String::valueOf, null), null, null);
  }

  /**
   * This spec with one more rule: a value must also pass {@code rule}, else the message says it must
   * be {@code ruleText} (a power of two, say); help shows the range followed by the rule.
   */
  public OptionSpec<T> also(Predicate<T> rule, String ruleText) {
    Domain<T> d = domain;
    Function<T, String> problem = v -> {
      String p = d.problem().apply(v);
      return p == null && rule.test(v) ? null : "must be " + ruleText + (d.within().isEmpty() ? "" : " " + d.within());
    };
    String range = d.rangeText().isEmpty() ? ruleText : d.rangeText() + ", " + ruleText;
    String within = (ruleText + " " + d.within()).strip();
    return new OptionSpec<>(name, flag, valueName, defaultValue, defaultText, help,
        new Domain<>(range, problem, within, d.parser(), d.show(), null, d.helpShow()), exact, base);
  }

  /**
   * This spec with another exact text form ({@link #exactText}, {@link #parseExact}): {@code write}
   * spells a value, {@code read} reads that spelling back to an equal value, throwing {@link
   * IllegalArgumentException} that says what the text is not. For a value whose typed spelling is
   * not exact, or has none ({@code Pinning}'s {@code cpu N}, the weighted-mean loop's settings).
   * {@link #base()} is this spec's base, or the new spec itself when this one narrows none.
   */
  public OptionSpec<T> withExactText(Function<T, String> write, Function<String, T> read) {
    return new OptionSpec<>(name, flag, valueName, defaultValue, defaultText, help, domain,
        new Exact<>(Objects.requireNonNull(write, "write"), Objects.requireNonNull(read, "read")),
        base == this ? null : base); // not a narrowing: a spec that narrows none stays its own base
  }

  /**
   * This spec under another name, for an argument that takes the same values as this option (an
   * assertion's {@code bandFraction} beside the comparison's {@code thresholdFraction}): refusals
   * name {@code otherName}; {@link #base()} is this spec's base.
   */
  public OptionSpec<T> named(String otherName) {
    return new OptionSpec<>(otherName, flag, valueName, defaultValue, defaultText, help, domain, exact, base);
  }

  /**
   * This choice narrowed to some of its words (a command that supports fewer), with the same name,
   * flag and help; {@link #base()} is this spec.
   *
   * @throws IllegalArgumentException when this is not a choice or a word is not one of its words
   */
  public OptionSpec<T> onlyWords(T commandDefault, String... words) {
    if (domain.words() == null) {
      throw new IllegalArgumentException("option spec " + name + " is not a choice");
    }
    Map<String, T> kept = new LinkedHashMap<>();
    for (String w : words) {
      if (!domain.words().containsKey(w)) {
        throw new IllegalArgumentException("option spec " + name + ": '" + w + "' is not one of its words");
      }
      kept.put(w, domain.words().get(w));
    }
    return new OptionSpec<>(name, flag, String.join("|", kept.keySet()), commandDefault, null, help,
        wordsDomain(kept), null, base);
  }

  /** A duration as a user would type it: the shortest exact form among h, m, s, ms, us, ns ({@code 500ms}); zero is {@code 0s}. */
  public static String durationText(Duration d) {
    return OptionText.durationText(d);
  }

  /**
   * Reads a duration as a user types it: {@code 500ms}, {@code 2s}, {@code 5m}, {@code 1h}, {@code
   * 250us}, {@code 100ns}, or a bare number of seconds; a negative one is returned as typed.
   *
   * @throws IllegalArgumentException saying the text is not a duration
   */
  public static Duration parseDuration(String text) {
    return OptionText.duration(text);
  }

  /** The option's API name, as in the builder method ({@code budget}). */
  public String name() {
    return name;
  }

  /** The command-line flag without dashes ({@code budget}, {@code max-warmup}, {@code no-cache}). */
  public String flag() {
    return flag;
  }

  /** The value's placeholder in help ({@code DURATION}, {@code logistic|table}); null for a toggle. */
  public String valueName() {
    return valueName;
  }

  /** True when the command-line flag takes a value (false for a {@link #toggle}). */
  public boolean takesValue() {
    return valueName != null;
  }

  /** The API default (from {@link io.github.nanometer.Defaults}), or null when there is none; commands may use their own. */
  public T defaultValue() {
    return defaultValue;
  }

  /** The default as help shows it ({@code 1s}, {@code 95%}, {@code random}, {@code none}, {@code off}). */
  public String defaultText() {
    return defaultText;
  }

  /** One line saying what the option does, without default or range. */
  public String help() {
    return help;
  }

  /** What the option accepts as help shows it ({@code 1ms..1h}, {@code logistic|table}); empty when anything. */
  public String rangeText() {
    return domain.rangeText();
  }

  /** The help line with the range appended when there is one: {@code measuring time per benchmark (1ms..1h)}. */
  public String helpWithRange() {
    return rangeText().isEmpty() ? help : help + " (" + rangeText() + ")";
  }

  /** The spec this one narrows ({@link #also}, {@link #onlyWords}); itself when it narrows none. */
  public OptionSpec<?> base() {
    return base;
  }

  /** A value as a user would type it ({@code 500ms}, {@code 0.95}, {@code table}). */
  public String show(T value) {
    return domain.show().apply(value);
  }

  /** A value as help shows it: as {@link #show} does, but a fraction as a percentage ({@code 95%}). */
  public String showInHelp(T value) {
    return domain.helpShow().apply(value);
  }

  /**
   * Returns {@code value} when this option accepts it.
   *
   * @throws IllegalArgumentException naming the option, what it accepts and the value, when the
   *     value is refused ({@code budget must be in [1ms, 1h], got 2h}), or saying it is null
   */
  public T check(T value) {
    if (value == null) {
      throw new IllegalArgumentException(name + " must not be null");
    }
    String problem = domain.problem().apply(value);
    if (problem != null) {
      throw new IllegalArgumentException(name + " " + problem + ", got " + show(value));
    }
    return value;
  }

  /**
   * Reads command-line text into a checked value.
   *
   * @throws IllegalArgumentException for a value out of range, the message {@link #check} gives; for
   *     text that is no value, one naming the option, what it must be and the text: {@code budget must
   *     be a duration (e.g. 500ms, 2s, 5m) in [1ms, 1h], got 'soon'}
   */
  public T parse(String text) {
    T value;
    try {
      value = domain.parser().apply(text);
    } catch (IllegalArgumentException e) {
      throw new IllegalArgumentException(name + " must be " + e.getMessage()
          + (domain.within().isEmpty() ? "" : " " + domain.within()) + ", got '" + text + "'", e);
    }
    return check(value);
  }

  /**
   * A checked value in this option's exact text form: the spelling {@link #parseExact} reads back to
   * an equal value, for programs rather than users (a child JVM's {@code NAME=VALUE} arguments).
   * Durations are whole nanoseconds ({@code 1234000005ns}), fractions and other doubles as Java
   * writes a double ({@code 0.95}, {@code 1.0E-4}), toggles {@code true} or {@code false}, choices
   * their word, whole numbers their digits.
   *
   * @throws IllegalArgumentException as {@link #check} does, for a value this option refuses
   */
  public String exactText(T value) {
    return exact.write().apply(check(value));
  }

  /**
   * Reads {@link #exactText}'s spelling into a checked value.
   *
   * @throws IllegalArgumentException for a value out of range, the message {@link #check} gives; for
   *     text that is not in the exact form, one naming the option, what the text must be and the
   *     text: {@code budget must be whole nanoseconds (e.g. 1500ns), got '2s'}
   */
  public T parseExact(String text) {
    if (text == null) {
      throw new IllegalArgumentException(name + " must not be null");
    }
    T value;
    try {
      value = exact.read().apply(text);
    } catch (IllegalArgumentException e) {
      throw new IllegalArgumentException(name + " must be " + e.getMessage() + ", got '" + text + "'", e);
    }
    return check(value);
  }

  @Override
  public String toString() {
    return "OptionSpec[" + name + ", --" + flag + ", default " + defaultText
        + (rangeText().isEmpty() ? "" : ", " + rangeText()) + "]";
  }
}
