package io.github.nanometer.measure;


/**
 * Whether a JVM's heap is fixed and pre-touched: {@code -XX:+AlwaysPreTouch} with an initial heap
 * size equal to the maximum ({@code -Xms} = {@code -Xmx}). Such a heap had every page touched at
 * start-up, so the young generation can grow inside it without a page fault; a fresh JVM's default
 * heap instead hands an allocating benchmark untouched memory for seconds (docs/lab/corpus-heap.md,
 * "The heap's start-up transient").
 */
final class PreTouchedHeap {
  private static final boolean THIS_JVM = probe();

  private PreTouchedHeap() {}

  /** Whether this JVM's heap is fixed and pre-touched (false when the JVM cannot say). */
  static boolean ofThisJvm() {
    return THIS_JVM;
  }

  /**
   * Whether options with these values describe a fixed, pre-touched heap.
   *
   * @param alwaysPreTouch the value of {@code AlwaysPreTouch}
   * @param initialHeapBytes the value of {@code InitialHeapSize}
   * @param maxHeapBytes the value of {@code MaxHeapSize}
   */
  static boolean of(String alwaysPreTouch, String initialHeapBytes, String maxHeapBytes) {
    return Boolean.parseBoolean(alwaysPreTouch) && initialHeapBytes.equals(maxHeapBytes);
  }

  private static boolean probe() {
    return of(VmOptions.value("AlwaysPreTouch").orElse("false"), VmOptions.value("InitialHeapSize").orElse("0"),
        VmOptions.value("MaxHeapSize").orElse("-1"));
  }
}
