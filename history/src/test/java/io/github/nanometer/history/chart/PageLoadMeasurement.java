package io.github.nanometer.history.chart;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.nanometer.Interval;
import io.github.nanometer.history.changes.ChangeDetector;
import io.github.nanometer.history.changes.ChangePoint;
import io.github.nanometer.history.changes.SeriesChanges;
import io.github.nanometer.history.store.BenchmarkIdentity;
import io.github.nanometer.history.store.BranchSeries;
import io.github.nanometer.history.store.ChangeStatus;
import io.github.nanometer.history.store.DetectedChange;
import io.github.nanometer.history.store.ExcludedPoint;
import io.github.nanometer.history.store.RecordedChangePoint;
import io.github.nanometer.history.store.SeriesPoint;
import io.github.nanometer.html.ChromiumLauncher;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Random;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledIfSystemProperty;
import org.junit.jupiter.api.io.TempDir;

/**
 * The cost target, measured and not asserted (speed is recorded, never a test's verdict):
 * a page of 500 series of 100 to 1,000 points (seeded: lengths uniform, 1% noise, one or two steps,
 * 1% of runs excluded, a kernel update at commit 600; the detector's real answer, each change point
 * recorded new), its size in bytes, and its load in headless Chromium: the frame's navigation timing
 * (DOMContentLoaded and the load event), the time to draw every chart at once (as before printing;
 * at load only those near the viewport are drawn) and the browser's wall time against a blank
 * page's. Run
 * with {@code -Dnanometer.historyPageLoad=true}; it prints the figures and writes them to
 * target/history-page-load.txt (the page beside it, history-500.html). It asserts only that every
 * chart reached the browser: the first drawn at load, the others waiting to be scrolled to.
 */
@EnabledIfSystemProperty(named = "nanometer.historyPageLoad", matches = "true")
class PageLoadMeasurement {

  private static final int SERIES = 500;
  private static final int COMMITS = 1000;
  private static final int LOADS = Integer.getInteger("nanometer.historyPageLoads", 3);

  @TempDir
  Path scratch;

  @Test
  void measureTheFiveHundredSeriesPage() throws Exception {
    ChromiumLauncher browser = ChromiumLauncher.find().orElseThrow(() -> new AssertionError("no Chromium on PATH"));
    Random random = new Random(44_005);
    List<SeriesChart> charts = new ArrayList<>();
    long points = 0;
    long started = System.nanoTime();
    for (int s = 0; s < SERIES; s++) {
      SeriesChart chart = chart(random, s);
      points += chart.allPoints().size();
      charts.add(chart);
    }
    long builtNanos = System.nanoTime() - started;
    Path page = scratch.resolve("history-500.html");
    started = System.nanoTime();
    HistoryPage.write(page, charts, ChartSamples.commits(COMMITS), PageOptions.of("500 series", "measurement"));
    long writtenNanos = System.nanoTime() - started;
    long bytes = Files.size(page);

    Path blank = scratch.resolve("blank.html");
    Files.writeString(blank, "<!DOCTYPE html><html><body></body></html>");
    double[] blankWall = new double[LOADS];
    double[] pageWall = new double[LOADS];
    double[] domReady = new double[LOADS];
    double[] loadStart = new double[LOADS];
    double[] drawAll = new double[LOADS];
    int[] waiting = new int[LOADS];
    for (int i = 0; i < LOADS; i++) {
      blankWall[i] = wallMillis(browser, blank, List.of("--dump-dom"));
      long t = System.nanoTime();
      ChromiumLauncher.Load r = browser.load(page, List.of("--dump-dom"), scratch);
      pageWall[i] = (System.nanoTime() - t) / 1e6;
      assertEquals(List.of(), r.consoleLines());
      assertEquals(SERIES, HistoryPageTest.count(r.stdout(), "<svg class=\"trend\""), "every chart in the DOM");
      waiting[i] = HistoryPageTest.count(r.stdout(), "<template class=\"trend\">");
      ChromiumLauncher.Load probe = browser.load(PointerProbe.beside(page, 0),
          List.of("--dump-dom", "--allow-file-access-from-files"), scratch);
      String out = HistoryPageTest.only(probe.stdout(), "<pre id=\"out\">(.*?)</pre>");
      assertTrue(out.contains("near hidden=false") && out.contains("charts " + SERIES), out);
      drawAll[i] = number(out, "drawAllMs");
      domReady[i] = number(out, "domContentLoadedMs");
      loadStart[i] = number(out, "loadStartMs");
    }
    String report = String.format(Locale.ROOT, "series %d, points %d, page %d bytes (%.1f bytes per point);"
        + " built in %.0f ms (detection included), rendered and written in %.0f ms%n"
        + "frame navigation timing over %d loads, median: DOMContentLoaded %.0f ms, load event %.0f ms%n"
        + "charts still waiting in their templates after the load: %s of %d; drawing all of them (beforeprint)"
        + " took, median, %.0f ms%n"
        + "chromium --dump-dom wall, median: page %.0f ms, blank page %.0f ms, difference %.0f ms%n"
        + "each: DOMContentLoaded %s, load %s, page wall %s, blank wall %s%n",
        SERIES, points, bytes, (double) bytes / points, builtNanos / 1e6, writtenNanos / 1e6, LOADS, median(domReady),
        median(loadStart), Arrays.toString(waiting), SERIES, median(drawAll), median(pageWall), median(blankWall),
        median(pageWall) - median(blankWall),
        Arrays.toString(domReady), Arrays.toString(loadStart), Arrays.toString(pageWall), Arrays.toString(blankWall));
    System.out.print(report);
    Files.createDirectories(Path.of("target"));
    Files.writeString(Path.of("target", "history-page-load.txt"), report);
    Files.copy(page, Path.of("target", "history-500.html"), java.nio.file.StandardCopyOption.REPLACE_EXISTING);
  }

