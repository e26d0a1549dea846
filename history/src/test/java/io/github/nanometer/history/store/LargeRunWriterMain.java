package io.github.nanometer.history.store;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * The process {@link KilledWhileRecordingTest} kills: opens the history named by its first argument
 * (a file or a {@code postgresql://} address, the user from {@code PGUSER}), prints {@code
 * recording}, records {@link #largeRun} of as many results as its second argument says, and prints
 * {@code recorded}.
 *
 * <p>Arguments: {@code DB RESULTS}.
 */
public final class LargeRunWriterMain {
  /** The large run's id. */
  static final String RUN_ID = "large";

  private LargeRunWriterMain() {}

  /** Records the large run; see the class comment. */
  public static void main(String[] args) {
    HistoryLocation location = HistoryLocation.parse(args[0], System.getenv(), Path.of("/nonexistent/.pgpass"));
    RunRecord run = largeRun(Integer.parseInt(args[1]));
    try (HistoryStore store = HistoryStore.open(location)) {
      System.out.println("recording");
      System.out.flush();
      store.recordRun(run);
      System.out.println("recorded");
    }
  }

  /** A run of {@code results} benchmarks, each its own, on the sample machine and JVM. */
  static RunRecord largeRun(int results) {
    List<ResultRecord> list = new ArrayList<>(results);
    for (int i = 0; i < results; i++) {
      list.add(SampleHistory.result(BenchmarkIdentity.of("large.Benchmark.b" + i, Map.of("i", Integer.toString(i)),
          "avgt", "large@" + i), 50.0 + i % 97));
    }
    return SampleHistory.run(RUN_ID, SampleHistory.chain("killed", 2).get(1), RunReason.PUSH, 60, SampleHistory.MACHINE,
        SampleHistory.JDK17, list);
  }
}
