package io.github.nanometer.measure;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Where the tuning cache goes for each combination of settings; never the working directory. */
class CacheLocationTest {

  @TempDir
  Path home;

  private record Chosen(Path dir, List<String> notes) {}

  private static Chosen resolve(String property, String xdg, String userHome) {
    return new CacheLocation(property, xdg, userHome, "/var/tmp", "alice").resolve(Chosen::new);
  }

  @Test
  void thePropertyWins() {
    assertEquals(new Chosen(Path.of("/data/c"), List.of()), resolve("/data/c", "/x", home.toString()));
  }

  @Test
  void anAbsoluteXdgCacheHomeIsUsed() {
    assertEquals(new Chosen(Path.of("/x/nanometer"), List.of()), resolve(null, "/x", home.toString()));
  }

  @Test
  void aRelativeXdgCacheHomeIsIgnoredAsTheSpecSays() {
    assertEquals(home.resolve(".cache/nanometer"), resolve(null, "rel/dir", home.toString()).dir());
  }

  @Test
  void aHomeOfQuestionMarkFallsBackToTheTempDirectoryWithANote() {
    // A uid without a passwd entry makes user.home "?"; the old code put the cache in ./?/.cache.
    Chosen c = resolve(null, null, "?");
    assertEquals(Path.of("/var/tmp/nanometer-cache-alice"), c.dir());
    assertEquals(1, c.notes().size());
    assertTrue(c.notes().get(0).contains("user.home '?' is not an absolute writable directory"), c.notes().get(0));
    assertTrue(c.dir().isAbsolute());
  }

  @Test
  void aMissingHomeFallsBackToo() {
    assertEquals(Path.of("/var/tmp/nanometer-cache-alice"), resolve(null, "", home.resolve("gone").toString()).dir());
  }
}
