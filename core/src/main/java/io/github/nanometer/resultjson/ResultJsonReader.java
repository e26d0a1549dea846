package io.github.nanometer.resultjson;

import io.github.nanometer.Allocation;
import io.github.nanometer.ClockChoice;
import io.github.nanometer.Defaults;
import io.github.nanometer.Diagnosis;
import io.github.nanometer.Environment;
import io.github.nanometer.Estimates;
import io.github.nanometer.Estimator;
import io.github.nanometer.GcActivity;
import io.github.nanometer.GeometricOptions;
import io.github.nanometer.Interval;
import io.github.nanometer.Isolation;
import io.github.nanometer.MeasurementPlan;
import io.github.nanometer.Mode;
import io.github.nanometer.Note;
import io.github.nanometer.NoteKind;
import io.github.nanometer.Options;
import io.github.nanometer.Pinning;
import io.github.nanometer.Regime;
import io.github.nanometer.Result;
import io.github.nanometer.StopReason;
import io.github.nanometer.TuningSource;
import io.github.nanometer.WarmupSummary;
import io.github.nanometer.json.JsonValue;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/**
 * One result object of a {@code nanometer-results} document (as {@link ResultJsonWriter} writes it)
 * back into a typed {@code Result}: the API's {@code results.ResultReader} reads whole documents
 * with it, and the documents that embed results read theirs. Internal (not exported).
 */
public final class ResultJsonReader {

  private ResultJsonReader() {}

  /**
   * One result object as {@link ResultJsonWriter#write}
   * writes it, embedded in any document (a results document's {@code results[i]}, a suite
   * measurement's {@code result}).
   *
   * @param r the result object, with its path
   * @param doctor the doctor report of the enclosing document, which the result's environment carries
   * @throws IllegalArgumentException naming the path of a missing, mistyped or out-of-range member
   */
  public static Result result(JsonValue r, Optional<Diagnosis> doctor) {
    Estimator estimator = r.get("estimator").choice(Estimator.values(), Estimator::cliName);
    JsonValue e = r.get("estimates");
    Estimates estimates = new Estimates(e.get("minimumNanos").number(), e.get("medianNanos").number(),
        e.get("meanNanos").number(), e.get("weightedMeanNanos").number());
    JsonValue samples = r.get("samples");
    int[] evaluations = evaluations(samples.get("evaluations"));
    double[] elapsed = elapsedNanos(samples.get("elapsedNanos"));
    derivedTime(r.get("estimateNanos"));
    Environment environment = EnvironmentJson.read(r.get("environment"), EnvironmentJson.readClock(r.get("clock")), doctor);
    return new Result(r.get("name").string(),
        r.get("mode").choice(Mode.values(), m -> m.name().toLowerCase(Locale.ROOT)), estimator,
        options(r.get("options"), estimator), environment, warmup(r.get("warmup")),
        r.get("evaluationsPerSample").integer(), r.get("tuning").choice(TuningSource.values(), TuningSource::cliName),
        evaluations, elapsed, estimates,
        interval(r.get("interval")), interval(r.get("meanInterval")),
        r.get("stopReason").choice(StopReason.values(), StopReason::name), r.get("singleEvaluations").bool(),
        r.get("loopIsolated").bool(), notes(r.get("notes")), CountersJson.read(r.get("counters")),
        allocation(r.get("allocation")), parameters(r.get("parameters")),
        // Documents written before plans existed: the plan their options imply.
        r.has("plan") ? plan(r.get("plan")) : MeasurementPlan.implied(options(r.get("options"), estimator), estimator,
            r.get("clock").has("name") ? r.get("clock").get("name").string() : "nanotime"),
        r.has("gc") && !r.get("gc").isNull() ? gc(r.get("gc")) : GcActivity.UNKNOWN, bodyFingerprint(r));
  }

