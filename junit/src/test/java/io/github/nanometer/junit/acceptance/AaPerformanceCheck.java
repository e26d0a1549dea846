package io.github.nanometer.junit.acceptance;

import static io.github.nanometer.junit.PerformanceAssertions.assertNotSlower;

import io.github.nanometer.Benchmark;
import io.github.nanometer.junit.PerformanceTest;
import io.github.nanometer.junit.PerformanceTester;
import io.github.nanometer.reference.ReferenceWorkloads;
import org.junit.jupiter.api.Test;

/**
 * The A/A half of the measured acceptance (run by {@link PerformanceAcceptance}, not by surefire:
 * its name does not end in Test): a chain of 1000 LCG steps against a separately compiled copy of
 * itself, gated at 2% as a regression test would be. It must never fail; it may abort.
 */
@PerformanceTest(thresholdFraction = 0.02)
public class AaPerformanceCheck {

  static final ReferenceWorkloads.Lcg LCG_1000 = new ReferenceWorkloads.Lcg(1000);

  static Benchmark<Long> lcg1000() {
    return Benchmark.ofLong("lcg 1000 steps", random -> random.nextLong(), LCG_1000::run);
  }

  @Test
  void identicalCodeIsNotSlower(PerformanceTester tester) {
    assertNotSlower(tester.compareToItself(lcg1000()));
  }
}
