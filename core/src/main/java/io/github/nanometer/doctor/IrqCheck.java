package io.github.nanometer.doctor;

import io.github.nanometer.text.Tokens;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.List;
import java.util.Optional;

/** Interrupts routed to the measuring cpu, and irqbalance, which keeps moving them around. */
final class IrqCheck implements Check {

  static final String ID = "irq.affinity";
  static final String BALANCE_ID = "irq.balance";
  private static final String WHY = "each interrupt handled on the measuring cpu stops the benchmark "
      + "for microseconds and evicts cache lines";
  private static final String WHY_BALANCE = "irqbalance re-spreads interrupts every few seconds, "
      + "undoing any affinity set by hand";
  /** The shell loop that writes {@code cpus} to every IRQ's affinity list. */
  private static String listLoop(String cpus) {
    return "for f in /proc/irq/[0-9]*/smp_affinity_list; do echo " + cpus + " | sudo tee $f >/dev/null 2>&1; done";
  }

  @Override
  public String id() {
    return ID;
  }

  @Override
  public List<Finding> run(DoctorContext context) {
    List<Finding> out = new ArrayList<>();
    out.add(affinity(context));
    out.add(balance(context));
    return out;
  }

  private static Finding affinity(DoctorContext context) {
    int cpu = context.measuringCpu();
    int readable = 0;
    List<String> onCpu = new ArrayList<>();
    List<String> names = new ArrayList<>(context.files().list("/proc/irq"));
    names.removeIf(n -> !Tokens.isDigits(n, 1, 9));
    names.sort(java.util.Comparator.comparingInt(Integer::parseInt));
    for (String irq : names) {
      String dir = "/proc/irq/" + irq;
      Optional<String> list = context.files().readTrimmed(dir + "/effective_affinity_list");
      if (list.isEmpty() || list.get().isEmpty()) {
        list = context.files().readTrimmed(dir + "/smp_affinity_list");
      }
      Optional<BitSet> set = list.flatMap(Text::parseCpus);
      if (set.isEmpty()) {
        continue;
      }
      readable++;
      if (set.get().get(cpu)) {
        onCpu.add(irq);
      }
    }
    if (readable == 0) {
      return Finding.of(ID, Status.UNKNOWN, "no readable /proc/irq/N/smp_affinity_list", WHY, LinuxTips.IRQ);
    }
    if (onCpu.isEmpty()) {
      return Finding.of(ID, Status.OK, "none of " + readable + " IRQs is handled on cpu " + cpu, WHY, LinuxTips.IRQ);
    }
    String examples = String.join(", ", onCpu.subList(0, Math.min(6, onCpu.size())))
        + (onCpu.size() > 6 ? ", ..." : "");
    String observed = onCpu.size() + " of " + readable + " IRQs may be handled on cpu " + cpu + " (" + examples + ")";
    Finding f = Finding.of(ID, Status.WARN, observed, WHY, LinuxTips.IRQ).withLabel(onCpu.size() + " IRQs on cpu " + cpu);
    BitSet others = context.onlineCpus();
    others.andNot(context.topology().siblings(cpu));
    others.clear(cpu);
    if (others.isEmpty()) {
      return f.withFix("no other online cpu to move interrupts to", "");
    }
    return f.withFix(Fixes.onHost(context, listLoop(Text.cpus(others))), listLoop(Text.cpus(context.onlineCpus())));
  }

  private static Finding balance(DoctorContext context) {
    if (context.processes().entries().isEmpty()) {
      return Finding.of(BALANCE_ID, Status.UNKNOWN, "/proc has no readable processes", WHY_BALANCE, LinuxTips.IRQ);
    }
    if (context.processes().isRunning("irqbalance")) {
      return Finding.of(BALANCE_ID, Status.WARN, "irqbalance is running", WHY_BALANCE, LinuxTips.IRQ)
          .withLabel("irqbalance running")
          .withFix(Fixes.onHost(context, "sudo systemctl stop irqbalance"), "sudo systemctl start irqbalance");
    }
    return Finding.of(BALANCE_ID, Status.OK, "irqbalance is not running", WHY_BALANCE, LinuxTips.IRQ);
  }
}
