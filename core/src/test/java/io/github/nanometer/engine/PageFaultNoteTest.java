package io.github.nanometer.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.nanometer.GcActivity;
import io.github.nanometer.Note;
import io.github.nanometer.NoteKind;
import java.time.Duration;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** When page faults are noted, and which flags the note and the child JVMs' command lines choose. */
class PageFaultNoteTest {

  private static GcActivity faults(long n) {
    return new GcActivity(true, 0, Duration.ZERO, 0, n);
  }

  @Test
  void notedFromSixteenFaultsAndOnePerHundredSamples() {
    assertTrue(PageFaultNote.of(faults(15), 100, "b", false, Optional.of("madvise")).isEmpty());
    assertTrue(PageFaultNote.of(faults(16), 1601, "b", false, Optional.of("madvise")).isEmpty());
    assertTrue(PageFaultNote.of(faults(-1), 10, "b", false, Optional.of("madvise")).isEmpty());
    Note n = PageFaultNote.of(faults(16), 1600, "b", false, Optional.of("madvise")).orElseThrow();
    assertEquals(NoteKind.PAGE_FAULTS, n.kind());
    assertEquals("b", n.appliesTo());
    assertTrue(n.message().contains("16 page faults"), n.message());
    assertTrue(n.message().contains("-XX:+UseTransparentHugePages"), n.message());
  }

  @Test
  void adviceFollowsTheHostsModeAndThisJvmsFlag() {
    String already = PageFaultNote.of(faults(100), 100, "b", true, Optional.of("madvise")).orElseThrow().message();
    assertFalse(already.contains("UseTransparentHugePages"), already);
    assertTrue(already.contains("-XX:+AlwaysPreTouch"), already);
    String never = PageFaultNote.of(faults(100), 100, "b", false, Optional.of("never")).orElseThrow().message();
    assertFalse(never.contains("UseTransparentHugePages"), never);
    assertTrue(never.contains("THP is off"), never);
  }

  @Test
  void thisJvmsNoteUsesTheSameThresholds() {
    assertTrue(PageFaultNote.ofThisJvm(faults(15), 100, "b").isEmpty());
    assertTrue(PageFaultNote.ofThisJvm(faults(16), 1601, "b").isEmpty());
    Note n = PageFaultNote.ofThisJvm(faults(16), 1600, "b").orElseThrow();
    assertTrue(n.message().contains("16 page faults"), n.message());
  }
}
