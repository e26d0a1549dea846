package io.github.nanometer;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;
import org.junit.jupiter.api.Tag;

/**
 * Marks a test class as a seeded simulation of pure math (coverage and error rates of the {@code
 * stats} and {@code compare} intervals, and in nanometer-report of the tools' {@code toolstats},
 * {@code judge}, {@code comparison} and {@code analysis}): no clock, no JVM, no host fact reaches it, so its outcome is
 * the same on every JDK. {@code .ci/run} runs it on JDK 17 and leaves it out of the second JDK's pass
 * ({@code -DexcludedGroups=simulation}), which saves about two minutes of CI.
 */
@Target(ElementType.TYPE)
@Retention(RetentionPolicy.RUNTIME)
@Tag("simulation")
public @interface Simulation {}
