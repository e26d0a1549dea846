package io.github.nanometer.examples;

import static io.github.nanometer.junit.PerformanceAssertions.assertNotSlower;
import static org.junit.jupiter.api.Assertions.assertNotSame;

import io.github.nanometer.Benchmark;
import io.github.nanometer.junit.PerformanceTest;
import io.github.nanometer.junit.PerformanceTester;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Path;
import java.util.function.ToLongFunction;
import org.junit.jupiter.api.Test;

/**
 * The baseline is the previous release of a class, loaded from its jar in a class loader of its
 * own; the candidate is this build's. Here the "previous jar" is this build's test-classes
 * directory (set -Dprevious.jar=path/to/old.jar to compare against a real release).
 */
@PerformanceTest(budgetMillis = 500, thresholdFraction = 0.05)
class PreviousVersionPerformanceTest {

  static ToLongFunction<byte[]> previousVersion(Path jar, String className) throws Exception {
    // Parent = the platform loader: every class of the old jar resolves to the old jar, never to
    // this build; the shared type (ToLongFunction) comes from the JDK, which both loaders see.
    URLClassLoader loader = new URLClassLoader(new URL[] {jar.toUri().toURL()}, ClassLoader.getPlatformClassLoader());
    @SuppressWarnings("unchecked")
    ToLongFunction<byte[]> f = (ToLongFunction<byte[]>) loader.loadClass(className).getConstructor().newInstance();
    return f;
  }

  @Test
  void checksumIsNotSlowerThanThePreviousVersion(PerformanceTester tester) throws Exception {
    Path jar = Path.of(System.getProperty("previous.jar",
        Checksum.class.getProtectionDomain().getCodeSource().getLocation().toURI().getPath()));
    ToLongFunction<byte[]> previous = previousVersion(jar, "io.github.nanometer.examples.Checksum");
    ToLongFunction<byte[]> current = new Checksum();
    assertNotSame(Checksum.class, previous.getClass());   // two versions, two classes

    Benchmark<byte[]> before = Benchmark.withInputs("checksum (previous)", random -> randomBytes(random, 256),
        previous::applyAsLong);
    Benchmark<byte[]> after = Benchmark.withInputs("checksum (this build)", random -> randomBytes(random, 256),
        current::applyAsLong);
    assertNotSlower(tester.compare(before, after));
  }

  static byte[] randomBytes(java.util.SplittableRandom random, int length) {
    byte[] b = new byte[length];
    random.nextBytes(b);
    return b;
  }
}
