package io.github.nanometer.history.chart;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * A test page that loads a history page in a frame and then, from outside it, reads the frame's
 * navigation timing, has every chart drawn (as before printing) and times that, and moves a
 * synthetic pointer onto one point of the first chart (and then away), writing what the page's
 * tooltip said into its own DOM for {@code --dump-dom}. Chromium
 * must run with {@code --allow-file-access-from-files} so the two local files may see each other.
 */
final class PointerProbe {
  private PointerProbe() {}

  /** Writes the probe of {@code page}, aimed at point {@code index} of the first chart, beside it. */
  static Path beside(Path page, int index) throws IOException {
    Path probe = page.resolveSibling("probe-" + page.getFileName());
    Files.writeString(probe, """
        <!DOCTYPE html><html><body><pre id="out">pending</pre>
        <iframe id="frame" src="PAGE" width="1100" height="800"></iframe>
        <script>
        var frame = document.getElementById('frame');
        frame.addEventListener('load', function () {
          var lines = [];
          try {
            var w = frame.contentWindow, d = frame.contentDocument;
            var nav = w.performance.getEntriesByType('navigation')[0];
            lines.push('domContentLoadedMs ' + nav.domContentLoadedEventEnd.toFixed(1));
            lines.push('loadStartMs ' + nav.loadEventStart.toFixed(1));
            var before = w.performance.now();
            w.dispatchEvent(new w.Event('beforeprint'));
            var svg = d.querySelector('svg.trend');
            var drawn = d.querySelectorAll('svg.trend').length;
            d.body.getBoundingClientRect();
            lines.push('drawAllMs ' + (w.performance.now() - before).toFixed(1) + ' charts ' + drawn);
            var f = svg.getAttribute('data-points').split(' ');
            var sx = svg.getAttribute('data-sx').split(' ').map(Number);
            var sy = svg.getAttribute('data-sy').split(' ').map(Number);
            var data = JSON.parse(d.getElementById('history-data').textContent);
            var run = data.runs[Number(f[4 * INDEX])], commit = data.commits[run[1]];
            var r = svg.getBoundingClientRect(), vb = svg.viewBox.baseVal;
            var move = function (x, y) {
              svg.dispatchEvent(new w.MouseEvent('mousemove', {bubbles: true,
                clientX: r.left + (x - vb.x) * r.width / vb.width,
                clientY: r.top + (y - vb.y) * r.height / vb.height}));
            };
            move(sx[0] + sx[1] * commit[2], sy[0] + sy[1] * Number(f[4 * INDEX + 1]));
            var tip = d.querySelector('div.tip');
            lines.push('near hidden=' + tip.hidden + ' text=' + tip.textContent.split('\\n').join(' | '));
            move(1, 1);
            lines.push('far hidden=' + tip.hidden);
          } catch (e) {
            lines.push('error ' + e);
          }
          document.getElementById('out').textContent = lines.join('\\n');
        });
        </script></body></html>
        """.replace("PAGE", page.getFileName().toString()).replace("INDEX", Integer.toString(index)));
    return probe;
  }
}
