package io.github.nanometer.measure;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.lang.management.ManagementFactory;
import org.junit.jupiter.api.Test;

class PreTouchedHeapTest {

  @Test
  void onlyAFixedHeapWithPreTouchingCounts() {
    assertTrue(PreTouchedHeap.of("true", "1073741824", "1073741824"));
    assertFalse(PreTouchedHeap.of("false", "1073741824", "1073741824"));
    assertFalse(PreTouchedHeap.of("true", "268435456", "1073741824"));
  }

  @Test
  void thisJvmIsReadFromItsOptions() {
    boolean preTouch = ManagementFactory.getRuntimeMXBean().getInputArguments().contains("-XX:+AlwaysPreTouch");
    assertEquals(preTouch && VmOptions.value("InitialHeapSize").equals(VmOptions.value("MaxHeapSize")),
        PreTouchedHeap.ofThisJvm());
    assertTrue(VmOptions.value("MaxHeapSize").map(Long::parseLong).orElseThrow() > 0);
    assertTrue(VmOptions.value("NoSuchOptionAnywhere").isEmpty());
  }
}
