package io.github.nanometer.os;

/**
 * The outcome of pinning a thread, as data: whether it is pinned and to which cpu, why that cpu was
 * chosen, what was confirmed, and — when not pinned — why not and how to fix it. Never printed by
 * itself; the CLI or the kernel says it once.
 *
 * @param pinned true when the thread's affinity was set to exactly {@code cpu} and read back so
 * @param cpu the cpu pinned to (or that was tried); -1 when none was chosen
 * @param threadId the kernel thread id of the pinned thread; -1 when unknown
 * @param choice why this cpu (e.g. "--cpu 1 requested", "isolated cpu 3"); empty when not requested
 * @param reason when pinned, what confirmed it; otherwise why the run is unpinned
 * @param fix how to make pinning work; empty when pinned or not requested
 * @param affinityAfter the thread's affinity read back with sched_getaffinity, as a cpu list; empty if unread
 * @param statusCpusAllowedList {@code Cpus_allowed_list} of {@code /proc/self/task/<tid>/status}; empty if unread
 */
public record PinResult(boolean pinned, int cpu, int threadId, String choice, String reason, String fix,
    String affinityAfter, String statusCpusAllowedList) {

  /** Rejects null texts. */
  public PinResult {
    if (choice == null || reason == null || fix == null || affinityAfter == null || statusCpusAllowedList == null) {
      throw new IllegalArgumentException("PinResult texts must not be null (use \"\")");
    }
  }

  /** The result of not asking for pinning. */
  public static PinResult notRequested() {
    return new PinResult(false, -1, -1, "", "pinning not requested", "", "", "");
  }

  /** A confirmed pin. */
  public static PinResult pinned(int cpu, int threadId, String choice, String affinityAfter, String statusList) {
    String confirmed = "sched_getaffinity reads back " + affinityAfter
        + (statusList.isEmpty() ? "" : "; /proc/self/task/" + threadId + "/status Cpus_allowed_list: " + statusList);
    return new PinResult(true, cpu, threadId, choice, confirmed, "", affinityAfter, statusList);
  }

  /** An unpinned run with the reason and the fix. */
  public static PinResult notPinned(int cpu, int threadId, String choice, String reason, String fix,
      String affinityAfter) {
    return new PinResult(false, cpu, threadId, choice, reason, fix, affinityAfter, "");
  }

  /** One line for humans, e.g. {@code "pinned to cpu 1 (--cpu 1 requested)"}. */
  public String summary() {
    if (pinned) {
      return "pinned to cpu " + cpu + (choice.isEmpty() ? "" : " (" + choice + ")");
    }
    if (cpu < 0 && fix.isEmpty()) {
      return "not pinned: " + reason;
    }
    return "not pinned: " + reason + (fix.isEmpty() ? "" : "; fix: " + fix);
  }
}
