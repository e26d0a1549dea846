package io.github.nanometer.nativelib;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.ByteBuffer;
import java.util.Arrays;
import java.util.SplittableRandom;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The native timed loops against a Java reference run of the same calls in the same order
 * (System.arraycopy for memcpy/memmove, Arrays.fill for memset, Arrays.compareUnsigned for
 * memcmp). Skipped when the helper is not loaded; the Java-side checks that need no helper are in
 * {@link ParameterBatchTest}.
 */
class NativeMemoryLoopsTest {

  private static final int CAPACITY = 4096;
  private static final int ENTRIES = 61;
  private static final long CALLS = 157; // 2.6 passes over the batch, so wrap-around is exercised

  @BeforeAll
  static void requireHelper() {
    assumeTrue(NativeLibrary.isLoaded(), () -> NativeLibrary.availability().describe("native helper"));
  }

  private static NativeMemoryLoops loops(LoopTimer timer) {
    return NativeMemoryLoops.require(timer);
  }

  private static ByteBuffer direct(byte[] content) {
    ByteBuffer b = ByteBuffer.allocateDirect(content.length);
    b.put(content).clear();
    return b;
  }

  private static byte[] contents(ByteBuffer b) {
    byte[] out = new byte[b.capacity()];
    b.duplicate().clear().get(out);
    return out;
  }

  private static byte[] randomBytes(SplittableRandom r, int n) {
    byte[] b = new byte[n];
    for (int i = 0; i < n; i++) {
      b[i] = (byte) r.nextInt(256);
    }
    return b;
  }

  /** Random entries within CAPACITY, sizes 0..maxSize, with independent source offsets. */
  private static ParameterBatch randomBatch(SplittableRandom r, int maxSize) {
    int[] d = new int[ENTRIES];
    int[] s = new int[ENTRIES];
    int[] n = new int[ENTRIES];
    for (int i = 0; i < ENTRIES; i++) {
      n[i] = r.nextInt(maxSize + 1);
      d[i] = r.nextInt(CAPACITY - n[i] + 1);
      s[i] = r.nextInt(CAPACITY - n[i] + 1);
    }
    return ParameterBatch.of(d, s, n);
  }

  @ParameterizedTest
  @EnumSource(LoopTimer.class)
  void memcpyCopiesExactlyTheBatchInCallOrder(LoopTimer timer) {
    SplittableRandom r = new SplittableRandom(11 + timer.ordinal());
    byte[] src = randomBytes(r, CAPACITY);
    byte[] expected = new byte[CAPACITY];
    ByteBuffer dstBuf = ByteBuffer.allocateDirect(CAPACITY);
    ParameterBatch batch = randomBatch(r, 700);
    for (long c = 0; c < CALLS; c++) {
      int i = (int) (c % batch.length());
      System.arraycopy(src, batch.srcOffset(i), expected, batch.dstOffset(i), batch.size(i));
    }
    long ticks = loops(timer).memcpy(dstBuf, direct(src), batch, CALLS);
    assertTrue(ticks >= 0, "elapsed ticks " + ticks);
    assertArrayEquals(expected, contents(dstBuf));
  }

  @ParameterizedTest
  @ValueSource(longs = {21, 22, 23})
  void memmoveHandlesOverlapWithinOneBuffer(long seed) {
    SplittableRandom r = new SplittableRandom(seed);
    byte[] expected = randomBytes(r, CAPACITY);
    ByteBuffer buf = direct(expected);
    ParameterBatch batch = randomBatch(r, 1500);
    for (long c = 0; c < CALLS; c++) {
      int i = (int) (c % batch.length());
      System.arraycopy(expected, batch.srcOffset(i), expected, batch.dstOffset(i), batch.size(i));
    }
    loops(LoopTimer.MONOTONIC_NANOS).memmove(buf, buf, batch, CALLS);
    assertArrayEquals(expected, contents(buf));
  }

  @Test
  void memsetSetsExactlyTheBatchRanges() {
    SplittableRandom r = new SplittableRandom(31);
    byte[] expected = randomBytes(r, CAPACITY);
    ByteBuffer buf = direct(expected);
    ParameterBatch batch = randomBatch(r, 300);
    for (int i = 0; i < batch.length(); i++) {
      Arrays.fill(expected, batch.dstOffset(i), batch.dstOffset(i) + batch.size(i), (byte) 0xA5);
    }
    loops(LoopTimer.COUNTER).memset(buf, batch, 0xA5, CALLS);
    assertArrayEquals(expected, contents(buf));
  }

