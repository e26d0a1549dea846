package io.github.nanometer.cli;

import io.github.nanometer.cli.spi.BaselineRequest;
import io.github.nanometer.cli.spi.CommandOption;
import io.github.nanometer.cli.spi.HostOptions;
import io.github.nanometer.cli.spi.UsageException;
import io.github.nanometer.html.JudgeInputs;
import io.github.nanometer.html.RefusedDocument;
import io.github.nanometer.json.AtomicOutput;
import io.github.nanometer.judge.Judge;
import io.github.nanometer.judge.JudgeResult;
import io.github.nanometer.judge.JudgeWriter;
import io.github.nanometer.report.SavedResultReader;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.function.Consumer;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * Named baselines (criterion's habit): a measuring command saves its {@code nanometer-results}
 * document under a name ({@code --save-baseline NAME}) in a project directory, committable and
 * cacheable by a CI job ({@code .nanometer/baselines/} by default, {@code --baseline-dir DIR}), and
 * a later run is judged against it ({@code --baseline NAME}) with {@code judge}'s statistics;
 * {@code judge --list-baselines} lists them. A baseline is the file {@code DIR/NAME.json}. A
 * plug-in's command is lent its {@link Request} through its {@code cli.spi.CommandHost}.
 */
final class Baselines {
  private Baselines() {}

  /**
   * What a run's baseline flags ask for: the file to save this run's document as, and the file to
   * judge it against (checked to exist before anything is measured).
   *
   * @param saveAs {@code --save-baseline}'s file, if given
   * @param against {@code --baseline}'s file, if given
   */
  public record Request(Optional<Path> saveAs, Optional<Path> against) implements BaselineRequest {

    /**
     * The request of {@code a}'s {@code --save-baseline}, {@code --baseline} and {@code
     * --baseline-dir}.
     *
     * @throws UsageException for a bad name or directory, or a {@code --baseline} that does not exist
     */
    public static Request of(ParsedArgs a) throws UsageException {
      Path dir = dir(a);
      Optional<Path> save = a.has("save-baseline")
          ? Optional.of(file(dir, "save-baseline", a.string("save-baseline", ""))) : Optional.empty();
      Optional<Path> against = a.has("baseline")
          ? Optional.of(file(dir, "baseline", a.string("baseline", ""))) : Optional.empty();
      if (against.isPresent()) {
        if (Files.notExists(against.get())) {
          throw new UsageException("--baseline: no baseline " + against.get() + " (save one with --save-baseline)");
        }
        try { // read now, so an unreadable baseline is refused before anything is measured
          JudgeInputs.read(against.get().toString());
        } catch (RefusedDocument e) {
          throw new UsageException("--baseline: " + e.getMessage());
        }
      }
      if (save.isPresent()) {
        String problem = unwritable(save.get());
        if (problem != null) {
          throw new UsageException("--save-baseline: cannot save to " + save.get() + ": " + problem
              + " (--baseline-dir chooses the directory)");
        }
      }
      return new Request(save, against);
    }

    /**
     * After a run: judges the document {@code json} prints against {@code --baseline} (judge's table
     * on {@code err}, at judge's default threshold and confidence), then saves it as {@code
     * --save-baseline}.
     *
     * @param status the run's status so far
     * @return {@code status} when it is not 0, else judge's exit status, or 1 when the save failed
     * @throws UsageException when the baseline cannot be read
     */
    @Override
    public int finish(Consumer<PrintStream> json, int status, PrintStream err) throws UsageException {
      int result = status;
      if (against.isPresent()) {
        int judged = judge(against.get(), json, io.github.nanometer.OptionSpecs.JUDGE_THRESHOLD.defaultValue(),
            io.github.nanometer.OptionSpecs.CONFIDENCE.defaultValue(), err);
        result = result != 0 ? result : judged;
      }
      if (saveAs.isPresent() && save(saveAs.get(), json, err) != 0) {
        result = 1;
      }
      return result;
    }
  }

  /**
   * The baseline flags every measuring command takes: {@code --save-baseline}, {@code --baseline},
   * {@code --baseline-dir} (declared for plug-ins and the core alike by {@link HostOptions#baselines()}).
   */
  static List<CommandOption> options() {
    return HostOptions.baselines();
  }

  private static final Pattern NAME = Pattern.compile("[A-Za-z0-9][A-Za-z0-9._-]{0,63}");

  /** {@code --baseline-dir DIR}. */
  static CommandOption dirOption() {
    return HostOptions.baselineDirectory();
  }

  /** The directory of {@code --baseline-dir}. */
  static Path dir(ParsedArgs a) throws UsageException {
    String d = a.get(HostOptions.baselineDirectory());
    if (d.isBlank()) {
      throw new UsageException("--baseline-dir: empty; give a directory (default "
          + HostOptions.baselineDirectory().defaultValue() + ")");
    }
    try {
      return Path.of(d);
    } catch (java.nio.file.InvalidPathException e) {
      throw new UsageException("--baseline-dir: '" + d + "' is not a path: " + e.getReason());
    }
  }

  /**
   * The file of baseline {@code name} in {@code dir}.
   *
   * @throws UsageException naming the flag, the value and the accepted shape
   */
  static Path file(Path dir, String flag, String name) throws UsageException {
    if (!NAME.matcher(name).matches()) {
      throw new UsageException("--" + flag + ": '" + name + "' is not a baseline name: 1 to 64 letters, digits, "
          + "'.', '_' or '-', starting with a letter or digit");
    }
    return dir.resolve(name + ".json");
  }

  /**
   * Why {@code target} cannot be written as a baseline, or null when it can as far as can be told
   * before measuring: the file must not be a directory, and its nearest existing ancestor must be a
   * writable directory (the missing ones are created when saving).
   */
  static String unwritable(Path target) {
    Path file = target.toAbsolutePath();
    if (Files.isDirectory(file)) {
      return "is a directory";
    }
    for (Path p = file.getParent(); p != null; p = p.getParent()) {
      if (Files.exists(p)) {
        if (!Files.isDirectory(p)) {
          return p + " is not a directory";
        }
        return Files.isWritable(p) ? null : p + " is not writable";
      }
    }
    return "no existing directory above it";
  }

  /** Saves the document {@code json} prints as {@code target}, atomically; 0, or 1 after one line on {@code err}. */
  static int save(Path target, Consumer<PrintStream> json, PrintStream err) {
    try {
      Files.createDirectories(target.toAbsolutePath().getParent());
      try (AtomicOutput o = AtomicOutput.open(target)) {
        json.accept(o.printStream());
        o.commit();
      }
    } catch (IOException e) {
      err.println("nanometer: cannot save the baseline " + target + ": " + e.getMessage());
      return 1;
    }
    err.println("nanometer: baseline saved to " + target);
    return 0;
  }

  /**
   * Judges the document {@code json} prints against the baseline file {@code base} at the default
   * threshold and confidence, prints judge's table on {@code err}, and returns judge's exit status.
   *
   * @throws UsageException when the baseline is missing or unreadable
   */
  static int judge(Path base, Consumer<PrintStream> json, double threshold, double confidence, PrintStream err)
      throws UsageException {
    if (Files.notExists(base)) {
      throw new UsageException("--baseline: no baseline " + base + " (save one with --save-baseline)");
    }
    SavedResultReader.SavedFile old;
    try {
      old = JudgeInputs.read(base.toString());
    } catch (RefusedDocument e) {
      throw new UsageException("--baseline: " + e.getMessage());
    }
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    try (PrintStream ps = new PrintStream(bytes, false, StandardCharsets.UTF_8)) {
      json.accept(ps);
    }
    SavedResultReader.SavedFile now;
    try {
      now = JudgeInputs.parse("this run", bytes.toString(StandardCharsets.UTF_8));
    } catch (RefusedDocument e) {
      throw new UsageException(e.getMessage());
    }
    JudgeResult r = Judge.judge(old.benchmarks(), now.benchmarks(), threshold, confidence);
    JudgeWriter.text(r, new JudgeWriter.Sources(base.toString(), old, "this run", now), err);
    return r.exitCode();
  }

  /** One line per baseline in {@code dir}: name, benchmarks, last modified; a line saying so when none. */
  static List<String> list(Path dir) throws IOException {
    List<String> lines = new ArrayList<>();
    if (!Files.isDirectory(dir)) {
      lines.add("no baselines in " + dir + " (save one with reference --save-baseline NAME)");
      return lines;
    }
    try (Stream<Path> files = Files.list(dir)) {
      for (Path f : files.filter(p -> p.getFileName().toString().endsWith(".json")).sorted().toList()) {
        String name = f.getFileName().toString().replaceFirst("\\.json$", "");
        String what;
        try {
          SavedResultReader.SavedFile s = JudgeInputs.read(f.toString());
          what = s.benchmarks().size() + " benchmarks (" + s.format() + ")";
        } catch (RefusedDocument e) {
          what = "unreadable: " + e.getMessage();
        }
        lines.add(String.format(Locale.ROOT, "%-24s %s, saved %s", name, what, Files.getLastModifiedTime(f)));
      }
    }
    if (lines.isEmpty()) {
      lines.add("no baselines in " + dir + " (save one with reference --save-baseline NAME)");
    }
    return lines;
  }
}
