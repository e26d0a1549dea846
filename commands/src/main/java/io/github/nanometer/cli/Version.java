package io.github.nanometer.cli;

/** The version of nanometer, from the jar manifest when packaged. */
public final class Version {
  private Version() {}

  /** The implementation version, or {@code "dev"} when running from classes. */
  public static String current() {
    String v = Version.class.getPackage().getImplementationVersion();
    return v == null ? "dev" : v;
  }
}
