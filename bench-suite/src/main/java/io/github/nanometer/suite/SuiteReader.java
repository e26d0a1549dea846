package io.github.nanometer.suite;

import io.github.nanometer.Diagnosis;
import io.github.nanometer.Estimator;
import io.github.nanometer.Result;
import io.github.nanometer.RunIdentity;
import io.github.nanometer.spi.DocumentValue;
import io.github.nanometer.spi.PluginSchema;
import java.io.IOException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.OptionalLong;

/**
 * Reads a {@code nanometer-suite} document ({@link SuiteJsonWriter}) back into the {@link
 * SuiteReport} it was written from: configuration, machine facts with the doctor's report, buffer
 * plans, skipped implementations, notes and every measurement with its full {@link Result}. Writing
 * what it reads gives the same bytes.
 *
 * <p>Members the writer derives are recomputed, not read: the top-level {@code environment} (the
 * first measurement's), the configuration's {@code initialCalls} and weighted-mean bounds, the
 * {@code estimatorAgreement} of each row, and per measurement the estimator, the regime's name,
 * replays and description, the calls per evaluation and the per-call figures with their intervals
 * ({@code nanosPerCallInterval}, {@code medianNanosPerCallInterval}); a document written before
 * those intervals and the agreement existed therefore reads as well. Each measurement's result carries the machine's doctor report in its
 * environment. A header of another schema or a newer version is refused ({@link
 * PluginSchema#check}); a missing or mistyped member is refused with its path, e.g. {@code
 * measurements[3].regime.batchLength}.
 */
public final class SuiteReader {
  private SuiteReader() {}

  /**
   * Reads {@code file} (UTF-8).
   *
   * @throws IOException when it cannot be read
   * @throws IllegalArgumentException when it is not a readable {@code nanometer-suite} document
   */
  public static SuiteReport read(Path file) throws IOException {
    return parse(DocumentValue.readText(file));
  }

  /**
   * Parses the text of a {@code nanometer-suite} document.
   *
   * @throws IllegalArgumentException naming the header that is not accepted, or the path of the
   *     member that is missing, mistyped or out of range
   */
  public static SuiteReport parse(String text) {
    DocumentValue top = DocumentValue.parse(text, SuiteSchemas.DOCUMENT);
    SuiteConfig config = configuration(top.get("configuration"));
    MachineFacts machine = machine(top.get("machine"));
    Optional<Diagnosis> doctor = Optional.ofNullable(machine.doctor());
    List<BufferPlan> buffers = new ArrayList<>();
    for (DocumentValue b : top.get("buffers").elements()) {
      buffers.add(b.build(() -> new BufferPlan(function(b.get("function")), b.get("shareBytes").integer(),
          b.get("bufferBytes").integer(), b.get("buffers").integer(), b.get("alignment").integer(),
          b.get("independentOffsets").bool(), b.get("parameterBytes").longValue())));
    }
    List<Skipped> skipped = new ArrayList<>();
    for (DocumentValue s : top.get("skipped").elements()) {
      skipped.add(new Skipped(function(s.get("function")), s.get("implementation").string(),
          s.get("reason").string()));
    }
    List<String> notes = strings(top.get("notes"));
    long wallNanos = top.get("wallNanos").longValue();
    List<Measurement> measurements = new ArrayList<>();
    for (DocumentValue m : top.get("measurements").elements()) {
      measurements.add(measurement(m, doctor));
    }
    Optional<RunIdentity> run = top.run();
    return top.build(() -> new SuiteReport(config, machine, measurements, buffers, skipped, notes, wallNanos, run));
  }

