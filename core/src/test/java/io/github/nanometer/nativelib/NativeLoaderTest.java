package io.github.nanometer.nativelib;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.security.MessageDigest;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Drives every branch of {@link NativeLoader} with fake resources and a fake link step. */
class NativeLoaderTest {

  private static final String LIB = "/io/github/nanometer/native/linux-x86_64/libnanometer.so";
  private static final byte[] PAYLOAD = "not really an ELF file".getBytes(StandardCharsets.US_ASCII);

  @TempDir Path parent;

  private final Map<String, byte[]> resources = new HashMap<>();
  private final List<String> linkedChecks = new ArrayList<>();

  private NativeAvailability load(String property, String os, String arch) {
    return NativeLoader.load(property, os, arch, parent,
        opener(), this::fakeLink);
  }

  private NativeLoader.ResourceOpener opener() {
    return p -> resources.containsKey(p) ? new ByteArrayInputStream(resources.get(p)) : null;
  }

  /** Puts a library and its digest file (given as text) where the loader looks for linux-x86_64. */
  private void packaged(byte[] library, String digestText) {
    resources.put(LIB, library);
    resources.put(LIB + ".sha256", digestText.getBytes(StandardCharsets.US_ASCII));
  }

  /** Records what the extracted file looked like at link time: permissions, content, location. */
  private void fakeLink(Path library) {
    try {
      linkedChecks.add("file=" + PosixFilePermissions.toString(Files.getPosixFilePermissions(library)));
      linkedChecks.add("dir=" + PosixFilePermissions.toString(Files.getPosixFilePermissions(library.getParent())));
      linkedChecks.add("dirName=" + library.getParent().getFileName().toString().startsWith("nanometer-native-"));
      linkedChecks.add("inParent=" + library.getParent().getParent().equals(parent));
      linkedChecks.add("content=" + new String(Files.readAllBytes(library), StandardCharsets.US_ASCII));
    } catch (IOException e) {
      throw new AssertionError(e);
    }
  }

