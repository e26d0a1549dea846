package io.github.nanometer.measure;

import io.github.nanometer.WarmupSummary;
import java.time.Duration;
import java.util.Optional;
import java.util.function.Supplier;

/**
 * What warm-up did.
 *
 * <p>Implementation notes: the reason's text is rendered on first use, not when warm-up ends.
 * Rendering it formats numbers ({@code String.format}, locales, floating-point conversion), JDK code
 * that many benchmark bodies share; run between warm-up and measurement it deoptimized such a
 * body's compiled JDK callees (their profiles had never seen nanometer's locale or conversions), and
 * the body was then measured in whatever state their recompilation reached. Nothing reads the reason
 * before the measurement is done.
 *
 * @param rounds samples taken during warm-up
 * @param evaluations evaluations run during warm-up
 * @param wallNanos wall time spent in warm-up
 * @param compilationMillis JIT compilation time observed during warm-up (-1 when unknown)
 * @param settled true when steady state was reached: time per evaluation stopped changing, the JIT
 *     went quiet and enough evaluations ran
 * @param reasonText renders, once, the one line that says why warm-up stopped ({@link #reason()})
 * @param lastNanosPerEvaluation the last full-length round's time per evaluation
 * @param curve time per evaluation over the warm-up ({@link WarmupCurve#EMPTY} when not kept)
 */
public record WarmupFacts(int rounds, long evaluations, long wallNanos, long compilationMillis, boolean settled,
    Supplier<String> reasonText, double lastNanosPerEvaluation, WarmupCurve curve) {

  /** Checks that the curve and the reason are present ({@link WarmupCurve#EMPTY} when there is no curve). */
  public WarmupFacts {
    if (curve == null || reasonText == null) {
      throw new IllegalArgumentException("curve (WarmupCurve.EMPTY) and reasonText must not be null");
    }
    reasonText = once(reasonText);
  }

  /** Facts whose reason is already a string. */
  public WarmupFacts(int rounds, long evaluations, long wallNanos, long compilationMillis, boolean settled,
      String reason, double lastNanosPerEvaluation, WarmupCurve curve) {
    this(rounds, evaluations, wallNanos, compilationMillis, settled, () -> reason, lastNanosPerEvaluation, curve);
  }

  /** Facts without a curve. */
  public WarmupFacts(int rounds, long evaluations, long wallNanos, long compilationMillis, boolean settled,
      String reason, double lastNanosPerEvaluation) {
    this(rounds, evaluations, wallNanos, compilationMillis, settled, reason, lastNanosPerEvaluation, WarmupCurve.EMPTY);
  }

  /** One line: why warm-up stopped (rendered on the first call, the same string after). */
  public String reason() {
    return reasonText.get();
  }

  /** Whether {@link #reason()} has been called (for tests: warm-up must leave it unrendered). */
  boolean reasonRendered() {
    return ((Once) reasonText).rendered();
  }

  /** {@code text}, computed at its first call and remembered (thread-safe). */
  private static Supplier<String> once(Supplier<String> text) {
    if (text instanceof Once) {
      return text;
    }
    return new Once(text);
  }

  /** A supplier that renders its text once. */
  private static final class Once implements Supplier<String> {
    private Supplier<String> render;
    private String text;

    Once(Supplier<String> render) {
      this.render = render;
    }

    synchronized boolean rendered() {
      return render == null;
    }

    @Override
    public synchronized String get() {
      if (render != null) {
        text = render.get();
        render = null;
      }
      return text;
    }
  }

  /** The API's summary of what this warm-up did (a negative compilation time is unknown, an empty one). */
  public WarmupSummary summary() {
    Optional<Duration> compilation =
        compilationMillis < 0 ? Optional.empty() : Optional.of(Duration.ofMillis(compilationMillis));
    return new WarmupSummary(rounds, evaluations, Duration.ofNanos(wallNanos), compilation, settled, reason(),
        lastNanosPerEvaluation, WarmupSummary.curve(curve().elapsedNanos(), curve().nanosPerEvaluation()));
  }
}
