package io.github.nanometer.history.store;

import java.time.Instant;
import java.util.List;

/**
 * One git commit as the history keeps it.
 *
 * @param sha the commit's object name, 4 to 64 lowercase hex digits (a full name in practice)
 * @param parents the parents' object names, the first parent first; empty for a root commit (or a
 *     shallow clone's boundary, whose parents git does not know)
 * @param commitTime the committer time, kept to the microsecond
 * @param subject the first line of the message; may be empty, one line
 */
public record CommitFacts(String sha, List<String> parents, Instant commitTime, String subject) {

  /** Checks the object names and the subject, copies the parents. */
  public CommitFacts {
    Checks.sha("sha", sha);
    parents = Checks.list("parents", parents);
    for (String parent : parents) {
      Checks.sha("parent", parent);
    }
    commitTime = Checks.micros("commitTime", commitTime);
    Checks.line("subject", subject);
  }
}
