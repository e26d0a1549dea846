package io.github.nanometer.html;

import java.util.List;
import java.util.Map;

/** Tables of the doctor's findings and of the environment a document was measured in. */
final class ContextSection {

  private ContextSection() {}

  /** The findings table; findings whose status is "ok" are folded into a count. */
  static String findings(List<Map<String, Object>> findings) {
    StringBuilder sb = new StringBuilder("<section class=\"doctor\"><h3>Doctor's findings</h3>");
    if (findings.isEmpty()) {
      return sb.append("<p class=\"note\">the document holds no doctor findings</p></section>").toString();
    }
    long ok = findings.stream().filter(f -> "ok".equals(Fields.string(f, "status"))).count();
    sb.append("<table class=\"findings\"><thead><tr><th>status</th><th>check</th><th>observed</th><th>fix</th>"
        + "</tr></thead><tbody>");
    for (Map<String, Object> f : findings) {
      String status = Fields.string(f, "status");
      if ("ok".equals(status)) {
        continue;
      }
      sb.append("<tr class=\"status-").append(Xml.escape(status.replaceAll("[^a-z]", ""))).append("\"><td>")
          .append(Xml.escape(status)).append("</td><td>").append(Xml.escape(Fields.string(f, "id")))
          .append("</td><td>").append(Xml.escape(Fields.string(f, "observed"))).append("</td><td><code>")
          .append(Xml.escape(Fields.string(f, "fix"))).append("</code></td></tr>");
    }
    sb.append("</tbody></table><p class=\"note\">").append(ok).append(" further checks ok</p></section>");
    return sb.toString();
  }

  /** The environment as a two-column table, members in document order. */
  static String environment(Map<String, Object> environment) {
    StringBuilder sb = new StringBuilder("<section class=\"environment\"><h3>Environment</h3>");
    if (environment.isEmpty()) {
      return sb.append("<p class=\"note\">the document records no environment</p></section>").toString();
    }
    sb.append("<table class=\"environment\"><tbody>");
    for (Map.Entry<String, Object> e : environment.entrySet()) {
      if (e.getValue() instanceof Map || e.getValue() instanceof List) {
        continue;
      }
      sb.append("<tr><th>").append(Xml.escape(e.getKey())).append("</th><td>")
          .append(Xml.escape(String.valueOf(e.getValue()))).append("</td></tr>");
    }
    return sb.append("</tbody></table></section>").toString();
  }
}
