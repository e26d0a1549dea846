package io.github.nanometer;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import org.junit.jupiter.api.Test;

class ThreadedOptionsTest {

  @Test
  void samplesAreBudgetOverSampleLengthWithinTheBounds() {
    ThreadedOptions o = ThreadedOptions.builder().budget(Duration.ofSeconds(1)).sampleLength(Duration.ofMillis(20))
        .build();
    assertEquals(50, o.samples());
    assertEquals(10, o.toBuilder().budget(Duration.ofMillis(40)).build().samples()); // minSamples
    assertEquals(30, o.toBuilder().maxSamples(30).build().samples());
    assertEquals(25, o.warmupSamples()); // 500 ms / 20 ms
    assertEquals(1, o.toBuilder().warmup(Duration.ofMillis(1)).build().warmupSamples()); // rounded up
  }

  @Test
  void badValuesNameTheMemberAndTheRange() {
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
        () -> ThreadedOptions.builder().sampleLength(Duration.ofNanos(10)).build());
    assertTrue(e.getMessage().startsWith("sampleLength is PT0.00000001S (accepted: PT0.001S to PT10S)"), e.getMessage());
    e = assertThrows(IllegalArgumentException.class, () -> ThreadedOptions.builder().minSamples(1).build());
    assertTrue(e.getMessage().contains("minSamples is 1"), e.getMessage());
    e = assertThrows(IllegalArgumentException.class, () -> ThreadedOptions.builder().confidence(1).build());
    assertTrue(e.getMessage().contains("confidence is 1.0"), e.getMessage());
    assertThrows(IllegalArgumentException.class, () -> ThreadedOptions.builder().pinning(null).build());
  }

  @Test
  void benchmarkRejectsDuplicateGroupsAndBadThreadCounts() {
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
        () -> ThreadedBenchmark.builder("b", Object::new)
            .group(ThreadedBenchmark.Group.of("g", 1, t -> t)).group(ThreadedBenchmark.Group.of("g", 1, t -> t))
            .build());
    assertTrue(e.getMessage().contains("two groups named 'g'"), e.getMessage());
    e = assertThrows(IllegalArgumentException.class, () -> ThreadedBenchmark.symmetric("b", 0, Object::new, t -> t));
    assertTrue(e.getMessage().contains("threads of group 'threads' is 0 (accepted: 1 to 1024)"), e.getMessage());
    e = assertThrows(IllegalArgumentException.class, () -> ThreadedBenchmark.builder("b", Object::new).build());
    assertTrue(e.getMessage().contains("needs at least one group"), e.getMessage());
  }
}
