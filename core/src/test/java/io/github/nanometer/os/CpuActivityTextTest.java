package io.github.nanometer.os;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.nanometer.Pinning;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * A fork parent's measurement of the cpus crosses to its child intact ({@link CpuActivityText}),
 * and the child's measuring thread chooses from it without probing for itself.
 */
class CpuActivityTextTest {

  static CpuActivity hogOnCpu1() {
    CpuActivity.Neighbour hog = new CpuActivity.Neighbour(4242, "sh -c 'while :; do :; done' | a,b:c % é", 0.99, "1",
        true, true, false);
    CpuActivity.Neighbour kernel = new CpuActivity.Neighbour(17, "ksoftirqd/0", 0.02, "0", true, false, true);
    return new CpuActivity(100_000_000L, List.of(new CpuActivity.CpuUse(0, 0.05, 0.0, 0, List.of(kernel)),
        new CpuActivity.CpuUse(1, 1.0, 0.0, 1, List.of(hog))));
  }

  @Test
  void anActivityRoundTripsWithEveryCharacterOfItsNeighboursNames() {
    CpuActivity a = hogOnCpu1();
    assertEquals(Optional.of(a), CpuActivityText.read(CpuActivityText.write(a)));
    assertEquals(Optional.of(CpuActivity.NONE), CpuActivityText.read(CpuActivityText.write(CpuActivity.NONE)));
  }

  @Test
  void theParentsOwnShareIsTakenOutBeforeItIsHandedOver() {
    CpuActivity parent = new CpuActivity(100_000_000L, List.of(new CpuActivity.CpuUse(0, 0.40, 0.27, 0, List.of()),
        new CpuActivity.CpuUse(1, 0.10, 0.30, 0, List.of())));
    CpuActivity handed = parent.withoutOwnShare();
    assertEquals(0.13, handed.cpu(0).orElseThrow().busyFraction(), 1e-12);
    assertEquals(0.0, handed.cpu(1).orElseThrow().busyFraction(), "never below 0");
    handed.cpus().forEach(u -> assertEquals(0.0, u.ownFraction()));
    assertTrue(!handed.cpu(0).orElseThrow().describe().contains("by this JVM"), handed.cpu(0).orElseThrow().describe());
  }

  @Test
  void missingOrMalformedTextMeansTheChildProbesForItself() {
    for (String bad : new String[] {null, "", " ", "x", "100|0,0.5", "100|0,0.5,0,0,1:2", "100|a,b,c,d"}) {
      assertEquals(Optional.empty(), CpuActivityText.read(bad), String.valueOf(bad));
    }
  }

  @Test
  void aChildChoosesFromItsParentsMeasurementWithoutProbing() throws Exception {
    org.junit.jupiter.api.Assumptions.assumeTrue(Runtime.getRuntime().availableProcessors() >= 2, "needs 2 cpus");
    try (io.github.nanometer.TemporaryProperty parent = io.github.nanometer.TemporaryProperty.set(
            CpuActivityText.PROPERTY, CpuActivityText.write(hogOnCpu1()));
        MeasuringThread t = MeasuringThread.startInBackground(Pinning.auto())) {
      long start = System.nanoTime();
      PinResult r = t.pinResult();
      long waitedMillis = (System.nanoTime() - start) / 1_000_000;
      org.junit.jupiter.api.Assumptions.assumeTrue(r.pinned(), "this host does not let threads pin: " + r.summary());
      assertTrue(r.summary().contains("4242"), "the parent's hog is the evidence: " + r.summary());
      assertTrue(r.cpu() != 1, "the cpu the parent saw busy is avoided: " + r.summary());
      assertTrue(waitedMillis < CpuActivityProbe.DEFAULT_WINDOW.toMillis() * CpuActivityProbe.SETTLE_WINDOWS,
          "no probe windows were waited out: " + waitedMillis + " ms");
    }
  }
}
