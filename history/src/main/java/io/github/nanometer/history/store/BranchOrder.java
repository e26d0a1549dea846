package io.github.nanometer.history.store;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.util.List;

/**
 * A branch's first-parent order in the {@code branch_order} table: position 0 the oldest commit
 * given, each next one a commit whose first parent is the one before. Recording an order again
 * replaces the branch's order (a branch grows, or is rewritten by a force-push): positions are
 * upserted and the ones past the new end deleted, so concurrent writers of one branch never collide
 * on a key.
 */
final class BranchOrder {
  private BranchOrder() {}

  /** Checks that {@code commits} is a first-parent chain, oldest first; the message names the break. */
  static void checkChain(String branch, List<CommitFacts> commits) {
    for (int i = 1; i < commits.size(); i++) {
      List<String> parents = commits.get(i).parents();
      String previous = commits.get(i - 1).sha();
      if (parents.isEmpty() || !parents.get(0).equals(previous)) {
        throw new IllegalArgumentException("the first-parent order of branch " + branch + " must be a chain, oldest"
            + " first: commit " + commits.get(i).sha() + " at position " + i + " has first parent "
            + (parents.isEmpty() ? "none" : parents.get(0)) + ", not " + previous);
      }
    }
  }

  /** Records {@code commits} (a checked chain) as {@code branch}'s order, inserting the commits unless known. */
  static void record(Connection c, String branch, List<CommitFacts> commits) throws SQLException {
    for (CommitFacts commit : commits) {
      RunWriter.insertCommit(c, commit);
    }
    try (PreparedStatement p = c.prepareStatement("INSERT INTO branch_order (branch, position, sha) VALUES (?, ?, ?)"
        + " ON CONFLICT (branch, position) DO UPDATE SET sha = excluded.sha")) {
      for (int i = 0; i < commits.size(); i++) {
        Sql.bind(p, branch, (long) i, commits.get(i).sha());
        p.addBatch();
      }
      p.executeBatch();
    }
    Sql.update(c, "DELETE FROM branch_order WHERE branch = ? AND position >= ?", branch, (long) commits.size());
  }

  /** {@code branch}'s order, oldest first; empty when none was recorded. */
  static List<CommitFacts> read(Connection c, String branch) throws SQLException {
    return Sql.rows(c, "SELECT " + Rows.COMMIT_COLUMNS + " FROM branch_order bo JOIN git_commit c ON c.sha = bo.sha"
        + " WHERE bo.branch = ? ORDER BY bo.position", Rows::commit, branch);
  }
}