  private static String sha256Hex(byte[] bytes) throws Exception {
    return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(bytes));
  }

  private long filesLeftInParent() throws IOException {
    try (Stream<Path> s = Files.walk(parent)) {
      return s.filter(p -> !p.equals(parent)).count();
    }
  }

  /** Issue 21, item 20: a parent others may rename entries in is refused before anything is extracted. */
  @Test
  void aParentWritableByOthersWithoutTheStickyBitIsRefused() throws Exception {
    packaged(PAYLOAD, sha256Hex(PAYLOAD));
    Path shared = Files.createDirectories(parent.resolve("shared"));
    Files.setPosixFilePermissions(shared, PosixFilePermissions.fromString("rwxrwxrwx"));
    NativeAvailability a = NativeLoader.load(null, "Linux", "amd64", shared, opener(), this::fakeLink);
    assertFalse(a.available());
    assertTrue(a.reason().contains(shared.toRealPath() + " is writable by every user without the sticky bit (mode 0777)"),
        a.reason());
    assertTrue(a.howToEnable().contains("-Dnanometer.native.dir="), a.howToEnable());
    assertTrue(linkedChecks.isEmpty());
    try (Stream<Path> s = Files.list(shared)) {
      assertEquals(0, s.count(), "nothing extracted");
    }
    Path below = Files.createDirectories(shared.resolve("mine"));
    Files.setPosixFilePermissions(below, PosixFilePermissions.fromString("rwx------"));
    assertFalse(NativeLoader.load(null, "Linux", "amd64", below, opener(), this::fakeLink).available(),
        "a safe directory inside an unsafe one is unsafe too");
    Files.setAttribute(shared, "unix:mode", 01777); // sticky, like /tmp: others cannot rename our entries
    NativeAvailability sticky = NativeLoader.load(null, "Linux", "amd64", shared, opener(), this::fakeLink);
    assertTrue(sticky.available(), sticky.reason());
    Files.setPosixFilePermissions(shared, PosixFilePermissions.fromString("rwxrwx---"));
    assertTrue(NativeLoader.unsafeDirectory(shared).contains("writable by its group"));
  }

  @Test
  void disabledByPropertyNamesTheProperty() {
    NativeAvailability a = load("false", "Linux", "amd64");
    assertFalse(a.available());
    assertEquals("disabled by -Dnanometer.native=false", a.reason());
    assertEquals("remove -Dnanometer.native=false", a.howToEnable());
    assertTrue(linkedChecks.isEmpty());
  }

  @Test
  void anUndocumentedValueIsNamedNotSilentlyIgnored() {
    for (String v : new String[] {"no", "0", "off", "yes"}) {
      NativeAvailability a = load(v, "Linux", "amd64");
      assertFalse(a.available(), v);
      assertEquals("-Dnanometer.native='" + v + "' is not one of true, false", a.reason());
      assertTrue(linkedChecks.isEmpty(), v);
    }
  }

  @Test
  void platformIdsCoverLinuxX86AndArm() {
    assertEquals("linux-x86_64", NativeLoader.platformId("Linux", "amd64").orElseThrow());
    assertEquals("linux-x86_64", NativeLoader.platformId("Linux", "x86_64").orElseThrow());
    assertEquals("linux-aarch64", NativeLoader.platformId("Linux", "aarch64").orElseThrow());
    assertTrue(NativeLoader.platformId("Mac OS X", "aarch64").isEmpty());
    assertTrue(NativeLoader.platformId("Linux", "riscv64").isEmpty());
  }

  @Test
  void unsupportedPlatformSaysWhich() {
    NativeAvailability a = load(null, "Windows 11", "amd64");
    assertFalse(a.available());
    assertTrue(a.reason().contains("Windows 11 on amd64"), a.reason());
  }

  @Test
  void missingLibrarySaysHowToBuildIt() {
    NativeAvailability a = load(null, "Linux", "amd64");
    assertFalse(a.available());
    assertTrue(a.reason().contains("no native helper for linux-x86_64"), a.reason());
    assertTrue(a.howToEnable().contains("C compiler"), a.howToEnable());
  }

  @Test
  void malformedDigestIsReported() {
    packaged(PAYLOAD, "zz12");
    NativeAvailability a = load(null, "Linux", "amd64");
    assertFalse(a.available());
    assertTrue(a.reason().contains("not a SHA-256 hex digest"), a.reason());
  }

  @Test
  void checksumMismatchRefusesToLinkAndCleansUp() throws Exception {
    packaged(PAYLOAD, sha256Hex("other".getBytes(StandardCharsets.US_ASCII)) + "\n");
    NativeAvailability a = load(null, "Linux", "amd64");
    assertFalse(a.available());
    assertTrue(a.reason().startsWith("checksum mismatch"), a.reason());
    assertTrue(linkedChecks.isEmpty(), "must not link an unverified file");
    assertEquals(0, filesLeftInParent());
  }

  @Test
  void digestWithoutLibraryIsReported() throws Exception {
    resources.put(LIB + ".sha256", sha256Hex(PAYLOAD).getBytes(StandardCharsets.US_ASCII));
    NativeAvailability a = load(null, "Linux", "amd64");
    assertFalse(a.available());
    assertTrue(a.reason().contains("but not the library"), a.reason());
  }

  @Test
  void verifiedLibraryIsLinkedFromAPrivateReadOnlyFileThenRemoved() throws Exception {
    // sha256sum's format: digest, two spaces, file name
    packaged(PAYLOAD, sha256Hex(PAYLOAD).toUpperCase() + "  libnanometer.so\n");
    NativeAvailability a = load("true", "Linux", "x86_64");
    assertTrue(a.available(), a.reason());
    assertTrue(a.reason().startsWith("loaded linux-x86_64 helper (sha256 " + sha256Hex(PAYLOAD).substring(0, 16)), a.reason());
    assertEquals(List.of("file=r-x------", "dir=rwx------", "dirName=true", "inParent=true",
        "content=not really an ELF file"), linkedChecks);
    assertEquals(0, filesLeftInParent(), "the extracted file and its directory are deleted after linking");
  }

  @Test
  void linkFailureIsReportedWithTheLinkerMessage() throws Exception {
    packaged(PAYLOAD, sha256Hex(PAYLOAD));
    NativeAvailability a = NativeLoader.load(null, "Linux", "amd64", parent,
        opener(),
        p -> {
          throw new UnsatisfiedLinkError("failed to map segment from shared object");
        });
    assertFalse(a.available());
    assertTrue(a.reason().contains("failed to map segment"), a.reason());
    assertTrue(a.howToEnable().contains("-Dnanometer.native.dir="), a.howToEnable());
    assertEquals(0, filesLeftInParent());
  }

  @Test
  void unwritableParentIsAnExtractionFailure() throws Exception {
    packaged(PAYLOAD, sha256Hex(PAYLOAD));
    Path missing = parent.resolve("does-not-exist");
    NativeAvailability a = NativeLoader.load(null, "Linux", "amd64", missing,
        opener(), this::fakeLink);
    assertFalse(a.available());
    assertTrue(a.reason().startsWith("cannot extract the native helper under " + missing
        + ": no such file or directory: " + missing), a.reason());
    assertFalse(a.reason().contains("Exception"), "no exception class name in a user's message: " + a.reason());
    assertTrue(linkedChecks.isEmpty());
  }

  @Test
  void sha256OfAFileMatchesTheKnownDigestOfAbc() throws Exception {
    // FIPS 180-2, appendix B.1: SHA-256("abc")
    Path f = parent.resolve("abc");
    Files.writeString(f, "abc");
    assertEquals("ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad", NativeLoader.sha256(f));
  }
}