  @Test
  void memsetOnASliceStaysInsideTheSlice() {
    ByteBuffer whole = ByteBuffer.allocateDirect(64);
    ByteBuffer slice = whole.position(16).limit(32).slice();
    loops(LoopTimer.COUNTER).memset(slice, ParameterBatch.of(new int[] {0}, new int[] {16}), 7, 3);
    byte[] expected = new byte[64];
    Arrays.fill(expected, 16, 32, (byte) 7);
    assertArrayEquals(expected, contents(whole));
    assertThrows(IndexOutOfBoundsException.class,
        () -> loops(LoopTimer.COUNTER).memset(slice, ParameterBatch.of(new int[] {1}, new int[] {16}), 7, 1));
  }

  @ParameterizedTest
  @ValueSource(longs = {41, 42, 43})
  void memcmpFoldsEveryResultSignInCallOrder(long seed) {
    SplittableRandom r = new SplittableRandom(seed);
    byte[] a = randomBytes(r, CAPACITY);
    byte[] b = a.clone();
    for (int k = 0; k < 40; k++) {
      b[r.nextInt(CAPACITY)] = (byte) r.nextInt(256); // sparse differences, some bytes >= 0x80
    }
    int[] d = new int[ENTRIES];
    int[] n = new int[ENTRIES];
    for (int i = 0; i < ENTRIES; i++) {
      n[i] = r.nextInt(400);
      d[i] = r.nextInt(CAPACITY - n[i] + 1);
    }
    ParameterBatch batch = ParameterBatch.of(d, n); // same offsets: equal unless a difference falls inside
    long expected = 0;
    int nonZero = 0;
    for (long c = 0; c < CALLS; c++) {
      int i = (int) (c % ENTRIES);
      int cmp = Arrays.compareUnsigned(a, d[i], d[i] + n[i], b, d[i], d[i] + n[i]);
      nonZero += cmp != 0 ? 1 : 0;
      expected = NativeMemoryLoops.foldSign(expected, cmp);
    }
    assertTrue(nonZero > 0 && nonZero < CALLS, "the batch should mix equal and unequal ranges");
    long[] fold = new long[1];
    loops(LoopTimer.COUNTER).memcmp(direct(a).asReadOnlyBuffer(), direct(b), batch, CALLS, fold);
    assertEquals(expected, fold[0]);
  }

  @Test
  void emptyLoopTouchesNothing() {
    byte[] content = randomBytes(new SplittableRandom(51), CAPACITY);
    ByteBuffer dst = direct(content);
    ParameterBatch batch = randomBatch(new SplittableRandom(52), 512);
    long ticks = loops(LoopTimer.COUNTER).empty(dst, dst, batch, 100_000);
    assertTrue(ticks >= 0);
    assertArrayEquals(content, contents(dst));
  }

  @Test
  void outOfBoundsBatchIsRejectedBeforeAnyCall() {
    ByteBuffer dst = ByteBuffer.allocateDirect(128);
    ByteBuffer src = direct(randomBytes(new SplittableRandom(61), 256));
    ParameterBatch batch = ParameterBatch.of(new int[] {0, 64, 100}, new int[] {0, 0, 0}, new int[] {32, 64, 29});
    IndexOutOfBoundsException e = assertThrows(IndexOutOfBoundsException.class,
        () -> loops(LoopTimer.COUNTER).memcpy(dst, src, batch, 10));
    assertEquals("batch entry 2 out of bounds: dstOffset 100 + size 29 = 129 > dst capacity 128", e.getMessage());
    assertArrayEquals(new byte[128], contents(dst), "nothing may have been copied");
    ParameterBatch srcBad = ParameterBatch.of(new int[] {0}, new int[] {250}, new int[] {7});
    IndexOutOfBoundsException s = assertThrows(IndexOutOfBoundsException.class,
        () -> loops(LoopTimer.COUNTER).memcmp(src, src, srcBad, 1));
    assertTrue(s.getMessage().startsWith("batch entry 0 out of bounds: srcOffset 250"), s.getMessage());
  }

