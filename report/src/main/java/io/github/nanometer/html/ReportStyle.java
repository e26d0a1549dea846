package io.github.nanometer.html;

/**
 * The report's inline style sheet: page layout, tables, and the chart classes the SVG writers use
 * (axes, grid, data series s0..s7, markers, verdict colours). Colours pass WCAG AA on white.
 */
final class ReportStyle {

  private ReportStyle() {}

  static final String CSS = """
      body{font:14px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1d2430;margin:24px auto;\
      max-width:1500px;padding:0 16px}
      h1{font-size:22px;margin:0 0 4px}h2{font-size:18px;margin:28px 0 6px;border-bottom:1px solid #d0d7de}\
      h3{font-size:15px;margin:18px 0 4px}
      .numbers{margin:2px 0 6px;color:#333}.note{color:#6a4a00;margin:2px 0}.warning{color:#b42318;font-weight:600;margin:4px 0}.meta{color:#555}
      .charts{display:flex;flex-wrap:wrap;gap:12px}
      table{border-collapse:collapse;margin:6px 0}th,td{border:1px solid #d0d7de;padding:3px 8px;text-align:left;\
      vertical-align:top}thead th{background:#f3f5f7}code{font-size:12px;word-break:break-all}
      tr.status-warn td:first-child{color:#8a5a00;font-weight:600}tr.status-fail td:first-child{color:#b42318;\
      font-weight:600}tr.status-unknown td:first-child{color:#555}
      details{margin:10px 0}summary{cursor:pointer;color:#0b5cad}
      svg.chart{background:#fff;border:1px solid #e1e4e8;font-size:11px}
      .axis .domain,.axis .tick{stroke:#444;stroke-width:1}.tick-label{fill:#333}.axis-title{fill:#222;font-size:12px}
      .gridline{stroke:#eef0f2;stroke-width:1}
      .bar.s0,.swatch.s0{fill:#4e79a7}.bar.s1,.swatch.s1{fill:#f28e2b}.bar.s2,.swatch.s2{fill:#59a14f}\
      .bar.s3,.swatch.s3{fill:#b07aa1}.bar.s4,.swatch.s4{fill:#76b7b2}.bar.s5,.swatch.s5{fill:#edc948}\
      .bar.s6,.swatch.s6{fill:#9c755f}.bar.s7,.swatch.s7{fill:#e15759}
      .line{fill:none;stroke-width:1.6}.line.s0{stroke:#4e79a7}.line.s1{stroke:#f28e2b}.line.s2{stroke:#59a14f}\
      .line.s3{stroke:#b07aa1}.line.s4{stroke:#76b7b2}.line.s5{stroke:#edc948}.line.s6{stroke:#9c755f}\
      .line.s7{stroke:#e15759}
      .point.s0{fill:#4e79a7}.point.s1{fill:#f28e2b}.point.s2{fill:#59a14f}.point.s3{fill:#b07aa1}\
      .point.s4{fill:#76b7b2}.point.s5{fill:#edc948}.point.s6{fill:#9c755f}.point.s7{fill:#e15759}
      svg[data-chart=sequence] .point{fill:#4e79a7;fill-opacity:.55}svg[data-chart=sequence] .point.clipped\
      {fill:#8c564b;fill-opacity:1}svg[data-chart=sequence] .point.disturbed{fill:#d62728;fill-opacity:1}
      svg[data-chart=sequence] .range{stroke:#4e79a7;stroke-opacity:.35;stroke-width:1.2}
      .drift{fill:none;stroke:#111;stroke-width:1.5}.whisker{stroke:#222;stroke-width:1}
      .interval{fill:#4e79a7;fill-opacity:.15}.band{fill:#59a14f;fill-opacity:.15}
      .marker{stroke-width:1.5}.marker.minimum{stroke:#2ca02c}.marker.median{stroke:#9467bd;stroke-dasharray:4 3}\
      .marker.mean{stroke:#d62728;stroke-dasharray:2 2}.marker.warmup{stroke:#888;stroke-dasharray:5 3}\
      .marker.nochange{stroke:#444}
      .marker.minimum-label{fill:#1e7a1e}.marker.median-label{fill:#6f42a8}.marker.mean-label{fill:#b42318}\
      .marker.warmup-label{fill:#555}
      .bar.overlay{fill-opacity:.55}.marker.median-a{stroke:#2b4c6f}.marker.median-b{stroke:#a35a12;\
      stroke-dasharray:4 3}.marker.median-a-label{fill:#2b4c6f}.marker.median-b-label{fill:#8a4a0e}
      figure.captioned{margin:0}figure.captioned figcaption{font-weight:600;margin:4px 0;max-width:640px;\
      overflow-wrap:anywhere}
      .summary table{margin:4px 0 10px}td.num{text-align:right;font-variant-numeric:tabular-nums}
      tr.verdict-slower td.verdict,tr.verdict-regression td.verdict{color:#b42318;font-weight:600}\
      tr.verdict-faster td.verdict{color:#1e7a1e;font-weight:600}tr.verdict-inconclusive td.verdict{color:#8a5a00}
      .interval-line{stroke-width:2.5}.verdict-slower,.verdict-regression{stroke:#b42318;fill:#b42318}\
      .verdict-faster{stroke:#1e7a1e;fill:#1e7a1e}.verdict-no-change,.verdict-no-regression{stroke:#0b5cad;\
      fill:#0b5cad}.verdict-inconclusive{stroke:#8a5a00;fill:#8a5a00}
      .steady-span{fill:#59a14f;fill-opacity:.12}.line.blocks{stroke:#4e79a7;stroke-width:1.2}\
      svg[data-chart=fork-series] .point{fill:#4e79a7}svg[data-chart=fork-series] .point.clipped{fill:#8c564b}\
      .segment{stroke:#444;stroke-width:1.5}.segment.steady{stroke:#1e7a1e;stroke-width:3}\
      .segment-label{fill:#333;font-size:10px}.marker.changepoint{stroke:#888;stroke-dasharray:3 3}
      text.verdict-label{stroke:none}.key{fill:#555;font-size:10px}
      .marker.minimum-label,.marker.median-label,.marker.mean-label,.marker.warmup-label{paint-order:stroke;\
      stroke:#fff;stroke-width:3px;stroke-dasharray:none}
      """;
}
