package io.github.nanometer.doctor;

import io.github.nanometer.os.TransparentHugePages;
import java.util.List;
import java.util.Optional;

/**
 * Transparent huge pages: {@code enabled=always} lets khugepaged collapse pages behind the
 * benchmark's back, and {@code defrag=always} makes page faults stall on direct compaction. The
 * recommended setting, {@code madvise}, gives huge pages only to memory that asks (the JVM does,
 * with {@code -XX:+UseTransparentHugePages}).
 */
final class ThpCheck implements Check {

  static final String ID = "mem.thp";
  static final String DEFRAG_ID = "mem.thp-defrag";
  private static final String DIR = "/sys/kernel/mm/transparent_hugepage";
  private static final String WHY = "with THP 'always', khugepaged rewrites page tables in the "
      + "background and page faults cost differently run to run";
  private static final String WHY_DEFRAG = "with defrag 'always', an allocation that faults may stall "
      + "for milliseconds on direct memory compaction";

  @Override
  public String id() {
    return ID;
  }

  @Override
  public List<Finding> run(DoctorContext context) {
    return List.of(
        judge(context, ID, DIR + "/enabled", WHY, "THP=always"),
        judge(context, DEFRAG_ID, DIR + "/defrag", WHY_DEFRAG, "THP defrag=always"));
  }

  private static Finding judge(DoctorContext context, String id, String path, String why, String label) {
    Optional<String> raw = context.files().readTrimmed(path);
    Optional<String> selected = raw.flatMap(TransparentHugePages::selected);
    if (selected.isEmpty()) {
      return Finding.of(id, Status.UNKNOWN, raw.isEmpty() ? path + " is unreadable"
          : "unexpected content of " + path + ": '" + raw.get() + "'", why, LinuxTips.THP);
    }
    String value = selected.get();
    if (!value.equals("always")) {
      return Finding.of(id, Status.OK, value + " (" + raw.get() + ")", why, LinuxTips.THP);
    }
    return Finding.of(id, Status.WARN, value + " (" + raw.get() + ")", why, LinuxTips.THP)
        .withLabel(label)
        .withFix(Fixes.onHost(context, Fixes.tee("madvise", path)), Fixes.tee(value, path));
  }
}
