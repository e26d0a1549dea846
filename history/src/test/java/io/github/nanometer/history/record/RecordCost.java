package io.github.nanometer.history.record;

import io.github.nanometer.history.git.GitRepository;

import io.github.nanometer.history.store.HistoryLocation;
import io.github.nanometer.history.store.HistoryStore;
import io.github.nanometer.history.store.RunReason;
import java.lang.management.ManagementFactory;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

/**
 * The cost target of issue 44 (recorded, not a timed test): recording a document into an SQLite
 * history, measured from the JVM's start. Run it in a fresh JVM with the module's test class path:
 * {@code java -cp ... io.github.nanometer.history.record.RecordCost DOCUMENT REPOSITORY DATABASE
 * [--samples]}; it prints the milliseconds from the JVM's start to the end of the recording, and of
 * the recording itself, and the database file's size per result. With {@code --samples} the raw
 * samples are recorded too ({@code history record --samples}): the size per result of two fresh
 * databases, one recorded each way, is the cost of keeping them.
 */
final class RecordCost {
  private RecordCost() {}

  public static void main(String[] args) throws IOException {
    boolean samples = args.length == 4 && args[3].equals("--samples");
    if (args.length != 3 && !samples) {
      System.err.println("usage: RecordCost DOCUMENT REPOSITORY DATABASE [--samples]");
      System.exit(2);
    }
    long start = System.nanoTime();
    Path database = Path.of(args[2]);
    int results;
    try (HistoryStore store = HistoryStore.open(HistoryLocation.sqlite(database))) {
      store.migrate();
      Recording r = new Recorder(store, GitRepository.at(Path.of(args[1])))
          .record(List.of(Path.of(args[0])), "HEAD", "main", Optional.empty(), RunReason.PUSH, samples);
      long recordMillis = (System.nanoTime() - start) / 1_000_000;
      long sinceJvmStart = ManagementFactory.getRuntimeMXBean().getUptime();
      results = r.documents().get(0).results();
      System.out.println("recorded " + results + " results (" + r.added() + " run added, raw samples of "
          + r.documents().get(0).sampledResults() + ") in " + recordMillis + " ms; " + sinceJvmStart
          + " ms after the JVM's start");
    }
    long bytes = Files.size(database);
    System.out.println(database + ": " + bytes + " bytes, " + bytes / results + " bytes per result");
  }
}
