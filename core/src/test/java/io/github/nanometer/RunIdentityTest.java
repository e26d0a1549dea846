package io.github.nanometer;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.lang.management.ManagementFactory;
import java.time.Instant;
import java.util.UUID;
import org.junit.jupiter.api.Test;

/** One id and start per JVM, an end per document. */
class RunIdentityTest {

  @Test
  void everyDocumentOfThisJvmSharesItsIdAndStart() {
    Instant first = Instant.parse("2026-11-30T10:00:00Z");
    Instant second = Instant.parse("2026-11-30T10:05:00Z");
    RunIdentity a = RunIdentity.ofThisJvm(first);
    RunIdentity b = RunIdentity.ofThisJvm(second);
    assertEquals(a.id(), b.id());
    assertEquals(a.startTime(), b.startTime());
    assertEquals(first, a.endTime());
    assertEquals(second, b.endTime());
    assertEquals(a.id(), UUID.fromString(a.id()).toString(), "a random UUID's text");
    assertEquals(Instant.ofEpochMilli(ManagementFactory.getRuntimeMXBean().getStartTime()), a.startTime());
  }

  @Test
  void endsNowToTheMillisecond() {
    Instant before = Instant.now().minusMillis(1);
    RunIdentity now = RunIdentity.ofThisJvm();
    assertTrue(!now.endTime().isBefore(before) && !now.endTime().isAfter(Instant.now()), now.toString());
    assertEquals(0, now.endTime().getNano() % 1_000_000, "whole milliseconds");
    assertTrue(!now.endTime().isBefore(now.startTime()), "written after the JVM started");
  }

  @Test
  void refusesABlankOrMultiLineIdAndMissingTimes() {
    Instant t = Instant.EPOCH;
    assertThrows(IllegalArgumentException.class, () -> new RunIdentity(" ", t, t));
    assertThrows(IllegalArgumentException.class, () -> new RunIdentity("a\nb", t, t));
    assertThrows(IllegalArgumentException.class, () -> new RunIdentity(null, t, t));
    assertThrows(IllegalArgumentException.class, () -> new RunIdentity("a", null, t));
    assertThrows(IllegalArgumentException.class, () -> new RunIdentity("a", t, null));
  }
}
