package io.github.nanometer.junit;

import io.github.nanometer.Nanometer;
import java.lang.reflect.Method;
import java.util.Arrays;
import java.util.Optional;
import org.junit.jupiter.api.extension.ExtensionContext;
import org.junit.jupiter.api.extension.ParameterContext;
import org.junit.jupiter.api.extension.ParameterResolutionException;
import org.junit.jupiter.api.extension.ParameterResolver;
import org.junit.platform.commons.support.AnnotationSupport;

/**
 * The JUnit 5 extension behind {@link PerformanceTest}: resolves {@link Nanometer} and {@link
 * PerformanceTester} parameters of test methods with the test's {@link PerformanceSettings}. One
 * set of instances, noise-guard cache and comparison count per test class; when the class is done
 * its Nanometer instances are closed and the comparison report goes to standard error (unless
 * {@code -Dnanometer.quiet=true}).
 */
public final class NanometerExtension implements ParameterResolver {

  private static final ExtensionContext.Namespace NAMESPACE = ExtensionContext.Namespace.create(NanometerExtension.class);

  /** Created by JUnit. */
  public NanometerExtension() {}

  /** True for parameters of type {@link Nanometer} or {@link PerformanceTester}. */
  @Override
  public boolean supportsParameter(ParameterContext parameter, ExtensionContext context) {
    Class<?> type = parameter.getParameter().getType();
    return type == Nanometer.class || type == PerformanceTester.class;
  }

  /**
   * The class's {@link Nanometer} for the test's settings, or a {@link PerformanceTester} with them
   * (test methods only).
   *
   * @throws ParameterResolutionException for a {@code PerformanceTester} outside a test method
   * @throws org.junit.jupiter.api.extension.ExtensionConfigurationException for a bad setting
   */
  @Override
  public Object resolveParameter(ParameterContext parameter, ExtensionContext context) {
    ExtensionContext classContext = classContext(context);
    Class<?> testClass = classContext.getRequiredTestClass();
    TestClassState state = classContext.getStore(NAMESPACE).getOrComputeIfAbsent(TestClassState.class,
        k -> TestClassState.create(testClass, plannedComparisons(testClass)), TestClassState.class);
    PerformanceSettings settings = state.settings(annotation(context.getTestMethod()));
    if (parameter.getParameter().getType() == Nanometer.class) {
      return state.nanometer(settings);
    }
    if (context.getTestMethod().isEmpty()) {
      throw new ParameterResolutionException("a PerformanceTester is given to test methods only, not to "
          + context.getDisplayName());
    }
    return state.tester(settings);
  }

  private static Optional<PerformanceTest> annotation(Optional<Method> method) {
    return method.flatMap(m -> AnnotationSupport.findAnnotation(m, PerformanceTest.class));
  }

  /** The context of the test class that holds {@code context} (itself when it is one). */
  private static ExtensionContext classContext(ExtensionContext context) {
    ExtensionContext c = context;
    while (c.getTestMethod().isPresent() && c.getParent().isPresent()) {
      c = c.getParent().get();
    }
    return c;
  }

  /** The test methods of {@code testClass} (declared, and inherited) that take a {@link PerformanceTester}. */
  static int countTesterMethods(Class<?> testClass) {
    int n = 0;
    for (Class<?> c = testClass; c != null && c != Object.class; c = c.getSuperclass()) {
      for (Method m : c.getDeclaredMethods()) {
        // Synthetic methods (lambda bodies capturing a tester) are not tests.
        if (!m.isSynthetic() && Arrays.asList(m.getParameterTypes()).contains(PerformanceTester.class)) {
          n++;
        }
      }
    }
    return n;
  }

  private static int plannedComparisons(Class<?> testClass) {
    int declared = AnnotationSupport.findAnnotation(testClass, PerformanceTest.class)
        .map(PerformanceTest::comparisonsPerClass).orElse(0);
    return declared > 0 ? declared : Math.max(1, countTesterMethods(testClass));
  }
}
