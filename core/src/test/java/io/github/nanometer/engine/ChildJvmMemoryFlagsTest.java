package io.github.nanometer.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.nanometer.TemporaryProperty;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** The memory flags a child JVM is started with, for hosts described by their THP mode and memory. */
class ChildJvmMemoryFlagsTest {
  private static final long GIB = 1L << 30;
  private static final List<String> FIXED_HEAP = List.of("-Xms1024m", "-Xmx1024m", "-XX:+AlwaysPreTouch");

  @Test
  void aHostWithMemoryGivesAFixedPreTouchedHeapAndHugePagesWhereTheyAreGivenOnAsking() {
    assertEquals(concat(List.of("-XX:+UseTransparentHugePages"), FIXED_HEAP),
        defaultHeapFlags(List.of(), Optional.of("madvise"), 24 * GIB));
    assertEquals(FIXED_HEAP, defaultHeapFlags(List.of(), Optional.of("always"), 24 * GIB));
    assertEquals(FIXED_HEAP, defaultHeapFlags(List.of(), Optional.of("never"), 24 * GIB));
    assertEquals(FIXED_HEAP, defaultHeapFlags(List.of(), Optional.empty(), 4 * GIB));
  }

  @Test
  void aChosenChildHeapReplacesTheGibibyteWhereAQuarterOfTheHostHoldsIt() {
    assertEquals(List.of("-Xms256m", "-Xmx256m", "-XX:+AlwaysPreTouch"),
        ChildJvm.memoryFlags(List.of(), Optional.of("never"), 2 * GIB, ChildJvm.heapBytes("256m")));
    assertEquals(List.of(), ChildJvm.memoryFlags(List.of(), Optional.of("never"), 8 * GIB - 1,
        ChildJvm.heapBytes("2G")), "2 GiB needs 8 GiB of memory");
    assertEquals(List.of("-Xms4096m", "-Xmx4096m", "-XX:+AlwaysPreTouch"),
        ChildJvm.memoryFlags(List.of(), Optional.of("never"), 16 * GIB, ChildJvm.heapBytes("4g")));
    assertEquals(List.of(), ChildJvm.memoryFlags(List.of("-Xmx64m"), Optional.of("never"), 24 * GIB,
        ChildJvm.heapBytes("512m")), "the user's own heap size still wins");
    assertTrue(org.junit.jupiter.api.Assertions.assertThrows(IllegalArgumentException.class,
        () -> ChildJvm.memoryFlags(List.of(), Optional.empty(), 24 * GIB, 1000)).getMessage().contains("1000 bytes"));
  }

  @Test
  void theChildHeapSettingIsReadAndABadValueIsNamedWithTheAcceptedOnes() {
    String key = io.github.nanometer.os.ProcessSettings.CHILD_HEAP.name();
    try (TemporaryProperty unset = TemporaryProperty.set(key, null)) {
      assertEquals(ChildJvm.CHILD_HEAP_BYTES, ChildJvm.childHeapBytes());
    }
    try (TemporaryProperty half = TemporaryProperty.set(key, "512m")) {
      assertEquals(512L << 20, ChildJvm.childHeapBytes());
    }
    try (TemporaryProperty bad = TemporaryProperty.set(key, "3g")) {
      String message = org.junit.jupiter.api.Assertions.assertThrows(IllegalArgumentException.class,
          ChildJvm::childHeapBytes).getMessage();
      assertEquals("-Dnanometer.childHeap: '3g' is not one of 256m, 512m, 1g, 2g, 4g", message);
    }
  }

  @Test
  void aSmallOrUnknownHostKeepsTheDefaultHeap() {
    assertEquals(List.of("-XX:+UseTransparentHugePages"),
        defaultHeapFlags(List.of(), Optional.of("madvise"), 4 * GIB - 1));
    assertEquals(List.of(), defaultHeapFlags(List.of(), Optional.of("never"), -1));
  }

  @ParameterizedTest(name = "{0}")
  @ValueSource(strings = {"-Xmx4g", "-Xms512m", "-Xmn256m", "-XX:MaxHeapSize=2g", "-XX:InitialHeapSize=1g",
      "-XX:MaxRAMPercentage=50", "-XX:InitialRAMPercentage=10", "-XX:NewSize=64m", "-XX:MaxNewSize=64m",
      "-XX:NewRatio=3"})
  void theUsersHeapSizeIsNeverOverridden(String arg) {
    List<String> flags = defaultHeapFlags(List.of(arg), Optional.of("madvise"), 24 * GIB);
    assertEquals(List.of("-XX:+UseTransparentHugePages"), flags);
    assertTrue(ChildJvm.sizesHeap(arg), arg);
  }

  @ParameterizedTest(name = "{0}")
  @ValueSource(strings = {"-XX:-UseTransparentHugePages", "-XX:+UseLargePages", "-XX:-AlwaysPreTouch",
      "-XX:+AlwaysPreTouch"})
  void theUsersPageChoiceIsNeverOverridden(String arg) {
    assertEquals(List.of(), defaultHeapFlags(List.of(arg), Optional.of("madvise"), 24 * GIB));
  }

  @Test
  void otherArgumentsDoNotCountAsHeapSizing() {
    for (String arg : List.of("-Xss1m", "-XX:+UseParallelGC", "-Dx=-Xmx1g", "-XX:MaxInlineLevel=15")) {
      assertFalse(ChildJvm.sizesHeap(arg), arg);
    }
    assertEquals(FIXED_HEAP, defaultHeapFlags(List.of("-Xss1m", "-XX:+UseParallelGC"), Optional.empty(), 8 * GIB));
  }

  private static List<String> concat(List<String> a, List<String> b) {
    List<String> all = new java.util.ArrayList<>(a);
    all.addAll(b);
    return all;
  }

  /** The flags with the default fixed heap, {@link ChildJvm#CHILD_HEAP_BYTES}. */
  private static List<String> defaultHeapFlags(List<String> jvmArgs, Optional<String> thpMode, long memoryBytes) {
    return ChildJvm.memoryFlags(jvmArgs, thpMode, memoryBytes, ChildJvm.CHILD_HEAP_BYTES);
  }
}
