package io.github.nanometer.os;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.nanometer.options.Settings;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** Settings accept only their documented values, and every one the code reads is listed. */
class SettingTest {

  private static final Setting FLAG = Setting.property("nanometer.test.flag", List.of("true", "false"), "true|false",
      "false", "a test flag");

  @Test
  void onlyDocumentedValuesAreAccepted() {
    assertEquals(Optional.empty(), FLAG.problem("true"));
    assertEquals(Optional.empty(), FLAG.problem(" FALSE "));
    assertEquals(Optional.of("-Dnanometer.test.flag: 'no' is not one of true, false"), FLAG.problem("no"));
    assertEquals(Optional.of("-Dnanometer.test.flag: 'a\\u000ab' is not one of true, false"), FLAG.problem("a\nb"));
    Setting env = Setting.environment("X_PROGRESS", List.of("0", "1"), "0|1", "0", "h");
    assertEquals(Optional.of("environment variable X_PROGRESS: 'yes' is not one of 0, 1"), env.problem("yes"));
    assertEquals(Optional.of("1"), env.raw(Map.of("X_PROGRESS", "1")::get));
  }

  @Test
  void isOnReadsTheProcessAndRejectsOtherValues() {
    try {
      assertFalse(FLAG.isOn());
      System.setProperty(FLAG.name(), "true");
      assertTrue(FLAG.isOn());
      System.setProperty(FLAG.name(), "off");
      IllegalArgumentException e = assertThrows(IllegalArgumentException.class, FLAG::isOn);
      assertEquals("-Dnanometer.test.flag: 'off' is not one of true, false", e.getMessage());
      assertEquals(List.of("-Dnanometer.test.flag: 'off' is not one of true, false"), Setting.problems(List.of(FLAG)));
    } finally {
      System.clearProperty(FLAG.name());
    }
  }

  @Test
  void everySettingTheCodeReadsIsListedInDefaults() throws java.io.IOException {
    Set<String> listed = new java.util.HashSet<>();
    Settings.ALL.forEach(s -> listed.add(s.name()));
    // the JDK's readers of system properties and the environment (a JDBC ResultSet's getLong("column")
    // reads no setting)
    java.util.regex.Pattern read = java.util.regex.Pattern.compile(
        "(?:System\\.getProperty|System\\.getenv|Boolean\\.getBoolean|Integer\\.getInteger|Long\\.getLong)"
            + "\\(\\s*\"([^\"]+)\"");
    List<java.nio.file.Path> roots = io.github.nanometer.SourceRoots.MAIN;
    Set<String> jvmOwn = Set.of("java.version", "java.vm.name", "java.vm.vendor", "java.vm.info", "java.vm.version",
        "os.name", "os.version", "os.arch", "java.home", "java.class.path", "user.home", "user.name",
        "java.io.tmpdir");
    for (java.nio.file.Path root : roots) {
      try (var files = java.nio.file.Files.walk(root)) {
        for (java.nio.file.Path f : files.filter(p -> p.toString().endsWith(".java")).toList()) {
          var m = read.matcher(java.nio.file.Files.readString(f));
          while (m.find()) {
            String name = m.group(1);
            assertTrue(listed.contains(name) || jvmOwn.contains(name), f + " reads '" + name
                + "', which Settings.ALL does not list");
          }
        }
      }
    }
    assertTrue(listed.containsAll(Set.of("nanometer.quiet", "nanometer.cacheDir", "nanometer.native",
        "nanometer.native.dir", "NANOMETER_PROGRESS", "NANOMETER_JAVA_OPTS")));
  }
}
