package io.github.nanometer.docs;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * The README is a front door: at most 260 lines, and it links every page under docs/; every
 * relative link of README.md, the other top-level Markdown files, docs/*.md and the lab notes
 * docs/lab/*.md names a file that exists and, into a Markdown file, a heading that exists (GitHub's
 * anchor rules).
 */
class DocsLinksTest {

  private static final int README_MAX_LINES = 260;

  /** {@code [text](target)} and {@code ![alt](target)}; the target up to a space or the closing parenthesis. */
  private static final Pattern LINK = Pattern.compile("\\[[^\\]]*\\]\\(([^)\\s]+)(?:\\s+\"[^\"]*\")?\\)");

  /** The link targets of a Markdown text, outside code blocks and code spans. */
  static List<String> targets(String markdown) {
    List<String> targets = new ArrayList<>();
    for (String line : Docs.proseLines(markdown)) {
      Matcher m = LINK.matcher(line.replaceAll("`[^`]*`", ""));
      while (m.find()) {
        targets.add(m.group(1));
      }
    }
    return targets;
  }

  /** What is wrong with one relative link of {@code from}, or null when it resolves. */
  static String problem(Path from, String target) {
    if (target.matches("[a-zA-Z][a-zA-Z0-9+.-]*:.*")) {
      return null; // https:, mailto: and the like are not checked here
    }
    int hash = target.indexOf('#');
    String file = hash < 0 ? target : target.substring(0, hash);
    String anchor = hash < 0 ? null : target.substring(hash + 1);
    Path resolved = file.isEmpty() ? from : from.getParent().resolve(file).normalize();
    if (!Files.exists(resolved)) {
      return "no such file " + resolved;
    }
    if (anchor != null && (!resolved.toString().endsWith(".md") || !Docs.anchors(Docs.read(resolved)).contains(anchor))) {
      return "no heading #" + anchor + " in " + resolved.getFileName();
    }
    return null;
  }

  @Test
  void everyRelativeLinkOfTheReadmeAndTheDocsResolves() {
    List<String> broken = new ArrayList<>();
    int checked = 0;
    for (Path md : Docs.allMarkdown()) {
      for (String target : targets(Docs.read(md))) {
        String problem = problem(md, target);
        if (problem != null) {
          broken.add(md.getFileName() + ": (" + target + ") " + problem);
        }
        checked++;
      }
    }
    assertEquals(List.of(), broken);
    assertTrue(checked >= 50, "checked " + checked + " links");
  }

  @Test
  void theReadmeIsShortAndLinksEveryPage() {
    String readme = Docs.readme();
    long lines = readme.lines().count();
    assertTrue(lines <= README_MAX_LINES, "README.md has " + lines + " lines, at most " + README_MAX_LINES);
    List<String> linked = targets(readme).stream().map(t -> t.replaceFirst("#.*", "")).toList();
    List<String> unlinked = new ArrayList<>();
    for (Path page : Docs.readmeAndPages().subList(1, Docs.readmeAndPages().size())) {
      String relative = "docs/" + page.getFileName();
      if (!linked.contains(relative)) {
        unlinked.add(relative);
      }
    }
    assertEquals(List.of(), unlinked, "pages the README does not link");
  }

  @Test
  void theLinkCheckerCatchesWhatItShould() {
    Path readme = Docs.readmePath();
    assertEquals(List.of("docs/cli.md#settings", "#benchmarks", "x.png"),
        targets("[a](docs/cli.md#settings) `[b](nowhere.md)` ![c](#benchmarks)\n```\n[d](nowhere.md)\n```\n![e](x.png)"));
    assertEquals(null, problem(readme, "docs/cli.md#settings"));
    assertEquals(null, problem(readme, "#benchmarks"));
    assertEquals(null, problem(readme, "https://example.org/missing"));
    assertTrue(problem(readme, "docs/nowhere.md").startsWith("no such file"));
    assertTrue(problem(readme, "docs/cli.md#no-such-heading").startsWith("no heading"));
    assertTrue(problem(readme, "#no-such-heading").startsWith("no heading"));
    assertEquals("why-is-it-slow-jfr-and-async-profiler", Docs.anchor("Why is it slow? JFR and async-profiler"));
    assertEquals("jmh-json-out---format-jmh", Docs.anchor("JMH JSON out: `--format jmh`"));
    assertTrue(Docs.anchors("# A\n## A\n```\n# B\n```\n").containsAll(List.of("a", "a-1")));
    assertTrue(!Docs.anchors("```\n# B\n```\n").contains("b"));
  }
}
