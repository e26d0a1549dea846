package io.github.nanometer.history.changes;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** The detector's settings: defaults, checks and the method line a stored change point keeps. */
class ChangeSettingsTest {

  @Test
  void defaultsAreTheDocumentedOnes() {
    ChangeSettings d = ChangeSettings.defaults();
    assertEquals(3, d.minimumSegmentLength());
    assertEquals(0.01, d.falseAlarmRate());
    assertEquals(1.0, d.minimumShiftNoiseScales());
    assertEquals(0.95, d.confidence());
  }

  @Test
  void copiesChangeOneFieldEach() {
    ChangeSettings d = ChangeSettings.defaults();
    assertEquals(new ChangeSettings(5, 0.01, 1, 0.95), d.withMinimumSegmentLength(5));
    assertEquals(new ChangeSettings(3, 0.001, 1, 0.95), d.withFalseAlarmRate(0.001));
    assertEquals(new ChangeSettings(3, 0.01, 0, 0.95), d.withMinimumShiftNoiseScales(0));
    assertEquals(new ChangeSettings(3, 0.01, 1, 0.9), d.withConfidence(0.9));
  }

  @Test
  void messagesNameTheFieldTheValueAndTheRange() {
    ChangeSettings d = ChangeSettings.defaults();
    assertEquals("minimumSegmentLength must be in [2, 1000], got 1",
        assertThrows(IllegalArgumentException.class, () -> d.withMinimumSegmentLength(1)).getMessage());
    assertEquals("falseAlarmRate must be in [1.0E-6, 0.5], got 0.7",
        assertThrows(IllegalArgumentException.class, () -> d.withFalseAlarmRate(0.7)).getMessage());
    assertEquals("falseAlarmRate must be in [1.0E-6, 0.5], got NaN",
        assertThrows(IllegalArgumentException.class, () -> d.withFalseAlarmRate(Double.NaN)).getMessage());
    assertEquals("minimumShiftNoiseScales must be in [0.0, 100.0], got -1.0",
        assertThrows(IllegalArgumentException.class, () -> d.withMinimumShiftNoiseScales(-1)).getMessage());
    assertEquals("confidence must be in [0.5, 0.9999], got 95.0",
        assertThrows(IllegalArgumentException.class, () -> d.withConfidence(95)).getMessage());
  }

  @Test
  void theMethodLineCarriesEveryParameter() {
    String method = new ChangeSettings(4, 0.005, 1.5, 0.9).method();
    assertEquals("e-divisive means (alpha 1, minimum segment 4) and circular binary segmentation of ranks,"
        + " rank-sum confirmation (false-alarm rate 0.005, search-corrected), minimum shift 1.5 noise scales,"
        + " 0.9 Moses interval", method);
    assertTrue(ChangeSettings.defaults().method().contains("false-alarm rate 0.01,"));
  }
}
