package io.github.nanometer.compare;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/** Test helper: whether a process is still running, read from {@code /proc}. */
public final class ProcessProbe {
  private ProcessProbe() {}

  /** Alive and not a zombie (a killed, re-parented process may wait a moment for its reaper). */
  public static boolean running(long pid) {
    try {
      String text = Files.readString(Path.of("/proc/" + pid + "/stat"));
      return !text.substring(text.lastIndexOf(')') + 2).startsWith("Z");
    } catch (IOException e) {
      return false;
    }
  }

  /** Waits up to 5 s for {@code pid} to stop running; true when it did. */
  public static boolean awaitGone(long pid) throws InterruptedException {
    for (int i = 0; i < 100 && running(pid); i++) {
      Thread.sleep(50);
    }
    return !running(pid);
  }
}
