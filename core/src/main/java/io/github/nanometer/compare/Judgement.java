package io.github.nanometer.compare;

import io.github.nanometer.stats.ConfidenceInterval;
import java.util.Optional;

/**
 * The judgement of one benchmark present in both files.
 *
 * @param base the benchmark in the base file
 * @param candidate the benchmark in the new file
 * @param ratio new time / base time: the ratio of the medians (nanometer samples) or means (JMH
 *     scores) of the values the interval uses (for throughput, base throughput / new throughput);
 *     below 1 is faster
 * @param interval the confidence interval of {@code ratio}; empty when the files hold too few
 *     values (or incomparable units) for one
 * @param method how the interval was computed, one line
 * @param jvmVariationIncluded true when the interval is over forks (separate JVMs), false when it
 *     comes from samples within one JVM per side, where JVM-to-JVM variation is not included
 * @param verdict faster, slower, no change or inconclusive against the threshold
 */
public record Judgement(SavedBenchmark base, SavedBenchmark candidate, double ratio, Optional<ConfidenceInterval> interval,
    String method, boolean jvmVariationIncluded, Change verdict) {}
