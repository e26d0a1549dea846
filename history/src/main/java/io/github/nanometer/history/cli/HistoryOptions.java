package io.github.nanometer.history.cli;

import io.github.nanometer.cli.spi.CommandArguments;
import io.github.nanometer.cli.spi.TypedOption;
import io.github.nanometer.cli.spi.UsageException;
import io.github.nanometer.history.git.GitException;
import io.github.nanometer.history.git.GitRepository;
import io.github.nanometer.history.store.CommitFacts;
import io.github.nanometer.history.store.HistoryLocation;
import io.github.nanometer.history.store.HistoryStore;
import io.github.nanometer.history.store.HistoryStoreException;
import io.github.nanometer.history.store.RecordedChangePoint;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;

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
   * this build's schema. A password file that libpq would ignore is said once on {@code err}.
   *
   * @param creates whether a missing SQLite file is made (recording commands); a reading command is
   *     refused instead, naming the file, so that it leaves no empty history behind
   * @throws UsageException for a bad {@code --db}, a missing history a reading command asks for, a
   *     history written by a newer nanometer ({@code NewerSchemaException}, refused by name), or one
   *     that cannot be opened (the message names the location, never a password)
   */
  static HistoryStore open(CommandArguments args, Path workingDirectory, Map<String, String> environment,
      PrintStream err, boolean creates) throws UsageException {
    HistoryLocation location;
    try {
      String home = Optional.ofNullable(environment.get("HOME")).filter(h -> !h.isEmpty())
          .orElse(System.getProperty("user.home"));
      location = args.optional(DB).isPresent()
          ? HistoryLocation.parse(args.get(DB), environment, Path.of(home, ".pgpass"))
          : HistoryLocation.defaultFor(workingDirectory);
    } catch (IllegalArgumentException e) {
      throw new UsageException(e.getMessage());
    }
    if (!creates && location.sqliteFile().isPresent() && !Files.exists(location.sqliteFile().get())) {
      throw new UsageException("no history at " + location.sqliteFile().get() + ": record a run first (nanometer"
          + " history record FILE), or name another with --db");
    }
    if (location.credentialSource().contains("was ignored")) {
      err.println("nanometer history: note: password " + location.credentialSource());
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
   * of at least 7 hex digits of one of its commits, else any name git resolves in the working
   * directory's repository ({@code main~10}, a tag).
   *
   * @throws UsageException when several commits match, or the commit named is not on the branch's order
   */
  static String commitOnBranch(HistoryStore store, String branch, String option, String ref) throws UsageException {
    String p = ref.trim().toLowerCase(java.util.Locale.ROOT);
    List<String> order = store.branchOrder(branch).stream().map(CommitFacts::sha).toList();
    if (p.length() >= 7 && p.chars().allMatch(c -> Character.digit(c, 16) >= 0)) {
      List<String> matches = order.stream().filter(s -> s.startsWith(p)).toList();
      if (matches.size() == 1) {
        return matches.get(0);
      }
      if (matches.size() > 1) {
        throw new UsageException(option + " " + ref + " matches " + matches.size() + " commits of branch " + branch
            + "'s recorded order; give more digits");
      }
    }
    String sha;
    try {
      sha = GitRepository.at(Path.of("").toAbsolutePath()).resolve(ref);
    } catch (GitException e) {
      throw new UsageException(option + " " + ref + " names no commit of branch " + branch + "'s recorded order, and"
          + " git cannot resolve it here (" + e.getMessage() + ")");
    }
    if (!order.contains(sha)) {
      throw new UsageException(option + " " + ref + " is commit " + sha + ", which is not on branch " + branch
          + "'s recorded order");
    }
    return sha;
  }

  /**
   * The stored change point whose id starts with {@code id} (at least 6 hex digits, as {@code history
   * changes} and {@code history show} print them).
   *
   * @param what how the refusal names the value, e.g. {@code "CHANGE-ID"} or {@code "--change"}
   * @throws UsageException when the prefix is too short, not hex, or matches no change point or several
   */
  static RecordedChangePoint changePoint(HistoryStore store, String what, String id) throws UsageException {
    String p = id.trim().toLowerCase(java.util.Locale.ROOT);
    if (p.length() < SeriesSelector.MIN_PREFIX || !p.chars().allMatch(c -> Character.digit(c, 16) >= 0)) {
      throw new UsageException(what + " must be at least " + SeriesSelector.MIN_PREFIX + " hex digits, got '" + id
          + "'");
    }
    List<RecordedChangePoint> matches = store.changePoints().stream().filter(c -> c.id().startsWith(p)).toList();
    if (matches.size() != 1) {
      throw new UsageException(what + " " + id + " matches " + (matches.isEmpty() ? "no change point"
          : matches.size() + " change points") + " of " + store.location());
    }
    return matches.get(0);
  }
}
