package io.github.nanometer.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.FileTime;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import java.util.jar.JarEntry;
import java.util.jar.JarOutputStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The HotSpot behaviour {@link ChildClassArchive} relies on, with this JDK's {@code java}: a training
 * JVM given {@code -XX:ArchiveClassesAtExit} writes an archive that a later JVM maps without a word
 * on stderr under {@code -Xlog:cds*=warning:stderr}, and a JVM whose jar changed since says so
 * there, which retires the archive.
 */
class ChildClassArchiveJvmTest {

  @TempDir
  Path tmp;

  /** The child's main class: it uses nothing but {@code java.lang}, so it runs from a jar of its own. */
  public static final class Hello {
    public static void main(String[] args) {
      System.out.println("hi");
    }
  }

  private static final String HELLO = Hello.class.getName().replace('.', '/') + ".class";

  private Path helloJar(long modifiedMillis) throws IOException {
    Path jar = tmp.resolve("hello.jar");
    try (JarOutputStream out = new JarOutputStream(Files.newOutputStream(jar));
        InputStream in = Hello.class.getResourceAsStream("/" + HELLO)) {
      out.putNextEntry(new JarEntry(HELLO));
      out.write(in.readAllBytes());
      out.closeEntry();
    }
    Files.setLastModifiedTime(jar, FileTime.fromMillis(modifiedMillis));
    return jar;
  }

  private static ChildClassArchive.Exit exec(List<String> command) {
    try {
      Process p = new ProcessBuilder(command).redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
      p.getOutputStream().close();
      String err = new String(p.getErrorStream().readAllBytes(), StandardCharsets.UTF_8);
      assertTrue(p.waitFor(60, TimeUnit.SECONDS));
      return new ChildClassArchive.Exit(p.exitValue(), err);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    } catch (InterruptedException e) {
      throw new AssertionError(e);
    }
  }

  @Test
  void theJvmWritesMapsAndRefusesArchivesAsTheArchiveExpects() throws IOException {
    Path jar = helloJar(1_700_000_000_000L);
    String launcher = Path.of(System.getProperty("java.home"), "bin", "java").toString();
    List<String> said = new ArrayList<>();
    ChildClassArchive archives = new ChildClassArchive(Optional.of(tmp.resolve("archives")), true,
        System.getProperty("java.vm.version"), said::add);
    List<String> command = archives.command(f -> List.of(launcher, "-cp", jar.toString(), Hello.class.getName(), f.toString()),
        tmp.resolve("r"), ChildClassArchiveJvmTest::exec, tmp.resolve("s"));
    assertEquals(1, said.size(), said.toString());
    assertTrue(said.get(0).startsWith("made a class-data archive"), said.get(0));
    String flag = command.stream().filter(a -> a.startsWith("-XX:SharedArchiveFile=")).findFirst().orElseThrow();
    Path archive = Path.of(flag.substring(flag.indexOf('=') + 1));
    assertTrue(Files.size(archive) > 0);

    ChildClassArchive.Exit mapped = exec(command);
    assertEquals(0, mapped.status(), mapped.stderr());
    assertEquals(Optional.empty(), ChildClassArchive.cdsLine(mapped.stderr()), mapped.stderr());
    archives.check(command, mapped.stderr());
    assertTrue(Files.exists(archive));

    try (OutputStream out = Files.newOutputStream(jar, StandardOpenOption.APPEND)) {
      out.write(0); // the jar changed: the JVM refuses the archive, and still runs from the jar
    }
    ChildClassArchive.Exit refused = exec(command);
    assertEquals(0, refused.status(), refused.stderr());
    assertTrue(ChildClassArchive.cdsLine(refused.stderr()).isPresent(), refused.stderr());
    archives.check(command, refused.stderr());
    assertFalse(Files.exists(archive));
    assertTrue(said.get(said.size() - 1).contains("refused"), said.toString());
  }
}
