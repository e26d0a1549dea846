package io.github.nanometer.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.nanometer.docs.Docs;
import io.github.nanometer.options.Settings;
import io.github.nanometer.os.Setting;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * Every setting nanometer reads is in {@code Settings.ALL}, in {@code nanometer --help} and in
 * the settings table of docs/cli.md; this covers what {@code os.SettingTest} cannot see: names kept in
 * constants ({@code ENABLE_PROPERTY = "nanometer.native"}, the JUnit extension's properties) and the variables the {@code ./nanometer}
 * script reads.
 */
class SettingsDocumentedTest {

  private static Set<String> listed() {
    Set<String> names = new TreeSet<>();
    Settings.ALL.forEach(s -> names.add(s.name()));
    return names;
  }

  @Test
  void constantsAndTheLauncherScriptReadOnlyListedSettings() throws IOException {
    Set<String> read = new TreeSet<>();
    Pattern constant = Pattern.compile("_PROPERTY\\s*=\\s*\"([^\"]+)\"");
    for (Path root : io.github.nanometer.SourceRoots.MAIN) {
      try (var files = Files.walk(root)) {
        for (Path f : files.filter(p -> p.toString().endsWith(".java")).toList()) {
          Matcher m = constant.matcher(Files.readString(f));
          while (m.find()) {
            read.add(m.group(1));
          }
        }
      }
    }
    Matcher script = Pattern.compile("\\$\\{?(NANOMETER_[A-Z_]+)").matcher(Files.readString(Path.of("nanometer")));
    while (script.find()) {
      read.add(script.group(1));
    }
    read.removeAll(listed());
    assertEquals(Set.of(), read, "read but not in Settings.ALL");
  }

  @Test
  void topLevelHelpAndTheCliPageListEverySetting() {
    String help = HelpText.topLevel(Commands.all());
    String page = Docs.page("cli.md");
    List<String> missing = new ArrayList<>();
    for (Setting s : Settings.ALL) {
      if (!help.contains(s.usage()) || !help.contains(s.help()) || !help.contains("(default: " + s.defaultText())) {
        missing.add("--help: " + s.name());
      }
      String cell = "| `" + (s.source() == Setting.Source.PROPERTY ? "-D" : "") + s.name() + "` |";
      if (!page.contains(cell)) {
        missing.add("docs/cli.md: " + cell);
      }
    }
    assertEquals(List.of(), missing);
  }
}
