package io.github.nanometer.engine;

import io.github.nanometer.GeometricOptions;
import io.github.nanometer.LoopShape;
import io.github.nanometer.Pinning;
import io.github.nanometer.StopReason;
import io.github.nanometer.Verdict;
import io.github.nanometer.WarmupSummary;
import io.github.nanometer.measure.GeometricSchedule;
import io.github.nanometer.measure.LoopKind;
import io.github.nanometer.measure.SamplingStop;
import io.github.nanometer.measure.WarmupFacts;
import io.github.nanometer.os.PinRequest;
import io.github.nanometer.stats.ThresholdJudgement;
import java.time.Duration;
import java.util.Optional;

/**
 * The API's views of the engine's internal values, and the internal values of the API's, so that no
 * internal type appears in a public signature.
 */
public final class ApiViews {

  private ApiViews() {}

  /** The API's stop reason for the sampling loop's. */
  public static StopReason stopReason(SamplingStop reason) {
    return switch (reason) {
      case PRECISION -> StopReason.PRECISION;
      case MAX_SAMPLES -> StopReason.MAX_SAMPLES;
      case MAX_DURATION -> StopReason.MAX_DURATION;
      case MAX_EVALUATIONS -> StopReason.MAX_EVALUATIONS;
    };
  }

  /** The API's summary of what warm-up did (a negative compilation time is unknown, an empty one). */
  public static WarmupSummary warmup(WarmupFacts f) {
    Optional<Duration> compilation =
        f.compilationMillis() < 0 ? Optional.empty() : Optional.of(Duration.ofMillis(f.compilationMillis()));
    return new WarmupSummary(f.rounds(), f.evaluations(), Duration.ofNanos(f.wallNanos()), compilation, f.settled(),
        f.reason(), f.lastNanosPerEvaluation(),
        WarmupSummary.curve(f.curve().elapsedNanos(), f.curve().nanosPerEvaluation()));
  }

  /** The verdict for a judgement of the relative change against the threshold (the project's one judging function). */
  public static Verdict verdict(ThresholdJudgement judgement) {
    return switch (judgement) {
      case ABOVE -> Verdict.SLOWER;
      case BELOW -> Verdict.FASTER;
      case WITHIN -> Verdict.NO_CHANGE;
      case STRADDLES -> Verdict.INCONCLUSIVE;
    };
  }

  /** The timed loop template of a looped body's shape (one each, same names). */
  public static LoopKind loopKind(LoopShape shape) {
    return switch (shape) {
      case SUPPLIER -> LoopKind.SUPPLIER;
      case DOUBLE_SUPPLIER -> LoopKind.DOUBLE_SUPPLIER;
      case INT_SUPPLIER -> LoopKind.INT_SUPPLIER;
      case LONG_SUPPLIER -> LoopKind.LONG_SUPPLIER;
      case FUNCTION -> LoopKind.FUNCTION;
      case CONSUMER -> LoopKind.CONSUMER;
      case BLACKHOLE -> LoopKind.BLACKHOLE;
      case LONG -> LoopKind.LONG;
      case LONG_CHAIN -> LoopKind.LONG_CHAIN;
    };
  }

  /** The geometric loop's schedule of the API's (checked) settings, field for field. */
  public static GeometricSchedule geometric(GeometricOptions g) {
    return new GeometricSchedule(g.initialEvaluations(), g.growthFactor(), g.minSamples(), g.maxSamples(),
        g.minDuration(), g.maxDuration(), g.maxEvaluations(), g.epsilon());
  }

  /** The pinning code's request for the API's pinning (same modes, same cpu). */
  public static PinRequest pinRequest(Pinning pinning) {
    return new PinRequest(PinRequest.PinMode.valueOf(pinning.mode().name()), pinning.cpu());
  }
}
