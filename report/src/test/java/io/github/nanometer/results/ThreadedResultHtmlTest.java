package io.github.nanometer.results;

import static org.junit.jupiter.api.Assertions.assertTrue;
import static io.github.nanometer.results.ThreadedResultWriterTest.capture;
import static io.github.nanometer.results.ThreadedResultWriterTest.fixture;

import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.Test;

/** The threaded results document, as {@link ThreadedResultWriterTest} writes it, drawn by the HTML report. */
class ThreadedResultHtmlTest {

  @Test
  void theHtmlReportDrawsOneBarPerThreadAndEachThreadsSamples() throws java.io.IOException {
    String json = capture(ps -> ThreadedResultWriter.json(List.of(fixture()), null, ps), Locale.ROOT);
    String page = io.github.nanometer.html.HtmlReport.render(
        List.of(io.github.nanometer.html.ReportDocument.threaded("threads.json", ThreadedResultReader.document(json))),
        "test");
    assertTrue(page.contains("Threaded results: threads.json"), page);
    assertTrue(page.contains("time per operation of each thread of rw"), page);
    assertTrue(page.contains("samples of thread 0 (writer) cpu 1 in order"), page);
    assertTrue(page.contains("samples of thread 1 (reader) cpu 0 in order"), page);
    assertTrue(page.contains("the 2 measuring threads take every cpu"), page);
  }
}
