package io.github.nanometer.junit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.nanometer.Defaults;
import java.time.Duration;
import java.util.HashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtensionConfigurationException;

class PerformanceSettingsTest {

  @PerformanceTest(budgetMillis = 700, thresholdFraction = 0.05, seed = 11, correction = Correction.BONFERRONI,
      comparisonsPerClass = 4)
  static final class Annotated {
    @PerformanceTest(thresholdFraction = 0.10, confidence = 0.99)
    void method() {}
  }

  @PerformanceTest(budgetMillis = 0)
  static final class ZeroBudget {}

  @PerformanceTest(strict = true, maxWarmupCapMillis = 2000)
  static final class Strict {}

  private static PerformanceTest onClass(Class<?> c) {
    return c.getAnnotation(PerformanceTest.class);
  }

  private static PerformanceTest onMethod() throws NoSuchMethodException {
    return Annotated.class.getDeclaredMethod("method").getAnnotation(PerformanceTest.class);
  }

  private static PerformanceSettings resolve(PerformanceTest c, PerformanceTest m, Map<String, String> props) {
    return PerformanceSettings.resolve(c, m, props::get, () -> 99L);
  }

  @Test
  void withoutAnnotationsOrPropertiesTheDefaultsApply() {
    PerformanceSettings s = resolve(null, null, Map.of());
    assertEquals(Defaults.TEST_BUDGET, s.budget());
    assertEquals(Defaults.TEST_MAX_WARMUP, s.maxWarmup());
    assertEquals(0.02, s.thresholdFraction());
    assertEquals(0.95, s.confidence());
    assertEquals(99L, s.seed());
    assertEquals(Correction.NONE, s.correction());
    assertEquals(Defaults.TEST_MAX_WARMUP_CAP, s.maxWarmupCap());
    assertEquals(false, s.strict());
  }

  @Test
  void strictComesFromTheAnnotationUnlessThePropertySaysOtherwise() {
    PerformanceSettings s = resolve(onClass(Strict.class), null, Map.of());
    assertTrue(s.strict());
    assertEquals(Duration.ofMillis(2000), s.maxWarmupCap());
    assertTrue(s.toString().contains("strict"), s.toString());
    assertEquals(false, resolve(onClass(Strict.class), null,
        Map.of(PerformanceSettings.STRICT_PROPERTY, "FALSE")).strict());
    assertTrue(resolve(null, null, Map.of(PerformanceSettings.STRICT_PROPERTY, " true")).strict());
    ExtensionConfigurationException e = assertThrows(ExtensionConfigurationException.class,
        () -> resolve(null, null, Map.of(PerformanceSettings.STRICT_PROPERTY, "yes")));
    assertTrue(e.getMessage().contains("nanometer.strict='yes'") && e.getMessage().contains("true or false"),
        e.getMessage());
    e = assertThrows(ExtensionConfigurationException.class,
        () -> resolve(null, null, Map.of(PerformanceSettings.MAX_WARMUP_CAP_PROPERTY, "-3")));
    assertTrue(e.getMessage().contains("maxWarmupCap must be in [0s, 10m], got -3ms"),
        e.getMessage());
    assertEquals(Duration.ofMillis(700), resolve(null, null, Map.of()).withMaxWarmup(Duration.ofMillis(700)).maxWarmup());
  }

  @Test
  void theMethodOverridesTheClassAndTheClassOverridesDefaults() throws Exception {
    PerformanceSettings s = resolve(onClass(Annotated.class), onMethod(), Map.of());
    assertEquals(Duration.ofMillis(700), s.budget());
    assertEquals(0.10, s.thresholdFraction());
    assertEquals(0.99, s.confidence());
    assertEquals(11L, s.seed());
    assertEquals(Correction.BONFERRONI, s.correction());
    assertEquals(4, s.plannedComparisons());
    // Bonferroni over 4 at 99%: each at 1 - 0.01 / 4.
    assertEquals(0.9975, s.comparisonOptions(4).confidence(), 1e-12);
    assertEquals(0.10, s.comparisonOptions(4).thresholdFraction());
  }

