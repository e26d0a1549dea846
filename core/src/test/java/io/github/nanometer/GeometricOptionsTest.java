package io.github.nanometer;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.time.Duration;
import org.junit.jupiter.api.Test;

/** The weighted-mean loop's settings: every field checked with a message, llvm-libc's defaults, the copies. */
class GeometricOptionsTest {

  private static final Duration HOUR = Duration.ofHours(1);

  @Test
  void optionsValidateEveryField() {
    OptionsTest.assertRejected(() -> new GeometricOptions(0, 1.4, 1, 2, Duration.ZERO, HOUR, 10, 0.01), "initialEvaluations", "0");
    OptionsTest.assertRejected(() -> new GeometricOptions(1, 0.9, 1, 2, Duration.ZERO, HOUR, 10, 0.01), "growthFactor", "0.9");
    OptionsTest.assertRejected(() -> new GeometricOptions(1, Double.NaN, 1, 2, Duration.ZERO, HOUR, 10, 0.01), "growthFactor", "NaN");
    OptionsTest.assertRejected(() -> new GeometricOptions(1, Double.POSITIVE_INFINITY, 1, 2, Duration.ZERO, HOUR, 10, 0.01),
        "growthFactor", "Infinity");
    OptionsTest.assertRejected(() -> new GeometricOptions(1, 1.4, 0, 2, Duration.ZERO, HOUR, 10, 0.01), "minSamples", "0");
    OptionsTest.assertRejected(() -> new GeometricOptions(1, 1.4, 3, 2, Duration.ZERO, HOUR, 10, 0.01), "maxSamples", "3 and 2");
    OptionsTest.assertRejected(() -> new GeometricOptions(1, 1.4, 1, 2, Duration.ofSeconds(2), Duration.ofSeconds(1), 10, 0.01),
        "minDuration", "PT2S");
    OptionsTest.assertRejected(() -> new GeometricOptions(1, 1.4, 1, 2, Duration.ofSeconds(-1), HOUR, 10, 0.01),
        "minDuration", "PT-1S");
    OptionsTest.assertRejected(() -> new GeometricOptions(1, 1.4, 1, 2, null, HOUR, 10, 0.01), "minDuration", "null");
    OptionsTest.assertRejected(() -> new GeometricOptions(5, 1.4, 1, 2, Duration.ZERO, HOUR, 4, 0.01), "maxEvaluations", "4");
    OptionsTest.assertRejected(() -> new GeometricOptions(1, 1.4, 1, 2, Duration.ZERO, HOUR, 10, 0), "epsilon", "0");
    OptionsTest.assertRejected(() -> new GeometricOptions(1, 1.4, 1, 2, Duration.ZERO, HOUR, 10, 1), "epsilon", "1");
  }

  @Test
  void llvmDefaultsAndCopies() {
    GeometricOptions d = GeometricOptions.llvmDefaults();
    assertEquals(new GeometricOptions(1, 1.4, 4, 1000, Duration.ZERO, Duration.ofSeconds(10), 10_000_000, 0.01), d);
    assertEquals(Duration.ofMillis(20), d.withMaxDuration(Duration.ofMillis(20)).maxDuration());
    GeometricOptions withMin = d.withDurations(Duration.ofSeconds(2), Duration.ofSeconds(5));
    // Lowering the maximum below the minimum lowers the minimum too.
    GeometricOptions lowered = withMin.withMaxDuration(Duration.ofSeconds(1));
    assertEquals(Duration.ofSeconds(1), lowered.minDuration());
    assertEquals(Duration.ofSeconds(1), lowered.maxDuration());
    GeometricOptions bounded = d.withSamples(5, 7);
    assertEquals(5, bounded.minSamples());
    assertEquals(7, bounded.maxSamples());
    assertEquals(d.epsilon(), bounded.epsilon(), 0);
    OptionsTest.assertRejected(() -> d.withSamples(8, 7), "minSamples", "8 and 7");
    // A first size above maxEvaluations raises maxEvaluations.
    assertEquals(20_000_000, d.withInitialEvaluations(20_000_000).maxEvaluations());
  }
}
