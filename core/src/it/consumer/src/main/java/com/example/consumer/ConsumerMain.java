package com.example.consumer;

import com.sun.jna.Native;
import io.github.nanometer.Benchmark;
import io.github.nanometer.Nanometer;
import io.github.nanometer.Options;
import io.github.nanometer.Result;
import java.time.Duration;

/** Measures one small benchmark through nanometer's public API and prints what scripts/consumer-test.sh checks. */
public final class ConsumerMain {
  private ConsumerMain() {}

  public static void main(String[] args) {
    Nanometer nm = Nanometer.create(Options.builder()
        .budget(Duration.ofMillis(50))
        .maxWarmup(Duration.ofMillis(100))
        .useTuningCache(false)
        .seed(1)
        .build());
    int[] data = new int[256];
    for (int i = 0; i < data.length; i++) {
      data[i] = i * 31;
    }
    Result r = nm.run(Benchmark.of("consumer sum", () -> {
      int s = 0;
      for (int v : data) {
        s += v;
      }
      return s;
    }));
    System.out.printf("nanometer result: %s %.3f ns, %d samples%n", r.name(), r.estimateNanos(), r.sampleCount());
    System.out.println("jna version: " + Native.VERSION);
    System.out.println("jna jar: " + Native.class.getProtectionDomain().getCodeSource().getLocation().getPath());
    System.out.println("nanometer jar: "
        + Nanometer.class.getProtectionDomain().getCodeSource().getLocation().getPath());
  }
}
