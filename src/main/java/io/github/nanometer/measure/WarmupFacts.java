package io.github.nanometer.measure;

/**
 * What warm-up did.
 *
 * @param rounds samples taken during warm-up
 * @param evaluations evaluations run during warm-up
 * @param wallNanos wall time spent in warm-up
 * @param compilationMillis JIT compilation time observed during warm-up (-1 when unknown)
 * @param settled true when compilation went quiet and the estimate stabilized
 * @param reason one line: why warm-up stopped
 * @param lastNanosPerEvaluation the last full-length round's time per evaluation
 */
public record WarmupFacts(int rounds, long evaluations, long wallNanos, long compilationMillis, boolean settled,
    String reason, double lastNanosPerEvaluation) {}