  private static SeriesChart chart(Random random, int s) {
    BenchmarkIdentity benchmark = ChartSamples.benchmark("bench.Series" + s);
    int length = 100 + random.nextInt(COMMITS - 100 + 1);
    int first = COMMITS - length;
    double level = 10 + random.nextInt(1000);
    int stepAt = first + 20 + random.nextInt(length - 40);
    double step = 1 + (random.nextBoolean() ? 1 : -1) * (0.02 + 0.08 * random.nextDouble());
    List<SeriesPoint> points = new ArrayList<>();
    List<ExcludedPoint> excluded = new ArrayList<>();
    for (int position = first; position < COMMITS; position++) {
      double value = level * (position >= stepAt ? step : 1) * (1 + 0.01 * random.nextGaussian());
      SeriesPoint p = new SeriesPoint(position, ChartSamples.commit(position), "run-" + position,
          io.github.nanometer.history.store.RunReason.PUSH, ChartSamples.T0.plusSeconds(3600L * position),
          new io.github.nanometer.history.store.ResultRecord(benchmark, ChartSamples.MEASURE, "ns", value,
              new Interval(value * 0.99, value * 1.01, 0.95, ChartSamples.MEASURE, "t"), 3,
              java.util.OptionalDouble.empty(), 300),
          position < 600 ? ChartSamples.KERNEL : "Linux 6.1.0-20-amd64", ChartSamples.JVM);
      if (random.nextDouble() < 0.01) {
        excluded.add(new ExcludedPoint(p, "noisy neighbour on the runner"));
      } else {
        points.add(p);
      }
    }
    BranchSeries series = new BranchSeries(ChartSamples.key(benchmark), "main", points, excluded);
    SeriesChanges changes = ChangeDetector.withDefaults()
        .detect(points.stream().mapToDouble(p -> p.result().estimate()).toArray());
    List<RecordedChangePoint> recorded = new ArrayList<>();
    for (ChangePoint c : changes.changePoints()) {
      DetectedChange d = DetectedChange.of(series.key().id(), points.get(c.lastGoodIndex()).commitSha(),
          points.get(c.firstBadIndex()).commitSha(), c.relativeChange(), c.relativeChangeInterval(), c.method(),
          Map.of(), ChartSamples.T0);
      recorded.add(new RecordedChangePoint(d.changePointId(), d, ChangeStatus.NEW, Optional.empty(), ChartSamples.T0));
    }
    return SeriesChart.of(series, changes, recorded, true);
  }

  private double wallMillis(ChromiumLauncher browser, Path page, List<String> args) throws Exception {
    long t = System.nanoTime();
    browser.load(page, args, scratch);
    return (System.nanoTime() - t) / 1e6;
  }

  private static double number(String out, String name) {
    Matcher m = Pattern.compile(name + " ([0-9.]+)").matcher(out);
    assertTrue(m.find(), name + " in " + out);
    return Double.parseDouble(m.group(1));
  }

  private static double median(double[] values) {
    double[] sorted = values.clone();
    Arrays.sort(sorted);
    return sorted[sorted.length / 2];
  }
}
