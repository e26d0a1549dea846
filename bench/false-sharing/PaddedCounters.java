import java.util.concurrent.atomic.AtomicLongArray;

/**
 * Two unpinned threads, each incrementing its own slot of one {@link AtomicLongArray} for 1 s,
 * slots {@code first} and {@code first + stride} (8 bytes each), four rounds; prints each thread's
 * time per increment. Independent of nanometer and JMH: what the machine itself does with counters
 * that share a cache line (stride 0 or 1) or should not (stride 8 or more, 64 bytes or more apart).
 * With {@code first} 0, thread 0's counter lies on the line of the array's header and of the
 * {@code AtomicLongArray} object just before it, whose {@code array} field every increment of both
 * threads reads: the other thread then shares a line with thread 0 however far apart the counters
 * are. {@code first} 16 (128 bytes in) keeps both clear of it.
 *
 * <p>Run: {@code java bench/false-sharing/PaddedCounters.java STRIDE [FIRST]}, e.g. 0, 1, 8, 16, 32;
 * FIRST defaults to 0.
 */
public class PaddedCounters {
  public static void main(String[] args) throws Exception {
    if (args.length < 1 || args.length > 2 || !args[0].matches("[0-9]{1,4}")
        || (args.length == 2 && !args[1].matches("[0-9]{1,4}"))) {
      System.err.println("usage: java PaddedCounters.java STRIDE [FIRST] (slots between the two counters, and the"
          + " first counter's slot, each 0 to 9999)");
      System.exit(2);
    }
    int stride = Integer.parseInt(args[0]);
    int first = args.length == 2 ? Integer.parseInt(args[1]) : 0;
    for (int round = 0; round < 4; round++) {
      AtomicLongArray slots = new AtomicLongArray(first + 2 * stride + 16);
      long[] operations = new long[2];
      long[] elapsedNanos = new long[2];
      Thread[] threads = new Thread[2];
      for (int t = 0; t < 2; t++) {
        final int thread = t;
        threads[t] = new Thread(() -> {
          long n = 0;
          long start = System.nanoTime();
          long end = start + 1_000_000_000L;
          do {
            for (int k = 0; k < 1000; k++) {
              slots.incrementAndGet(first + thread * stride);
            }
            n += 1000;
          } while (System.nanoTime() < end);
          elapsedNanos[thread] = System.nanoTime() - start;
          operations[thread] = n;
        });
      }
      for (Thread t : threads) {
        t.start();
      }
      for (Thread t : threads) {
        t.join();
      }
      System.out.printf("first %d stride %d round %d: thread 0 %.2f ns, thread 1 %.2f ns per increment%n", first, stride, round,
          elapsedNanos[0] / (double) operations[0], elapsedNanos[1] / (double) operations[1]);
    }
  }
}
