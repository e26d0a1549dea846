import java.lang.management.GarbageCollectorMXBean;
import java.lang.management.ManagementFactory;
import java.lang.management.MemoryPoolMXBean;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;

/**
 * The heap's start-up transient without nanometer: runs "a list of 16 boxed ints" for 6 s and
 * prints, per 100 ms window, the time per evaluation, the collections and their time, eden's
 * committed size and the heap's. In a fresh JVM, G1 grows eden in steps seconds apart; after each
 * step the loop runs several times slower while it touches the new memory (docs/lab/corpus-heap.md,
 * "The heap's start-up transient"). Run it under different heap flags:
 *
 * <pre>
 * javac HeapTransient.java
 * java -cp . HeapTransient                                             # default heap
 * java -XX:+UseTransparentHugePages -cp . HeapTransient                # THP madvise
 * java -XX:+UseTransparentHugePages -Xmn256m -cp . HeapTransient       # fixed young generation
 * java -XX:+UseTransparentHugePages -Xms1g -Xmx1g -cp . HeapTransient  # fixed heap
 * </pre>
 */
public class HeapTransient {
  static volatile Object sink;

  public static void main(String[] args) {
    MemoryPoolMXBean eden = null;
    for (MemoryPoolMXBean p : ManagementFactory.getMemoryPoolMXBeans()) {
      if (p.getName().contains("Eden")) {
        eden = p;
      }
    }
    List<GarbageCollectorMXBean> collectors = ManagementFactory.getGarbageCollectorMXBeans();
    Random random = new Random(1);
    long start = System.nanoTime();
    long windowStart = start;
    long lastCollections = 0;
    long lastCollectionMillis = 0;
    System.out.println("elapsed_ms\tns_per_evaluation\tcollections\tcollection_ms\teden_committed_kib\theap_committed_kib");
    for (int window = 0; window < 60; window++) {
      long end = windowStart + 100_000_000L;
      long evaluations = 0;
      long now;
      do {
        for (int k = 0; k < 1000; k++) {
          ArrayList<Integer> list = new ArrayList<>(16);
          for (int i = 0; i < 16; i++) {
            list.add(random.nextInt());
          }
          sink = list;
        }
        evaluations += 1000;
      } while ((now = System.nanoTime()) < end);
      long collections = 0;
      long collectionMillis = 0;
      for (GarbageCollectorMXBean g : collectors) {
        collections += Math.max(0, g.getCollectionCount());
        collectionMillis += Math.max(0, g.getCollectionTime());
      }
      System.out.printf("%.0f\t%.1f\t%d\t%d\t%d\t%d%n", (now - start) / 1e6, (now - windowStart) / (double) evaluations,
          collections - lastCollections, collectionMillis - lastCollectionMillis,
          eden == null ? -1 : eden.getUsage().getCommitted() / 1024,
          ManagementFactory.getMemoryMXBean().getHeapMemoryUsage().getCommitted() / 1024);
      windowStart = now;
      lastCollections = collections;
      lastCollectionMillis = collectionMillis;
    }
  }
}
