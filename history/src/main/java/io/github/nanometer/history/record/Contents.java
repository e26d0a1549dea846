package io.github.nanometer.history.record;

import io.github.nanometer.history.store.JvmIdentity;
import io.github.nanometer.history.store.RawSamples;
import io.github.nanometer.history.store.ResultRecord;
import java.util.List;
import java.util.Map;

/**
 * What one kind's reader takes from a document besides the run's id and times: its results (one
 * per benchmark and measure), the machine facts it states, its JVM and the tool that wrote it.
 *
 * @param results the results, in document order
 * @param machine the machine facts stated
 * @param jvm the measuring JVM
 * @param toolVersion what wrote the document, e.g. {@code "JMH 1.37"}
 * @param samples the raw samples of results, by index into {@code results}: empty unless asked for,
 *     and then those of the results whose document holds them
 */
record Contents(List<ResultRecord> results, MachineFacts machine, JvmIdentity jvm, String toolVersion,
    Map<Integer, RawSamples> samples) {

  /** Copies the results and samples. */
  Contents {
    results = List.copyOf(results);
    samples = Map.copyOf(samples);
  }

  /** The contents of {@code answers}, grouped and combined into one result per benchmark and measure. */
  static Contents of(List<Measured> answers, MachineFacts machine, JvmIdentity jvm, String toolVersion) {
    return new Contents(ResultGroups.combineAll(answers), machine, jvm, toolVersion, ResultGroups.samplesAll(answers));
  }

  /**
   * The tool of a nanometer document: the documents do not carry nanometer's version, so the
   * schema and its version stand in, e.g. {@code "nanometer (nanometer-results version 4)"}.
   */
  static String nanometerTool(DocumentKind.Header header) {
    return "nanometer (" + header.kind().label() + " version " + header.version() + ")";
  }
}
