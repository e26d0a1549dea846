package io.github.nanometer.profile;

import io.github.nanometer.Note;
import io.github.nanometer.NoteKind;
import java.util.ArrayList;
import java.util.List;

/**
 * What recording a run with async-profiler ({@code --profile}) or JDK Flight Recorder ({@code
 * --jfr}) was measured to change, stated on every result measured under either: the figures come
 * from docs/lab/profiling-overhead.md ("Profiling and JFR overhead, quiet"), paired fresh-JVM runs
 * with and without on the reference workloads, and change only when that measurement is redone.
 * {@code reference} adds them in its JVM, each fork of {@code nanometer jmh} in its own.
 */
public final class ObserverEffect {
  private ObserverEffect() {}

  /** The {@code OBSERVED} notes of the benchmark {@code name}: one per recording it ran under. */
  public static List<Note> notes(boolean profiled, boolean recorded, String name) {
    List<Note> notes = new ArrayList<>();
    if (profiled) {
      notes.add(new Note(NoteKind.OBSERVED, profile(), name));
    }
    if (recorded) {
      notes.add(new Note(NoteKind.OBSERVED, jfr(), name));
    }
    return notes;
  }

  /** The statement for a run under {@code --profile} (async-profiler during the measured samples). */
  public static String profile() {
    return "measured under async-profiler (--profile, during the measured samples only); with and without it on the "
        + "reference workloads (sum 1KiB, 6 paired fresh JVMs) the estimate moved by +0.1% [-1.0%, +1.3%], not "
        + "distinguishable from none; read the estimate as a look inside, and quote one measured without --profile";
  }

  /** The statement for a run under {@code --jfr} (a JDK Flight Recorder recording of the whole run). */
  public static String jfr() {
    return "measured under a JDK Flight Recorder recording (--jfr); with and without it on the reference workloads "
        + "the 1 KiB sum moved by -0.4% [-2.1%, +1.2%] (6 paired fresh JVMs), but every JFR run of lcg k=100 settled in "
        + "its slower compiled mode (66-71 ns, against 55-72 ns without): JFR can change what the JIT compiles; read "
        + "the estimate as a look inside, and quote one measured without --jfr";
  }
}
