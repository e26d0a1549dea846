package io.github.nanometer.doctor;

/**
 * Builds the exact fix and undo commands findings carry, so every check spells them the same way.
 * The doctor itself never runs them.
 */
final class Fixes {
  private Fixes() {}

  /** {@code echo VALUE | sudo tee PATH}: writes one sysfs or procfs file. */
  static String tee(String value, String path) {
    return "echo " + value + " | sudo tee " + path;
  }

  /** {@code sudo sysctl -w KEY=VALUE}: changes a kernel parameter until the next boot. */
  static String sysctl(String key, String value) {
    return "sudo sysctl -w " + key + "=" + value;
  }

  /**
   * A host-level command; inside a container, prefixed by a sentence saying it cannot be run from
   * there, since {@code /sys} and {@code /proc/sys} are read-only in containers.
   */
  static String onHost(DoctorContext context, String command) {
    if (context.containerized()) {
      return "cannot be changed inside this container; on the host run: " + command;
    }
    return command;
  }

  /** The boot-parameter change for GRUB systems (Debian, Ubuntu, Fedora), then a reboot. */
  static String addBootParameters(String parameters) {
    return "sudo sed -i 's/^GRUB_CMDLINE_LINUX=\"/&" + parameters + " /' /etc/default/grub"
        + " && sudo update-grub && sudo reboot";
  }

  /** Undoes {@link #addBootParameters}. */
  static String removeBootParameters(String parameters) {
    return "sudo sed -i 's/" + parameters + " //' /etc/default/grub && sudo update-grub && sudo reboot";
  }
}
