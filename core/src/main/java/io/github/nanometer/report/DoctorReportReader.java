package io.github.nanometer.report;

import io.github.nanometer.doctor.DoctorReport;
import io.github.nanometer.doctor.Finding;
import io.github.nanometer.doctor.Status;
import io.github.nanometer.json.DocumentHeader;
import io.github.nanometer.json.JsonValue;
import java.util.ArrayList;
import java.util.List;

/**
 * Reads the doctor's {@code {"findings": [...], "summary": {...}}} as {@link FindingsWriter} writes
 * it (alone in a {@code nanometer-doctor} document or embedded in another) back into a {@link
 * DoctorReport}. The summary's counts and one-line summary are derived from the findings, so they
 * are not read.
 */
public final class DoctorReportReader {
  private DoctorReportReader() {}

  /** The report at {@code value}; failures name the member's path. */
  public static DoctorReport read(JsonValue value) {
    List<Finding> findings = new ArrayList<>();
    for (JsonValue f : value.get("findings").elements()) {
      findings.add(f.build(() -> new Finding(f.get("id").string(),
          f.get("status").choice(Status.values(), Status::jsonName), f.get("label").string(),
          f.get("observed").string(), f.get("why").string(), f.get("fix").string(), f.get("undo").string(),
          f.get("doc").string())));
    }
    JsonValue s = value.get("summary");
    return new DoctorReport(findings, s.get("measuringCpu").integer(), s.get("measuringCpuChosen").bool(),
        s.get("activitySampled").bool(), s.get("noiseProbed").bool(), s.get("elapsedNanos").longValue());
  }

  /** A whole {@code nanometer-doctor} document (header checked). */
  public static DoctorReport document(String text) {
    JsonValue top = DocumentHeader.DOCTOR.parseChecked(text);
    return read(top);
  }
}
