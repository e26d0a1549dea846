package io.github.nanometer.cli;

import static io.github.nanometer.cli.MainTest.assertUsageError;
import static io.github.nanometer.cli.MainTest.run;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code nanometer report}: bad input exits 2 with one line, a good run writes the page. */
class ReportCommandTest {

  @TempDir
  Path dir;

  private Path fixture(String name) throws Exception {
    Path p = dir.resolve(name);
    try (InputStream in = getClass().getResourceAsStream("/io/github/nanometer/html/" + name)) {
      Files.copy(in, p, java.nio.file.StandardCopyOption.REPLACE_EXISTING);
    }
    return p;
  }

  @Test
  void writesTheReportOfSavedDocuments() throws Exception {
    Path out = dir.resolve("report.html");
    CliRun r = run("report", fixture("compare.json").toString(), fixture("judge.json").toString(),
        "--out", out.toString());
    assertEquals(0, r.status(), r.err());
    assertEquals("report written to " + out + "\n", r.out().replace("\r\n", "\n"));
    String page = Files.readString(out);
    assertTrue(page.contains("data-chart=\"forest\""), "forest plots");
    assertTrue(page.contains("data-schema=\"nanometer-judge\"") && page.contains("data-schema=\"nanometer-compare\""));
  }

  @Test
  void aJmhFileAndNanometerDocumentsMakeOneReportThatOpensWithASummary() throws Exception {
    Path out = dir.resolve("mixed.html");
    CliRun r = run("report", fixture("jmh.json").toString(), fixture("reference.json").toString(),
        fixture("judge.json").toString(), "--out", out.toString());
    assertEquals(0, r.status(), r.err());
    String page = Files.readString(out);
    assertTrue(page.contains("data-schema=\"jmh\"") && page.contains("data-schema=\"nanometer-results\""), page);
    assertTrue(page.contains("<td>org.example.jmh.SumBench.sum</td><td>avgt</td><td>size=256</td>"
        + "<td class=\"num score\">61.04</td>"), "the JMH score as JMH wrote it");
    assertTrue(page.indexOf("class=\"summary\"") < page.indexOf("<article"), "the summary comes first");
    assertTrue(page.contains("data-chart=\"overlay\""), "the judge's base/new overlays");
  }

  @Test
  void badInputIsAUsageError() throws Exception {
    String out = dir.resolve("r.html").toString();
    assertUsageError(run("report", "--out", out), "give at least one FILE");
    assertUsageError(run("report", fixture("judge.json").toString()), "--out: required");
    assertUsageError(run("report", dir.resolve("missing.json").toString(), "--out", out), "missing.json': no such file");
    Path bad = dir.resolve("bad.json");
    Files.writeString(bad, "{\"schema\": \"nanometer-paired-check\"}");
    assertUsageError(run("report", bad.toString(), "--out", out),
        "schema 'nanometer-paired-check' is not one the report draws");
    assertUsageError(run("report", fixture("compare.json").toString(), "--out", dir.resolve("no/dir.html").toString()),
        "--out: cannot write");
    assertUsageError(run("report", fixture("judge.json").toString(), "--out", dir.toString()), "--out: cannot write");
    assertFalse(Files.exists(Path.of(out)), "nothing written on bad input");
  }

  @Test
  void judgeWritesAForestPlotBesideItsVerdictAndKeepsItsExitStatus() throws Exception {
    Path base = dir.resolve("base.json");
    Path next = dir.resolve("new.json");
    for (String[] f : new String[][] {{"reference-base.json", base.toString()}, {"reference-new.json", next.toString()}}) {
      try (InputStream in = getClass().getResourceAsStream("/io/github/nanometer/compare/judge/" + f[0])) {
        Files.copy(in, Path.of(f[1]), java.nio.file.StandardCopyOption.REPLACE_EXISTING);
      }
    }
    Path html = dir.resolve("judge.html");
    CliRun plain = run("judge", base.toString(), next.toString());
    CliRun r = run("judge", base.toString(), next.toString(), "--html", html.toString());
    assertEquals(plain.status(), r.status(), r.err());
    assertEquals(plain.out(), r.out());
    String page = Files.readString(html);
    assertTrue(page.contains("data-chart=\"forest\"") && page.contains("lcg k=100"), "forest plot of the judgement");
    assertUsageError(run("judge", base.toString(), next.toString(), "--html", dir.toString()), "--html: cannot write");
  }

  @Test
  void anUnwritableHtmlFileIsRefusedUpFrontByEveryCommandThatTakesIt() throws Exception {
    Path file = fixture("judge.json");
    String under = file.resolve("x.html").toString(); // below a regular file: never writable
    // checked before the inputs are read: the missing inputs are not what is reported
    assertUsageError(run("judge", dir.resolve("missing-base.json").toString(), dir.resolve("missing-new.json")
        .toString(), "--html", under), "--html: cannot write '" + under + "'");
    assertUsageError(run("report", dir.resolve("missing.json").toString(), "--out", under),
        "--out: cannot write '" + under + "'");
    // and before anything is measured
    assertUsageError(run("reference", "--set", "threads", "--html", under), "--html: cannot write '" + under + "'");
  }

  @Test
  void referenceWritesItsHtmlBesideTheNormalOutput() throws Exception {
    Path html = dir.resolve("ref.html");
    CliRun r = run("reference", "--filter", "^empty$", "--budget", "2ms", "--max-warmup", "0s",
        "--no-cache", "--forks", "1", "--html", html.toString());
    assertEquals(0, r.status(), r.err());
    assertTrue(r.out().contains("empty"), r.out());
    assertTrue(r.err().contains("HTML report written to " + html), r.err());
    String page = Files.readString(html);
    assertTrue(page.contains("data-chart=\"histogram\"") && page.contains("data-chart=\"sequence\""));
    assertUsageError(run("reference", "--html", dir.resolve("no/such/dir.html").toString()), "--html: cannot write");
  }
}
