package io.github.nanometer.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.nanometer.text.StatusLine;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;

/** The progress line: its time left at the pace so far, and messages printed above it, never into it. */
class ProgressTest {

  @Test
  void timeLeftFollowsThePaceOfTheStepsDone() {
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    AtomicLong now = new AtomicLong(5_000_000_000L);
    Progress p = new Progress(new PrintStream(bytes, true, StandardCharsets.UTF_8), false, true, now::get);
    p.step(0, 10, "a");
    now.addAndGet(20_000_000_000L); // 20 s for the first step: 9 more take 3 minutes
    p.step(1, 10, "b");
    now.addAndGet(10_000_000_000L); // 30 s for two: 8 more take 2 minutes
    p.step(2, 10, "c");
    p.step(10, 10, "done");
    assertEquals("[0/10] a\n[1/10, about 3m 00s left] b\n[2/10, about 2m 00s left] c\n[10/10] done\n",
        bytes.toString(StandardCharsets.UTF_8));
  }

  @Test
  void timeLeftIsWordsAtAGlance() {
    assertEquals("1s", Progress.timeLeft(1e6));
    assertEquals("40s", Progress.timeLeft(40e9));
    assertEquals("3m 05s", Progress.timeLeft(185e9));
    assertEquals("1h 20m", Progress.timeLeft(4800e9));
  }

  @Test
  void aMessageDuringProgressGetsALineOfItsOwn() {
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    PrintStream err = new PrintStream(bytes, true, StandardCharsets.UTF_8);
    Progress p = new Progress(err, true, false, () -> 0L);
    p.step(0, 3, "copying");
    StatusLine.printAbove(err, "nanometer: cpu 1 busy");
    p.done();
    String text = bytes.toString(StandardCharsets.UTF_8);
    // the line is erased, the message printed on its own line, the line drawn again, then cleared
    assertTrue(text.startsWith("\r[0/3] copying\r" + " ".repeat("[0/3] copying".length()) + "\rnanometer: cpu 1 busy\n[0/3] copying"), text);
    StatusLine.printAbove(err, "after");
    assertTrue(bytes.toString(StandardCharsets.UTF_8).endsWith("\rafter\n"), "no status line left to redraw");
  }
}
