package io.github.nanometer;

import java.net.URISyntaxException;
import java.net.URL;
import java.nio.file.Path;

/**
 * The library's test resources (fake host trees, saved documents) as files, for the tests of every
 * module: from the class directory when the library's tests run, or from the library's sources
 * when another module's tests read them out of the core-tests jar (every module's tests run from
 * the repository root).
 */
public final class TestResources {
  private TestResources() {}

  /**
   * The file or directory of the test resource {@code name} ({@code "/hosts/vm"}, a path from the
   * class path's root).
   *
   * @throws IllegalStateException when no such resource is on the class path
   */
  public static Path path(String name) {
    URL url = TestResources.class.getResource(name);
    if (url == null) {
      throw new IllegalStateException("no test resource " + name + " on the class path");
    }
    if (url.getProtocol().equals("jar")) {
      return Path.of("core", "src", "test", "resources").resolve(name.substring(1));
    }
    try {
      return Path.of(url.toURI());
    } catch (URISyntaxException e) {
      throw new IllegalStateException(e);
    }
  }
}