  /**
   * {@code bodyFingerprint}: lower-case hex, or empty when null or absent (documents written before
   * version 4); the result's constructor checks its form.
   */
  private static Optional<String> bodyFingerprint(JsonValue r) {
    if (!r.has("bodyFingerprint") || r.get("bodyFingerprint").isNull()) {
      return Optional.empty();
    }
    JsonValue f = r.get("bodyFingerprint");
    String hex = f.string();
    if (!hex.matches("[0-9a-f]{1,128}")) {
      throw f.error("must be 1 to 128 lower-case hex digits (or null), got \""
          + (hex.length() > 40 ? hex.substring(0, 40) + "..." : hex).replaceAll("\\p{Cntrl}", "?") + "\"");
    }
    return Optional.of(hex);
  }

  /** Evaluations per sample: whole numbers of at least 1. */
  private static int[] evaluations(JsonValue list) {
    int[] out = list.ints();
    for (int i = 0; i < out.length; i++) {
      if (out[i] < 1) {
        throw list.elements().get(i).error("evaluations of a sample must be at least 1, got " + out[i]);
      }
    }
    return out;
  }

  /**
   * Elapsed time per sample, as a result's {@code samples.elapsedNanos} holds it (and a threaded
   * document's per-thread samples): each finite and not negative.
   *
   * @throws IllegalArgumentException naming the element's path otherwise
   */
  public static double[] elapsedNanos(JsonValue list) {
    double[] out = list.numbers();
    for (int i = 0; i < out.length; i++) {
      if (!(out[i] >= 0) || Double.isInfinite(out[i])) {
        throw list.elements().get(i).error("a sample's time must be a finite number of at least 0 ns, got "
            + (Double.isNaN(out[i]) ? "null" : out[i]));
      }
    }
    return out;
  }

  /**
   * A member the writer derives (recomputed, not read) still has to be what the writer writes: a
   * time in nanoseconds, a number of at least 0, or null where there is none.
   */
  private static void derivedTime(JsonValue time) {
    double t = time.number();
    if (t < 0) {
      throw time.error("a time must be at least 0 ns (or null), got " + t);
    }
  }

  /** The {@code plan} object as {@link ResultJsonWriter} writes it. */
  private static MeasurementPlan plan(JsonValue p) {
    return p.build(() -> new MeasurementPlan(p.get("estimator").choice(Estimator.values(), Estimator::cliName),
        Duration.ofNanos(p.get("budgetNanos").longValue()), p.get("regime").choice(Regime.values(), Regime::cliName),
        p.get("clock").string(), p.get("isolation").choice(Isolation.values(), Isolation::cliName),
        p.get("benchmarksBefore").integer(), p.get("warmupRule").string(),
        Duration.ofNanos(p.get("maxWarmupNanos").longValue()), p.get("confidence").number(),
        p.get("forcedEvaluationsPerSample").integer()));
  }

  /** The {@code gc} object as {@link ResultJsonWriter} writes it. */
  private static GcActivity gc(JsonValue g) {
    return g.build(() -> new GcActivity(true, g.get("collections").longValue(),
        Duration.ofNanos(Math.round(g.get("collectionMillis").number() * 1e6)),
        g.get("shareOfSampledTime").number(), g.has("pageFaults") ? g.get("pageFaults").longValue() : -1));
  }

  /** Measured ({@code bytesPerEvaluation}, {@code measuredEvaluations}) or not ({@code unavailable}). */
  private static Allocation allocation(JsonValue a) {
    if (a.has("unavailable")) {
      return a.build(() -> Allocation.unavailable(a.get("unavailable").string()));
    }
    return a.build(() -> Allocation.measured(a.get("bytesPerEvaluation").number(),
        a.get("measuredEvaluations").longValue()));
  }

  /** A sweep's parameter values, in document order. */
  private static Map<String, String> parameters(JsonValue p) {
    Map<String, String> values = new LinkedHashMap<>();
    for (String name : p.objectMap().keySet()) {
      values.put(name, p.get(name).string());
    }
    return values;
  }


