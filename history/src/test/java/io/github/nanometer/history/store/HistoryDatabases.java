package io.github.nanometer.history.store;

import java.nio.file.Path;
import org.junit.jupiter.api.Assertions;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.extension.BeforeAllCallback;
import org.junit.jupiter.api.extension.ExtensionContext;

/**
 * The databases a contract test runs on, one fresh and empty per call: SQLite in the test's
 * temporary directory, PostgreSQL in a {@link ThrowawayPostgres} server. The server starts when a test
 * first asks for PostgreSQL and is shared by every test class of the test JVM (one {@code initdb},
 * about a second, instead of one per class); JUnit stops it when its root context closes, after the
 * last class. Without a server the PostgreSQL cases are skipped with the reason, or fail when
 * {@code CI=true}.
 *
 * <p>Register as {@code @RegisterExtension static final HistoryDatabases DATABASES = new HistoryDatabases();}.
 */
final class HistoryDatabases implements BeforeAllCallback {

  private static final ExtensionContext.Namespace NAMESPACE = ExtensionContext.Namespace.create(HistoryDatabases.class);

  private ExtensionContext root;

  @Override
  public void beforeAll(ExtensionContext context) {
    root = context.getRoot();
  }

  /** A fresh, empty history of {@code kind}; SQLite's file lies in {@code scratch}. */
  HistoryLocation fresh(DatabaseKind kind, Path scratch) {
    if (kind == DatabaseKind.SQLITE) {
      return HistoryLocation.sqlite(scratch.resolve("db").resolve("history.db"));
    }
    ThrowawayPostgres server = root.getStore(NAMESPACE)
        .getOrComputeIfAbsent(ThrowawayPostgres.class, k -> new Shared(ThrowawayPostgres.start()), Shared.class)
        .server();
    server.unavailable().ifPresent(reason -> {
      if ("true".equals(System.getenv("CI"))) {
        Assertions.fail("CI=true and no PostgreSQL server for the contract tests: " + reason);
      }
      Assumptions.abort("PostgreSQL case skipped: " + reason);
    });
    return server.freshDatabase(scratch);
  }

  /** A fresh history of {@code kind}, migrated (and closed again). */
  HistoryLocation freshMigrated(DatabaseKind kind, Path scratch) {
    try (HistoryStore store = openMigrated(kind, scratch)) {
      return store.location();
    }
  }

  /** Opens a fresh history of {@code kind} and migrates it. */
  HistoryStore openMigrated(DatabaseKind kind, Path scratch) {
    HistoryStore store = HistoryStore.open(fresh(kind, scratch));
    store.migrate();
    return store;
  }

  /** The server held in JUnit's root store, stopped when that store closes. */
  private record Shared(ThrowawayPostgres server) implements ExtensionContext.Store.CloseableResource {
    @Override
    public void close() {
      server.close();
    }
  }
}
