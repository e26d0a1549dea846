package io.github.nanometer.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.nanometer.Estimator;
import io.github.nanometer.NoteKind;
import io.github.nanometer.Result;
import io.github.nanometer.TestResults;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A fork's result comes back to a parent that answers over its forks ({@link ForkedRun}, {@code
 * nanometer jmh}), so it does not say that its interval is one JVM's: {@link ChildJvm#run} drops the
 * note the fork's engine added ({@link OneJvm}).
 */
class OneJvmForkTest {

  @Test
  void aForksResultReadBackByItsParentDoesNotClaimOneJvm(@TempDir Path dir) throws Exception {
    Result measured = TestResults.result(Estimator.MEDIAN, new int[] {1, 1}, new double[] {2, 2},
        List.of("warm-up unsettled"), Optional.empty()).withNote(OneJvm.note("r"));
    assertTrue(measured.oneJvm(), "as the fork's engine made it");
    Path written = dir.resolve("child.json");
    ResultDocuments.load().write(measured, written);
    assertTrue(Files.readString(written).contains("\"ONE_JVM\""), "the document the child writes keeps the note");

    // a child that writes that document: cp stands in for the forked JVM
    Result read = ChildJvm.run(file -> List.of("cp", written.toString(), file.toString()), "a copying child");

    assertFalse(read.oneJvm());
    assertEquals(List.of(NoteKind.WARMUP_UNSETTLED), read.remarks().stream().map(n -> n.kind()).toList(),
        "only the one-JVM note is dropped");
  }
}
