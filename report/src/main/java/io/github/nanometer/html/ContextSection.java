package io.github.nanometer.html;

import io.github.nanometer.Diagnosis;
import io.github.nanometer.Diagnosis.Observation;
import io.github.nanometer.Diagnosis.Severity;
import io.github.nanometer.json.JsonWriter;
import io.github.nanometer.results.SavedEnvironment;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/** Tables of the doctor's findings and of the environment a document was measured in. */
final class ContextSection {

  private ContextSection() {}

  /** The findings table; findings whose status is ok are folded into a count. */
  static String findings(Optional<Diagnosis> doctor) {
    StringBuilder sb = new StringBuilder("<section class=\"doctor\"><h3>Doctor's findings</h3>");
    List<Observation> findings = doctor.map(Diagnosis::findings).orElse(List.of());
    if (findings.isEmpty()) {
      return sb.append("<p class=\"note\">the document holds no doctor findings</p></section>").toString();
    }
    long ok = findings.stream().filter(f -> f.status() == Severity.OK).count();
    sb.append("<table class=\"findings\"><thead><tr><th>status</th><th>check</th><th>observed</th><th>fix</th>"
        + "</tr></thead><tbody>");
    for (Observation f : findings) {
      if (f.status() == Severity.OK) {
        continue;
      }
      String status = f.status().jsonName();
      sb.append("<tr class=\"status-").append(Xml.escape(status.replaceAll("[^a-z]", ""))).append("\"><td>")
          .append(Xml.escape(status)).append("</td><td>").append(Xml.escape(f.id())).append("</td><td>")
          .append(Xml.escape(f.observed())).append("</td><td><code>")
          .append(Xml.escape(f.fix() == null ? "" : f.fix())).append("</code></td></tr>");
    }
    sb.append("</tbody></table><p class=\"note\">").append(ok).append(" further checks ok</p></section>");
    return sb.toString();
  }

  /** The environment as a two-column table, named as the document's {@code environment} members are. */
  static String environment(Optional<SavedEnvironment> environment) {
    StringBuilder sb = new StringBuilder("<section class=\"environment\"><h3>Environment</h3>");
    if (environment.isEmpty()) {
      return sb.append("<p class=\"note\">the document records no environment</p></section>").toString();
    }
    SavedEnvironment e = environment.get();
    Map<String, String> rows = new java.util.LinkedHashMap<>();
    rows.put("javaVersion", e.javaVersion());
    rows.put("vmName", e.vmName());
    rows.put("vmVersion", e.vmVersion());
    rows.put("osName", e.osName());
    rows.put("osVersion", e.osVersion());
    rows.put("arch", e.arch());
    rows.put("availableProcessors", String.valueOf(e.availableProcessors()));
    rows.put("maxHeapBytes", String.valueOf(e.maxHeapBytes()));
    rows.put("blackhole", e.blackhole().cliName());
    rows.put("threadPlacement", e.threadPlacement());
    rows.put("tickNanos", JsonWriter.formatDouble(e.tickNanos()));
    sb.append("<table class=\"environment\"><tbody>");
    rows.forEach((name, value) -> sb.append("<tr><th>").append(name).append("</th><td>").append(Xml.escape(value))
        .append("</td></tr>"));
    return sb.append("</tbody></table></section>").toString();
  }
}
