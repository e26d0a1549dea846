package io.github.nanometer.engine;

import io.github.nanometer.text.Tokens;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;

/**
 * Which class-data archive a child JVM's command line may use ({@link ChildClassArchive}): a digest
 * of what the JVM checks before it maps an archive, so that a command that would refuse an archive
 * gets another one. The digest covers the {@code java} launcher, this JVM's version, the JVM flags
 * before {@code -cp} but for {@code -XX:CompileCommand=} and the {@code -Dnanometer.} properties (they
 * change no class the JVM loads, and JMH benchmarks differ in them), and every class path entry with
 * its size and modification time (the JVM refuses an archive whose jars changed). The main class and
 * its arguments are not part of it: every benchmark of a class path shares one archive.
 *
 * @param digest 24 hexadecimal digits, the archive's file name
 * @param classPathIndex where {@code -cp} stands in the command
 */
record ClassArchiveKey(String digest, int classPathIndex) {

  /** JVM flags through which a user chooses class-data sharing (or its absence) himself. */
  private static final List<String> SHARING_FLAGS = List.of("-Xshare", "SharedArchiveFile", "ArchiveClassesAtExit",
      "AutoCreateSharedArchive", "SharedClassListFile", "DumpLoadedClassList", "UseSharedSpaces", "AOTCache",
      "AOTMode", "AOTConfiguration", "CacheDataStore");

  /** What {@link #of} found: a key, or why the command gets no archive ({@code sayIt}: worth telling the user). */
  record Outcome(Optional<ClassArchiveKey> key, String reason, boolean sayIt) {}

  /**
   * The key of {@code command} ({@code java FLAGS... -cp CLASSPATH MAIN ARGS...}), or why it has none:
   * no {@code -cp}, JVM flags choosing class-data sharing themselves (not said: the user's choice), or
   * a non-empty directory on the class path (said: the JVM archives classes from jars only, and
   * refuses to dump with a directory there).
   *
   * @param javaVersion this JVM's {@code java.vm.version}; the child runs the same {@code java}
   */
  static Outcome of(List<String> command, String javaVersion) {
    int cp = command.indexOf("-cp");
    if (cp < 1 || cp + 1 >= command.size()) {
      return new Outcome(Optional.empty(), "the command has no -cp", false);
    }
    List<String> text = new ArrayList<>();
    text.add("java " + command.get(0));
    text.add("version " + javaVersion);
    for (String flag : command.subList(1, cp)) {
      if (SHARING_FLAGS.stream().anyMatch(flag::contains)) {
        return new Outcome(Optional.empty(), "the JVM arguments choose class-data sharing themselves (" + flag + ")",
            false);
      }
      if (!flag.startsWith("-XX:CompileCommand=") && !flag.startsWith("-Dnanometer.")) {
        text.add("flag " + flag);
      }
    }
    for (String entry : Tokens.fields(command.get(cp + 1), java.io.File.pathSeparatorChar)) {
      if (entry.isEmpty()) {
        continue;
      }
      Path p = Path.of(entry);
      if (nonEmptyDirectory(p)) {
        return new Outcome(Optional.empty(), "the class path holds the directory " + entry + " (class-data sharing "
            + "archives classes from jars only; run from a jar to have it)", true);
      }
      text.add("entry " + p.toAbsolutePath() + " " + sizeAndTime(p));
    }
    return new Outcome(Optional.of(new ClassArchiveKey(digest(String.join("\n", text)), cp)), "", false);
  }

  private static boolean nonEmptyDirectory(Path p) {
    if (!Files.isDirectory(p)) {
      return false;
    }
    try (Stream<Path> files = Files.list(p)) {
      return files.findAny().isPresent();
    } catch (IOException e) {
      return true; // unreadable: the JVM's dump would fail on it as well
    }
  }

  private static String sizeAndTime(Path p) {
    try {
      return Files.size(p) + " " + Files.getLastModifiedTime(p).toMillis();
    } catch (IOException e) {
      return "absent";
    }
  }

  private static String digest(String text) {
    try {
      byte[] d = MessageDigest.getInstance("SHA-256").digest(text.getBytes(StandardCharsets.UTF_8));
      StringBuilder hex = new StringBuilder();
      for (int i = 0; i < 12; i++) {
        hex.append(Character.forDigit((d[i] >> 4) & 0xf, 16)).append(Character.forDigit(d[i] & 0xf, 16));
      }
      return hex.toString();
    } catch (NoSuchAlgorithmException e) {
      throw new IllegalStateException("SHA-256 is missing from this JVM", e);
    }
  }

  /** {@code command} with {@code flags} inserted just before its {@code -cp}. */
  List<String> withFlags(List<String> command, List<String> flags) {
    List<String> out = new ArrayList<>(command.subList(0, classPathIndex));
    out.addAll(flags);
    out.addAll(command.subList(classPathIndex, command.size()));
    return out;
  }
}
