package io.github.nanometer.judge;

import io.github.nanometer.Interval;
import io.github.nanometer.compare.SavedBenchmark;
import io.github.nanometer.json.DocumentHeader;
import io.github.nanometer.json.JsonValue;
import io.github.nanometer.report.IntervalReader;
import io.github.nanometer.report.SavedResultReader;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Reads a {@code nanometer-judge} document ({@link JudgeWriter#json}) back into the {@link
 * JudgeResult} and {@link JudgeWriter.Sources} it was written from. The notes and the exit code are
 * derived from the result, so they are not read. A comparison's {@code baseValue} and {@code
 * newValue} (the values its ratio divides), which documents written before them lack, read as NaN
 * when absent.
 *
 * <p>The document does not keep the order in which matched and one-file benchmarks interleave in
 * each file: a rebuilt {@link SavedResultReader.SavedFile} lists the matched benchmarks (in
 * judgement order) and then that file's one-file benchmarks. Its size, which is all the writers
 * print, is the file's.
 */
public final class JudgeReader {
  private JudgeReader() {}

  /**
   * A judge document read back: what {@link JudgeWriter#json} takes.
   *
   * @param result the judgement
   * @param sources the files it read
   */
  public record Document(JudgeResult result, JudgeWriter.Sources sources) {}

  /**
   * The judgement in {@code text}.
   *
   * @throws IllegalArgumentException when the text is not JSON, not a {@code nanometer-judge}
   *     document at a version this build reads, or a member is missing, mistyped or out of range
   *     (the message names its path)
   */
  public static Document parse(String text) {
    JsonValue top = DocumentHeader.JUDGE.parseChecked(text);
    List<Judgement> judgements = new ArrayList<>();
    for (JsonValue c : top.get("comparisons").elements()) {
      judgements.add(judgement(c));
    }
    JsonValue g = top.get("geometricMean");
    JudgeResult.GeometricMean geometricMean = new JudgeResult.GeometricMean(g.get("count").integer(),
        g.get("ratio").number(), interval(g.get("interval")), verdict(g.get("verdict")));
    List<SavedBenchmark> onlyInBase = only(top.get("onlyInBase"));
    List<SavedBenchmark> onlyInNew = only(top.get("onlyInNew"));
    JudgeResult result = top.build(() -> new JudgeResult(top.get("threshold").number(),
        top.get("confidence").number(), judgements, geometricMean, onlyInBase, onlyInNew));
    List<SavedBenchmark> base = new ArrayList<>(judgements.stream().map(Judgement::base).toList());
    base.addAll(onlyInBase);
    List<SavedBenchmark> candidate = new ArrayList<>(judgements.stream().map(Judgement::candidate).toList());
    candidate.addAll(onlyInNew);
    JudgeWriter.Sources sources = new JudgeWriter.Sources(top.get("base").get("file").string(),
        file(top.get("base"), base), top.get("new").get("file").string(), file(top.get("new"), candidate));
    return new Document(result, sources);
  }

  private static Judgement judgement(JsonValue c) {
    SavedBenchmark base = benchmark(c, c.get("baseData"));
    SavedBenchmark candidate = benchmark(c, c.get("newData"));
    return new Judgement(base, candidate, optionalNumber(c, "baseValue"), optionalNumber(c, "newValue"),
        c.get("ratio").number(), interval(c.get("interval")), c.get("method").string(),
        c.get("jvmVariationIncluded").bool(), verdict(c.get("verdict")));
  }

  /** A number member that documents written before it existed lack: NaN (unknown) when absent. */
  private static double optionalNumber(JsonValue object, String member) {
    return object.has(member) ? object.get(member).number() : Double.NaN;
  }

  private static List<SavedBenchmark> only(JsonValue list) {
    List<SavedBenchmark> out = new ArrayList<>();
    for (JsonValue b : list.elements()) {
      out.add(benchmark(b, b.get("data")));
    }
    return out;
  }

  /** A saved benchmark from its identity (name, params, variant at {@code identity}) and its {@code data}. */
  private static SavedBenchmark benchmark(JsonValue identity, JsonValue data) {
    Map<String, String> params = new LinkedHashMap<>();
    JsonValue p = identity.get("params");
    for (String name : p.objectMap().keySet()) {
      params.put(name, p.get(name).string());
    }
    List<JsonValue> rows = data.get("values").elements();
    double[][] values = new double[rows.size()][];
    for (int i = 0; i < values.length; i++) {
      values[i] = rows.get(i).numbers();
    }
    return data.build(() -> new SavedBenchmark(identity.get("name").string(), params,
        identity.get("variant").string(), data.get("unit").string(), data.get("higherIsBetter").bool(),
        data.get("estimate").number(), values, data.get("forked").bool(), data.get("shortSamples").bool(),
        data.has("forkEstimates") ? data.get("forkEstimates").numbers() : new double[0]));
  }

  /** The {@code base} or {@code new} member: a file's format, with its benchmark count checked. */
  private static SavedResultReader.SavedFile file(JsonValue file, List<SavedBenchmark> benchmarks) {
    JsonValue count = file.get("benchmarks");
    if (count.longValue() != benchmarks.size()) {
      throw count.error("must be the number of its benchmarks in the document (" + benchmarks.size() + "), got "
          + count.longValue());
    }
    return new SavedResultReader.SavedFile(file.get("format").string(), benchmarks);
  }

  private static Optional<Interval> interval(JsonValue v) {
    return v.isNull() ? Optional.empty() : Optional.of(IntervalReader.read(v));
  }

  private static Change verdict(JsonValue v) {
    return v.choice(Change.values(), Change::words);
  }
}
