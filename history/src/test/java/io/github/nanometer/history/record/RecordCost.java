package io.github.nanometer.history.record;

import io.github.nanometer.history.git.GitRepository;

import io.github.nanometer.history.store.HistoryLocation;
import io.github.nanometer.history.store.HistoryStore;
import io.github.nanometer.history.store.RunReason;
import java.lang.management.ManagementFactory;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

/**
 * The cost target of issue 44 (recorded, not a timed test): recording a document into an SQLite
 * history, measured from the JVM's start. Run it in a fresh JVM with the module's test class path:
 * {@code java -cp ... io.github.nanometer.history.record.RecordCost DOCUMENT REPOSITORY DATABASE};
 * it prints the milliseconds from the JVM's start to the end of the recording, and of the
 * recording itself.
 */
final class RecordCost {
  private RecordCost() {}

  public static void main(String[] args) {
    if (args.length != 3) {
      System.err.println("usage: RecordCost DOCUMENT REPOSITORY DATABASE");
      System.exit(2);
    }
    long start = System.nanoTime();
    try (HistoryStore store = HistoryStore.open(HistoryLocation.sqlite(Path.of(args[2])))) {
      store.migrate();
      Recording r = new Recorder(store, GitRepository.at(Path.of(args[1])))
          .record(List.of(Path.of(args[0])), "HEAD", "main", Optional.empty(), RunReason.PUSH);
      long recordMillis = (System.nanoTime() - start) / 1_000_000;
      long sinceJvmStart = ManagementFactory.getRuntimeMXBean().getUptime();
      System.out.println("recorded " + r.documents().get(0).results() + " results (" + r.added() + " run added) in "
          + recordMillis + " ms; " + sinceJvmStart + " ms after the JVM's start");
    }
  }
}