  private static WarmupSummary warmup(JsonValue w) {
    long compilationMillis = w.get("compilationMillis").longValue();
    Optional<Duration> compilation =
        compilationMillis < 0 ? Optional.empty() : Optional.of(Duration.ofMillis(compilationMillis));
    return w.build(() -> new WarmupSummary(w.get("rounds").integer(), w.get("evaluations").longValue(),
        Duration.ofNanos(w.get("wallNanos").longValue()), compilation, w.get("settled").bool(),
        w.get("reason").string(), w.get("lastNanosPerEvaluation").number(),
        w.has("curve") ? WarmupSummary.curve(w.get("curve").get("elapsedNanos").numbers(),
            w.get("curve").get("nanosPerEvaluation").numbers()) : List.of()));
  }

  /**
   * The {@code options} object as {@link ResultJsonWriter#writeOptions} writes it, with the estimator
   * its enclosing object names.
   *
   * @throws IllegalArgumentException naming the path of a missing, mistyped or out-of-range member
   */
  public static Options options(JsonValue o, Estimator estimator) {
    JsonValue g = o.get("geometric");
    GeometricOptions geometric = new GeometricOptions(g.get("initialEvaluations").integer(),
        g.get("growthFactor").number(), g.get("minSamples").integer(), g.get("maxSamples").integer(),
        Duration.ofNanos(g.get("minDurationNanos").longValue()), Duration.ofNanos(g.get("maxDurationNanos").longValue()),
        g.get("maxEvaluations").integer(), g.get("epsilon").number());
    return o.build(() -> new Options(estimator, Duration.ofNanos(o.get("budgetNanos").longValue()),
        Duration.ofNanos(o.get("maxWarmupNanos").longValue()), o.get("seed").longValue(), o.get("batchSize").integer(),
        o.get("minSamples").integer(), o.get("maxSamples").integer(), o.get("oracle").string(), geometric,
        o.get("useTuningCache").bool(), o.get("isolateLoops").bool(), pinning(o.get("pinning")),
        o.get("clock").choice(ClockChoice.values(), ClockChoice::cliName),
        // Documents written before the option existed measured one compilation.
        o.has("compilations") ? o.get("compilations").integer() : 1,
        // Documents written before regimes existed replayed the batch whenever a sample outgrew it.
        o.has("regime") ? o.get("regime").choice(new Regime[] {Regime.FRESH, Regime.REPLAYED}, Regime::cliName)
            : Regime.REPLAYED,
        o.has("evaluationsPerSample") ? o.get("evaluationsPerSample").integer() : 0,
        // Documents written before single runs took a level measured at the default one.
        o.has("confidence") ? o.get("confidence").number() : Defaults.CONFIDENCE));
  }

  /**
   * {@code auto}, {@code none} or {@code cpu N}, as the writer spells a {@link Pinning} (a result's
   * and a threaded document's options).
   *
   * @throws IllegalArgumentException naming the member's path for any other text
   */
  public static Pinning pinning(JsonValue p) {
    String text = p.string();
    if (!text.equals("auto") && !text.equals("none") && !text.matches("cpu [0-9]{1,7}")) {
      throw p.error("must be auto, none or cpu N");
    }
    return p.build(() -> Pinning.parse(text));
  }

  /**
   * An interval of a result, or none for {@code null}. Documents written before intervals carried
   * {@code "covers"} name the quantity in their {@code "method"} line, which then stands for both.
   */
  private static Optional<Interval> interval(JsonValue c) {
    if (c.isNull()) {
      return Optional.empty();
    }
    String method = c.get("method").string();
    String covers = c.has("covers") ? c.get("covers").string() : method;
    return Optional.of(c.build(() -> new Interval(c.get("lowNanos").number(), c.get("highNanos").number(),
        c.get("confidence").number(), covers, method)));
  }

  /**
   * Typed notes ({@code kind}, {@code message}, {@code appliesTo}), as a result's and a threaded
   * document's {@code notes} hold them.
   *
   * @throws IllegalArgumentException naming the path of a missing or mistyped member
   */
  public static List<Note> notes(JsonValue list) {
    List<Note> notes = new ArrayList<>();
    for (JsonValue n : list.elements()) {
      notes.add(n.build(() -> new Note(n.get("kind").choice(NoteKind.values(), NoteKind::name),
          n.get("message").string(), n.get("appliesTo").string())));
    }
    return notes;
  }
}
