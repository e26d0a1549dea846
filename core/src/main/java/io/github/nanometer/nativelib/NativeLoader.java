package io.github.nanometer.nativelib;

import io.github.nanometer.text.Tokens;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.PosixFilePermissions;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * Finds the packaged JNI helper for this platform, extracts it to a private directory, verifies
 * its SHA-256 against the packaged digest and links it; every failure becomes a {@link
 * NativeAvailability} with its reason instead of an exception.
 *
 * <p>Extraction: a fresh directory from {@link Files#createTempDirectory} (random name, mode 0700)
 * under the JVM's temp directory or {@code -Dnanometer.native.dir}; the library file is created
 * there with mode 0600, written, made read-only (0500), hashed from disk and only then linked. The
 * file and directory are deleted right after linking (Linux keeps the mapping), so nothing is left
 * behind and no path is predictable or shared.
 *
 * <p>The extraction parent and each directory above it must be safe from other users: owned by
 * root or this user, and not writable by group or others unless sticky (as {@code /tmp} is).
 * Otherwise another user could rename the private directory away between the checksum and the
 * link and put their own library in its place; such a parent is refused with the reason. In a safe
 * parent nobody else can touch the 0700 directory, so what is linked is what was checked.
 *
 * <p>The inputs (properties, OS, resources, the link step) are parameters so tests can drive every
 * branch without touching the real library.
 */
final class NativeLoader {

  /** Class-path folder holding one sub-folder per platform, e.g. {@code linux-x86_64}. */
  static final String RESOURCE_ROOT = "/io/github/nanometer/native/";

  /** The library's file name inside a platform folder; its digest is in {@code <name>.sha256}. */
  static final String LIBRARY_FILE = "libnanometer.so";

  static final String REBUILD_HINT =
      "rebuild on this machine with a C compiler (cc or gcc) and a full JDK (include/jni.h) on the"
          + " build path: mvn package";

  /** Opens a class-path resource, returning null when it does not exist. */
  @FunctionalInterface
  interface ResourceOpener {
    InputStream open(String resourcePath) throws IOException;
  }

  /** Links an extracted library into the JVM, throwing {@link UnsatisfiedLinkError} on failure. */
  @FunctionalInterface
  interface Linker {
    void link(Path library);
  }

  private NativeLoader() {}

  /**
   * The platform folder name for an OS and architecture as the JVM reports them ({@code os.name},
   * {@code os.arch}), or empty when no helper is built for it.
   */
  static Optional<String> platformId(String osName, String osArch) {
    if (osName == null || osArch == null || !osName.toLowerCase(Locale.ROOT).startsWith("linux")) {
      return Optional.empty();
    }
    switch (osArch.toLowerCase(Locale.ROOT)) {
      case "amd64":
      case "x86_64":
        return Optional.of("linux-x86_64");
      case "aarch64":
      case "arm64":
        return Optional.of("linux-aarch64");
      default:
        return Optional.empty();
    }
  }

  /**
   * Loads the helper.
   *
   * @param nativeProperty the value of {@code -Dnanometer.native} (null when unset); {@code
   *     "false"} disables the helper, and any value but true or false leaves it unloaded with a
   *     reason naming the value
   * @param extractionParent where to create the private directory; null for the JVM's temp dir
   * @return available with a description of what was loaded, or unavailable with the reason
   */
  static NativeAvailability load(String nativeProperty, String osName, String osArch, Path extractionParent,
      ResourceOpener resources, Linker linker) {
    String enable = nativeProperty == null ? "true" : nativeProperty.strip();
    if (!enable.equalsIgnoreCase("true") && !enable.equalsIgnoreCase("false")) {
      return NativeAvailability.unavailable(
          "-D" + NativeLibrary.ENABLE_PROPERTY + "='" + printable(enable)
              + "' is not one of true, false",
          "use -D" + NativeLibrary.ENABLE_PROPERTY + "=false for pure Java, or remove it");
    }
    if (enable.equalsIgnoreCase("false")) {
      return NativeAvailability.unavailable(
          "disabled by -D" + NativeLibrary.ENABLE_PROPERTY + "=false",
          "remove -D" + NativeLibrary.ENABLE_PROPERTY + "=false");
    }
    Optional<String> platform = platformId(osName, osArch);
    if (platform.isEmpty()) {
      return NativeAvailability.unavailable(
          "no native helper exists for " + osName + " on " + osArch + " (Linux on x86_64 and aarch64 only)", "");
    }
    String base = RESOURCE_ROOT + platform.get() + "/" + LIBRARY_FILE;
    String expected;
    try {
      expected = readDigest(resources, base + ".sha256");
    } catch (IOException e) {
      return NativeAvailability.unavailable("cannot read " + base + ".sha256: " + e.getMessage(), REBUILD_HINT);
    }
    if (expected == null) {
      return NativeAvailability.unavailable("the jar carries no native helper for " + platform.get()
          + " (built without a C compiler or JNI headers, or with -Dnanometer.skipNative=true)", REBUILD_HINT);
    }
    Path parentToCheck = extractionParent != null ? extractionParent : Path.of(System.getProperty("java.io.tmpdir"));
    String unsafe = unsafeDirectory(parentToCheck);
    if (unsafe != null) {
      return NativeAvailability.unavailable("not extracting the native helper under " + parentToCheck + ": " + unsafe
          + " (another user could swap the library between its checksum and loading)",
          "set -D" + NativeLibrary.DIRECTORY_PROPERTY + "=<a directory only you can write, e.g. ~/.cache>");
    }
    Path dir = null;
    Path library = null;
    try {
      dir = extractionParent == null
          ? Files.createTempDirectory("nanometer-native-", PosixFilePermissions.asFileAttribute(
              PosixFilePermissions.fromString("rwx------")))
          : Files.createTempDirectory(extractionParent, "nanometer-native-",
              PosixFilePermissions.asFileAttribute(PosixFilePermissions.fromString("rwx------")));
      library = dir.resolve(LIBRARY_FILE);
      if (!extract(resources, base, library)) {
        return NativeAvailability.unavailable("the jar carries " + base + ".sha256 but not the library", REBUILD_HINT);
      }
      String actual = sha256(library);
      if (!actual.equals(expected)) {
        return NativeAvailability.unavailable("checksum mismatch for " + base + ": packaged digest " + expected
            + ", extracted file " + actual, "rebuild the jar (mvn clean package)");
      }
      linker.link(library);
      return NativeAvailability.availableBecause(
          "loaded " + platform.get() + " helper (sha256 " + actual.substring(0, 16) + "...)");
    } catch (IOException | UnsupportedOperationException | SecurityException e) {
      return NativeAvailability.unavailable("cannot extract the native helper under " + parentToCheck + ": "
          + plainReason(e),
          "set -D" + NativeLibrary.DIRECTORY_PROPERTY + "=<a writable directory on a POSIX filesystem>");
    } catch (UnsatisfiedLinkError e) {
      return NativeAvailability.unavailable("cannot load the native helper: " + e.getMessage(),
          "set -D" + NativeLibrary.DIRECTORY_PROPERTY + "=<a directory on a filesystem mounted with exec>, or "
              + REBUILD_HINT);
    } finally {
      deleteQuietly(library);
      deleteQuietly(dir);
    }
  }

  /** The packaged hex digest (first token, lower case), or null when the resource is missing. */
  private static String readDigest(ResourceOpener resources, String path) throws IOException {
    try (InputStream in = resources.open(path)) {
      if (in == null) {
        return null;
      }
      String text = new String(in.readNBytes(4096), StandardCharsets.US_ASCII).trim();
      List<String> words = Tokens.words(text);
      String token = words.isEmpty() ? "" : words.get(0).toLowerCase(Locale.ROOT);
      if (!isSha256Hex(token)) {
        throw new IOException("not a SHA-256 hex digest: '" + text + "'");
      }
      return token;
    }
  }

  /** Writes the resource to a new 0600 file, then makes it read-only (0500); false if missing. */
  private static boolean extract(ResourceOpener resources, String path, Path target) throws IOException {
    try (InputStream in = resources.open(path)) {
      if (in == null) {
        return false;
      }
      Files.createFile(target, PosixFilePermissions.asFileAttribute(PosixFilePermissions.fromString("rw-------")));
      try (OutputStream out = Files.newOutputStream(target, StandardOpenOption.WRITE)) {
        in.transferTo(out);
      }
    }
    Files.setPosixFilePermissions(target, PosixFilePermissions.fromString("r-x------"));
    return true;
  }

  /** The sticky bit of {@code unix:mode}. */
  private static final int STICKY = 01000;

  /**
   * Why {@code dir} is not a safe place to extract into, or null when it is: it and every
   * directory above it (symbolic links resolved) are owned by root or this user, and none is
   * writable by group or others without the sticky bit. A directory that cannot be inspected is
   * not safe; one that does not exist is left to the extraction to report.
   */
  static String unsafeDirectory(Path dir) {
    Object me;
    Path real;
    try {
      me = Files.getAttribute(Path.of("/proc/self"), "unix:uid");
      real = dir.toRealPath();
    } catch (java.nio.file.NoSuchFileException e) {
      return null; // nothing to swap in: extraction itself fails and says so
    } catch (IOException | RuntimeException e) {
      return "it cannot be inspected (" + e.getMessage() + ")";
    }
    for (Path p = real; p != null; p = p.getParent()) {
      int mode;
      Object owner;
      try {
        mode = (Integer) Files.getAttribute(p, "unix:mode");
        owner = Files.getAttribute(p, "unix:uid");
      } catch (IOException | RuntimeException e) {
        return p + " cannot be inspected (" + e.getMessage() + ")";
      }
      if (!owner.equals(0) && !owner.equals(me)) {
        return p + " is owned by another user (uid " + owner + ")";
      }
      if ((mode & 022) != 0 && (mode & STICKY) == 0) {
        return p + " is writable by " + ((mode & 002) != 0 ? "every user" : "its group") + " without the sticky bit"
            + " (mode " + octal4(mode & 07777) + ")";
      }
    }
    return null;
  }

  /** Lower-case hex SHA-256 of a file's bytes. */
  static String sha256(Path file) throws IOException {
    try {
      MessageDigest digest = MessageDigest.getInstance("SHA-256");
      return HexFormat.of().formatHex(digest.digest(Files.readAllBytes(file)));
    } catch (NoSuchAlgorithmException e) {
      throw new IOException("SHA-256 is not available in this JVM", e);
    }
  }

  private static void deleteQuietly(Path p) {
    if (p == null) {
      return;
    }
    try {
      Files.deleteIfExists(p);
    } catch (IOException | SecurityException e) {
      // Best effort: the directory is private (0700) and in the temp area; leaving it is harmless.
    }
  }

  /**
   * Why extracting failed, in words and without an exception's class name: "no such file or
   * directory: PATH", "permission denied: PATH", the file system's own reason, or the message.
   */
  static String plainReason(Exception e) {
    if (e instanceof java.nio.file.NoSuchFileException n) {
      return "no such file or directory: " + printable(String.valueOf(n.getFile()));
    }
    if (e instanceof java.nio.file.AccessDeniedException d) {
      return "permission denied: " + printable(String.valueOf(d.getFile()));
    }
    if (e instanceof java.nio.file.FileSystemException f && f.getReason() != null) {
      return printable(f.getReason()) + (f.getFile() == null ? "" : ": " + printable(f.getFile()));
    }
    if (e instanceof UnsupportedOperationException) {
      return "the file system has no POSIX permissions";
    }
    String message = e.getMessage();
    return message == null || message.isBlank() ? "not permitted here" : printable(message);
  }

  /** {@code text} with each control character (as {@code \\p{Cntrl}}: below 0x20, or 0x7f) made '?'. */
  private static String printable(String text) {
    StringBuilder sb = new StringBuilder(text.length());
    for (int i = 0; i < text.length(); i++) {
      char c = text.charAt(i);
      sb.append(c < 0x20 || c == 0x7f ? '?' : c);
    }
    return sb.toString();
  }

  /** {@code mode} as at least four octal digits, zero-padded ({@code 0755}). */
  private static String octal4(int mode) {
    String o = Integer.toOctalString(mode);
    return o.length() >= 4 ? o : "0000".substring(o.length()) + o;
  }

  /** True when {@code token} is 64 lower-case hex digits. */
  private static boolean isSha256Hex(String token) {
    if (token.length() != 64) {
      return false;
    }
    for (int i = 0; i < 64; i++) {
      char c = token.charAt(i);
      if (!((c >= '0' && c <= '9') || (c >= 'a' && c <= 'f'))) {
        return false;
      }
    }
    return true;
  }
}
