package io.github.nanometer.cli;

import java.time.Duration;
import java.util.List;

/**
 * A child JVM of {@link SigkillLeftoversTest}: starts the background neighbour of {@code
 * paired-check} (its busy loop, unpinned so it runs on any machine), prints the neighbour's pid and
 * waits to be killed.
 */
public final class OrphanChildMain {
  private OrphanChildMain() {}

  /** No arguments. */
  public static void main(String[] args) throws Exception {
    BackgroundLoad load = BackgroundLoad.start(List.of("timeout", "-s", "KILL",
        Long.toString(Duration.ofMinutes(5).toSeconds()), "sh", "-c", BackgroundLoad.LOOP), 0);
    System.out.println(load.pid());
    System.out.flush();
    Thread.sleep(Long.MAX_VALUE);
  }
}
