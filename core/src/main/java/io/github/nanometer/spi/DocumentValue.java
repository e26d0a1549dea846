package io.github.nanometer.spi;

import io.github.nanometer.ClockSummary;
import io.github.nanometer.Diagnosis;
import io.github.nanometer.Result;
import io.github.nanometer.RunIdentity;
import io.github.nanometer.json.JsonReader;
import io.github.nanometer.json.JsonValue;
import io.github.nanometer.resultjson.EnvironmentJson;
import io.github.nanometer.resultjson.ResultJsonReader;
import io.github.nanometer.resultjson.RunJson;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;
import java.util.function.Supplier;

/**
 * A value of a plug-in's parsed JSON document, with its path in the document (e.g. {@code
 * measurements[3].regime.batchLength}), for a strict typed reader: each accessor checks the type
 * and range it needs and otherwise throws {@link IllegalArgumentException} naming the path, what
 * was expected and what was found, as the library's own readers do. JSON {@code null} reads as NaN
 * where a number is expected ({@link DocumentWriter} writes non-finite numbers as null). Besides the
 * plain values, it reads the library's own objects as {@link DocumentWriter} writes them: results,
 * clocks and the doctor's report.
 */
public final class DocumentValue {

  private final JsonValue value;

  private DocumentValue(JsonValue value) {
    this.value = value;
  }

  /**
   * Reads {@code file} as UTF-8 text for parsing, refusing before reading what would hang or fill
   * the heap (anything but a regular file, a file larger than the heap can parse).
   *
   * @throws IOException with a plain reason ({@link MessageText#ioReason}) when the file cannot or
   *     must not be read
   */
  public static String readText(Path file) throws IOException {
    return JsonReader.readFile(file);
  }

  /**
   * Parses {@code text} as a JSON object and checks its header ({@link PluginSchema#check}); returns
   * the document's top level (its path is empty; errors there name {@code the document}).
   *
   * @throws IllegalArgumentException when the text is not a JSON object (naming the line and
   *     column) or the header is not accepted
   */
  public static DocumentValue parse(String text, PluginSchema schema) {
    return new DocumentValue(schema.header().parseChecked(text));
  }

  /**
   * Parses {@code text} as a JSON object without looking at its members, e.g. one line of a JSON
   * Lines journal.
   *
   * @throws IllegalArgumentException when the text is not a JSON object, naming the line and column
   */
  public static DocumentValue parseObject(String text) {
    return new DocumentValue(JsonValue.root(JsonReader.parseObject(text)));
  }

  /** Where this value sits, e.g. {@code measurements[0].regime}; empty for the top level. */
  public String path() {
    return value.path();
  }

  /**
   * The member {@code name} of this object (which may hold null).
   *
   * @throws IllegalArgumentException when this is not an object or the member is absent
   */
  public DocumentValue get(String name) {
    return new DocumentValue(value.get(name));
  }

  /**
   * Whether this object has the member {@code name} (null or not).
   *
   * @throws IllegalArgumentException when this is not an object
   */
  public boolean has(String name) {
    return value.has(name);
  }

  /**
   * This array's elements, in order.
   *
   * @throws IllegalArgumentException when this is not an array
   */
  public List<DocumentValue> elements() {
    return value.elements().stream().map(DocumentValue::new).toList();
  }

  /** Whether this value is JSON null. */
  public boolean isNull() {
    return value.isNull();
  }

  /**
   * A string.
   *
   * @throws IllegalArgumentException when this is not a string
   */
  public String string() {
    return value.string();
  }

  /**
   * A number; null reads as NaN.
   *
   * @throws IllegalArgumentException when this is neither a number nor null
   */
  public double number() {
    return value.number();
  }

  /**
   * A whole number.
   *
   * @throws IllegalArgumentException when this is not a whole number within {@code long}'s range
   */
  public long longValue() {
    return value.longValue();
  }

  /**
   * A whole number within {@code int}'s range.
   *
   * @throws IllegalArgumentException when this is not one
   */
  public int integer() {
    return value.integer();
  }

  /**
   * A boolean.
   *
   * @throws IllegalArgumentException when this is neither true nor false
   */
  public boolean bool() {
    return value.bool();
  }

  /**
   * The constant among {@code values} whose {@code name} is this string.
   *
   * @throws IllegalArgumentException listing the names accepted when none is this string
   */
  public <E> E choice(E[] values, Function<E, String> name) {
    return value.choice(values, name);
  }

  /**
   * Runs {@code constructor} on values read here; an {@link IllegalArgumentException} it throws is
   * thrown again with this value's path in front of its message (unless it names the path already).
   */
  public <T> T build(Supplier<T> constructor) {
    return value.build(constructor);
  }

  /** An exception saying that the value here {@code problem}, e.g. {@code "must be at least 1"}. */
  public IllegalArgumentException error(String problem) {
    return value.error(problem);
  }

  /**
   * This object as one result of {@code nanometer-results} ({@link DocumentWriter#result}), with
   * every raw sample.
   *
   * @param doctor the doctor's report the result's environment carries (the document's, which the
   *     result object does not repeat)
   * @throws IllegalArgumentException naming the path of a missing, mistyped or out-of-range member
   */
  public Result result(Optional<Diagnosis> doctor) {
    return ResultJsonReader.result(value, doctor);
  }

  /**
   * This object's {@code run} member ({@link DocumentWriter#run}), or empty when it has none (a
   * document written before it had one).
   *
   * @throws IllegalArgumentException naming the path of a missing or mistyped member of the run
   */
  public Optional<RunIdentity> run() {
    return RunJson.read(value);
  }

  /**
   * This object as a clock's facts ({@link DocumentWriter#clock}).
   *
   * @throws IllegalArgumentException naming the path of a missing, mistyped or out-of-range member
   */
  public ClockSummary clock() {
    return EnvironmentJson.readClock(value);
  }

  /**
   * This object as the doctor's report ({@link DocumentWriter#doctor}).
   *
   * @throws IllegalArgumentException naming the path of a missing or mistyped member
   */
  public Diagnosis doctor() {
    return EnvironmentJson.readDoctor(value);
  }

  /** The parsed value, for {@link PluginSchema#check}. */
  JsonValue json() {
    return value;
  }
}
