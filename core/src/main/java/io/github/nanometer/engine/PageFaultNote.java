package io.github.nanometer.engine;

import io.github.nanometer.GcActivity;
import io.github.nanometer.Note;
import io.github.nanometer.NoteKind;
import io.github.nanometer.measure.VmOptions;
import io.github.nanometer.os.HostFiles;
import io.github.nanometer.os.TransparentHugePages;
import io.github.nanometer.text.DecimalText;
import java.util.Optional;

/**
 * The note of a trial whose measuring thread took page faults: the first use of memory the JVM had
 * committed but not touched (a heap still growing, eden regions not yet cycled through). Each fault
 * is paid inside the sample it hits, so the weighted mean and the tail include them and the median
 * mostly does not; on a VM a 4 KiB fault can cost tens of microseconds, which makes an allocating
 * body's mean several times its median until the heap stops growing. The note says how many and
 * which JVM flags remove them.
 */
final class PageFaultNote {
  /** Fewer faults than this are never noted. */
  static final long MIN_FAULTS = 16;
  /** Faults are noted from one per this many samples. */
  static final int SAMPLES_PER_FAULT_NOTED = 100;

  private PageFaultNote() {}

  /**
   * {@link #of} for this JVM and host: whether this JVM runs with huge pages is read once per JVM,
   * and the host's THP mode only when the faults are noted at all.
   */
  static Optional<Note> ofThisJvm(GcActivity gc, int samples, String name) {
    if (!noted(gc.pageFaults(), samples)) {
      return Optional.empty();
    }
    return of(gc, samples, name, ThisJvm.USES_THP, TransparentHugePages.mode(HostFiles.real()));
  }

  /** Whether {@code faults} over {@code samples} are many enough to note. */
  private static boolean noted(long faults, int samples) {
    return faults >= MIN_FAULTS && faults * SAMPLES_PER_FAULT_NOTED >= samples;
  }

  /** This JVM's flag, read on first use: it cannot change while the JVM runs. */
  private static final class ThisJvm {
    static final boolean USES_THP = thisJvmUsesThp();
  }

  /**
   * The note, when the trial's page faults reached {@link #MIN_FAULTS} and one per {@link
   * #SAMPLES_PER_FAULT_NOTED} samples; empty when fewer or unknown.
   *
   * @param gc the trial's memory activity, with its page-fault count
   * @param samples the trial's sample count
   * @param name the benchmark's name
   * @param jvmUsesThp whether this JVM runs with {@code -XX:+UseTransparentHugePages}
   * @param thpMode the host's THP mode ({@code always}, {@code madvise}, {@code never}), empty when unknown
   */
  static Optional<Note> of(GcActivity gc, int samples, String name, boolean jvmUsesThp, Optional<String> thpMode) {
    long faults = gc.pageFaults();
    if (!noted(faults, samples)) {
      return Optional.empty();
    }
    String preTouch = "fix the heap with -Xms equal to -Xmx and -XX:+AlwaysPreTouch";
    String fix;
    if (!jvmUsesThp && thpMode.filter("madvise"::equals).isPresent()) {
      fix = "run this JVM with -XX:+UseTransparentHugePages (THP is madvise here: 2 MiB per fault instead of 4 KiB;"
          + " nanometer's own JVMs get it), or " + preTouch;
    } else if (thpMode.filter("never"::equals).isPresent()) {
      fix = preTouch + " (THP is off on this host: see linuxtips.md)";
    } else {
      fix = preTouch;
    }
    return Optional.of(new Note(NoteKind.PAGE_FAULTS, DecimalText.format(
        "the measuring thread took %d page faults while sampling (%.2f per 100 samples): first use of memory the "
            + "JVM had not touched, such as a heap still growing; each is paid inside the sample it hits, so the "
            + "weighted mean and the tail include them and the median mostly does not: %s",
        faults, 100.0 * faults / Math.max(1, samples), fix), name));
  }

  /** Whether this JVM runs with {@code -XX:+UseTransparentHugePages} (false when it cannot say). */
  static boolean thisJvmUsesThp() {
    return VmOptions.value("UseTransparentHugePages").map(Boolean::parseBoolean).orElse(false);
  }
}
