package io.github.nanometer.html;

import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;

/** Test helper: a real headless Chromium found on PATH, run once per page with a fresh profile. */
final class HeadlessChromium {

  static final List<String> NAMES = List.of("chromium", "chromium-browser", "google-chrome");

  /** What one run printed: the DOM or nothing on stdout, Chromium's log (console included) on stderr. */
  record Run(int exitCode, String stdout, String stderr) {

    /** Console messages of the page (any level: Chromium logs them as {@code :CONSOLE} lines). */
    List<String> consoleLines() {
      return stderr.lines().filter(l -> l.contains(":CONSOLE")).toList();
    }
  }

  private final Path executable;

  private HeadlessChromium(Path executable) {
    this.executable = executable;
  }

  /** The first of {@link #NAMES} found on PATH. */
  static Optional<HeadlessChromium> find() {
    String path = System.getenv("PATH");
    if (path == null) {
      return Optional.empty();
    }
    for (String name : NAMES) {
      for (String dir : path.split(File.pathSeparator)) {
        Path p = Path.of(dir, name);
        if (Files.isExecutable(p)) {
          return Optional.of(new HeadlessChromium(p));
        }
      }
    }
    return Optional.empty();
  }

  /** Loads {@code page} with the extra arguments (e.g. --dump-dom, --screenshot=...). */
  Run load(Path page, List<String> extra, Path scratch) throws IOException, InterruptedException {
    Path profile = Files.createTempDirectory(scratch, "profile");
    Path out = scratch.resolve("chromium-" + System.nanoTime() + ".out");
    Path err = scratch.resolve("chromium-" + System.nanoTime() + ".err");
    List<String> cmd = new ArrayList<>(List.of(executable.toString(), "--headless", "--no-sandbox", "--disable-gpu",
        "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run",
        "--user-data-dir=" + profile, "--enable-logging=stderr", "--v=0"));
    cmd.addAll(extra);
    cmd.add(page.toUri().toString());
    Process p = new ProcessBuilder(cmd).redirectOutput(out.toFile()).redirectError(err.toFile()).start();
    if (!p.waitFor(120, TimeUnit.SECONDS)) {
      p.destroyForcibly();
      throw new IOException("chromium did not finish loading " + page + " within 120 s");
    }
    return new Run(p.exitValue(), Files.readString(out, StandardCharsets.UTF_8),
        Files.readString(err, StandardCharsets.UTF_8));
  }
}
