package io.github.nanometer.docs;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.stream.Stream;

/**
 * README.md and the pages under docs/, as the tests that keep them true read them: the README is
 * the front door, and what a test checks lives on the page that documents it.
 */
public final class Docs {

  private Docs() {
  }

  /** The directory holding README.md and docs/: the working directory or the nearest one above it. */
  public static Path root() {
    for (Path p = Path.of("").toAbsolutePath(); p != null; p = p.getParent()) {
      if (Files.isRegularFile(p.resolve("README.md")) && Files.isDirectory(p.resolve("docs"))) {
        return p;
      }
    }
    throw new IllegalStateException("no README.md with a docs/ directory at or above " + Path.of("").toAbsolutePath());
  }

  public static Path readmePath() {
    return root().resolve("README.md");
  }

  public static String readme() {
    return read(readmePath());
  }

  /** The page docs/NAME, e.g. {@code page("cli.md")}. */
  public static String page(String name) {
    return read(root().resolve("docs").resolve(name));
  }

  /** README.md and every docs/*.md, README first. */
  public static List<Path> readmeAndPages() {
    List<Path> all = new ArrayList<>();
    all.add(readmePath());
    try (Stream<Path> pages = Files.list(root().resolve("docs"))) {
      pages.filter(p -> p.getFileName().toString().endsWith(".md")).sorted().forEach(all::add);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return all;
  }

  /**
   * Every Markdown file at the top of the project (README.md, BENCHMARKS.md, linuxtips.md, ...), in
   * docs/ and in docs/lab/ (the dated lab notes behind BENCHMARKS.md).
   */
  public static List<Path> allMarkdown() {
    List<Path> all = new ArrayList<>();
    try (Stream<Path> top = Files.list(root())) {
      top.filter(p -> p.getFileName().toString().endsWith(".md")).sorted().forEach(all::add);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    all.addAll(readmeAndPages().subList(1, readmeAndPages().size()));
    all.addAll(labNotes());
    return all;
  }

  /** The lab notes, docs/lab/*.md, sorted. */
  public static List<Path> labNotes() {
    try (Stream<Path> notes = Files.list(root().resolve("docs").resolve("lab"))) {
      return notes.filter(p -> p.getFileName().toString().endsWith(".md")).sorted().toList();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** BENCHMARKS.md, the results page. */
  public static Path resultsPath() {
    return root().resolve("BENCHMARKS.md");
  }

  public static String read(Path file) {
    try {
      return Files.readString(file);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** The lines of a Markdown text outside fenced code blocks (the fences included). */
  public static List<String> proseLines(String markdown) {
    List<String> prose = new ArrayList<>();
    boolean inCode = false;
    for (String line : markdown.split("\n", -1)) {
      if (line.stripLeading().startsWith("```")) {
        inCode = !inCode;
      } else if (!inCode) {
        prose.add(line);
      }
    }
    return prose;
  }

  /**
   * GitHub's anchors of a Markdown text's headings: lower case, everything but letters, digits,
   * spaces, hyphens and underscores dropped, spaces to hyphens, and a repeated anchor suffixed
   * {@code -1}, {@code -2}, ...
   */
  public static Set<String> anchors(String markdown) {
    Set<String> anchors = new LinkedHashSet<>();
    Map<String, Integer> seen = new HashMap<>();
    for (String line : proseLines(markdown)) {
      if (line.matches("#{1,6} .*")) {
        String base = anchor(line.replaceFirst("^#+ ", ""));
        int n = seen.merge(base, 1, Integer::sum) - 1;
        anchors.add(n == 0 ? base : base + "-" + n);
      }
    }
    return anchors;
  }

  /** GitHub's anchor of one heading's text. */
  public static String anchor(String heading) {
    return heading.strip().toLowerCase(Locale.ROOT).replaceAll("[^\\p{L}\\p{N} _-]", "").replace(' ', '-');
  }
}
