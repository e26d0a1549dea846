package io.github.nanometer.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * A child JVM halts once its parent's end of its stdin closes (the parent died, however), and only
 * when its command line asks for the watch; {@link ChildJvm#javaCommand} asks for it.
 */
class ParentWatchTest {

  /** A child that would sleep for a minute. */
  public static final class Sleeper {
    public static void main(String[] args) throws InterruptedException {
      ParentWatch.startIfAsked();
      Thread.sleep(60_000);
    }
  }

  /** A child that starts the watch, stops it and says whether it ended. */
  public static final class Stopper {
    public static void main(String[] args) {
      ParentWatch.startIfAsked();
      System.out.println("stopped=" + ParentWatch.stop());
    }
  }

  private static Process sleeper(boolean watched) throws Exception {
    return child(watched, Sleeper.class);
  }

  private static Process child(boolean watched, Class<?> main) throws Exception {
    List<String> cmd = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString()));
    if (watched) {
      cmd.add(ParentWatch.flag());
    }
    cmd.addAll(List.of("-cp", System.getProperty("java.class.path"), main.getName()));
    return new ProcessBuilder(cmd).redirectErrorStream(true).start();
  }

  @Test
  void aWatchedChildHaltsWhenItsParentsPipeCloses() throws Exception {
    Process p = sleeper(true);
    Thread.sleep(500);
    assertTrue(p.isAlive());
    p.getOutputStream().close(); // what the kernel does for a parent that died
    assertTrue(p.waitFor(10, TimeUnit.SECONDS), "the orphan did not halt");
    assertEquals(ParentWatch.ORPHAN_STATUS, p.exitValue());
  }

  /**
   * A child that is done ends its watch, so that no thread of it sits in a native read when it
   * exits (HotSpot's exit waits 300 ms for such a thread), and it does not halt as an orphan.
   */
  @Test
  void aStoppedWatchEndsItsThreadWithoutHalting() throws Exception {
    Process p = child(true, Stopper.class); // the parent's end of the pipe stays open
    try {
      assertTrue(p.waitFor(30, TimeUnit.SECONDS), "the child did not exit");
      assertEquals("stopped=true", new String(p.getInputStream().readAllBytes()).strip());
      assertEquals(0, p.exitValue());
    } finally {
      p.destroyForcibly();
    }
  }

  @Test
  void stoppingAWatchOnAPipeEndsItsThread() throws Exception {
    java.nio.channels.Pipe pipe = java.nio.channels.Pipe.open();
    ParentWatch.Watch w = ParentWatch.start(pipe.source());
    Thread.sleep(100); // blocked in its read
    assertTrue(w.thread().isAlive());
    assertTrue(w.stop(), "the watch's thread is still reading");
    assertFalse(w.thread().isAlive());
    pipe.sink().close(); // the end of input after a stop halts nothing (this JVM goes on)
  }

  @Test
  void anUnwatchedChildIgnoresItsStdin() throws Exception {
    Process p = sleeper(false);
    try {
      p.getOutputStream().close();
      assertFalse(p.waitFor(2, TimeUnit.SECONDS), "a child not asked to watch must not halt");
    } finally {
      p.destroyForcibly();
    }
  }

  @Test
  void everyChildCommandAsksForTheWatchOnce() {
    List<String> cmd = ChildJvm.javaCommand(List.of("-Xss2m"));
    assertEquals(1, cmd.stream().filter(ParentWatch.flag()::equals).count(), cmd.toString());
    assertTrue(cmd.indexOf(ParentWatch.flag()) < cmd.indexOf("-Xss2m"), "before the caller's flags");
  }
}
