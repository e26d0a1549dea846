package io.github.nanometer.sidebyside;

import io.github.nanometer.Blackhole;
import java.util.concurrent.TimeUnit;
import java.util.function.BiConsumer;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * The JMH side of the {@link Corpus}: one benchmark method, the workload chosen by {@code -p
 * workload=NAME} (one fork per value, as JMH forks per parameter). JMH's habit: a batch of
 * {@value Corpus#BATCH} inputs drawn once at trial setup (from {@code new SplittableRandom(}{@link
 * Corpus#SEED}{@code )} with the workload's own generator) and cycled by an index for the whole
 * run, nanometer's "replayed" regime.
 *
 * <p>The body consumes its result into nanometer's {@link Blackhole}, which the fork's flags make
 * a compiler blackhole (as JMH's own is on JDK 17+); setup fails when it is not one, so both sides
 * always consume at the same (zero) cost. Defaults are the "JMH short": 1 fork, 3 x 1 s
 * warm-up, 5 x 1 s measurement, average time in ns.
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Fork(value = 1, jvmArgsAppend = {"-XX:+UnlockExperimentalVMOptions", "-XX:CompileCommand=quiet",
    "-XX:CompileCommand=blackhole,io.github.nanometer.Blackhole::sink"})
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@State(Scope.Thread)
public class CorpusJmh {

  /** The corpus workload; pass {@code -p workload=NAME} ({@code CorpusSide list} names them). */
  @Param({"arrays-hashcode"})
  public String workload;

  private final Blackhole bh = new Blackhole();
  private BiConsumer<Object, Blackhole> body;
  private Object[] inputs;
  private int next;

  /** Creates the workload and draws its batch; fails when the blackhole is not a compiler blackhole. */
  @Setup(Level.Trial)
  @SuppressWarnings("unchecked")
  public void setUp() {
    if (!Blackhole.compilerBlackholeActive()) {
      throw new IllegalStateException("the fork lacks -XX:CompileCommand=blackhole,io.github.nanometer.Blackhole::sink;"
          + " the two sides would consume results differently");
    }
    String pollute = System.getProperty("corpus.pollute", "false");
    if (pollute.startsWith("jdk-")) {
      // Experiment: one kind of shared JDK use only, about as much as nanometer's start-up made of
      // it (-Dcorpus.pollute=jdk-regex: splitting on blanks and matching digits, as /proc parsing
      // did; jdk-format: String.format of decimals; jdk-mbean: the platform MBean server and the
      // compile queue's diagnostic command, as warm-up reads it; jdk-stream: small stream pipelines
      // over lists, int ranges and long arrays, as option and /proc handling use them).
      Pollution.run(pollute.substring(4));
    } else if (!pollute.equals("false")) {
      // Experiment: run nanometer's own start-up in JMH's fork first (-Dcorpus.pollute=true: the
      // instance and its clock calibration; =doctor: also the doctor's report), to see whether its
      // use of shared JDK code (streams, formatting, regular expressions) changes the body.
      try (io.github.nanometer.Nanometer nm = io.github.nanometer.Nanometer.create(io.github.nanometer.Options.defaults())) {
        nm.clockFacts();
        if (pollute.equals("doctor")) { // true: the instance and its clock only (as recorded before)
          nm.doctor(); // the doctor's report reads /proc and /sys with regular expressions and formats numbers
        }
      }
    }
    Corpus.Workload<?> w = Corpus.create(workload);
    body = (BiConsumer<Object, Blackhole>) w.body();
    inputs = w.batch(Corpus.SEED, Corpus.BATCH);
  }

  /** One evaluation of the body on the next input of the batch. */
  @Benchmark
  public void run() {
    body.accept(inputs[next], bh);
    next = (next + 1) & (Corpus.BATCH - 1);
  }
}
