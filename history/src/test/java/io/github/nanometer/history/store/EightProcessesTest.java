package io.github.nanometer.history.store;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.nanometer.history.JavaChild;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * Eight JVM processes ({@link ConcurrentWriterMain}) migrate one new history at once and record into
 * it at once, each its own runs and the same shared runs: nothing is lost, nothing is recorded twice,
 * and exactly one process applies the migration.
 */
class EightProcessesTest {

  @RegisterExtension static final HistoryDatabases DATABASES = new HistoryDatabases();

  private static final int PROCESSES = 8;
  private static final int RUNS_EACH = 5;
  private static final Duration LIMIT = Duration.ofSeconds(90);

  @TempDir Path scratch;

  @ParameterizedTest
  @EnumSource(DatabaseKind.class)
  void eightWriterProcessesLoseNothingAndDuplicateNothing(DatabaseKind kind) throws Exception {
    HistoryLocation location = DATABASES.fresh(kind, scratch);
    Path go = scratch.resolve("go");
    List<JavaChild> writers = new ArrayList<>();
    try {
      for (int w = 0; w < PROCESSES; w++) {
        writers.add(JavaChild.start(scratch, "writer-" + w, ChildLocation.environment(location),
            List.of("-XX:TieredStopAtLevel=1"), ConcurrentWriterMain.class.getName(),
            List.of(ChildLocation.argument(location), Integer.toString(w), Integer.toString(RUNS_EACH),
                go.toString())));
      }
      for (JavaChild w : writers) {
        w.awaitLine("ready", LIMIT);
      }
      long start = System.nanoTime();
      Files.createFile(go);
      int added = 0;
      int migrating = 0;
      for (JavaChild w : writers) {
        assertEquals(0, w.awaitExit(LIMIT), w.name() + ": " + w.errorTail());
        added += number(w, "added ");
        migrating += number(w, "migrated ") > 0 ? 1 : 0;
      }
      System.out.printf("%s: %d processes recorded %d runs each in %d ms%n", kind, PROCESSES, 2 * RUNS_EACH,
          (System.nanoTime() - start) / 1_000_000);
      assertEquals(1, migrating, "exactly one process applies the migration; the others find it done");
      assertEquals(RUNS_EACH + PROCESSES * RUNS_EACH, added, "each shared run added by one process only");
    } finally {
      writers.forEach(w -> w.process().destroyForcibly());
    }
    try (HistoryStore store = HistoryStore.open(location)) {
      assertEquals(List.of(), store.migrate().appliedScripts());
      Set<String> expected = new HashSet<>();
      for (int i = 0; i < RUNS_EACH; i++) {
        expected.add(expectRecorded(store, ConcurrentWriterMain.sharedRun(i)));
        for (int w = 0; w < PROCESSES; w++) {
          expected.add(expectRecorded(store, ConcurrentWriterMain.ownRun(w, i)));
        }
      }
      List<String> ids = store.runIds();
      assertEquals(expected.size(), ids.size(), "no run twice: " + ids);
      assertEquals(expected, new HashSet<>(ids));
      assertEquals(2, store.listSeries().size());
      for (SeriesSummary s : store.listSeries()) {
        assertEquals(expected.size(), s.resultCount(), s.key().benchmark().name());
      }
    }
  }

  private static String expectRecorded(HistoryStore store, RunRecord run) {
    assertEquals(run, store.readRun(run.runId()).orElseThrow(() -> new AssertionError("lost: " + run.runId())));
    return run.runId();
  }

  private static int number(JavaChild child, String prefix) {
    List<String> lines = child.outputLines().stream().filter(l -> l.startsWith(prefix)).toList();
    assertEquals(1, lines.size(), child.name() + " printed one '" + prefix + "N' line: " + child.output());
    return Integer.parseInt(lines.get(0).substring(prefix.length()));
  }
}
