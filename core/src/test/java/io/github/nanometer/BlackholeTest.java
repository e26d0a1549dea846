package io.github.nanometer;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.lang.management.ManagementFactory;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Detection of the JDK compiler blackhole from JVM arguments, and the volatile fallback. */
class BlackholeTest {

  private static final String UNLOCK = "-XX:+UnlockExperimentalVMOptions";

  @Test
  void detectsTheExactCommandWithDots() {
    assertTrue(Blackhole.detectCompilerBlackhole(
        List.of("-Xmx1g", UNLOCK, "-XX:CompileCommand=blackhole,io.github.nanometer.Blackhole::sink")));
  }

  @Test
  void detectsTheCommandWithSlashes() {
    assertTrue(Blackhole.detectCompilerBlackhole(
        List.of(UNLOCK, "-XX:CompileCommand=blackhole,io/github/nanometer/Blackhole::sink")));
    // HotSpot also accepts Class.method with a dot before the method.
    assertTrue(Blackhole.detectCompilerBlackhole(
        List.of(UNLOCK, "-XX:CompileCommand=blackhole,io/github/nanometer/Blackhole.sink")));
  }

  @Test
  void theFlagsItPublishesAreDetected() {
    assertTrue(Blackhole.detectCompilerBlackhole(Blackhole.compilerBlackholeFlags()));
    assertEquals(UNLOCK, Blackhole.compilerBlackholeFlags().get(0));
  }

  @Test
  void absentCommandIsNotDetected() {
    assertFalse(Blackhole.detectCompilerBlackhole(List.of()));
    assertFalse(Blackhole.detectCompilerBlackhole(List.of("-Xss4m", UNLOCK, "-XX:+UseG1GC")));
  }

  @Test
  void otherMethodsOrCommandsAreNotDetected() {
    assertFalse(Blackhole.detectCompilerBlackhole(
        List.of(UNLOCK, "-XX:CompileCommand=blackhole,io.github.nanometer.Blackhole::consume")));
    assertFalse(Blackhole.detectCompilerBlackhole(
        List.of(UNLOCK, "-XX:CompileCommand=blackhole,org.openjdk.jmh.infra.Blackhole::consume")));
    // A longer method name that merely starts with "sink" is a different method.
    assertFalse(Blackhole.detectCompilerBlackhole(
        List.of(UNLOCK, "-XX:CompileCommand=blackhole,io.github.nanometer.Blackhole::sinkAll")));
    // Another command on the right method does not make it a blackhole.
    assertFalse(Blackhole.detectCompilerBlackhole(
        List.of(UNLOCK, "-XX:CompileCommand=dontinline,io.github.nanometer.Blackhole::sink")));
    // Another class in a sub-package.
    assertFalse(Blackhole.detectCompilerBlackhole(
        List.of(UNLOCK, "-XX:CompileCommand=blackhole,io.github.nanometer.x.Blackhole::sink")));
  }

  @Test
  void kindMatchesThisJvm() {
    boolean expected = Blackhole.detectCompilerBlackhole(ManagementFactory.getRuntimeMXBean().getInputArguments());
    assertEquals(expected, Blackhole.compilerBlackholeActive());
    assertEquals(expected ? "compiler" : "volatile", Blackhole.kind());
  }

  /**
   * The volatile path keeps every 2^20th object reachable (so escape analysis cannot scalar-replace
   * consumed objects) and never takes its "unreachable" branches, even for values equal to one of
   * its two volatile fields; under the compiler blackhole nothing is stored.
   */
  @Test
  void volatilePathStoresEvery2To20thObjectAndNeverTheUnreachableBranches() {
    Blackhole bh = new Blackhole();
    Integer[] consumed = new Integer[1 << 21];
    for (int i = 0; i < consumed.length; i++) {
      consumed[i] = Integer.valueOf(i);
      bh.consume(consumed[i]);
      if (i == (1 << 20) - 1 && !Blackhole.compilerBlackholeActive()) {
        assertSame(consumed[i], bh.escaped(), "the 2^20th object is stored");
      }
    }
    Object expected = Blackhole.compilerBlackholeActive() ? null : consumed[(1 << 21) - 1];
    assertSame(expected, bh.escaped());
    // Each equals one of the two volatile fields of its type but not the other: no store.
    bh.consume(0x9E3779B97F4A7C15L);
    bh.consume(0x632BE59BD9B4E019L);
    bh.consume(Double.MIN_VALUE);
    bh.consume(-Double.MIN_VALUE);
    bh.consume(Double.NaN);
    bh.consume(7);
    bh.consume(true);
    bh.consume((Object) null);
    assertSame(expected, bh.escaped(), "no consumed primitive or null reaches the escape field");
  }
}
