package io.github.nanometer.cli;

import java.io.IOException;
import java.io.InputStream;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;

/**
 * A JMH benchmark that never returns (it sleeps, so that it holds no cpu of the machine running the
 * tests): what a {@code nanometer jmh} run's time limit is for, and a benchmark JVM that would run
 * for ever if it outlived its parent.
 */
public class NeverReturns {

  /** The run's name as {@code nanometer jmh} reports it. */
  static final String RUN = NeverReturns.class.getName() + ".sleep avgt";

  /** Sleeps for ever. */
  @Benchmark
  @BenchmarkMode(Mode.AverageTime)
  @OutputTimeUnit(TimeUnit.NANOSECONDS)
  public void sleep() throws InterruptedException {
    Thread.sleep(Long.MAX_VALUE);
  }

  /**
   * A class path holding this benchmark alone, listed as JMH's annotation processor lists it, with
   * jmh-core: {@code dir} (made here) and the jar, separated as {@code --classpath} takes them.
   */
  static String classPath(Path dir) throws IOException, URISyntaxException {
    String file = NeverReturns.class.getSimpleName() + ".class";
    Path pkg = Files.createDirectories(dir.resolve(NeverReturns.class.getPackageName().replace('.', '/')));
    try (InputStream in = NeverReturns.class.getResourceAsStream(file)) {
      Files.copy(in, pkg.resolve(file));
    }
    String user = NeverReturns.class.getName();
    String generated = "gen.NeverReturns_sleep_jmhTest";
    Files.createDirectories(dir.resolve("META-INF"));
    Files.writeString(dir.resolve("META-INF/BenchmarkList"), "JMH S " + user.length() + " " + user + " S "
        + generated.length() + " " + generated + " S 5 sleep S 11 AverageTime E\n", StandardCharsets.UTF_8);
    Path jmh = Path.of(Benchmark.class.getProtectionDomain().getCodeSource().getLocation().toURI());
    return dir + java.io.File.pathSeparator + jmh;
  }
}
