import java.util.Arrays;
import java.util.concurrent.atomic.AtomicLong;

/**
 * Two unpinned threads increment one shared {@link AtomicLong} for 1.5 s, in 20 ms windows; prints
 * the median over the last 50 windows of the two threads' mean time per increment. Independent of
 * nanometer and JMH. The variant says how each increment reaches the counter:
 *
 * <ul>
 *   <li>{@code typed}: through a final field of type {@code AtomicLong} of a holder object the
 *       threads only read (JMH's {@code @State} field);
 *   <li>{@code cast}: through a final field of type {@code Object} of the same holder, cast to
 *       {@code AtomicLong} before each increment (what a lambda does with {@code t.shared()}, whose
 *       type is erased). The cast reads the counter's header, which lies on the contended line.
 * </ul>
 *
 * <p>Run: {@code java bench/false-sharing/ContendedCast.java typed|cast}.
 */
public class ContendedCast {

  /** What the threads share; only ever read. */
  static final class Holder {
    final AtomicLong typed = new AtomicLong();
    final Object erased = typed;
  }

  static volatile boolean stop;

  public static void main(String[] args) throws Exception {
    if (args.length != 1 || !(args[0].equals("typed") || args[0].equals("cast"))) {
      System.err.println("usage: java ContendedCast.java typed|cast");
      System.exit(2);
    }
    boolean cast = args[0].equals("cast");
    Holder holder = new Holder();
    int windows = 75;
    double[][] nanosPerIncrement = new double[2][windows];
    Thread[] threads = new Thread[2];
    long start = System.nanoTime() + 50_000_000L;
    for (int t = 0; t < 2; t++) {
      final int thread = t;
      threads[t] = new Thread(() -> {
        while (System.nanoTime() < start) {
          Thread.onSpinWait();
        }
        for (int w = 0; w < windows; w++) {
          long end = start + (w + 1) * 20_000_000L;
          long n = 0;
          long t0 = System.nanoTime();
          do {
            for (int k = 0; k < 200; k++) {
              if (cast) {
                ((AtomicLong) holder.erased).incrementAndGet();
              } else {
                holder.typed.incrementAndGet();
              }
            }
            n += 200;
          } while (System.nanoTime() < end);
          nanosPerIncrement[thread][w] = (System.nanoTime() - t0) / (double) n;
        }
      });
    }
    for (Thread t : threads) {
      t.start();
    }
    for (Thread t : threads) {
      t.join();
    }
    double[] mean = new double[50];
    for (int w = 0; w < 50; w++) {
      mean[w] = (nanosPerIncrement[0][windows - 50 + w] + nanosPerIncrement[1][windows - 50 + w]) / 2;
    }
    Arrays.sort(mean);
    System.out.printf("%s: %.2f ns per increment per thread (median of 50 windows of 20 ms)%n", args[0],
        (mean[24] + mean[25]) / 2);
  }
}