  @Test
  void systemPropertiesOverrideAnnotations() throws Exception {
    Map<String, String> props = new HashMap<>();
    props.put(PerformanceSettings.BUDGET_PROPERTY, "2500");
    props.put(PerformanceSettings.MAX_WARMUP_PROPERTY, "0");
    props.put(PerformanceSettings.THRESHOLD_PROPERTY, "3%");
    props.put(PerformanceSettings.CONFIDENCE_PROPERTY, "0.9");
    props.put(PerformanceSettings.SEED_PROPERTY, " -5 ");
    PerformanceSettings s = resolve(onClass(Annotated.class), onMethod(), props);
    assertEquals(Duration.ofMillis(2500), s.budget());
    assertEquals(Duration.ZERO, s.maxWarmup());
    assertEquals(0.03, s.thresholdFraction(), 1e-12);
    assertEquals(0.9, s.confidence());
    assertEquals(-5L, s.seed());
    assertEquals(Duration.ofMillis(2500), s.options().budget());
    assertEquals(-5L, s.options().seed());
  }

  @Test
  void badValuesNameTheirSourceTheValueAndTheRange() {
    ExtensionConfigurationException e = assertThrows(ExtensionConfigurationException.class,
        () -> resolve(null, null, Map.of(PerformanceSettings.THRESHOLD_PROPERTY, "5")));
    assertTrue(e.getMessage().contains("nanometer.threshold='5'") && e.getMessage().contains("[0, 0.99]"),
        e.getMessage());
    e = assertThrows(ExtensionConfigurationException.class,
        () -> resolve(null, null, Map.of(PerformanceSettings.BUDGET_PROPERTY, "2s")));
    assertTrue(e.getMessage().contains("nanometer.budgetMillis='2s'") && e.getMessage().contains("budget must be in 1ms..1h"),
        e.getMessage());
    e = assertThrows(ExtensionConfigurationException.class,
        () -> resolve(null, null, Map.of(PerformanceSettings.CONFIDENCE_PROPERTY, "0")));
    assertTrue(e.getMessage().contains("[0.5, 0.9999]"), e.getMessage());
    e = assertThrows(ExtensionConfigurationException.class,
        () -> resolve(null, null, Map.of(PerformanceSettings.SEED_PROPERTY, "x")));
    assertTrue(e.getMessage().contains("nanometer.seed='x'"), e.getMessage());
    e = assertThrows(ExtensionConfigurationException.class, () -> resolve(onClass(ZeroBudget.class), null, Map.of()));
    assertTrue(e.getMessage().contains("budgetMillis=0"), e.getMessage());
  }

  @Test
  void levelsTheComparisonsCannotUseAreRefusedWhenResolvedWithTheValueAndTheRange() {
    // issue 25: a level of 0.3 used to pass the extension's own check and fail at the first comparison
    ExtensionConfigurationException e = assertThrows(ExtensionConfigurationException.class,
        () -> resolve(null, null, Map.of(PerformanceSettings.CONFIDENCE_PROPERTY, "0.3")));
    assertTrue(e.getMessage().contains("nanometer.confidence='0.3'") && e.getMessage().contains("got 0.3")
        && e.getMessage().contains("[0.5, 0.9999]"), e.getMessage());
    e = assertThrows(ExtensionConfigurationException.class,
        () -> resolve(null, null, Map.of(PerformanceSettings.CONFIDENCE_PROPERTY, "lots")));
    assertTrue(e.getMessage().contains("nanometer.confidence='lots'") && e.getMessage().contains("50%..99.99%"),
        e.getMessage());
    // a Bonferroni-corrected level above 0.9999: 0.999 over 20 comparisons is 0.99995 each
    e = assertThrows(ExtensionConfigurationException.class,
        () -> resolve(onClass(ManyCorrected.class), null, Map.of()));
    assertTrue(e.getMessage().contains("bonferroni over 20 comparisons") && e.getMessage().contains("0.99995")
        && e.getMessage().contains("[0.5, 0.9999]"), e.getMessage());
    PerformanceSettings counted = resolve(null, null, Map.of(PerformanceSettings.CONFIDENCE_PROPERTY, "99.9%"));
    assertEquals(0.999, counted.comparisonOptions(1).confidence(), 1e-12);
  }

  @PerformanceTest(confidence = 0.999, correction = Correction.BONFERRONI, comparisonsPerClass = 20)
  static class ManyCorrected {}
}
