package io.github.nanometer.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.nanometer.Benchmark;
import io.github.nanometer.ClockSummary;
import io.github.nanometer.Options;
import io.github.nanometer.SelfTimedBody;
import io.github.nanometer.clock.NanoTimeClock;
import io.github.nanometer.measure.TuningCache;
import java.io.Serializable;
import java.nio.file.Path;
import java.util.function.Supplier;
import org.junit.jupiter.api.Test;

/** The tuning-cache key is honest: a changed body or a tuning-relevant option gives a new key. */
class CacheKeyTest {

  private static final ClockSummary FACTS = new ClockSummary("nanoTime", 20, 1, 3000, 20, 30);

  private static String key(Options o, Benchmark<?> b) {
    return new BenchmarkRun(o, NanoTimeClock.INSTANCE, FACTS, TuningCache.at(Path.of("/nonexistent-nanometer")),
        () -> -1).cacheKey(b);
  }

  private static final Supplier<Object> SAME = () -> 1;

  @Test
  void aChangedBodyUnderTheSameNameGivesANewKey() {
    Options o = Options.builder().build();
    Supplier<Object> before = () -> Math.sqrt(2);
    Supplier<Object> after = () -> Math.cbrt(2);
    // JDK 17 numbers lambda classes (Foo$$Lambda$14/0x...) by the lambdas the JVM spun before, so the
    // number moves with unrelated code: the fingerprint leaves it out, as JDK 21's names do. Only the
    // defining class's bytes tell an edit apart (asserted below); two unedited lambdas of one class
    // share a key (documented) and differ by their benchmark names.
    assertEquals(key(o, Benchmark.of("work", before)), key(o, Benchmark.of("work", after)));
    assertNotEquals(key(o, Benchmark.of("work", before)), key(o, Benchmark.of("other work", after)));
    assertEquals(CacheKeyTest.class.getName() + "$$Lambda@", BodyFingerprint.of(before).replaceFirst("@.*", "@"),
        "no synthetic class number: " + BodyFingerprint.of(before));
    String definingClassDigest = BodyFingerprint.of(new CacheKeyTest());
    String digest = definingClassDigest.substring(definingClassDigest.indexOf('@') + 1);
    assertTrue(digest.matches("[0-9a-f]{16}"), definingClassDigest);
    assertTrue(key(o, Benchmark.of("work", before)).contains("@" + digest + "|"),
        "an edit of the defining class changes the key: " + key(o, Benchmark.of("work", before)));
    assertEquals(key(o, Benchmark.of("work", SAME)), key(o, Benchmark.of("work", SAME)), "stable for one body");
  }

  @Test
  void aSerializableLambdaIsKeyedByItsImplementationMethod() {
    interface SerialBody extends SelfTimedBody, Serializable {}
    SerialBody body = n -> n;
    String fingerprint = BodyFingerprint.of(body);
    assertTrue(fingerprint.startsWith(CacheKeyTest.class.getName() + "::lambda$"), fingerprint);
    assertTrue(key(Options.builder().build(), Benchmark.selfTimed("self", body)).contains("::lambda$"));
  }

  @Test
  void aNamedClassIsKeyedByItsNameAndClassFile() {
    class Work implements Supplier<Object> {
      @Override
      public Object get() {
        return 3;
      }
    }
    String fingerprint = BodyFingerprint.of(new Work());
    assertTrue(fingerprint.startsWith(Work.class.getName() + "@"), fingerprint);
    assertTrue(!fingerprint.endsWith("@?"), "the class file was read: " + fingerprint);
  }

  @Test
  void aSavedResultCarriesTheFingerprintAsHexThatFollowsTheCode() {
    class Work implements Supplier<Object> {
      @Override
      public Object get() {
        return 3;
      }
    }
    class Other implements Supplier<Object> {
      @Override
      public Object get() {
        return 4;
      }
    }
    String work = BodyFingerprint.hex(new Work()).orElseThrow();
    assertTrue(work.matches("[0-9a-f]{16}"), work);
    assertEquals(work, BodyFingerprint.hex(new Work()).orElseThrow(), "stable for one body");
    assertNotEquals(work, BodyFingerprint.hex(new Other()).orElseThrow(), "another body, another fingerprint");
  }

  @Test
  void aBodyWhoseClassFileCannotBeReadHasNoHexFingerprint() throws Throwable {
    // A hidden class has no class file to read: the name alone would not follow the code.
    java.lang.invoke.MethodHandles.Lookup lookup = java.lang.invoke.MethodHandles.lookup();
    byte[] bytes;
    try (java.io.InputStream in = CacheKeyTest.class.getResourceAsStream("CacheKeyTest$Hidden.class")) {
      bytes = in.readAllBytes();
    }
    Object hidden = lookup.defineHiddenClass(bytes, true).lookupClass().getDeclaredConstructor().newInstance();
    assertTrue(BodyFingerprint.of(hidden).endsWith("@?"), BodyFingerprint.of(hidden));
    assertEquals(java.util.Optional.empty(), BodyFingerprint.hex(hidden));
  }

  @Test
  void aMethodIsFingerprintedByItsOwnerNameAndDescriptor() throws NoSuchMethodException {
    String get = BodyFingerprint.hex(Hidden.class.getDeclaredMethod("get")).orElseThrow();
    String size = BodyFingerprint.hex(Hidden.class.getDeclaredMethod("size", int.class)).orElseThrow();
    assertTrue(get.matches("[0-9a-f]{16}"), get);
    assertNotEquals(get, size, "two methods of one class differ");
    assertEquals(get, BodyFingerprint.hex(Hidden.class.getDeclaredMethod("get")).orElseThrow());
  }

  /** A body for the hidden-class and method fingerprints. */
  static final class Hidden implements Supplier<Object> {
    @Override
    public Object get() {
      return 5;
    }

    int size(int n) {
      return n + 1;
    }
  }

  @Test
  void optionsThatChangeTheTunedCountChangeTheKey() {
    Benchmark<?> b = Benchmark.of("work", SAME);
    Options base = Options.builder().build();
    assertNotEquals(key(base, b), key(base.toBuilder().batchSize(64).build(), b));
    assertNotEquals(key(base, b), key(base.toBuilder().oracle("table").build(), b));
    assertNotEquals(key(base, b), key(base.toBuilder().isolateLoops(!base.isolateLoops()).build(), b));
    assertEquals(key(base, b), key(base.toBuilder().seed(99).build(), b), "the seed does not change tuning");
  }
}