  @Test
  void memcpyRejectsOverlapButMemmoveAcceptsIt() {
    ByteBuffer buf = ByteBuffer.allocateDirect(256);
    ParameterBatch overlapping = ParameterBatch.of(new int[] {0, 10}, new int[] {100, 5}, new int[] {50, 10});
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
        () -> loops(LoopTimer.COUNTER).memcpy(buf, buf, overlapping, 2));
    assertTrue(e.getMessage().startsWith("batch entry 1: memcpy source and destination overlap"), e.getMessage());
    ByteBuffer view = buf.duplicate();
    assertThrows(IllegalArgumentException.class, () -> loops(LoopTimer.COUNTER).memcpy(buf, view, overlapping, 2));
    loops(LoopTimer.COUNTER).memmove(buf, buf, overlapping, 2);
  }

  @Test
  void rejectsUnsafeBuffersAndBadCounts() {
    NativeMemoryLoops l = loops(LoopTimer.COUNTER);
    ParameterBatch one = ParameterBatch.of(new int[] {0}, new int[] {1});
    ByteBuffer direct = ByteBuffer.allocateDirect(8);
    assertThrows(IllegalArgumentException.class, () -> l.memcpy(ByteBuffer.allocate(8), direct, one, 1));
    assertThrows(IllegalArgumentException.class, () -> l.memcpy(direct.asReadOnlyBuffer(), ByteBuffer.allocateDirect(8), one, 1));
    assertThrows(IllegalArgumentException.class, () -> l.memset(direct, one, 256, 1));
    assertThrows(IllegalArgumentException.class, () -> l.memset(direct, one, -1, 1));
    IllegalArgumentException calls = assertThrows(IllegalArgumentException.class, () -> l.memset(direct, one, 0, 0));
    assertEquals("calls must be in [1, 9223372036854775807], got 0", calls.getMessage());
    assertThrows(IllegalArgumentException.class, () -> l.memcmp(direct, direct, one, 1, new long[0]));
    assertThrows(IllegalArgumentException.class, () -> l.empty(direct, null, one, 1));
    assertThrows(IllegalArgumentException.class, () -> NativeMemoryLoops.open(null));
  }

  @Test
  void foldMatchesItsDefinition() {
    // fold = fold * 3 + (signum + 1): results -5, 0, 9 give ((0*3+0)*3+1)*3+2 = 5
    long f = NativeMemoryLoops.foldSign(NativeMemoryLoops.foldSign(NativeMemoryLoops.foldSign(0, -5), 0), 9);
    assertEquals(5, f);
  }

  @Test
  void fileMappedBuffersAreRefusedEvenAfterTheFileShrinks(@org.junit.jupiter.api.io.TempDir java.nio.file.Path dir)
      throws java.io.IOException {
    java.nio.file.Path file = dir.resolve("mapped.bin");
    java.nio.file.Files.write(file, new byte[8192]);
    try (java.nio.channels.FileChannel ch = java.nio.channels.FileChannel.open(file,
        java.nio.file.StandardOpenOption.READ, java.nio.file.StandardOpenOption.WRITE)) {
      java.nio.MappedByteBuffer mapped = ch.map(java.nio.channels.FileChannel.MapMode.READ_WRITE, 0, 8192);
      ch.truncate(0); // touching the mapping now would raise SIGBUS
      ParameterBatch batch = ParameterBatch.of(new int[] {4096}, new int[] {64});
      IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
          () -> loops(LoopTimer.MONOTONIC_NANOS).memset(mapped, batch, 1, 1));
      assertTrue(e.getMessage().startsWith("dst: the buffer is backed by a file mapping"), e.getMessage());
      assertTrue(e.getMessage().contains("mapped.bin"), e.getMessage());
      ByteBuffer direct = ByteBuffer.allocateDirect(8192);
      IllegalArgumentException slice = assertThrows(IllegalArgumentException.class,
          () -> loops(LoopTimer.MONOTONIC_NANOS).memcpy(direct, mapped.slice(4096, 4096), batch, 1));
      assertTrue(slice.getMessage().startsWith("src: "), slice.getMessage());
    }
  }
}
