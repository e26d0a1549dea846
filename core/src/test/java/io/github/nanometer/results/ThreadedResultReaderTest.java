package io.github.nanometer.results;

import static io.github.nanometer.results.ThreadedResultWriterTest.capture;
import static io.github.nanometer.results.ThreadedResultWriterTest.fixture;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.nanometer.ThreadedResult;
import io.github.nanometer.ThreadedResult.ThreadSamples;
import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.Test;

/**
 * {@link ThreadedResultReader} reads back what {@link ThreadedResultWriter} writes, and refuses a
 * newer version and a missing, mistyped or out-of-range member with the member's path.
 */
class ThreadedResultReaderTest {

  private static final String JSON = capture(ps -> ThreadedResultWriter.json(List.of(fixture()), null, ps),
      Locale.ROOT);

  /** The message the reader refuses {@code JSON} with after replacing the first match of {@code regex}. */
  private static String refusal(String regex, String replacement) {
    String edited = JSON.replaceFirst(regex, replacement);
    assertNotEquals(JSON, edited, "the edit must change the document: " + regex);
    return assertThrows(IllegalArgumentException.class, () -> ThreadedResultReader.parse(edited)).getMessage();
  }

  @Test
  void theDocumentKeepsTheEnvironmentsPlainMembersAndItsDoctorReport() {
    ThreadedResultReader.Document d = ThreadedResultReader.document(JSON);
    assertEquals(java.util.Optional.of(SavedEnvironment.of(fixture().environment())), d.environment());
    assertEquals(java.util.Optional.empty(), d.doctor(), "written without one");
    assertEquals("environment.blackhole: must be one of compiler, volatile, got \"magic\"",
        refusal("\"blackhole\": \"[a-z]+\"", "\"blackhole\": \"magic\""));
  }

  @Test
  void whatTheWriterWritesReadsBackMemberForMember() {
    List<SavedThreadedResult> d = ThreadedResultReader.parse(JSON);
    assertEquals(1, d.size());
    SavedThreadedResult read = d.get(0);
    SavedThreadedResult written = SavedThreadedResult.of(fixture());
    assertEquals(written.name(), read.name());
    assertEquals(written.options(), read.options());
    assertEquals(written.warmupSamples(), read.warmupSamples());
    assertEquals(written.threadSummaries(), read.threadSummaries());
    assertEquals(written.groups(), read.groups());
    assertEquals(written.all(), read.all());
    assertEquals(written.skew(), read.skew());
    assertEquals(written.notes(), read.notes());
    for (int i = 0; i < written.threads().size(); i++) {
      ThreadSamples w = written.threads().get(i);
      ThreadSamples r = read.threads().get(i);
      assertEquals(List.of(w.thread(), w.group(), w.threadInGroup(), w.cpu(), w.placement()),
          List.of(r.thread(), r.group(), r.threadInGroup(), r.cpu(), r.placement()));
      assertArrayEquals(w.evaluations(), r.evaluations());
      assertArrayEquals(w.elapsedNanos(), r.elapsedNanos());
      assertArrayEquals(w.startNanos(), r.startNanos());
      assertArrayEquals(w.endNanos(), r.endNanos());
    }
    assertEquals(ThreadedResult.meanNanosPerOperation(fixture().threads())[0],
        ThreadedResult.meanNanosPerOperation(read.threads())[0], "any summary can be recomputed");
  }

  @Test
  void aNewerVersionIsRefused() {
    assertEquals("nanometer-threaded version 99 is newer than this nanometer reads (versions 1..1); use a newer nanometer",
        refusal("\"version\": 1,", "\"version\": 99,"));
  }

  @Test
  void missingMistypedAndOutOfRangeMembersAreRefusedByPath() {
    assertEquals("results[0].perThread[0].samples.elapsedNanos[0]: a sample's time must be a finite number of at "
        + "least 0 ns, got -10500.0", refusal("\"elapsedNanos\": \\[\\s*10500", "\"elapsedNanos\": [-10500"));
    assertEquals("results[0].perThread[0].samples: member missing", refusal("\"samples\":", "\"samplez\":"));
    assertEquals("results[0].all.nanosPerOperation: must be a number or null",
        refusal("(\"all\": \\{[^}]*\"nanosPerOperation\": )([-0-9.eE]+)", "$1\"$2\""));
    assertEquals("results[0].perThread[1].samples.evaluations[0]: operations of a sample must be at least 1, got 0",
        refusal("(\"evaluations\": \\[\\s*)500", "$10"));
    assertEquals("results[0].threads: must be the number of perThread entries (at least 1), 2, got 3",
        refusal("\"threads\": 2,", "\"threads\": 3,"));
    assertEquals("results[0].perThread[0].thread: must be 0 (threads in order), got 1",
        refusal("\"thread\": 0,", "\"thread\": 1,"));
    assertEquals("results[0].options.pinning: must be auto, none or cpu N",
        refusal("\"pinning\": \"[a-z ]+\"", "\"pinning\": \"sometimes\""));
    assertTrue(refusal("\"sampleLengthNanos\": [0-9]+", "\"sampleLengthNanos\": 5")
        .startsWith("results[0].options: sampleLength is PT0.000000005S (accepted: "));
    assertEquals("environment.availableProcessors: must be a whole number",
        refusal("\"availableProcessors\": 2", "\"availableProcessors\": \"2\""));
    assertEquals("results[0].barrierSkew.maxEndNanos: must be a finite number of at least 0 (or null), got -1.0",
        refusal("\"maxEndNanos\": [-0-9.eE]+", "\"maxEndNanos\": -1"));
  }
}
