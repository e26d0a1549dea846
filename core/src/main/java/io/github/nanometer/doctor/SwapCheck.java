package io.github.nanometer.doctor;

import io.github.nanometer.os.MemInfo;
import java.util.List;
import java.util.Optional;

/** Swap space, its use and {@code vm.swappiness}: a page swapped out costs a disk read when touched. */
final class SwapCheck implements Check {

  static final String ID = "mem.swap";
  private static final String WHY = "a page the kernel swapped out costs a major fault (a device read) "
      + "the next time the benchmark touches it";
  /** Swappiness at or below this keeps anonymous pages in memory unless memory runs out. */
  static final long LOW_SWAPPINESS = 10;

  @Override
  public String id() {
    return ID;
  }

  @Override
  public List<Finding> run(DoctorContext context) {
    MemInfo memory = MemInfo.read(context.files());
    Optional<Long> totalKib = memory.kib("SwapTotal");
    Optional<Long> freeKib = memory.kib("SwapFree");
    Optional<Long> swappiness = context.files().readLong("/proc/sys/vm/swappiness");
    if (totalKib.isEmpty()) {
      return List.of(Finding.of(ID, Status.UNKNOWN, "SwapTotal not found in /proc/meminfo", WHY, LinuxTips.SWAP));
    }
    String swappinessText = swappiness.map(s -> ", swappiness " + s).orElse(", swappiness unreadable");
    if (totalKib.get() == 0) {
      return List.of(Finding.of(ID, Status.OK, "no swap" + swappinessText, WHY, LinuxTips.SWAP));
    }
    long usedKib = Math.max(0, totalKib.get() - freeKib.orElse(totalKib.get()));
    String observed = "swap " + Text.bytes(totalKib.get() * 1024) + " (" + Text.bytes(usedKib * 1024) + " used)"
        + swappinessText;
    if (swappiness.isPresent() && swappiness.get() > LOW_SWAPPINESS) {
      return List.of(Finding.of(ID, Status.WARN, observed, WHY, LinuxTips.SWAP)
          .withLabel("swappiness=" + swappiness.get())
          .withFix(Fixes.onHost(context, Fixes.sysctl("vm.swappiness", "1")),
              Fixes.sysctl("vm.swappiness", Long.toString(swappiness.get()))));
    }
    if (usedKib > 0) {
      return List.of(Finding.of(ID, Status.WARN, observed, WHY, LinuxTips.SWAP)
          .withLabel("swap in use")
          .withFix(Fixes.onHost(context, "sudo swapoff -a && sudo swapon -a"), ""));
    }
    if (swappiness.isEmpty()) {
      return List.of(Finding.of(ID, Status.UNKNOWN, observed, WHY, LinuxTips.SWAP));
    }
    return List.of(Finding.of(ID, Status.OK, observed, WHY, LinuxTips.SWAP));
  }
}
