package io.github.nanometer.history.cli;

import io.github.nanometer.cli.spi.CommandArguments;
import io.github.nanometer.cli.spi.TypedOption;
import io.github.nanometer.cli.spi.UsageException;
import io.github.nanometer.history.store.CommitFacts;
import io.github.nanometer.history.store.HistoryLocation;
import io.github.nanometer.history.store.HistoryStore;
import io.github.nanometer.history.store.HistoryStoreException;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

/**
 * The options every {@code nanometer history} command shares, and the history they name, opened and
 * migrated: {@code --db} (an SQLite file or a PostgreSQL address; by default {@code
 * .nanometer/history.db} at the git top level) and {@code --branch}.
 */
final class HistoryOptions {
  private HistoryOptions() {}

  /** {@code --db FILE|URL}. */
  static final TypedOption<String> DB = TypedOption.text("db", "FILE|URL", null,
      "the history: an SQLite file, or postgresql://HOST[:PORT]/DATABASE (user and password from PGUSER and "
          + "PGPASSWORD or ~/.pgpass, never from the address)")
      .withDefaultText(HistoryLocation.DEFAULT_FILE + " at the git top level");

  /** {@code --branch NAME} for the commands that read one branch's order. */
  static final TypedOption<String> BRANCH = TypedOption.text("branch", "NAME", null,
      "the branch whose first-parent order is read").withDefaultText("the latest recorded run's");

  /**
   * The history {@code --db} names (else the default of {@code workingDirectory}), opened and brought to
   * this build's schema.
   *
   * @throws UsageException for a bad {@code --db}, a history written by a newer nanometer, or one that
   *     cannot be opened (the message names the location, never a password); a history of a newer
   *     schema ({@code NewerSchemaException}) is refused by name
   */
  static HistoryStore open(CommandArguments args, Path workingDirectory, Map<String, String> environment)
      throws UsageException {
    HistoryLocation location;
    try {
      location = args.optional(DB).isPresent()
          ? HistoryLocation.parse(args.get(DB), environment, Path.of(System.getProperty("user.home"), ".pgpass"))
          : HistoryLocation.defaultFor(workingDirectory);
    } catch (IllegalArgumentException e) {
      throw new UsageException(e.getMessage());
    }
    HistoryStore store;
    try {
      store = HistoryStore.open(location);
    } catch (HistoryStoreException e) {
      throw new UsageException(e.getMessage());
    }
    try {
      store.migrate();
      return store;
    } catch (HistoryStoreException e) {
      store.close();
      throw new UsageException(e.getMessage());
    }
  }

  /**
   * The branch a reading command works on: {@code --branch}, else the branch of the latest recorded
   * run.
   *
   * @throws UsageException when the history holds no run and no branch was given
   */
  static String branch(CommandArguments args, HistoryStore store) throws UsageException {
    if (args.optional(BRANCH).isPresent()) {
      return args.get(BRANCH);
    }
    List<String> runs = store.runIds();
    if (runs.isEmpty()) {
      throw new UsageException(store.location() + " holds no run yet: record one first (nanometer history record FILE)");
    }
    return store.readRun(runs.get(runs.size() - 1)).orElseThrow().branch();
  }

  /**
   * The commit of {@code branch}'s recorded order that {@code ref} names: a full sha or a unique prefix
   * of at least 7 hex digits.
   *
   * @throws UsageException when no commit or several on the branch match
   */
  static String commitOnBranch(HistoryStore store, String branch, String option, String ref) throws UsageException {
    String p = ref.trim().toLowerCase(java.util.Locale.ROOT);
    if (p.length() < 7 || !p.chars().allMatch(c -> Character.digit(c, 16) >= 0)) {
      throw new UsageException(option + " must be a commit sha or a prefix of at least 7 hex digits, got '" + ref + "'");
    }
    List<String> matches = store.branchOrder(branch).stream().map(CommitFacts::sha).filter(s -> s.startsWith(p))
        .toList();
    if (matches.size() != 1) {
      throw new UsageException(option + " " + ref + " matches " + (matches.isEmpty() ? "no commit" : matches.size()
          + " commits") + " of branch " + branch + "'s recorded order");
    }
    return matches.get(0);
  }
}
