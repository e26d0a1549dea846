package io.github.nanometer.doctor;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.Locale;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** Every link a finding carries names a heading of linuxtips.md (GitHub anchor rules), so links cannot rot. */
class LinuxTipsTest {

  /** GitHub's anchor of a heading: lower case, punctuation dropped, spaces to hyphens. */
  static String anchor(String heading) {
    return heading.trim().toLowerCase(Locale.ROOT).replaceAll("[^a-z0-9 _-]", "").replace(' ', '-');
  }

  private static Set<String> anchors() throws IOException {
    Set<String> anchors = new HashSet<>();
    boolean inCode = false;
    for (String line : Files.readAllLines(Path.of("linuxtips.md"))) {
      if (line.startsWith("```")) {
        inCode = !inCode;
      } else if (!inCode && line.startsWith("#")) {
        anchors.add(anchor(line.replaceFirst("^#+", "")));
      }
    }
    return anchors;
  }

  @Test
  void everyLinuxTipsConstantNamesAHeading() throws IOException, IllegalAccessException {
    Set<String> anchors = anchors();
    int checked = 0;
    for (Field f : LinuxTips.class.getFields()) {
      if (Modifier.isStatic(f.getModifiers()) && f.getType() == String.class) {
        String link = (String) f.get(null);
        assertTrue(link.startsWith("linuxtips.md#"), link);
        assertTrue(anchors.contains(link.substring(link.indexOf('#') + 1)), "no heading for " + link + " in " + anchors);
        checked++;
      }
    }
    assertTrue(checked >= 15, "checked " + checked + " anchors");
  }

  @Test
  void everyFindingOfEveryTreeLinksToAHeading() throws IOException {
    Set<String> anchors = anchors();
    for (String tree : FakeHosts.ALL) {
      for (Finding f : FakeHosts.doctor(tree).run().findings()) {
        assertTrue(anchors.contains(f.doc().substring(f.doc().indexOf('#') + 1)), f.id() + " -> " + f.doc());
      }
    }
  }

  @Test
  void internalLinksOfTheGuideResolve() throws IOException {
    Set<String> anchors = anchors();
    String text = Files.readString(Path.of("linuxtips.md"));
    java.util.regex.Matcher m = java.util.regex.Pattern.compile("\\]\\(#([a-z0-9-]+)\\)").matcher(text);
    while (m.find()) {
      assertTrue(anchors.contains(m.group(1)), "broken link #" + m.group(1));
    }
  }
}
