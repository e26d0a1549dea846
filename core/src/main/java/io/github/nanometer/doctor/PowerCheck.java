package io.github.nanometer.doctor;

import java.util.List;
import java.util.Optional;

/** The power supply: on battery, firmware lowers power limits and frequency. */
final class PowerCheck implements Check {

  static final String ID = "power.supply";
  private static final String DIR = "/sys/class/power_supply";
  private static final String WHY = "on battery, firmware and the OS cut power limits and frequency, "
      + "and change them as the charge falls";

  @Override
  public String id() {
    return ID;
  }

  @Override
  public List<Finding> run(DoctorContext context) {
    if (!context.files().exists(DIR)) {
      return List.of(Finding.of(ID, Status.UNKNOWN, DIR + " is absent", WHY, LinuxTips.POWER));
    }
    boolean mainsSeen = false;
    boolean mainsOnline = false;
    boolean batterySeen = false;
    boolean discharging = false;
    StringBuilder observed = new StringBuilder();
    for (String name : context.files().list(DIR)) {
      String dir = DIR + "/" + name;
      if (context.files().readTrimmed(dir + "/scope").map("Device"::equals).orElse(false)) {
        continue; // a mouse or headset battery, not the system's
      }
      String type = context.files().readTrimmed(dir + "/type").orElse("");
      if (type.equals("Mains")) {
        Optional<Long> online = context.files().readLong(dir + "/online");
        mainsSeen |= online.isPresent();
        mainsOnline |= online.map(o -> o == 1).orElse(false);
        append(observed, name + " online=" + online.map(String::valueOf).orElse("?"));
      } else if (type.equals("Battery")) {
        batterySeen = true;
        String status = context.files().readTrimmed(dir + "/status").orElse("?");
        discharging |= status.equals("Discharging");
        String capacity = context.files().readTrimmed(dir + "/capacity").map(c -> " " + c + "%").orElse("");
        append(observed, name + " " + status + capacity);
      }
    }
    if (!mainsSeen && !batterySeen) {
      return List.of(Finding.of(ID, Status.OK, "no battery reported (mains power)", WHY, LinuxTips.POWER));
    }
    boolean onBattery = discharging || (batterySeen && mainsSeen && !mainsOnline);
    if (!onBattery) {
      return List.of(Finding.of(ID, Status.OK, "on mains (" + observed + ")", WHY, LinuxTips.POWER));
    }
    return List.of(Finding.of(ID, Status.FAIL, "on battery (" + observed + ")", WHY, LinuxTips.POWER)
        .withLabel("on battery")
        .withFix("connect the power adapter (no command can do this)", ""));
  }

  private static void append(StringBuilder sb, String s) {
    if (sb.length() > 0) {
      sb.append(", ");
    }
    sb.append(s);
  }
}
