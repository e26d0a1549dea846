package io.github.nanometer.engine;

import io.github.nanometer.BenchmarkFactory;
import io.github.nanometer.Blackhole;
import io.github.nanometer.Defaults;
import io.github.nanometer.ForkOptions;
import io.github.nanometer.ForkedResult;
import io.github.nanometer.Options;
import io.github.nanometer.report.JsonReader;
import io.github.nanometer.stats.HierarchicalBootstrap;
import io.github.nanometer.stats.HierarchicalData;
import io.github.nanometer.stats.RandomEffects;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Runs a forked experiment: launches fresh JVMs one after another with this JVM's class path and
 * the compiler-blackhole flags, collects each fork's iteration estimates, and computes the
 * two-level statistics. {@code io.github.nanometer.Nanometer#forked} is the public entry; this class
 * is public only so that the public API can delegate to it.
 */
public final class ForkedRun {
  private static final int STDERR_TAIL_CHARS = 2000;

  private ForkedRun() {}

  /**
   * Runs {@code fo.forks()} forks one after another and summarises their iteration estimates.
   *
   * @throws IllegalStateException when a fork fails, with its exit status and stderr tail
   */
  public static ForkedResult run(Class<? extends BenchmarkFactory> factory, ForkOptions fo, Options options) {
    double[][] estimates = new double[fo.forks()][];
    String name = factory.getName();
    for (int f = 0; f < fo.forks(); f++) {
      Map<String, Object> line = fork(factory, fo, options, options.seed() + f);
      name = String.valueOf(line.get("name"));
      @SuppressWarnings("unchecked")
      List<Object> values = (List<Object>) line.get("iterationNanos");
      estimates[f] = values.stream().mapToDouble(v -> ((Number) v).doubleValue()).toArray();
    }
    HierarchicalData data = HierarchicalData.twoLevels(estimates);
    double confidence = Defaults.CONFIDENCE;
    return new ForkedResult(name, estimates, data.grandMean(), RandomEffects.meanInterval(data, confidence),
        HierarchicalBootstrap.covers(fo.forks())
            ? Optional.of(HierarchicalBootstrap.meanInterval(data, confidence, HierarchicalBootstrap.DEFAULT_RESAMPLES,
                options.seed()))
            : Optional.empty(),
        confidence, RandomEffects.estimate(data));
  }

  static List<String> command(Class<? extends BenchmarkFactory> factory, ForkOptions fo, Options options, long seed) {
    List<String> cmd = new ArrayList<>();
    cmd.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
    cmd.addAll(Blackhole.compilerBlackholeFlags());
    cmd.add("-XX:CompileCommand=quiet");
    cmd.addAll(fo.jvmArgs());
    cmd.add("-cp");
    cmd.add(System.getProperty("java.class.path"));
    cmd.add(ForkChild.class.getName());
    cmd.add(factory.getName());
    cmd.add(Integer.toString(fo.iterations()));
    cmd.add(Long.toString(fo.iterationBudget().toNanos()));
    cmd.add(Long.toString(options.maxWarmup().toNanos()));
    cmd.add(Long.toString(seed));
    return cmd;
  }

  private static Map<String, Object> fork(Class<? extends BenchmarkFactory> factory, ForkOptions fo, Options options,
      long seed) {
    List<String> cmd = command(factory, fo, options, seed);
    try {
      Process p = new ProcessBuilder(cmd).start();
      p.getOutputStream().close();
      StringBuilder err = new StringBuilder();
      Thread errReader = new Thread(() -> drain(p.getErrorStream(), err), "nanometer-fork-stderr");
      errReader.setDaemon(true);
      errReader.start();
      String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
      int status = p.waitFor();
      errReader.join(1000);
      for (String l : out.split("\n")) {
        if (l.startsWith(ForkChild.MARKER) && status == 0) {
          return JsonReader.parseObject(l.substring(ForkChild.MARKER.length()));
        }
      }
      String tail = err.length() > STDERR_TAIL_CHARS ? err.substring(err.length() - STDERR_TAIL_CHARS) : err.toString();
      throw new IllegalStateException("fork of " + factory.getName() + " exited with status " + status
          + " and no result; stderr: " + tail.strip());
    } catch (IOException e) {
      throw new IllegalStateException("cannot start a fork: " + e.getMessage(), e);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IllegalStateException("interrupted while waiting for a fork", e);
    }
  }

  private static void drain(InputStream in, StringBuilder sink) {
    try {
      byte[] all = in.readAllBytes();
      synchronized (sink) {
        sink.append(new String(all, StandardCharsets.UTF_8));
      }
    } catch (IOException e) {
      synchronized (sink) {
        sink.append("(stderr unreadable: ").append(e.getMessage()).append(')');
      }
    }
  }
}
