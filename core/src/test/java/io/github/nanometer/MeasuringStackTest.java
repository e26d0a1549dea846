package io.github.nanometer;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.nanometer.clock.NanoTimeClock;
import io.github.nanometer.measure.TuningCache;
import java.lang.StackWalker.Option;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The measuring thread's stack under a benchmark body stays shallow: a body that throws pays for
 * every frame when its exception fills in the stack trace (the corpus's exception-throw-catch read
 * 1.21x JMH's time with 25 frames against JMH's 17, on JDK 17). Counted with hidden frames (lambda
 * classes, the hidden-class timed loop) shown, as the JVM walks them.
 */
class MeasuringStackTest {
  @TempDir
  Path cacheDir;

  private static final StackWalker WALKER =
      StackWalker.getInstance(Set.of(Option.SHOW_HIDDEN_FRAMES, Option.SHOW_REFLECT_FRAMES));

  /** The deepest stack seen under the body, frame names from the body's caller down to the thread's start. */
  private List<String> deepest = List.of();

  private long body(long x) {
    if ((x & 0xfff) == 0) {
      List<String> frames = WALKER.walk(s -> s.skip(1).map(f -> f.getClassName() + "." + f.getMethodName()).toList());
      if (frames.size() > deepest.size()) {
        deepest = frames;
      }
    }
    return x ^ (x >>> 7);
  }

  @Test
  void theBodyRunsUnderAtMostSixteenFramesBesidesThreadsAndNoLambdaOfNanometers() {
    Options options = Options.builder().budget(Duration.ofMillis(30)).maxWarmup(Duration.ofMillis(30)).seed(7)
        .build();
    for (Regime regime : List.of(Regime.FRESH, Regime.REPLAYED)) {
      deepest = List.of();
      try (Nanometer nm = TestNanometers.create(options.toBuilder().regime(regime).build(), NanoTimeClock.INSTANCE,
          TuningCache.at(cacheDir))) {
        nm.run(Benchmark.ofLong("stack", SplittableRandom::nextLong, this::body));
      }
      List<String> lambdas = new ArrayList<>();
      for (String f : deepest) {
        if (f.startsWith("io.github.nanometer.") && f.contains("$$Lambda") && !f.contains("MeasuringStackTest")) {
          lambdas.add(f);
        }
      }
      assertEquals(List.of(), lambdas, () -> regime + ": nanometer lambdas under the body: " + deepest);
      assertTrue(deepest.size() >= 10, () -> regime + ": the walk saw the thread: " + deepest);
      // java.lang.Thread's own frames are the JDK's: Thread.run on 17, Thread.runWith too on 21 and later
      long counted = deepest.stream().filter(f -> !f.startsWith("java.lang.Thread.")).count();
      assertTrue(counted <= 16, () -> regime + ": " + counted + " frames under the body besides Thread's: " + deepest);
    }
  }
}
