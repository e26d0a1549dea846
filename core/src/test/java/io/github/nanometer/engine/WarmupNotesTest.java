package io.github.nanometer.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.nanometer.Note;
import io.github.nanometer.NoteKind;
import io.github.nanometer.measure.CompileQueueDrain.FirstCalls;
import io.github.nanometer.measure.CompileQueueDrain.Outcome;
import io.github.nanometer.measure.WarmupFacts;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** The notes a warm-up leaves: what the body's first calls met, then whether it settled. */
class WarmupNotesTest {

  private static final WarmupFacts SETTLED = new WarmupFacts(30, 10_000, 500_000_000L, 0, true, "settled", 2.0);
  private static final WarmupFacts UNSETTLED = new WarmupFacts(30, 10_000, 500_000_000L, 0, false,
      "reached max warm-up", 2.0);
  private static final Outcome QUIET = new Outcome(3, 0, 20_000_000L, true);
  private static final Outcome RAN_OUT = new Outcome(14, 6, 500_000_000L, false);

  private static List<NoteKind> kinds(BenchmarkRun.WarmedUp w) {
    return BenchmarkRun.warmupNotes(w, "b").stream().map(Note::kind).toList();
  }

  @Test
  void aQuietQueueAndASettledWarmupLeaveNoNote() {
    assertEquals(List.of(), kinds(new BenchmarkRun.WarmedUp(SETTLED, Optional.of(new FirstCalls(1000, QUIET, QUIET)))));
    assertEquals(List.of(), kinds(new BenchmarkRun.WarmedUp(SETTLED, Optional.empty())), "a scripted clock's run");
  }

  @Test
  void aQueueThatRanOutBeforeOrAfterTheFirstCallsIsNamedBeforeTheUnsettledWarmup() {
    assertEquals(List.of(NoteKind.BUSY_JIT, NoteKind.WARMUP_UNSETTLED),
        kinds(new BenchmarkRun.WarmedUp(UNSETTLED, Optional.of(new FirstCalls(1000, RAN_OUT, QUIET)))));
    List<Note> notes = BenchmarkRun.warmupNotes(new BenchmarkRun.WarmedUp(SETTLED,
        Optional.of(new FirstCalls(1000, QUIET, RAN_OUT))), "b");
    assertEquals(1, notes.size());
    assertTrue(notes.get(0).message().startsWith("the JIT's compile queue still held 6 compilations after waiting"
        + " 0.5 s for it around the body's first calls"), notes.get(0).message());
  }

  @Test
  void anUnreadableQueueIsNotABusyOne() {
    Outcome unreadable = new Outcome(-1, -1, 0, false);
    assertEquals(List.of(), kinds(new BenchmarkRun.WarmedUp(SETTLED,
        Optional.of(new FirstCalls(1000, unreadable, unreadable)))));
  }
}