  /**
   * One element of {@code measurements} (also one line of the suite's journal) at {@code m}.
   *
   * @param doctor the report the result's environment carries (the document's machine doctor)
   * @throws IllegalArgumentException naming the path of a missing, mistyped or out-of-range member
   */
  public static Measurement measurement(DocumentValue m, Optional<Diagnosis> doctor) {
    DocumentValue g = m.get("regime");
    ParameterRegime regime = g.build(() -> new ParameterRegime(
        g.get("drawing").choice(SizeDrawing.values(), d -> d.name().toLowerCase(Locale.ROOT)),
        g.get("batchLength").integer(), g.get("runsPerBatch").integer(), g.get("callsPerEvaluation").integer()));
    DocumentValue t = m.get("timing");
    LoopTiming timing = t.build(() -> new LoopTiming(t.get("timer").string(), t.get("nanosPerTick").number(),
        t.get("relativeErrorBound").number(), t.get("method").string()));
    CallCounts counts = new CallCounts(m.get("cyclesPerCall").number(), m.get("instructionsPerCall").number(),
        m.get("branchMissesPerCall").number());
    DocumentValue size = m.get("sizeBytes");
    int sizeBytes = size.isNull() ? -1 : size.integer();
    if (sizeBytes < -1) {
      throw size.error("must be null (a distribution) or a size of at least 0 bytes, got " + sizeBytes);
    }
    Result result = m.get("result").result(doctor);
    Estimator estimator = m.get("estimator").choice(Estimator.values(), Estimator::cliName);
    if (estimator != result.estimator()) {
      throw m.get("estimator").error("must be the result's estimator (" + result.estimator().cliName() + ")");
    }
    return new Measurement(function(m.get("function")), m.get("implementation").string(), m.get("kind").string(),
        m.get("workload").string(), sizeBytes, m.get("meanBytesPerCall").number(), m.get("trial").integer(),
        m.get("inputSeed").longValue(), regime, timing, counts, result);
  }

  private static SuiteConfig configuration(DocumentValue c) {
    List<MemoryFunction> functions = new ArrayList<>();
    for (DocumentValue f : c.get("functions").elements()) {
      functions.add(function(f));
    }
    List<Estimator> estimators = new ArrayList<>();
    for (DocumentValue e : c.get("estimators").elements()) {
      estimators.add(e.choice(Estimator.values(), Estimator::cliName));
    }
    DocumentValue s = c.get("sweep");
    Optional<SweepSpec> sweep = s.isNull() ? Optional.empty() : Optional.of(s.build(() -> SweepSpec.parse(s.string())));
    return c.build(() -> new SuiteConfig(c.get("mode").choice(SuiteMode.values(), SuiteMode::cliName), functions,
        strings(c.get("implementations")), c.get("distribution").string(), sweep, c.get("trials").integer(),
        c.get("seed").longValue(), c.get("alignment").integer(), c.get("independentOffsets").bool(), estimators,
        Duration.ofNanos(c.get("minimumBudgetNanos").longValue()), Duration.ofNanos(c.get("maxWarmupNanos").longValue()),
        c.get("oracle").string(), c.get("useTuningCache").bool(), c.get("batchEntries").integer(),
        c.get("runsPerBatch").integer(),
        // Documents written before --forks measured everything in one JVM.
        c.has("forks") ? c.get("forks").integer() : 1));
  }

  private static MachineFacts machine(DocumentValue m) {
    DocumentValue c = m.get("caches");
    CacheSizes caches = new CacheSizes(optionalLong(c.get("l1DataBytes")), optionalLong(c.get("lastLevelBytes")),
        c.get("lastLevel").integer(), strings(c.get("list")));
    DocumentValue y = m.get("cycles");
    CycleSource cycles = new CycleSource(y.get("available").bool(), y.get("description").string());
    DocumentValue d = m.get("doctor");
    Diagnosis doctor = d.isNull() ? null : d.doctor();
    return new MachineFacts(m.get("cpuName").string(), caches, m.get("clock").clock(), cycles,
        m.get("threadPlacement").string(), strings(m.get("findings")), doctor);
  }

  private static MemoryFunction function(DocumentValue f) {
    return f.choice(MemoryFunction.values(), MemoryFunction::cliName);
  }

  private static OptionalLong optionalLong(DocumentValue v) {
    return v.isNull() ? OptionalLong.empty() : OptionalLong.of(v.longValue());
  }

  private static List<String> strings(DocumentValue array) {
    List<String> out = new ArrayList<>();
    for (DocumentValue s : array.elements()) {
      out.add(s.string());
    }
    return out;
  }
}
