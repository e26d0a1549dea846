package io.github.nanometer.suite;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.ByteBuffer;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The buffers of the direct and libc loops start on a page boundary, so that a call's source and
 * destination, which share one drawn offset, also share their page offset in every JVM, as in
 * llvm-libc and bench/memfunc-reference. Without it ({@code ByteBuffer.allocateDirect} alone is
 * only malloc's 16-byte aligned) the two buffers' base addresses differ by an amount that changes
 * from one JVM to the next, and so does memcpy's time: with a source and destination 2, 8 or 16
 * bytes out of step modulo 32, glibc's memcpy took 2.5x as long per call over "Google A" on the
 * 2-vCPU Zen 3 VM, and 32, 48 or 64 bytes out of step cost nothing (docs/lab/suite-memcpy-reference.md).
 */
class DirectBufferLayoutTest {

  @ParameterizedTest(name = "{0} bytes")
  @ValueSource(ints = {1, 100, 4095, 4096, 4097, 11776, 23552, 3 * 11776})
  void allocateAlignedStartsOnAPageAndHasExactlyTheBytesAskedFor(int bytes) {
    ByteBuffer b = DirectMemoryLoop.allocateAligned(bytes);
    assertTrue(b.isDirect());
    assertEquals(0, b.alignmentOffset(0, BufferPlan.MAX_ALIGNMENT), "address mod 4096");
    assertEquals(bytes, b.capacity());
    assertEquals(0, b.position());
  }

  @Test
  void everyDirectLoopsBuffersStartOnAPage() {
    int checked = 0;
    for (MemoryFunction f : MemoryFunction.values()) {
      BufferPlan plan = BufferPlan.forL1(f, 32 * 1024, SuiteDefaults.BATCH_ENTRIES, SuiteDefaults.ALIGNMENT, false);
      for (Implementation impl : Implementations.forFunction(f)) {
        if (!impl.isAvailable() || !(impl.create(plan) instanceof DirectMemoryLoop loop)) {
          continue;
        }
        for (ByteBuffer b : loop.buffers) {
          assertEquals(0, b.alignmentOffset(0, BufferPlan.MAX_ALIGNMENT), f + " " + impl.name() + ": address mod 4096");
          assertEquals(plan.bufferBytes(), b.capacity(), f + " " + impl.name());
        }
        checked++;
      }
    }
    assertTrue(checked >= 2, "the java-direct loops of memcpy and memset at least; checked " + checked);
  }
}
