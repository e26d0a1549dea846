package io.github.nanometer.history.git;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;

/**
 * Runs the {@code git} executable in one directory and returns what it printed: its exit status,
 * its standard output and the first line of its error output. Git's messages are read in the C
 * locale ({@code LC_ALL=C}), and git never prompts ({@code GIT_TERMINAL_PROMPT=0}).
 */
final class GitProcess {

  /** How long one git command may take before it is stopped. */
  static final long TIMEOUT_SECONDS = 120;

  private final Path directory;
  private final String executable;

  /** Git commands run in {@code directory} through {@code executable} ({@code "git"}: found on the PATH). */
  GitProcess(Path directory, String executable) {
    this.directory = directory;
    this.executable = executable;
  }

  /** What one git command gave: its exit status, its output and its first error line. */
  record Output(int status, String stdout, String firstErrorLine) {}

  /**
   * Runs {@code git args...}.
   *
   * @throws GitException when git cannot be started (not installed), or does not finish in time
   */
  Output run(String... args) {
    List<String> command = new ArrayList<>();
    command.add(executable);
    command.addAll(List.of(args));
    ProcessBuilder pb = new ProcessBuilder(command).directory(directory.toFile());
    pb.environment().put("LC_ALL", "C");
    pb.environment().put("GIT_TERMINAL_PROMPT", "0");
    Process p;
    try {
      p = pb.start();
    } catch (IOException e) {
      throw new GitException("git could not be run in " + directory + " (" + e.getMessage() + "): install git and put"
          + " it on the PATH", e);
    }
    try {
      p.getOutputStream().close();
      CompletableFuture<String> errors = CompletableFuture.supplyAsync(() -> text(p.getErrorStream()));
      String out = text(p.getInputStream());
      if (!p.waitFor(TIMEOUT_SECONDS, TimeUnit.SECONDS)) {
        p.destroyForcibly();
        throw new GitException("git " + String.join(" ", args) + " did not finish within " + TIMEOUT_SECONDS + " s in "
            + directory);
      }
      String err = errors.join().strip();
      int newline = err.indexOf('\n');
      return new Output(p.exitValue(), out, newline < 0 ? err : err.substring(0, newline));
    } catch (IOException | UncheckedIOException e) {
      p.destroyForcibly();
      throw new GitException("reading git's output in " + directory + " failed: " + e.getMessage(), e);
    } catch (InterruptedException e) {
      p.destroyForcibly();
      Thread.currentThread().interrupt();
      throw new GitException("interrupted while git " + String.join(" ", args) + " ran in " + directory, e);
    }
  }

  private static String text(InputStream in) {
    try (in) {
      return new String(in.readAllBytes(), StandardCharsets.UTF_8);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
