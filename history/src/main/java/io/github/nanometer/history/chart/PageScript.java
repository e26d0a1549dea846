package io.github.nanometer.history.chart;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.Base64;

/**
 * The history page's one inline script. It draws each chart (its SVG waits in an inert {@code
 * <template>}) when the chart comes within {@link #DRAW_MARGIN_PIXELS} of the viewport: those in
 * reach at once, the others as the page scrolls (an {@code IntersectionObserver}; every chart before
 * printing), so a page of hundreds of charts loads as fast as its text parses. It shows the tooltip
 * of the point nearest the pointer (commit, subject, run, start, estimate with its interval) and,
 * with a commit URL, opens the commit on a click; it reads the page data ({@link PageData}) and a
 * chart's {@code data-points} only when the pointer first enters that chart, so loading the page
 * runs nothing per point. It stands in a CDATA section behind line comments, so the page stays
 * well-formed XHTML while the HTML parser reads it as plain script. The page's content security
 * policy allows this script by its SHA-256 ({@link #HASH_SOURCE}) and no other.
 */
final class PageScript {
  private PageScript() {}

  /** How near the pointer must be to a point, in SVG units, for its tooltip. */
  static final int NEAR_UNITS = 12;

  /** How far below the viewport a chart is drawn ahead of scrolling, in CSS pixels. */
  static final int DRAW_MARGIN_PIXELS = 800;

  /** The script's text, exactly as it stands between its tags. */
  static final String JS = """
      //<![CDATA[
      (function () {
        'use strict';
        var data = JSON.parse(document.getElementById('history-data').textContent);
        var tip = document.createElement('div');
        tip.className = 'tip';
        tip.hidden = true;
        document.body.appendChild(tip);
        function points(svg) {
          var f = svg.getAttribute('data-points').split(' ');
          var sx = svg.getAttribute('data-sx').split(' ').map(Number);
          var sy = svg.getAttribute('data-sy').split(' ').map(Number);
          var list = [];
          for (var i = 0; i + 3 < f.length; i += 4) {
            var run = data.runs[Number(f[i])], commit = data.commits[run[1]];
            list.push({x: sx[0] + sx[1] * commit[2], y: sy[0] + sy[1] * Number(f[i + 1]), sha: commit[0],
              subject: commit[1], run: run[0], start: run[2], e: f[i + 1], lo: f[i + 2], hi: f[i + 3]});
          }
          return list;
        }
        function bound(v) { return v === '-' ? 'unbounded' : v; }
        function describe(p, unit) {
          return p.sha + (p.subject ? ' ' + p.subject : '') + '\\nrun ' + p.run + ', ' + p.start + '\\n' + p.e + ' '
            + unit + ' [' + bound(p.lo) + ', ' + bound(p.hi) + ']'
            + (data.commitUrl ? '\\nclick: open the commit' : '');
        }
        function attach(svg) {
          var list = null, unit = svg.getAttribute('data-unit');
          function nearest(ev) {
            if (list === null) { list = points(svg); }
            var r = svg.getBoundingClientRect(), vb = svg.viewBox.baseVal;
            var x = vb.x + (ev.clientX - r.left) * vb.width / r.width;
            var y = vb.y + (ev.clientY - r.top) * vb.height / r.height;
            var best = null, bestDistance = NEAR * NEAR;
            for (var i = 0; i < list.length; i++) {
              var dx = list[i].x - x, dy = list[i].y - y, d = dx * dx + dy * dy;
              if (d <= bestDistance) { bestDistance = d; best = list[i]; }
            }
            return best;
          }
          svg.addEventListener('mousemove', function (ev) {
            var p = nearest(ev);
            tip.hidden = p === null;
            svg.style.cursor = p !== null && data.commitUrl ? 'pointer' : '';
            if (p !== null) {
              tip.textContent = describe(p, unit);
              tip.style.left = (ev.clientX + 14) + 'px';
              tip.style.top = (ev.clientY + 14) + 'px';
            }
          });
          svg.addEventListener('mouseleave', function () { tip.hidden = true; });
          svg.addEventListener('click', function (ev) {
            var p = nearest(ev);
            if (p !== null && data.commitUrl) { window.open(data.commitUrl + p.sha, '_blank', 'noopener'); }
          });
        }
        function draw(holder) {
          var template = holder.firstElementChild;
          if (template !== null && template.tagName.toLowerCase() === 'template') {
            var svg = document.adoptNode(template.content.firstElementChild);
            holder.replaceChild(svg, template);
            attach(svg);
          }
        }
        var holders = Array.prototype.slice.call(document.querySelectorAll('div.chart'));
        var observer = 'IntersectionObserver' in window ? new IntersectionObserver(function (entries) {
          entries.forEach(function (e) {
            if (e.isIntersecting) { observer.unobserve(e.target); draw(e.target); }
          });
        }, {rootMargin: 'MARGINpx 0px'}) : null;
        holders.forEach(function (holder) {
          if (observer === null || holder.getBoundingClientRect().top < window.innerHeight + MARGIN) {
            draw(holder);
          } else {
            observer.observe(holder);
          }
        });
        window.addEventListener('beforeprint', function () { holders.forEach(draw); });
        document.documentElement.classList.add('scripted');
      })();
      //]]>
      """.replace("NEAR", Integer.toString(NEAR_UNITS)).replace("MARGIN", Integer.toString(DRAW_MARGIN_PIXELS));

  /** The script's source expression for the page's content security policy: {@code 'sha256-...'}. */
  static final String HASH_SOURCE = "'sha256-" + sha256(JS) + "'";

  private static String sha256(String text) {
    try {
      return Base64.getEncoder().encodeToString(
          MessageDigest.getInstance("SHA-256").digest(text.getBytes(StandardCharsets.UTF_8)));
    } catch (NoSuchAlgorithmException e) {
      throw new IllegalStateException("every Java platform has SHA-256 (java.security.MessageDigest)", e);
    }
  }
}
