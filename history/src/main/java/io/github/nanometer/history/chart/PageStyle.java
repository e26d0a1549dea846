package io.github.nanometer.history.chart;

/** The history page's inline style sheet: the page loads nothing (its content security policy says so). */
final class PageStyle {
  private PageStyle() {}

  /** The CSS. Regressions red, improvements green; ignored and fixed change points grey and dashed. */
  static final String CSS = String.join("\n",
      "body{font:14px/1.4 system-ui,sans-serif;margin:1.5em;color:#222;max-width:1000px}",
      "h1{font-size:1.5em}h2{font-size:1.15em;margin:1.4em 0 .2em}",
      ".meta,.facts{color:#555;margin:.2em 0}",
      "table.open-changes{border-collapse:collapse;font-size:13px}",
      "table.open-changes td,table.open-changes th{border-bottom:1px solid #ddd;padding:3px 8px;text-align:left}",
      "td.num{font-variant-numeric:tabular-nums;white-space:nowrap}",
      "tr.worse td:nth-child(3){color:#b00020}tr.better td:nth-child(3){color:#1b7a2b}",
      "div.chart{width:100%;aspect-ratio:960/250}.scripted .needs-script{display:none}",
      ".needs-script{color:#b00020}",
      "svg.trend{width:100%;height:auto;display:block;font-size:11px;font-family:system-ui,sans-serif}",
      "svg.trend text{fill:#444}",
      ".axis path{stroke:#888;fill:none}.axis .grid{stroke:#eee}",
      ".intervals{stroke:#8aa4c8;stroke-width:1.2;fill:none}",
      ".points{stroke:#1f4e8c;stroke-width:4;stroke-linecap:round;fill:none}",
      ".excluded-intervals{stroke:#bbb;stroke-width:1;stroke-dasharray:2 2;fill:none}",
      "circle.excluded{fill:#fff;stroke:#777;stroke-width:1.5}",
      ".steps{stroke:#e08a00;stroke-width:2.2;fill:none}",
      ".rule path{stroke:#777;stroke-dasharray:5 4;fill:none}.rule text{fill:#666;font-size:10px}",
      ".change path{stroke-width:1.6;fill:none}",
      ".change.worse path{stroke:#b00020}.change.worse text{fill:#b00020}",
      ".change.better path{stroke:#1b7a2b}.change.better text{fill:#1b7a2b}",
      ".change.ignored path,.change.fixed path{stroke:#999;stroke-dasharray:3 3}",
      ".change.ignored text,.change.fixed text{fill:#999}",
      "ul.changes{margin:.2em 0 0;font-size:13px}li.worse.new,li.worse.acknowledged{color:#b00020}",
      "li.better.new,li.better.acknowledged{color:#1b7a2b}li.ignored,li.fixed{color:#777}",
      ".sha{border-bottom:1px dotted #999}",
      ".tip{position:fixed;background:#fffff4;border:1px solid #aaa;padding:4px 6px;font-size:12px;",
      "white-space:pre;pointer-events:none;box-shadow:1px 1px 3px #0003}");
}
