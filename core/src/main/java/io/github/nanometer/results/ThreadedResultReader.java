package io.github.nanometer.results;

import io.github.nanometer.BlackholeKind;
import io.github.nanometer.Diagnosis;
import io.github.nanometer.Interval;
import io.github.nanometer.ThreadedOptions;
import io.github.nanometer.ThreadedResult.BarrierSkew;
import io.github.nanometer.ThreadedResult.GroupSummary;
import io.github.nanometer.ThreadedResult.ThreadSamples;
import io.github.nanometer.ThreadedResult.ThreadSummary;
import io.github.nanometer.json.DocumentHeader;
import io.github.nanometer.json.JsonValue;
import io.github.nanometer.report.IntervalReader;
import io.github.nanometer.resultjson.EnvironmentJson;
import io.github.nanometer.resultjson.ResultJsonReader;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Reads a {@code nanometer-threaded} document ({@link ThreadedResultWriter#json}) back into typed
 * values, as strictly as {@link ResultReader} reads results: a header of another schema or a newer
 * version, a missing or mistyped member, or one out of range (a negative time, a sample of no
 * operations, a thread index out of order, a thread count that is not the number of threads) is
 * refused with the member's path.
 *
 * <p>The document keeps every thread's raw samples, the options, the summaries and the notes, but
 * of the environment only its plain members (no clock facts), so it reads back as {@link
 * SavedThreadedResult}s (a {@link io.github.nanometer.ThreadedResult} without its {@code
 * Environment}); the environment's members are checked for type and range, and the embedded doctor
 * report, when there is one, as {@code nanometer doctor}'s reader reads it.
 */
public final class ThreadedResultReader {
  private ThreadedResultReader() {}

  /**
   * A {@code nanometer-threaded} document as read: its results, the environment's plain members and
   * the embedded doctor report.
   *
   * @param results the results, in document order
   * @param environment the document's {@code environment}; present whenever there are results
   * @param doctor the embedded doctor report, when there is one
   */
  public record Document(List<SavedThreadedResult> results, Optional<SavedEnvironment> environment,
      Optional<Diagnosis> doctor) {

    /** Copies the list; rejects nulls. */
    public Document {
      if (results == null || environment == null || doctor == null) {
        throw new IllegalArgumentException("results, environment and doctor must not be null (Optional.empty())");
      }
      results = List.copyOf(results);
    }
  }

  /**
   * Parses the text of a {@code nanometer-threaded} document into its results, in document order.
   *
   * @throws IllegalArgumentException naming the member (as a path such as {@code
   *     results[0].perThread[1].samples.elapsedNanos[3]}) that is missing, mistyped or out of range,
   *     or the header that is not accepted
   */
  public static List<SavedThreadedResult> parse(String text) {
    return document(text).results();
  }

  /**
   * Parses the text of a {@code nanometer-threaded} document into its results, environment and
   * doctor report.
   *
   * @throws IllegalArgumentException as {@link #parse} does
   */
  public static Document document(String text) {
    JsonValue top = DocumentHeader.THREADED.parseChecked(text);
    Optional<Diagnosis> doctor = top.has("doctor") ? Optional.of(EnvironmentJson.readDoctor(top.get("doctor")))
        : Optional.empty();
    List<JsonValue> list = top.get("results").elements();
    Optional<SavedEnvironment> environment = !list.isEmpty() || top.has("environment")
        ? Optional.of(environment(top.get("environment"))) : Optional.empty();
    List<SavedThreadedResult> results = new ArrayList<>();
    for (JsonValue r : list) {
      results.add(result(r));
    }
    return new Document(results, environment, doctor);
  }

  private static SavedThreadedResult result(JsonValue r) {
    List<JsonValue> perThread = r.get("perThread").elements();
    JsonValue threads = r.get("threads");
    if (threads.integer() != perThread.size() || perThread.isEmpty()) {
      throw threads.error("must be the number of perThread entries (at least 1), " + perThread.size() + ", got "
          + threads.integer());
    }
    List<ThreadSamples> samples = new ArrayList<>();
    List<ThreadSummary> summaries = new ArrayList<>();
    for (int i = 0; i < perThread.size(); i++) {
      JsonValue t = perThread.get(i);
      JsonValue index = t.get("thread");
      if (index.integer() != i) {
        throw index.error("must be " + i + " (threads in order), got " + index.integer());
      }
      int thread = i;
      samples.add(samples(t, thread));
      summaries.add(t.build(() -> new ThreadSummary(thread, t.get("group").string(), time(t.get("nanosPerOperation")),
          interval(t.get("interval")), atLeastZero(t.get("operationsPerSecond")), count(t.get("operations")))));
    }
    List<GroupSummary> groups = new ArrayList<>();
    for (JsonValue g : r.get("groups").elements()) {
      groups.add(group(g));
    }
    JsonValue warmup = r.get("warmupSamples");
    if (warmup.integer() < 0) {
      throw warmup.error("must be at least 0, got " + warmup.integer());
    }
    r.get("threadPlacement").string();
    return r.build(() -> new SavedThreadedResult(r.get("name").string(), options(r.get("options")), warmup.integer(),
        samples, summaries, groups, group(r.get("all")), skew(r.get("barrierSkew")),
        ResultJsonReader.notes(r.get("notes"))));
  }

  private static ThreadSamples samples(JsonValue t, int thread) {
    JsonValue s = t.get("samples");
    long[] evaluations = s.get("evaluations").longs();
    for (int k = 0; k < evaluations.length; k++) {
      if (evaluations[k] < 1) {
        throw s.get("evaluations").elements().get(k).error("operations of a sample must be at least 1, got "
            + evaluations[k]);
      }
    }
    double[] elapsed = ResultJsonReader.elapsedNanos(s.get("elapsedNanos"));
    long[] start = s.get("startNanos").longs();
    long[] end = s.get("endNanos").longs();
    for (int k = 0; k < Math.min(start.length, end.length); k++) {
      if (end[k] < start[k]) {
        throw s.get("endNanos").elements().get(k).error("a sample must not end before it starts (" + start[k]
            + "), got " + end[k]);
      }
    }
    JsonValue cpu = t.get("cpu");
    if (cpu.integer() < -1) {
      throw cpu.error("must be a cpu number or -1 (not pinned), got " + cpu.integer());
    }
    JsonValue inGroup = t.get("threadInGroup");
    if (inGroup.integer() < 0) {
      throw inGroup.error("must be at least 0, got " + inGroup.integer());
    }
    return s.build(() -> new ThreadSamples(thread, t.get("group").string(), inGroup.integer(), cpu.integer(),
        t.get("placement").string(), evaluations, elapsed, start, end));
  }

  private static GroupSummary group(JsonValue g) {
    JsonValue threads = g.get("threads");
    if (threads.integer() < 1) {
      throw threads.error("must be at least 1, got " + threads.integer());
    }
    JsonValue spread = g.get("threadSpread");
    if (spread.number() < 1) {
      throw spread.error("the slowest thread over the fastest must be at least 1 (or null), got " + spread.number());
    }
    return new GroupSummary(g.get("group").string(), threads.integer(), time(g.get("nanosPerOperation")),
        interval(g.get("interval")), atLeastZero(g.get("operationsPerSecond")), interval(g.get("throughputInterval")),
        spread.number());
  }

  private static BarrierSkew skew(JsonValue k) {
    atLeastZero(k.get("fractionOfSample"));
    return new BarrierSkew(time(k.get("medianStartNanos")), time(k.get("maxStartNanos")),
        time(k.get("medianEndNanos")), time(k.get("maxEndNanos")), time(k.get("medianSampleNanos")));
  }

  private static ThreadedOptions options(JsonValue o) {
    return o.build(() -> new ThreadedOptions(Duration.ofNanos(o.get("budgetNanos").longValue()),
        Duration.ofNanos(o.get("warmupNanos").longValue()), Duration.ofNanos(o.get("sampleLengthNanos").longValue()),
        o.get("minSamples").integer(), o.get("maxSamples").integer(), ResultJsonReader.pinning(o.get("pinning")),
        o.get("shareCpus").bool(), o.get("confidence").number()));
  }

  /** The members {@code ThreadedResultWriter} writes of the environment, each of its type and range. */
  private static SavedEnvironment environment(JsonValue e) {
    if (e.get("availableProcessors").integer() < 1) {
      throw e.get("availableProcessors").error("must be at least 1, got " + e.get("availableProcessors").integer());
    }
    if (!(e.get("tickNanos").number() > 0)) {
      throw e.get("tickNanos").error("must be a positive number, got " + e.get("tickNanos").number());
    }
    return e.build(() -> new SavedEnvironment(e.get("javaVersion").string(), e.get("vmName").string(),
        e.get("vmVersion").string(), e.get("osName").string(), e.get("osVersion").string(), e.get("arch").string(),
        e.get("availableProcessors").integer(), e.get("maxHeapBytes").longValue(),
        e.get("blackhole").choice(BlackholeKind.values(), BlackholeKind::cliName), e.get("threadPlacement").string(),
        e.get("tickNanos").number(), EnvironmentJson.cpuModel(e), EnvironmentJson.memoryBytes(e),
        EnvironmentJson.jvmVendor(e), EnvironmentJson.jvmArguments(e), EnvironmentJson.onlineCpus(e)));
  }

  private static Optional<Interval> interval(JsonValue v) {
    return v.isNull() ? Optional.empty() : Optional.of(IntervalReader.read(v));
  }

  /** A time in nanoseconds: a number of at least 0, or null (NaN) where there is none. */
  private static double time(JsonValue v) {
    return atLeastZero(v);
  }

  private static double atLeastZero(JsonValue v) {
    double x = v.number();
    if (x < 0 || x == Double.POSITIVE_INFINITY) {
      throw v.error("must be a finite number of at least 0 (or null), got " + x);
    }
    return x;
  }

  private static long count(JsonValue v) {
    if (v.longValue() < 0) {
      throw v.error("must be at least 0, got " + v.longValue());
    }
    return v.longValue();
  }
}
