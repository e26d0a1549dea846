package io.github.nanometer.junit;

import io.github.nanometer.ComparisonOptions;
import io.github.nanometer.Nanometer;
import io.github.nanometer.Options;
import io.github.nanometer.os.ProcessSettings;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import java.util.SplittableRandom;
import org.junit.jupiter.api.extension.ExtensionContext;
import org.junit.platform.commons.support.AnnotationSupport;

/**
 * What {@link NanometerExtension} keeps per test class: the class's annotation and seed, one
 * {@link Nanometer} per distinct run options, the noise guard's cache and the comparison ledger.
 * Closed by JUnit when the class is done: closes the instances and prints the report.
 */
final class TestClassState implements ExtensionContext.Store.CloseableResource {

  private final PerformanceTest classAnnotation;
  private final long classSeed;
  private final int plannedComparisons;
  private final Map<Options, Nanometer> instances = new LinkedHashMap<>();
  private final Map<Options, NoiseGuard> guards = new LinkedHashMap<>();
  private final ComparisonLedger ledger;

  private TestClassState(PerformanceTest classAnnotation, String className, int plannedComparisons) {
    this.classAnnotation = classAnnotation;
    this.classSeed = new SplittableRandom().nextLong();
    this.plannedComparisons = plannedComparisons;
    PerformanceSettings classSettings = settings(Optional.empty());
    this.ledger = new ComparisonLedger(className, classSettings.correction(), classSettings.confidence(),
        plannedComparisons);
  }

  /** The state of {@code testClass}, whose correction assumes {@code plannedComparisons}. */
  static TestClassState create(Class<?> testClass, int plannedComparisons) {
    PerformanceTest onClass = AnnotationSupport.findAnnotation(testClass, PerformanceTest.class).orElse(null);
    return new TestClassState(onClass, testClass.getSimpleName(), plannedComparisons);
  }

  /** The settings of a method with the given annotation (class settings when absent). */
  PerformanceSettings settings(Optional<PerformanceTest> onMethod) {
    return PerformanceSettings.resolve(classAnnotation, onMethod.orElse(null), System::getProperty, () -> classSeed);
  }

  /** The instance for these settings' run options, created on first use. */
  synchronized Nanometer nanometer(PerformanceSettings settings) {
    return instances.computeIfAbsent(settings.options(), Nanometer::create);
  }

  /** A tester with these settings, sharing the class's guard cache and ledger. */
  synchronized PerformanceTester tester(PerformanceSettings settings) {
    Nanometer nm = nanometer(settings);
    PairedComparer comparer = new WarmupLadder((b, c, o, w) -> nanometer(settings.withMaxWarmup(w)).compare(b, c, o),
        settings.maxWarmup(), settings.maxWarmupCap(), System.err::println);
    NoiseGuard guard = guards.computeIfAbsent(settings.options(),
        o -> new NoiseGuard(comparer, () -> nm.doctor().oneLineSummary()));
    ComparisonOptions co = settings.comparisonOptions(plannedComparisons);
    return new PerformanceTester(nm, settings, co, comparer, guard, ledger);
  }

  @Override
  public synchronized void close() {
    int guardRuns = guards.values().stream().mapToInt(NoiseGuard::measuredRuns).sum();
    if (!ProcessSettings.QUIET.isOn()) {
      ledger.report(guardRuns).forEach(System.err::println);
    }
    instances.values().forEach(Nanometer::close);
    instances.clear();
  }
}
