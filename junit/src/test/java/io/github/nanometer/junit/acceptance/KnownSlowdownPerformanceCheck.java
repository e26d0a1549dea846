package io.github.nanometer.junit.acceptance;

import static io.github.nanometer.junit.PerformanceAssertions.assertNotSlower;

import io.github.nanometer.Benchmark;
import io.github.nanometer.junit.PerformanceTest;
import io.github.nanometer.junit.PerformanceTester;
import io.github.nanometer.reference.ReferenceWorkloads;
import org.junit.jupiter.api.Test;

/**
 * The known-difference half of the measured acceptance (run by {@link PerformanceAcceptance}, not
 * by surefire): 1050 dependent LCG steps against 1000, 5% more work on the same latency-bound
 * chain, gated at 2%. It should fail (caught as slower) nearly every time.
 */
@PerformanceTest(thresholdFraction = 0.02)
public class KnownSlowdownPerformanceCheck {

  static final ReferenceWorkloads.Lcg LCG_1050 = new ReferenceWorkloads.Lcg(1050);

  @Test
  void fivePercentMoreWorkIsCaught(PerformanceTester tester) {
    Benchmark<Long> slower = Benchmark.ofLong("lcg 1050 steps", random -> random.nextLong(), LCG_1050::run);
    assertNotSlower(tester.compare(AaPerformanceCheck.lcg1000(), slower));
  }
}
