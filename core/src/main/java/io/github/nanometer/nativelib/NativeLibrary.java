package io.github.nanometer.nativelib;

import java.nio.file.Path;

/**
 * The process-wide state of nanometer's JNI helper: loaded once, on first use, or not at all with
 * the reason kept as data ({@link #availability()}).
 *
 * <p>{@code -Dnanometer.native=false} forces pure Java (everything then runs on {@code
 * System.nanoTime}); {@code -Dnanometer.native.dir=DIR} chooses where the library is extracted
 * (default: the JVM's temp directory), for machines whose temp directory is mounted noexec.
 *
 * <p>On JDK 24 and later, loading a JNI library prints a "restricted method" warning unless the
 * JVM runs with {@code --enable-native-access=ALL-UNNAMED} (or the jar's manifest says {@code
 * Enable-Native-Access: ALL-UNNAMED}).
 */
public final class NativeLibrary {

  /** The system property that disables the helper when set to {@code false}. */
  public static final String ENABLE_PROPERTY = "nanometer.native";

  /** The system property naming the directory under which the library is extracted. */
  public static final String DIRECTORY_PROPERTY = "nanometer.native.dir";

  private NativeLibrary() {}

  /** Holder idiom: the library is loaded by the first thread that asks, exactly once. */
  private static final class Holder {
    static final NativeAvailability AVAILABILITY = loadOnce();
  }

  /** Whether the helper is loaded in this JVM and, if not, why; never throws. */
  public static NativeAvailability availability() {
    return Holder.AVAILABILITY;
  }

  /** True when the helper is loaded and its functions can be called. */
  public static boolean isLoaded() {
    return availability().available();
  }

  /**
   * Throws unless the helper is loaded.
   *
   * @throws IllegalStateException naming the reason and the fix when it is not
   */
  static void requireLoaded() {
    NativeAvailability a = availability();
    if (!a.available()) {
      throw new IllegalStateException(a.describe("nanometer native helper"));
    }
  }

  private static NativeAvailability loadOnce() {
    String dir = System.getProperty(DIRECTORY_PROPERTY);
    try {
      return NativeLoader.load(
          System.getProperty(ENABLE_PROPERTY),
          System.getProperty("os.name"),
          System.getProperty("os.arch"),
          dir == null || dir.isBlank() ? null : Path.of(dir),
          NativeLibrary.class::getResourceAsStream,
          NativeLibrary::linkAndCheck);
    } catch (RuntimeException | LinkageError e) {
      return NativeAvailability.unavailable("unexpected failure while loading the native helper: " + e,
          NativeLoader.REBUILD_HINT);
    }
  }

  private static void linkAndCheck(Path library) {
    System.load(library.toAbsolutePath().toString());
    int abi = Jni.abiVersion();
    if (abi != Jni.ABI_VERSION) {
      throw new UnsatisfiedLinkError("helper interface version " + abi + ", this nanometer needs "
          + Jni.ABI_VERSION);
    }
  }
}
