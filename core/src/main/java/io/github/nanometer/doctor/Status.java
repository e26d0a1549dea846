package io.github.nanometer.doctor;

import io.github.nanometer.Diagnosis;

/**
 * How a finding judges one fact of the machine. Declared from harmless to harmful, with {@link
 * #UNKNOWN} last: it means the fact could not be read, not that it is bad.
 */
public enum Status {
  /** The fact is as a benchmark wants it. */
  OK("ok"),
  /** The fact adds noise or bias; fix it when you can. */
  WARN("warn"),
  /** The fact makes timings untrustworthy; fix it before measuring. */
  FAIL("fail"),
  /** The fact could not be read; {@code observed} says why. */
  UNKNOWN("unknown");

  private final String jsonName;

  Status(String jsonName) {
    this.jsonName = jsonName;
  }

  /** The lower-case name used in JSON and text output ({@code "ok"}, {@code "warn"}, ...). */
  public String jsonName() {
    return jsonName;
  }

  /** The API's severity of the same name. */
  public Diagnosis.Severity severity() {
    return Diagnosis.Severity.valueOf(name());
  }
}
