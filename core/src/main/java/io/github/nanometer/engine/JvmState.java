package io.github.nanometer.engine;

import io.github.nanometer.ClockSummary;
import io.github.nanometer.doctor.Doctor;
import io.github.nanometer.doctor.DoctorReport;
import io.github.nanometer.os.ProcessSettings;
import java.io.PrintStream;

/**
 * The public API's state that lives once per JVM, and its one reporting path: the doctor's quick
 * report (computed on first use, embedded in every result), whether its one-line summary and the
 * measuring thread's placement were already said, and every message the API prints on stderr.
 *
 * <p>{@link #quiet()} is the one reading of the quiet switch ({@code -Dnanometer.quiet=true},
 * {@link ProcessSettings#QUIET}); {@link #say} is the one way the API prints: {@code nanometer: MESSAGE} on
 * stderr, nothing when quiet. Thread-safe.
 */
public final class JvmState {
  private JvmState() {}

  private static final Object LOCK = new Object();
  private static DoctorReport doctorReport;
  private static boolean doctorAnnounced;
  private static boolean placementAnnounced;
  private static boolean warmupRehearsed;

  /**
   * True when the API is asked to print nothing on stderr ({@code -Dnanometer.quiet=true}).
   *
   * @throws IllegalArgumentException when the property holds a value other than true or false
   */
  public static boolean quiet() {
    return ProcessSettings.QUIET.isOn();
  }

  /** Prints {@code nanometer: message} on stderr unless {@link #quiet()}. */
  public static void say(String message) {
    if (!quiet()) {
      io.github.nanometer.text.StatusLine.printAbove(System.err, "nanometer: " + message);
    }
  }

  /**
   * The doctor's quick report of this machine (no noise probe), computed with {@code facts} on the
   * first call and returned by every later call of this JVM.
   */
  public static DoctorReport doctor(ClockSummary facts) {
    synchronized (LOCK) {
      if (doctorReport == null) {
        doctorReport = Doctor.quick(facts);
      }
      return doctorReport;
    }
  }

  /** Prints the report's one-line summary to {@code err} on the first call of this JVM; later calls print nothing. */
  public static void announceOnce(DoctorReport report, PrintStream err) {
    synchronized (LOCK) {
      if (doctorAnnounced) {
        return;
      }
      doctorAnnounced = true;
    }
    err.println(report.oneLineSummary());
  }

  /** As {@link #announceOnce}, on stderr, and not at all when {@link #quiet()}. */
  public static void announceOnceUnlessQuiet(DoctorReport report) {
    if (!quiet()) {
      announceOnce(report, System.err);
    }
  }

  /** Says where the measuring thread runs ({@link #say}), on the first call of this JVM only. */
  public static void sayPlacementOnce(String placement) {
    synchronized (LOCK) {
      if (placementAnnounced) {
        return;
      }
      placementAnnounced = true;
    }
    say("measuring thread " + placement);
  }

  /**
   * True on the first call of this JVM only: whether the caller is to rehearse warm-up's own code
   * ({@code measure.WarmupRehearsal}), which needs doing once per JVM.
   */
  static boolean claimWarmupRehearsal() {
    synchronized (LOCK) {
      if (warmupRehearsed) {
        return false;
      }
      warmupRehearsed = true;
      return true;
    }
  }
}
