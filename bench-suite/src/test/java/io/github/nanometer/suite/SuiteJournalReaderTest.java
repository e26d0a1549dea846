package io.github.nanometer.suite;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.nanometer.json.Journal;
import io.github.nanometer.report.GoldenText;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** The suite's journal reads back into its measurements: golden file, round trip, a cut-off line, refusals. */
class SuiteJournalReaderTest {

  private static final String GOLDEN = "/golden/suite-journal.jsonl";
  /** The {@code journalOf} the golden file records, in place of the test's temporary path. */
  private static final String GOLDEN_TARGET = "/data/suite.json";

  @TempDir
  Path dir;

  /** The journal text {@link SuiteJournal} leaves for {@code measurements} when the document is never written. */
  private String journal(List<Measurement> measurements, Locale locale) throws IOException {
    Path target = dir.resolve("suite.json");
    ByteArrayOutputStream err = new ByteArrayOutputStream();
    GoldenText.written(locale, unused -> {
      SuiteJournal j = SuiteJournal.start(Optional.of(target), new PrintStream(err, true, StandardCharsets.UTF_8));
      measurements.forEach(j::record);
      j.end(false);
    });
    assertTrue(err.toString(StandardCharsets.UTF_8).contains("the " + measurements.size() + " finished measurements"));
    return Files.readString(Journal.beside(target), StandardCharsets.UTF_8);
  }

  private String asGolden(String text) {
    return text.replace(dir.resolve("suite.json").toAbsolutePath().toString(), GOLDEN_TARGET);
  }

  private String fromGolden(String text) {
    return text.replace(GOLDEN_TARGET, dir.resolve("suite.json").toAbsolutePath().toString());
  }

  @ParameterizedTest
  @ValueSource(strings = {"ROOT", "de-DE"})
  void journalMatchesTheGoldenFileUnderTwoLocales(String tag) throws IOException {
    String text = journal(SuiteFixture.report().measurements(), GoldenText.locale(tag));
    if (tag.equals("ROOT")) {
      GoldenText.updateIfAsked(GOLDEN, asGolden(text));
    }
    assertEquals(GoldenText.resource(GOLDEN), asGolden(text));
  }

  @ParameterizedTest
  @ValueSource(strings = {"ROOT", "de-DE"})
  void writeReadWriteIsByteIdentical(String tag) throws IOException {
    String text = fromGolden(GoldenText.resource(GOLDEN));
    SuiteJournalReader.Contents read = SuiteJournalReader.parse(text);
    assertEquals(dir.resolve("suite.json").toAbsolutePath().toString(), read.journalOf());
    assertEquals(text, journal(read.measurements(), GoldenText.locale(tag)));
  }

  @Test
  void readsTheMeasurementsOfTheSuiteDocument() throws IOException {
    SuiteJournalReader.Contents read = SuiteJournalReader.read(writeFile(GoldenText.resource(GOLDEN)));
    assertEquals(3, read.version());
    assertFalse(read.cutOffLastLine());
    SuiteReport report = SuiteFixture.report();
    assertEquals(2, read.measurements().size());
    for (int i = 0; i < 2; i++) {
      Measurement e = report.measurements().get(i);
      Measurement m = read.measurements().get(i);
      assertEquals(e.regime(), m.regime());
      assertEquals(e.timing(), m.timing());
      assertEquals(e.counts(), m.counts());
      assertEquals(e.result().options(), m.result().options());
      assertEquals(Optional.empty(), m.result().environment().doctor(), "a journal holds no doctor report");
    }
  }

  private Path writeFile(String text) throws IOException {
    Path file = dir.resolve("read.partial.jsonl");
    Files.writeString(file, text, StandardCharsets.UTF_8);
    return file;
  }

  @Test
  void aLineCutOffMidWriteIsLeftOutAndSaid() throws IOException {
    String text = GoldenText.resource(GOLDEN);
    int secondRecord = text.indexOf('\n', text.indexOf('\n') + 1) + 1;
    String cut = text.substring(0, secondRecord + 100);
    SuiteJournalReader.Contents read = SuiteJournalReader.parse(cut);
    assertTrue(read.cutOffLastLine());
    assertEquals(1, read.measurements().size());
    assertEquals("libc", read.measurements().get(0).implementation());
  }

  private static String refused(String text) {
    return assertThrows(IllegalArgumentException.class, () -> SuiteJournalReader.parse(text)).getMessage();
  }

  @Test
  void aCorruptedMemberIsNamedByLineAndPath() throws IOException {
    String golden = GoldenText.resource(GOLDEN);
    String seed = refused(golden.replaceFirst("\"inputSeed\":99", "\"inputSeed\":\"99\""));
    assertTrue(seed.startsWith("line 2: inputSeed: must be a whole number"), seed);
    String drawing = refused(golden.replaceFirst("\"drawing\":\"independent\"", "\"drawing\":\"random\""));
    assertTrue(drawing.startsWith("line 2: regime.drawing: must be one of independent, stratified_shuffled"), drawing);
    String samples = refused(golden.replaceFirst("\"elapsedNanos\":\\[8000,", "\"elapsedNanos\":[\"8000\","));
    assertTrue(samples.startsWith("line 3: result.samples.elapsedNanos[0]: must be a number or null"), samples);
    String broken = refused(golden.replaceFirst("\"trial\":1,", "\"trial\":1,,"));
    assertTrue(broken.startsWith("line 2: "), broken);
  }

  @Test
  void refusesAnotherSchemaANewerVersionOrNoHeader() throws IOException {
    String golden = GoldenText.resource(GOLDEN);
    String newer = refused(golden.replaceFirst("\"version\":3", "\"version\":9"));
    assertTrue(newer.startsWith("line 1: nanometer-suite-journal version 9 is newer"), newer);
    String other = refused(golden.replaceFirst("nanometer-suite-journal", "nanometer-suite"));
    assertTrue(other.startsWith("line 1: expected a nanometer-suite-journal document, got a nanometer-suite"), other);
    String noPath = refused(golden.replaceFirst("\"journalOf\"", "\"journal\""));
    assertEquals("line 1: journalOf: member missing", noPath);
    assertEquals("line 1: the journal has no complete header line", refused("{\"schema\""));
  }
}
