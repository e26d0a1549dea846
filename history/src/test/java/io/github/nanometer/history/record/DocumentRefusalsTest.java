package io.github.nanometer.history.record;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A document the history cannot record is refused with one typed exception whose message is one
 * line naming the file and what was expected.
 */
class DocumentRefusalsTest {

  @TempDir
  Path dir;

  private String refusal(Path file) {
    String message = assertThrows(DocumentException.class, () -> RunDocuments.read(file, Optional.of("box")))
        .getMessage();
    assertTrue(message.startsWith(file + ": "), message);
    assertFalse(message.contains("\n") || message.contains("\r"), "one line: " + message);
    return message.substring(file.toString().length() + 2);
  }

  @Test
  void brokenJsonNamesWhereItBrokeAndWhatIsAccepted() {
    String problem = refusal(Fixtures.write(dir, "broken.json", "{\"schema\": \"nanometer-results\",\n \"version\": }"));
    assertEquals("not valid JSON (JSON line 2, column 13: unexpected character '}'); expected " + DocumentKind.ACCEPTED,
        problem);
  }

  @Test
  void anUnknownKindIsNamed() {
    assertEquals("a document of schema \"nanometer-compare\" holds no run to record; expected " + DocumentKind.ACCEPTED,
        refusal(Fixtures.write(dir, "c.json", "{\"schema\": \"nanometer-compare\", \"version\": 2}")));
    assertEquals("not a saved result document: no \"schema\" member; expected " + DocumentKind.ACCEPTED,
        refusal(Fixtures.write(dir, "o.json", "{\"format\": \"x\"}")));
    assertEquals("expected " + DocumentKind.ACCEPTED + ", got a JSON string",
        refusal(Fixtures.write(dir, "s.json", "\"results\"")));
  }

  @Test
  void unsupportedVersionsAreRefusedWithTheVersionsRead() {
    assertEquals("nanometer-results version 2 is older than the history reads (versions 3 and 4); write it again with"
        + " this nanometer", refusal(Fixtures.copy("results-v2.json", dir)));
    assertEquals("nanometer-suite version 5 is newer than the history reads (versions 3 and 4); use a newer nanometer",
        refusal(Fixtures.write(dir, "s5.json", "{\"schema\": \"nanometer-suite\", \"version\": 5}")));
  }

  @Test
  void aMissingOrMistypedMemberIsNamedByItsPath() throws Exception {
    String v3 = Files.readString(Fixtures.copy("results-v3.json", dir));
    String problem = refusal(Fixtures.write(dir, "m.json", v3.replace("\"sampleCount\": 2,", "")));
    assertTrue(problem.startsWith("as nanometer-results version 3: results[0].sampleCount: member missing"), problem);
    problem = refusal(Fixtures.write(dir, "t.json", v3.replace("\"estimateNanos\": 10.03125", "\"estimateNanos\": \"x\"")));
    assertTrue(problem.startsWith("as nanometer-results version 3: results[0].estimateNanos: must be a number or null"), problem);
    problem = refusal(Fixtures.write(dir, "e.json", v3.replaceFirst("\"results\": \\[", "\"results\": [], \"x\": [")));
    assertTrue(problem.startsWith("as nanometer-results version 3: results: holds no result"), problem);
  }

  @Test
  void version4RunTimesMustBeInstantsInOrder() throws Exception {
    String v4 = Files.readString(Fixtures.copy("results-v4.json", dir));
    assertTrue(refusal(Fixtures.write(dir, "a.json", v4.replace("2026-03-01T12:01:30Z", "yesterday")))
        .startsWith("as nanometer-results version 4: run.endTime: must be an ISO-8601 UTC instant such as 2026-03-01T12:00:00Z, got \"yesterday\""));
    assertTrue(refusal(Fixtures.write(dir, "b.json", v4.replace("2026-03-01T12:01:30Z", "2026-03-01T11:00:00Z")))
        .startsWith("as nanometer-results version 4: run: endTime 2026-03-01T11:00:00Z is before startTime 2026-03-01T12:00:00.123456Z"));
    assertTrue(refusal(Fixtures.write(dir, "c.json", v4.replaceFirst("\"run\": \\{[^}]*},", "")))
        .startsWith("as nanometer-results version 4: run: member missing"));
  }

  @Test
  void anUnreadableFileIsNamedWithTheReason() throws Exception {
    assertTrue(refusal(dir.resolve("missing.json")).startsWith("cannot be read: "));
    Path sub = Files.createDirectory(dir.resolve("sub"));
    assertTrue(refusal(sub).startsWith("cannot be read: "), refusal(sub));
  }

  @Test
  void aJmhArrayWithoutBenchmarksOrScoresIsRefused() {
    assertTrue(refusal(Fixtures.write(dir, "empty.json", "[]")).startsWith("as a JMH file: the JMH array: is an empty JMH array"));
    String noScore = "[{\"jmhVersion\": \"1.37\", \"benchmark\": \"b\", \"mode\": \"avgt\", \"jvmArgs\": [],"
        + " \"jdkVersion\": \"17\", \"primaryMetric\": {\"score\": \"NaN\", \"scoreConfidence\": null,"
        + " \"scoreUnit\": \"ns/op\", \"rawData\": [[1.0]]}}]";
    assertTrue(refusal(Fixtures.write(dir, "nan.json", noScore))
        .startsWith("as a JMH file: the JMH array[0].primaryMetric.score: must be a finite score, got NaN"));
  }

  @Test
  void aBlankOrMultiLineMachineLabelIsRefusedBeforeTheDocumentIsRead() {
    Path file = Fixtures.copy("jmh-rf.json", dir);
    assertEquals("a machine label (--machine) must be one line of text, not blank, got \" \"", assertThrows(
        IllegalArgumentException.class, () -> RunDocuments.read(file, Optional.of(" "))).getMessage());
    assertEquals("a machine label (--machine) must be one line of text, not blank, got \"a b\"", assertThrows(
        IllegalArgumentException.class, () -> RunDocuments.read(file, Optional.of("a\nb"))).getMessage());
  }
}
