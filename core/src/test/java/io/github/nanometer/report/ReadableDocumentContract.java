package io.github.nanometer.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.nanometer.json.DocumentHeader;
import java.io.IOException;
import java.io.PrintStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The contract of every JSON document with a typed reader, run by each document's test: the
 * fixture writes the golden file byte for byte whatever the default locale (ROOT, German decimal
 * commas, Arabic digits); reading the golden file and writing it again gives the same bytes; a
 * newer version and another schema are refused with a message that says which.
 *
 * <p>When a document's members change on purpose, {@code -Dnanometer.golden.update=true} makes the
 * ROOT-locale run write the fixture over its golden file in the source tree (then review the diff
 * and run again without it): {@code mvn -o -q test -Dtest='*ReaderTest' -Dnanometer.golden.update=true}.
 *
 * @param <T> the typed value the document holds
 */
public abstract class ReadableDocumentContract<T> {

  /** The golden file under {@code src/test/resources}, e.g. {@code /golden/counters-fixture.json}. */
  protected abstract String goldenResource();

  /** The value the golden file was written from, reaching every member of the document. */
  protected abstract T fixture();

  /** Writes {@code value} as the document. */
  protected abstract void write(T value, PrintStream out);

  /** Reads a document back; refusals are {@link IllegalArgumentException}s. */
  protected abstract T parse(String text);

  /** The document's header at the version this build writes. */
  protected abstract DocumentHeader header();

  /** The golden file's text. */
  protected final String golden() throws IOException {
    return GoldenText.resource(goldenResource());
  }

  /** The message of the refusal of {@code text}; fails when it is read. */
  protected final String refused(String text) {
    return assertThrows(IllegalArgumentException.class, () -> parse(text)).getMessage();
  }

  private String written(T value, String localeTag) {
    return GoldenText.written(GoldenText.locale(localeTag), out -> write(value, out));
  }

  @ParameterizedTest
  @ValueSource(strings = {"ROOT", "de-DE", "ar-EG"})
  public void documentMatchesTheGoldenFileUnderEachLocale(String tag) throws IOException {
    if (tag.equals("ROOT")) {
      GoldenText.updateIfAsked(goldenResource(), written(fixture(), tag));
    }
    assertEquals(golden(), written(fixture(), tag));
  }

  @ParameterizedTest
  @ValueSource(strings = {"ROOT", "de-DE", "ar-EG"})
  public void writeReadWriteIsByteIdentical(String tag) throws IOException {
    String text = golden();
    assertEquals(text, written(parse(text), tag));
  }

  @Test
  public void refusesANewerVersion() throws IOException {
    String version = "\"version\": " + header().version();
    assertTrue(golden().contains(version), "the golden file has " + version);
    String newer = refused(golden().replaceFirst(version, "\"version\": " + (header().version() + 1)));
    String expected = header().schema() + " version " + (header().version() + 1) + " is newer than this nanometer reads";
    assertTrue(newer.startsWith(expected), newer);
  }

  @Test
  public void refusesAnotherSchema() throws IOException {
    DocumentHeader other = header().equals(DocumentHeader.DOCTOR) ? DocumentHeader.TIMER : DocumentHeader.DOCTOR;
    String text = golden().replaceFirst("\"" + header().schema() + "\"", "\"" + other.schema() + "\"");
    String message = refused(text);
    assertTrue(message.startsWith("expected a " + header().schema() + " document, got a " + other.schema()), message);
    String unknown = refused(golden().replaceFirst("\"" + header().schema() + "\"", "\"nanometer-unheard-of\""));
    assertTrue(unknown.startsWith("unknown schema \"nanometer-unheard-of\""), unknown);
  }
}
