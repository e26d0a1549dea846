/**
 * Text without regular expressions or {@code java.util.Formatter}: splitting ({@link
 * io.github.nanometer.text.Tokens}) and numbers with a fixed count of decimals or significant
 * digits ({@link io.github.nanometer.text.DecimalText}).
 *
 * <p>Why it exists: the JIT compiles a benchmark body from profiles that the whole JVM shares. When
 * nanometer, in the JVM that measures, parses {@code /proc} with {@code String.split("\\s+")} or
 * renders a message with {@code String.format}, the JDK's regex nodes and formatter record
 * nanometer's calls beside the body's, and a body that matches a pattern or formats a string is
 * then compiled less well than in a JVM that ran only the body (JMH's fork). Measured: a
 * precompiled {@code Pattern.matcher(s).matches()} read 1.2-1.4x JMH's time. Code that runs in a
 * measuring JVM (the API, {@code engine}, {@code measure}, {@code os}, {@code doctor}, {@code
 * clock}, {@code counters}, {@code nativelib}, {@code options}, {@code stats}, {@code compare})
 * uses this package instead; {@code MeasuringJvmTextTest} checks their bytecode.
 */
package io.github.nanometer.text;
