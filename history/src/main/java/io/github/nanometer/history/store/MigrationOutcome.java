package io.github.nanometer.history.store;

import java.util.List;

/**
 * What {@link HistoryStore#migrate()} did: the schema version before and after, and the scripts it
 * applied (none when the database was already current).
 *
 * @param fromVersion the version before, 0 for an empty database
 * @param toVersion the version after, the newest this code knows
 * @param appliedScripts the script names applied, in order, e.g. {@code V001__initial.sql}
 */
public record MigrationOutcome(int fromVersion, int toVersion, List<String> appliedScripts) {

  /** Checks the versions and copies the list. */
  public MigrationOutcome {
    Checks.atLeast("fromVersion", fromVersion, 0);
    Checks.atLeast("toVersion", toVersion, fromVersion);
    appliedScripts = Checks.list("appliedScripts", appliedScripts);
  }
}
