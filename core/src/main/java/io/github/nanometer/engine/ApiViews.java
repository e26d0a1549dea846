package io.github.nanometer.engine;

import io.github.nanometer.ClockSummary;
import io.github.nanometer.ComparisonAnalysis;
import io.github.nanometer.CounterEvent;
import io.github.nanometer.CounterSample;
import io.github.nanometer.Diagnosis;
import io.github.nanometer.GeometricOptions;
import io.github.nanometer.Interval;
import io.github.nanometer.IntervalEstimate;
import io.github.nanometer.LoopShape;
import io.github.nanometer.PairedEstimand;
import io.github.nanometer.Pinning;
import io.github.nanometer.StopReason;
import io.github.nanometer.Verdict;
import io.github.nanometer.WarmupSummary;
import io.github.nanometer.clock.ClockFacts;
import io.github.nanometer.compare.PairedAnalysis;
import io.github.nanometer.counters.CounterDeltas;
import io.github.nanometer.counters.PerfEvent;
import io.github.nanometer.doctor.DoctorReport;
import io.github.nanometer.doctor.Finding;
import io.github.nanometer.doctor.Status;
import io.github.nanometer.measure.GeometricSchedule;
import io.github.nanometer.measure.LoopKind;
import io.github.nanometer.measure.SamplingStop;
import io.github.nanometer.measure.WarmupFacts;
import io.github.nanometer.os.PinRequest;
import io.github.nanometer.stats.ConfidenceInterval;
import io.github.nanometer.stats.PointEstimate;
import io.github.nanometer.stats.ThresholdJudgement;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
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
      case RUNNABLE -> LoopKind.RUNNABLE;
    };
  }

  /** The geometric loop's schedule of the API's (checked) settings, field for field. */
  public static GeometricSchedule geometric(GeometricOptions g) {
    return new GeometricSchedule(g.initialEvaluations(), g.growthFactor(), g.minSamples(), g.maxSamples(),
        g.minDuration(), g.maxDuration(), g.maxEvaluations(), g.epsilon());
  }

  /** The API's interval of a computed one: the same ends, level and descriptions. */
  public static Interval interval(ConfidenceInterval c) {
    return new Interval(c.low(), c.high(), c.confidence(), c.covers(), c.method());
  }

  /** The statistics' interval of the API's, for the code that shares it with other intervals (writers, judging). */
  public static ConfidenceInterval confidenceInterval(Interval i) {
    return new ConfidenceInterval(i.low(), i.high(), i.confidence(), i.covers(), i.method());
  }

  /** The API's point estimate with its interval of a computed one. */
  public static IntervalEstimate estimate(PointEstimate e) {
    return new IntervalEstimate(e.estimate(), interval(e.interval()));
  }

  /** The statistics' point estimate of the API's, for the writers that share it with other estimates. */
  public static PointEstimate pointEstimate(IntervalEstimate e) {
    return new PointEstimate(e.estimate(), confidenceInterval(e.interval()));
  }

  /**
   * The API's statistics of a paired comparison, member for member, with the judged estimate as
   * the analysis judges it ({@link PairedAnalysis#judged}).
   */
  public static ComparisonAnalysis analysis(PairedAnalysis a) {
    return new ComparisonAnalysis(a.pairs(), estimate(a.relativeChange()),
        estimate(a.meanDifferenceOverBaselineMean()), estimate(a.ratio()), estimate(a.hodgesLehmannNanos()),
        a.trimmedMeanDifferenceNanos().map(ApiViews::estimate), a.minimumChange(), a.z(), a.thresholdFraction(),
        a.typicalChange().map(ApiViews::estimate), a.oneSidedDelays(), a.coverageNote(), a.copiesPerSide(),
        a.acrossCompilations().map(ApiViews::estimate), estimate(a.judged()),
        a.typicalPairEstimand() ? PairedEstimand.TYPICAL_PAIR : PairedEstimand.MEAN, a.disagreement());
  }

  /** The API's facts of a calibrated clock, figure for figure. */
  public static ClockSummary clock(ClockFacts f) {
    return new ClockSummary(f.name(), f.readCostNanos(), f.precisionNanos(), f.accuracyNanos(),
        f.pairDeltaMedianNanos(), f.pairDeltaP99Nanos());
  }

  /** The calibration's facts of the API's, for the writers and readers that share them with {@code nanometer timer}. */
  public static ClockFacts clockFacts(ClockSummary s) {
    return new ClockFacts(s.name(), s.readCostNanos(), s.precisionNanos(), s.accuracyNanos(),
        s.pairDeltaMedianNanos(), s.pairDeltaP99Nanos());
  }

  /** The API's report of the doctor's: every finding, member for member, in order. */
  public static Diagnosis diagnosis(DoctorReport r) {
    List<Diagnosis.Observation> findings = r.findings().stream().map(f -> new Diagnosis.Observation(f.id(),
        Diagnosis.Severity.valueOf(f.status().name()), f.label(), f.observed(), f.why(), f.fix(), f.undo(), f.doc()))
        .toList();
    return new Diagnosis(findings, r.measuringCpu(), r.measuringCpuChosen(), r.activitySampled(), r.noiseProbed(),
        Duration.ofNanos(r.elapsedNanos()));
  }

  /** The doctor's report of the API's, for the writers that share it with {@code nanometer doctor}. */
  public static DoctorReport doctorReport(Diagnosis d) {
    List<Finding> findings = d.findings().stream().map(f -> new Finding(f.id(), status(f.status()), f.label(),
        f.observed(), f.why(), f.fix(), f.undo(), f.doc())).toList();
    return new DoctorReport(findings, d.measuringCpu(), d.measuringCpuChosen(), d.activitySampled(), d.noiseProbed(),
        d.elapsed().toNanos());
  }

  /** The doctor's status of the API's (the same names). */
  public static Status status(Diagnosis.Severity s) {
    return Status.valueOf(s.name());
  }

  /** The counters' event of the API's (the same names). */
  public static PerfEvent perfEvent(CounterEvent e) {
    return PerfEvent.valueOf(e.name());
  }

  /** The API's event of the counters' (the same names). */
  public static CounterEvent counterEvent(PerfEvent e) {
    return CounterEvent.valueOf(e.name());
  }

  /** The API's counts of each sample, in order, event for event and value for value. */
  public static List<CounterSample> counterSamples(List<CounterDeltas> deltas) {
    // Loops, not streams: this runs once per sample (tens of thousands of times), and every stream
    // pipeline it ran would count in the profiles of a later body that uses streams.
    List<CounterSample> out = new ArrayList<>(deltas.size());
    List<PerfEvent> lastEvents = null;
    List<CounterEvent> lastViews = null;
    for (CounterDeltas d : deltas) {
      if (d.events() != lastEvents) {
        lastEvents = d.events();
        List<CounterEvent> views = new ArrayList<>(lastEvents.size());
        for (PerfEvent e : lastEvents) {
          views.add(counterEvent(e));
        }
        lastViews = List.copyOf(views);
      }
      out.add(new CounterSample(lastViews, d.raw(), d.scaled(), d.runningFraction()));
    }
    return List.copyOf(out);
  }

  /** The counters' deltas of the API's counts of one sample, for the rules that mark disturbed samples. */
  public static CounterDeltas counterDeltas(CounterSample s) {
    List<PerfEvent> events = new ArrayList<>(s.events().size());
    for (CounterEvent e : s.events()) {
      events.add(perfEvent(e));
    }
    return new CounterDeltas(events, s.raw(), s.scaled(), s.runningFraction());
  }

  /** {@link #counterDeltas(CounterSample)} of every sample, in order. */
  public static List<CounterDeltas> counterDeltas(List<CounterSample> samples) {
    return samples.stream().map(ApiViews::counterDeltas).toList();
  }

  /** The pinning code's request for the API's pinning (same modes, same cpu). */
  public static PinRequest pinRequest(Pinning pinning) {
    return new PinRequest(PinRequest.PinMode.valueOf(pinning.mode().name()), pinning.cpu());
  }

  /**
   * The block in which a result's separately compiled copies took their samples ({@link
   * io.github.nanometer.stats.CopyBlocks}): what result documents record as {@code compilationBlock}.
   */
  public static int compilationBlock(io.github.nanometer.Estimator estimator) {
    return CompiledReplicas.blockSamples(estimator);
  }
}
