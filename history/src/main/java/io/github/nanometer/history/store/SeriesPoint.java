package io.github.nanometer.history.store;

import java.time.Instant;

/**
 * One result of a series placed on a branch's first-parent order.
 *
 * @param position the commit's place in the branch's first-parent order, 0 for the oldest recorded
 * @param commitSha the commit measured
 * @param runId the run the result belongs to
 * @param reason why the run was made
 * @param runStart when the run began (points of one commit are ordered by it)
 * @param result the result as recorded
 * @param kernel the machine's kernel during the run (a change is drawn as a rule, not a new series)
 * @param jvmVersion the JVM's full version during the run (an update release is drawn as a rule)
 */
public record SeriesPoint(long position, String commitSha, String runId, RunReason reason, Instant runStart,
    ResultRecord result, String kernel, String jvmVersion) {

  /** Checks the parts. */
  public SeriesPoint {
    Checks.atLeast("position", position, 0);
    Checks.sha("commitSha", commitSha);
    Checks.text("runId", runId);
    Checks.present("reason", reason);
    Checks.present("runStart", runStart);
    Checks.present("result", result);
    Checks.text("kernel", kernel);
    Checks.text("jvmVersion", jvmVersion);
  }
}
