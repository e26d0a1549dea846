package io.github.nanometer.history.chart;

import java.util.Optional;

/**
 * What the history page says about itself, and where its commits link to.
 *
 * @param title the page's title and heading, e.g. {@code "nanometer history: main"}; one line, not blank
 * @param generator who wrote it, e.g. {@code "nanometer 0.1.0 history show"}; one line, not blank
 * @param commitUrlPrefix the web address a commit's object name is appended to for a link to it,
 *     e.g. {@code "https://github.com/acme/parser/commit/"}: {@code http://} or {@code https://},
 *     no white space; empty for no links (the object name is then the text's tooltip)
 */
public record PageOptions(String title, String generator, Optional<String> commitUrlPrefix) {

  /** Checks the texts and the prefix, naming the bad one. */
  public PageOptions {
    line("title", title);
    line("generator", generator);
    if (commitUrlPrefix == null) {
      throw new IllegalArgumentException("commitUrlPrefix must be given (empty for no links), got null");
    }
    commitUrlPrefix.ifPresent(u -> {
      if (!(u.startsWith("https://") || u.startsWith("http://")) || u.chars().anyMatch(Character::isWhitespace)) {
        throw new IllegalArgumentException("commitUrlPrefix must be an http:// or https:// address without"
            + " white space, e.g. https://github.com/OWNER/REPO/commit/, got \"" + u + "\"");
      }
    });
  }

  /** Options without commit links. */
  public static PageOptions of(String title, String generator) {
    return new PageOptions(title, generator, Optional.empty());
  }

  private static void line(String name, String value) {
    if (value == null || value.isBlank() || value.chars().anyMatch(Character::isISOControl)) {
      throw new IllegalArgumentException(name + " must be one line of text, not blank, got "
          + (value == null ? "null" : "\"" + value.replace("\n", "\\n") + "\""));
    }
  }
}
