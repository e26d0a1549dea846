package io.github.nanometer.report;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.Locale;
import java.util.function.Consumer;

/** Test support for golden files: output written under a given default locale, and resources as text. */
public final class GoldenText {
  private GoldenText() {}

  /** The locale of a test parameter: {@code "ROOT"} or a language tag such as {@code "de-DE"}. */
  public static Locale locale(String tag) {
    return tag.equals("ROOT") ? Locale.ROOT : Locale.forLanguageTag(tag);
  }

  /** What {@code writer} prints (UTF-8) while {@code locale} is the default; the default is restored. */
  public static String written(Locale locale, Consumer<PrintStream> writer) {
    Locale saved = Locale.getDefault();
    try {
      Locale.setDefault(locale);
      ByteArrayOutputStream bytes = new ByteArrayOutputStream();
      writer.accept(new PrintStream(bytes, true, StandardCharsets.UTF_8));
      return bytes.toString(StandardCharsets.UTF_8);
    } finally {
      Locale.setDefault(saved);
    }
  }

  /** A resource under {@code src/test/resources}, e.g. {@code /golden/suite-fixture.json}, as UTF-8 text. */
  public static String resource(String name) throws IOException {
    try (InputStream in = GoldenText.class.getResourceAsStream(name)) {
      if (in == null) {
        throw new IOException("missing test resource " + name);
      }
      return new String(in.readAllBytes(), StandardCharsets.UTF_8);
    }
  }

  /**
   * With {@code -Dnanometer.golden.update=true}, writes {@code text} over the golden file {@code name}
   * in whichever source tree (core, report or suite) holds it, and over its built copy, so a document
   * whose members changed on purpose gets a new golden file (review the diff, then run without the
   * flag).
   */
  public static void updateIfAsked(String name, String text) throws IOException {
    if (!Boolean.getBoolean("nanometer.golden.update")) {
      return;
    }
    for (String module : new String[] {"core", "report", "bench-suite"}) {
      java.nio.file.Path file = java.nio.file.Path.of(module + "/src/test/resources" + name);
      if (java.nio.file.Files.exists(file)) {
        java.nio.file.Files.writeString(file, text, StandardCharsets.UTF_8);
        // the copy the running tests read: the library's, or (report) the module's own
        String built = module.equals("report") ? "report" : "core";
        java.nio.file.Files.writeString(java.nio.file.Path.of(built + "/target/test-classes" + name), text,
            StandardCharsets.UTF_8);
        return;
      }
    }
    throw new IOException("no golden file " + name
        + " under core/src/test/resources, report/src/test/resources or bench-suite/src/test/resources");
  }
}
