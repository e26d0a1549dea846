package io.github.nanometer.doctor;

import java.util.List;
import java.util.Optional;

/**
 * Address space layout randomization. nanometer's policy: keep it fully on (2). Each JVM fork then
 * gets a different layout, so the effect of layout (alignment, cache-set conflicts) is sampled
 * across forks and shows as between-fork variance, instead of one lucky or unlucky layout being
 * repeated in every fork and reported as a precise, biased number.
 */
final class AslrCheck implements Check {

  static final String ID = "kernel.aslr";
  private static final String PATH = "/proc/sys/kernel/randomize_va_space";
  private static final String WHY = "nanometer keeps ASLR on (2) so each fork samples a new memory "
      + "layout and layout luck shows up as between-fork variance, not as a repeatable bias";

  @Override
  public String id() {
    return ID;
  }

  @Override
  public List<Finding> run(DoctorContext context) {
    Optional<Long> v = context.files().readLong(PATH);
    if (v.isEmpty()) {
      return List.of(Finding.unreadable(ID, PATH, WHY, LinuxTips.ASLR));
    }
    long value = v.get();
    if (value == 2) {
      return List.of(Finding.of(ID, Status.OK, "randomize_va_space=2 (full randomization)", WHY, LinuxTips.ASLR));
    }
    String meaning = value == 0 ? "disabled: every fork sees the same layout"
        : value == 1 ? "partial: the heap (brk) is not randomized" : "unexpected value";
    return List.of(Finding.of(ID, Status.WARN, "randomize_va_space=" + value + " (" + meaning + ")", WHY, LinuxTips.ASLR)
        .withLabel("ASLR=" + value)
        .withFix(Fixes.onHost(context, Fixes.sysctl("kernel.randomize_va_space", "2")),
            Fixes.sysctl("kernel.randomize_va_space", Long.toString(value))));
  }
}
