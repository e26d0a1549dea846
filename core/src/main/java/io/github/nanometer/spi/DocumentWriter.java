package io.github.nanometer.spi;

import io.github.nanometer.ClockSummary;
import io.github.nanometer.Diagnosis;
import io.github.nanometer.Environment;
import io.github.nanometer.Interval;
import io.github.nanometer.Result;
import io.github.nanometer.RunIdentity;
import io.github.nanometer.json.JsonWriter;
import io.github.nanometer.report.EnvironmentWriter;
import io.github.nanometer.resultjson.ApiIntervalJson;
import io.github.nanometer.resultjson.EnvironmentJson;
import io.github.nanometer.resultjson.ResultJsonWriter;
import io.github.nanometer.resultjson.RunJson;
import java.util.Optional;

/**
 * Streams a plug-in's JSON document as the library writes its own: numbers in {@link
 * java.util.Locale#ROOT} form, non-finite numbers as {@code null}; nothing is built in memory. Besides the plain values, it writes the library's own objects in the
 * form of its documents: intervals, results and environments as {@code nanometer-results} writes
 * them, clocks as {@code nanometer timer}, the doctor's report as {@code nanometer doctor}.
 * Structural misuse (a value where a name is expected, unbalanced ends) throws {@link
 * IllegalStateException}.
 */
public final class DocumentWriter {

  private final JsonWriter w;

  DocumentWriter(JsonWriter w) {
    this.w = w;
  }

  /**
   * A pretty-printed document (two-space indentation) on {@code out}, its top-level object begun and
   * {@code schema}'s header written as its first two members; end it with {@link #endObject()} and
   * {@link #finish()}.
   */
  public static DocumentWriter document(Appendable out, PluginSchema schema) {
    JsonWriter json = new JsonWriter(out, true);
    schema.header().write(json.beginObject());
    return new DocumentWriter(json);
  }

  /** Starts an object. */
  public DocumentWriter beginObject() {
    w.beginObject();
    return this;
  }

  /** Ends the current object. */
  public DocumentWriter endObject() {
    w.endObject();
    return this;
  }

  /** Starts an array. */
  public DocumentWriter beginArray() {
    w.beginArray();
    return this;
  }

  /** Ends the current array. */
  public DocumentWriter endArray() {
    w.endArray();
    return this;
  }

  /** The name of the next member of the current object. */
  public DocumentWriter name(String name) {
    w.name(name);
    return this;
  }

  /** A string, escaped as JSON requires; {@code null} writes {@code null}. */
  public DocumentWriter value(String s) {
    w.value(s);
    return this;
  }

  /** A whole number. */
  public DocumentWriter value(long v) {
    w.value(v);
    return this;
  }

  /** A number; NaN and the infinities write {@code null}. */
  public DocumentWriter value(double v) {
    w.value(v);
    return this;
  }

  /** {@code true} or {@code false}. */
  public DocumentWriter value(boolean v) {
    w.value(v);
    return this;
  }

  /** {@code null}. */
  public DocumentWriter nullValue() {
    w.nullValue();
    return this;
  }

  /** The member {@code name: v}. */
  public DocumentWriter field(String name, String v) {
    w.field(name, v);
    return this;
  }

  /** The member {@code name: v}. */
  public DocumentWriter field(String name, long v) {
    w.field(name, v);
    return this;
  }

  /** The member {@code name: v}; a non-finite {@code v} writes {@code null}. */
  public DocumentWriter field(String name, double v) {
    w.field(name, v);
    return this;
  }

  /** The member {@code name: v}. */
  public DocumentWriter field(String name, boolean v) {
    w.field(name, v);
    return this;
  }

  /**
   * The member {@code name: {covers, low, high, bounded, confidence, method, intervalCovers}} of
   * {@code interval} (both {@code covers} and {@code intervalCovers} what it covers; an infinite end
   * is {@code null}), or {@code name: null} when it is empty.
   */
  public DocumentWriter interval(String name, Optional<Interval> interval) {
    ApiIntervalJson.write(w, name, interval);
    return this;
  }

  /**
   * {@code result} as one result object of {@code nanometer-results}, with every raw sample, at the
   * writer's position; {@link DocumentValue#result} reads it back.
   */
  public DocumentWriter result(Result result) {
    ResultJsonWriter.write(w, result);
    return this;
  }

  /**
   * The member {@code "environment": {...}} of {@code environment} as a {@code nanometer-results}
   * document writes it (JVM, OS, blackhole, thread placement, tick length; not its doctor's report).
   */
  public DocumentWriter environment(Environment environment) {
    ResultJsonWriter.writeEnvironment(w, environment);
    return this;
  }

  /**
   * The member {@code "environment": {...}} of this JVM, now, for a document that measured nothing
   * (JVM, OS and blackhole facts only).
   */
  public DocumentWriter currentEnvironment() {
    EnvironmentWriter.write(w);
    return this;
  }

  /**
   * The member {@code "run": {id, startTime, endTime}} of {@code run}, as the {@code
   * nanometer-results} document writes the run that wrote it ({@link DocumentValue#run} reads it).
   *
   * @throws IllegalArgumentException when {@code run} is null
   */
  public DocumentWriter run(RunIdentity run) {
    if (run == null) {
      throw new IllegalArgumentException("run must not be null (RunIdentity.ofThisJvm())");
    }
    RunJson.write(w, run);
    return this;
  }

  /** {@code clock}'s facts as one object at the writer's position, as {@code nanometer timer} writes a clock. */
  public DocumentWriter clock(ClockSummary clock) {
    EnvironmentJson.writeClock(w, clock);
    return this;
  }

  /** {@code doctor}'s report as one object at the writer's position, as {@code nanometer doctor} writes it. */
  public DocumentWriter doctor(Diagnosis doctor) {
    EnvironmentJson.writeDoctor(w, doctor);
    return this;
  }

  /**
   * Ends the document with a newline once every object and array is closed.
   *
   * @throws IllegalStateException when one is still open
   */
  public void finish() {
    w.finish();
  }
}
