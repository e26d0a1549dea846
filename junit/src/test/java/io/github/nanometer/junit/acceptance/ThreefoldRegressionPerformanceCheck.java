package io.github.nanometer.junit.acceptance;

import static io.github.nanometer.junit.PerformanceAssertions.assertNotSlower;

import io.github.nanometer.Benchmark;
import io.github.nanometer.junit.PerformanceTest;
import io.github.nanometer.junit.PerformanceTester;
import io.github.nanometer.reference.ReferenceWorkloads;
import org.junit.jupiter.api.Test;

/**
 * The gross-regression case of the measured acceptance (run by {@link PerformanceAcceptance}, not
 * by surefire): 3000 dependent LCG steps against 1000, three times the work, gated at 2%. It must
 * fail every time, on any machine load: a change that large may never be skipped, whatever the
 * warm-up or the noise floor did (issue 20).
 */
@PerformanceTest(thresholdFraction = 0.02)
public class ThreefoldRegressionPerformanceCheck {

  static final ReferenceWorkloads.Lcg LCG_3000 = new ReferenceWorkloads.Lcg(3000);

  @Test
  void threeTimesTheWorkFails(PerformanceTester tester) {
    Benchmark<Long> slower = Benchmark.ofLong("lcg 3000 steps", random -> random.nextLong(), LCG_3000::run);
    assertNotSlower(tester.compare(AaPerformanceCheck.lcg1000(), slower));
  }
}
