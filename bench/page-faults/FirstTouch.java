import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;

/**
 * The page-fault effect without nanometer: times chunks of 512 evaluations of "a list of 16 boxed
 * ints" (the corpus's boxed-list body) with System.nanoTime, 3 repetitions of 4,000 chunks, and
 * prints each repetition's median, 90th and 99th percentile and mean time per evaluation. Run it
 * under different heap flags (docs/lab/corpus-heap.md, "Page faults"):
 *
 * <pre>
 * javac FirstTouch.java
 * java -cp . FirstTouch                                                  # default heap
 * java -XX:+UseTransparentHugePages -cp . FirstTouch                     # THP madvise
 * java -Xms1g -Xmx1g -XX:+AlwaysPreTouch -cp . FirstTouch                # pre-touched heap
 * </pre>
 */
public class FirstTouch {
  static Object sink;

  public static void main(String[] args) {
    Random rnd = new Random(1);
    int batch = 512;
    int[][] in = new int[batch][];
    for (int i = 0; i < batch; i++) {
      in[i] = rnd.ints(16).toArray();
    }
    int chunks = 4000;
    double[] perEvaluation = new double[chunks];
    for (int rep = 0; rep < 3; rep++) {
      for (int s = 0; s < chunks; s++) {
        long t0 = System.nanoTime();
        for (int i = 0; i < batch; i++) {
          List<Integer> l = new ArrayList<>(16);
          for (int v : in[i]) {
            l.add(v);
          }
          sink = l;
        }
        perEvaluation[s] = (System.nanoTime() - t0) / (double) batch;
      }
      double[] sorted = perEvaluation.clone();
      Arrays.sort(sorted);
      double sum = 0;
      for (double x : perEvaluation) {
        sum += x;
      }
      System.out.printf("rep %d: p50 %.1f p90 %.1f p99 %.1f mean %.1f ns%n", rep, sorted[chunks / 2],
          sorted[(int) (chunks * .9)], sorted[(int) (chunks * .99)], sum / chunks);
    }
  }
}
