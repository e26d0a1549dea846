package io.github.nanometer.doctor;

import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * The hottest cpu temperature that hwmon exposes (coretemp, k10temp, zenpower, cpu_thermal), or
 * the {@code x86_pkg_temp} thermal zone, against its critical limit.
 */
final class TemperatureCheck implements Check {

  static final String ID = "power.temperature";
  private static final String HWMON = "/sys/class/hwmon";
  private static final String THERMAL = "/sys/class/thermal";
  private static final Set<String> CPU_SENSORS = Set.of("coretemp", "k10temp", "zenpower", "k8temp", "cpu_thermal");
  private static final String WHY = "a hot cpu loses turbo headroom and, near its limit, throttles: "
      + "the same code runs slower as the package warms";
  /** Margins below the critical limit at which to warn and to fail, in degrees Celsius. */
  static final double WARN_MARGIN_C = 15;
  static final double FAIL_MARGIN_C = 5;
  /** Limits used when the sensor gives no critical value. */
  static final double WARN_C = 85;
  static final double FAIL_C = 95;

  /** A reading: the hottest sensor, its label, and the critical limit when known (NaN otherwise). */
  private record Reading(double celsius, String source, double criticalCelsius) {}

  @Override
  public String id() {
    return ID;
  }

  @Override
  public List<Finding> run(DoctorContext context) {
    Optional<Reading> r = hwmon(context).or(() -> thermalZone(context));
    if (r.isEmpty()) {
      return List.of(Finding.of(ID, Status.UNKNOWN, "no cpu temperature sensor exposed (no coretemp/k10temp hwmon, "
          + "no x86_pkg_temp zone)", WHY, LinuxTips.POWER));
    }
    Reading t = r.get();
    boolean critKnown = !Double.isNaN(t.criticalCelsius());
    double warnAt = critKnown ? t.criticalCelsius() - WARN_MARGIN_C : WARN_C;
    double failAt = critKnown ? t.criticalCelsius() - FAIL_MARGIN_C : FAIL_C;
    String observed = Text.decimal(t.celsius(), 0) + " C (" + t.source()
        + (critKnown ? ", critical " + Text.decimal(t.criticalCelsius(), 0) + " C" : "") + ")";
    Status status = t.celsius() >= failAt ? Status.FAIL : t.celsius() >= warnAt ? Status.WARN : Status.OK;
    Finding f = Finding.of(ID, status, observed, WHY, LinuxTips.POWER);
    if (status == Status.OK) {
      return List.of(f);
    }
    return List.of(f.withLabel("cpu at " + Text.decimal(t.celsius(), 0) + " C")
        .withFix("let the machine cool, check fans and airflow, then rerun: watch -n 1 sensors", ""));
  }

  private static Optional<Reading> hwmon(DoctorContext context) {
    Reading best = null;
    for (String h : context.files().list(HWMON)) {
      String dir = HWMON + "/" + h;
      String name = context.files().readTrimmed(dir + "/name").orElse("");
      if (!CPU_SENSORS.contains(name)) {
        continue;
      }
      for (String file : context.files().list(dir)) {
        if (!file.startsWith("temp") || !file.endsWith("_input")) {
          continue;
        }
        String base = dir + "/" + file.substring(0, file.length() - "_input".length());
        Optional<Long> milli = context.files().readLong(dir + "/" + file);
        if (milli.isEmpty()) {
          continue;
        }
        double crit = context.files().readLong(base + "_crit").map(v -> v / 1000.0).orElse(Double.NaN);
        String label = context.files().readTrimmed(base + "_label").orElse(file);
        Reading rd = new Reading(milli.get() / 1000.0, name + " " + label, crit);
        if (best == null || rd.celsius() > best.celsius()) {
          best = rd;
        }
      }
    }
    return Optional.ofNullable(best);
  }

  private static Optional<Reading> thermalZone(DoctorContext context) {
    for (String z : context.files().list(THERMAL)) {
      String dir = THERMAL + "/" + z;
      if (!z.startsWith("thermal_zone") || !context.files().readTrimmed(dir + "/type").map("x86_pkg_temp"::equals).orElse(false)) {
        continue;
      }
      Optional<Long> milli = context.files().readLong(dir + "/temp");
      if (milli.isPresent()) {
        return Optional.of(new Reading(milli.get() / 1000.0, "x86_pkg_temp " + z, Double.NaN));
      }
    }
    return Optional.empty();
  }
}
