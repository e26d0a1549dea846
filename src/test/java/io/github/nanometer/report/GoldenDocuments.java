package io.github.nanometer.report;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.Locale;
import java.util.function.Consumer;

/** Test helpers for the document readers: render a writer under a default locale, load a golden file. */
final class GoldenDocuments {
  private GoldenDocuments() {}

  /** What {@code writer} prints while the default locale is {@code locale}. */
  static String render(Locale locale, Consumer<PrintStream> writer) {
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

  /** The golden file {@code /golden/name} from the test resources. */
  static String golden(String name) {
    try (InputStream in = GoldenDocuments.class.getResourceAsStream("/golden/" + name)) {
      if (in == null) {
        throw new IllegalStateException("no golden file /golden/" + name);
      }
      return new String(in.readAllBytes(), StandardCharsets.UTF_8);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** The locale of a parameterized test's tag: {@code ROOT} or a language tag. */
  static Locale locale(String tag) {
    return tag.equals("ROOT") ? Locale.ROOT : Locale.forLanguageTag(tag);
  }
}
