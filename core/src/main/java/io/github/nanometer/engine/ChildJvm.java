package io.github.nanometer.engine;

import io.github.nanometer.Blackhole;
import io.github.nanometer.Result;
import io.github.nanometer.os.HostFiles;
import io.github.nanometer.os.TransparentHugePages;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;

/**
 * Runs one fresh JVM that measures and writes one result as a {@code nanometer-results} document
 * (through {@link ResultDocuments}), and reads that result back: the process machinery of forked
 * experiments ({@link ForkedRun}) and of {@code nanometer jmh}. The child's stdout is discarded;
 * the end of its stderr is kept for the failure message.
 */
public final class ChildJvm {
  private static final int STDERR_TAIL_CHARS = 2000;

  private ChildJvm() {}

  /**
   * The start of a child's command line: this JVM's {@code java}, quiet compile commands, the
   * compiler-blackhole flags, the memory flags of {@link #memoryFlags} for this host, then {@code
   * jvmArgs}. The caller appends {@code -cp}, the main class and its arguments.
   */
  public static List<String> javaCommand(List<String> jvmArgs) {
    List<String> cmd = new ArrayList<>();
    cmd.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
    // quiet first: HotSpot echoes every later CompileCommand on standard output unless told not to.
    cmd.add("-XX:CompileCommand=quiet");
    cmd.addAll(Blackhole.compilerBlackholeFlags());
    cmd.addAll(memoryFlags(jvmArgs, TransparentHugePages.mode(HostFiles.real())));
    cmd.addAll(jvmArgs);
    return cmd;
  }

  /**
   * Flags that keep first-touch page faults out of a child's samples: {@code
   * -XX:+UseTransparentHugePages} when the host's THP mode is {@code madvise} (the heap is then
   * mapped 2 MiB at a time, so an allocating benchmark whose heap is still growing takes one fault
   * per 2 MiB instead of per 4 KiB; on a VM a fault can cost tens of microseconds). None when the
   * mode is {@code always} (every mapping already gets huge pages), {@code never} or unknown, or
   * when {@code jvmArgs} already choose page sizes or pre-touching themselves.
   *
   * @param jvmArgs the user's JVM arguments for the child
   * @param thpMode the host's selected THP mode, empty when unknown
   */
  public static List<String> memoryFlags(List<String> jvmArgs, Optional<String> thpMode) {
    for (String a : jvmArgs) {
      if (a.contains("TransparentHugePages") || a.contains("LargePages") || a.contains("AlwaysPreTouch")) {
        return List.of();
      }
    }
    return thpMode.filter("madvise"::equals).isPresent() ? List.of("-XX:+UseTransparentHugePages") : List.of();
  }

  /**
   * Runs the command {@code commandFor} makes for a fresh temporary result file (the file the child
   * must write its one result to), and reads that result.
   *
   * @param what how messages name the child, e.g. {@code "fork of com.example.Factory"}
   * @throws IllegalStateException when the child cannot start, exits with a non-zero status or
   *     writes no result: the message has its exit status and the end of its stderr
   */
  public static Result run(Function<Path, List<String>> commandFor, String what) {
    Path resultFile = null;
    try {
      resultFile = Files.createTempFile("nanometer-child-", ".json");
      Process p = new ProcessBuilder(commandFor.apply(resultFile)).start();
      p.getOutputStream().close();
      StringBuilder err = new StringBuilder();
      Thread errReader = new Thread(() -> drain(p.getErrorStream(), err), "nanometer-child-stderr");
      errReader.setDaemon(true);
      errReader.start();
      p.getInputStream().transferTo(java.io.OutputStream.nullOutputStream());
      int status = p.waitFor();
      errReader.join(1000);
      if (status == 0 && Files.size(resultFile) > 0) {
        return ResultDocuments.load().read(resultFile);
      }
      String tail;
      synchronized (err) {
        tail = err.length() > STDERR_TAIL_CHARS ? err.substring(err.length() - STDERR_TAIL_CHARS) : err.toString();
      }
      throw new IllegalStateException(what + " exited with status " + status + " and no result; stderr: "
          + tail.strip());
    } catch (IOException e) {
      throw new IllegalStateException("cannot start " + what + ": " + e.getMessage(), e);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IllegalStateException("interrupted while waiting for " + what, e);
    } finally {
      deleteQuietly(resultFile);
    }
  }

  private static void deleteQuietly(Path file) {
    if (file != null) {
      try {
        Files.deleteIfExists(file);
      } catch (IOException e) {
        // a temp file left behind is harmless; the result was already read or the child failed
      }
    }
  }

  private static void drain(InputStream in, StringBuilder sink) {
    try {
      byte[] all = in.readAllBytes();
      synchronized (sink) {
        sink.append(new String(all, StandardCharsets.UTF_8));
      }
    } catch (IOException e) {
      synchronized (sink) {
        sink.append("(stderr unreadable: ").append(e.getMessage()).append(')');
      }
    }
  }
}
