package io.github.nanometer.suite;

/**
 * An implementation the run selected but could not measure, with the reason.
 *
 * @param function the function
 * @param implementation the implementation's name
 * @param reason why it was skipped, one line
 */
public record Skipped(MemoryFunction function, String implementation, String reason) {}
